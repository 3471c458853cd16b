/**
 * `createCoupon` and `deactivateCoupon` (admins). In Stripe mode the Stripe coupon and
 * promotion code are made first, so a stored coupon always exists at Stripe; in demo
 * mode the document is the whole coupon and demo checkout applies it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  COUPON_MESSAGES,
  auditChanges,
  couponTerms,
  type CreateCouponValues,
} from '@unlimited/domain';
import type Stripe from 'stripe';
import { actorName, addAudit, type ActorLike } from '../lib/activity';
import { ALREADY_EXISTS, grpcCode } from '../lib/errors';
import { BILLING_NOT_SET_UP } from '../billing/start-checkout';
import { couponDoc } from '../lib/collections';
import { createStripePromotion, deactivateStripePromotion } from './stripe-coupons';

export interface CouponDeps {
  mode: 'stripe' | 'demo' | null;
  stripe: () => Stripe;
}

const duplicate = () => new HttpsError('already-exists', COUPON_MESSAGES.duplicate);

export async function createCoupon(
  db: Firestore,
  deps: CouponDeps,
  values: CreateCouponValues,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<string> {
  if (deps.mode === null) throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  const ref = couponDoc(db, values.code);
  if ((await ref.get()).exists) throw duplicate();
  const terms = couponTerms(values);
  const stripeIds =
    deps.mode === 'stripe' ? await createStripePromotion(deps.stripe(), terms) : null;
  try {
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) throw duplicate();
      tx.create(ref, {
        id: values.code,
        ...terms,
        active: true,
        redemptions: 0,
        billing_mode: deps.mode === 'stripe' ? 'stripe' : 'demo',
        stripe_coupon_id: stripeIds?.couponId ?? null,
        stripe_promotion_code_id: stripeIds?.promotionCodeId ?? null,
        created_by: actorName(actor),
        created_at: now,
        updated_at: now,
        deactivated_at: null,
      });
      addAudit(tx, db, {
        kind: 'created',
        objectType: 'coupon',
        objectId: values.code,
        label: values.code,
        actor,
        at: now,
        changes: auditChanges(null, { ...terms }, Object.keys(terms)),
        action: `Coupon ${values.code} created`,
      });
    });
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) throw duplicate();
    throw error;
  }
  return values.code;
}

export async function deactivateCoupon(
  db: Firestore,
  deps: CouponDeps,
  code: string,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<string> {
  const ref = couponDoc(db, code);
  const coupon = (await ref.get()).data();
  if (coupon === undefined) throw new HttpsError('not-found', COUPON_MESSAGES.notFound);
  if (!coupon.active) return code;
  if (coupon.billing_mode === 'stripe' && coupon.stripe_promotion_code_id !== null) {
    await deactivateStripePromotion(deps.stripe(), coupon.stripe_promotion_code_id);
  }
  await db.runTransaction(async (tx) => {
    tx.update(ref, { active: false, deactivated_at: now, updated_at: now });
    addAudit(tx, db, {
      kind: 'deactivated',
      objectType: 'coupon',
      objectId: code,
      label: code,
      actor,
      at: now,
      changes: [{ field: 'active', before: 'true', after: 'false' }],
      action: `Coupon ${code} deactivated`,
    });
  });
  return code;
}
