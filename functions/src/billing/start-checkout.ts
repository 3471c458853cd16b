/**
 * `startCheckout`: the invitee, signed in with the account their invitation created,
 * pays for the plan they chose. With Stripe it answers with the Checkout Session's
 * address; in demo billing mode it applies the demo events and answers when the
 * membership is written.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  ALREADY_SUBSCRIBED,
  demoPeriodInvoice,
  INVITE_PARAM,
  RESUME_PARAM,
  type AddOnId,
  type BillingPrices,
  type StartCheckoutResult,
  type TierId,
} from '@unlimited/domain';
import { adminAuth } from '../lib/admin';
import { subscriptionDoc } from '../lib/collections';
import { syncTierClaimFor } from '../subscriptions/sync-tier-claim';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import { usableInvitation, usableOwnInvitation } from '../invitations/accept-invitation';
import { claimCoupon } from '../coupons/redeem';
import { applyBillingEvent } from './apply-event';
import { demoCheckoutEvents, demoInvoiceId, demoInvoicePaidEvent } from './demo-billing';
import { createCheckoutSession } from './stripe-checkout';
import type Stripe from 'stripe';

/** When demo billing could not write the membership it was asked for. */
export const CHECKOUT_NOT_APPLIED =
  'Your membership could not be started, and nothing was charged. Please try again in a moment.';

/** Refusal: billing has no keys in a real project. */
export const BILLING_NOT_SET_UP =
  'Payments are not available right now. Please try again later or contact support.';

export interface CheckoutDeps {
  mode: 'stripe' | 'demo' | null;
  stripe: () => Stripe;
  prices: BillingPrices;
  siteUrl: string;
}

export async function startCheckout(
  db: Firestore,
  deps: CheckoutDeps,
  uid: string,
  input: {
    /** The emailed link's token; `null`: the caller's own accepted invitation. */
    token: string | null;
    tier: TierId;
    addOns: Record<AddOnId, boolean>;
    /** A promotion code to redeem (admin Coupons), already normalised; `null`: none. */
    promoCode?: string | null;
  },
  now: Date = new Date(),
): Promise<StartCheckoutResult> {
  const { invitation, step } =
    input.token === null
      ? await usableOwnInvitation(db, uid, now)
      : await usableInvitation(db, input.token, uid, now);
  if (step !== 'choose_plan') {
    throw refusal('Create your account with this invitation first.');
  }
  const existing = dataOrNull(await subscriptionDoc(db, uid).get());
  if (existing?.status === 'active') throw refusal(ALREADY_SUBSCRIBED);
  const plan = { tier: input.tier, addOns: input.addOns };
  const coupon = input.promoCode ? await claimCoupon(db, input.promoCode, deps.mode, now) : null;
  if (deps.mode === 'demo') {
    const events = demoCheckoutEvents({
      uid,
      signupId: invitation.id,
      plan,
      prices: deps.prices,
      now,
      promoCode: coupon?.code ?? null,
    });
    for (const event of events) {
      const outcome = await applyBillingEvent(db, event, deps.prices, 'demo', now);
      // Never "welcome" a member whose membership billing did not write.
      if (outcome !== 'applied') {
        logger.error('Demo checkout not applied', { uid, type: event.type, outcome });
        throw new HttpsError('aborted', CHECKOUT_NOT_APPLIED);
      }
    }
    // The first month's invoice, paid, as Stripe sends it after the subscription: the
    // billing history's first charge and its receipt.
    const started = dataOrNull(await subscriptionDoc(db, uid).get());
    if (started !== null) {
      const invoice = demoPeriodInvoice({
        id: demoInvoiceId(),
        uid,
        sub: started,
        billingReason: 'subscription_create',
        prices: deps.prices,
        now,
      });
      const outcome = await applyBillingEvent(
        db,
        demoInvoicePaidEvent(invoice, now),
        deps.prices,
        'demo',
        now,
      );
      if (outcome !== 'applied') logger.error('Demo first invoice not recorded', { uid, outcome });
    }
    // The tier claim now, so the member's next token has it (the page waits for it): the
    // claims trigger would set the same a few seconds later, and then finds it done.
    try {
      await syncTierClaimFor(db, adminAuth(), uid);
    } catch (error) {
      logger.warn('Tier claim left to the claims trigger', {
        uid,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return { mode: 'demo', tier: input.tier };
  }
  if (deps.mode === null) throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  const site = deps.siteUrl.replace(/\/+$/, '');
  const url = await createCheckoutSession(deps.stripe(), {
    uid,
    email: invitation.email,
    signupId: invitation.id,
    plan,
    prices: deps.prices,
    customerId: existing?.billing_customer_id ?? null,
    promotion: coupon?.stripe_promotion_code_id
      ? { code: coupon.code, promotionCodeId: coupon.stripe_promotion_code_id }
      : null,
    successUrl: `${site}/dashboard?checkout=success`,
    cancelUrl: `${site}/signup/add-ons?${
      input.token === null
        ? `${RESUME_PARAM}=1`
        : `${INVITE_PARAM}=${encodeURIComponent(input.token)}`
    }&tier=${input.tier}`,
  });
  return { mode: 'stripe', url };
}
