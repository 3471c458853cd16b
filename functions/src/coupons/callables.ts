/**
 * Coupon callables: `createCoupon` and `deactivateCoupon` (admins) and
 * `previewPromoCode` (a signed-in invitee at checkout, before paying).
 */
import { onCall } from 'firebase-functions/https';
import {
  couponTermsOf,
  createCouponInputSchema,
  deactivateCouponInputSchema,
  describeCoupon,
  previewPromoCodeInputSchema,
  PROMO_CODE_TRIES_EXCEEDED,
  PROMO_CODE_TRY_LIMIT,
  type CreateCouponResult,
  type DeactivateCouponResult,
  type PreviewPromoCodeResult,
} from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { actorOf, requireAuth, requireRole } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { enforceRateLimit } from '../lib/rate-limit';
import { billingMode, billingFunctionOptions, stripeKey } from '../billing/params';
import { stripeClient } from '../billing/stripe-checkout';
import { createCoupon as create, deactivateCoupon as deactivate } from './manage-coupons';
import { promoTriesKey, usableCoupon } from './redeem';
import { withAppCheck } from '../lib/app-check';

const deps = () => ({ mode: billingMode(), stripe: () => stripeClient(stripeKey()) });

export const createCoupon = onCall<unknown, Promise<CreateCouponResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    // Support staff are read-only on money.
    const caller = requireRole(request, 'manage_money');
    const values = parseInput(createCouponInputSchema, request.data);
    return handleErrors('createCoupon', { uid: caller.uid }, async () => ({
      code: await create(firestore(), deps(), values, actorOf(caller)),
    }));
  },
);

export const deactivateCoupon = onCall<unknown, Promise<DeactivateCouponResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const caller = requireRole(request, 'manage_money');
    const { code } = parseInput(deactivateCouponInputSchema, request.data);
    return handleErrors('deactivateCoupon', { uid: caller.uid }, async () => ({
      code: await deactivate(firestore(), deps(), code, actorOf(caller)),
    }));
  },
);

export const previewPromoCode = onCall<unknown, Promise<PreviewPromoCodeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const { uid } = requireAuth(request);
    const { code } = parseInput(previewPromoCodeInputSchema, request.data);
    return handleErrors('previewPromoCode', { uid }, async () => {
      const db = firestore();
      await enforceRateLimit(
        db,
        promoTriesKey(uid),
        PROMO_CODE_TRY_LIMIT,
        PROMO_CODE_TRIES_EXCEEDED,
      );
      const coupon = await usableCoupon(db, code, billingMode());
      return { coupon: couponTermsOf(coupon), summary: describeCoupon(coupon) };
    });
  },
);
