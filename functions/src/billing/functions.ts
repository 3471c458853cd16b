/** Billing entry points: `startCheckout` (callable) and `stripeWebhook` (HTTPS). */
import { onCall, onRequest } from 'firebase-functions/https';
import {
  PROMO_CODE_TRIES_EXCEEDED,
  PROMO_CODE_TRY_LIMIT,
  noInputSchema,
  startCheckoutInputSchema,
  type BillingModeResult,
  type BillingPortalResult,
  type StartCheckoutResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { enforceRateLimit } from '../lib/rate-limit';
import { promoTriesKey } from '../coupons/redeem';
import {
  billingMode,
  billingPrices,
  billingFunctionOptions,
  stripeKey,
  webhookSecret,
} from './params';
import { billingPortalUrl } from './billing-portal';
import { startCheckout as start } from './start-checkout';
import { stripeClient } from './stripe-checkout';
import { joinCartAddOns } from './cart-add-ons';
import { handleStripeWebhook } from './webhook';
import { withAppCheck } from '../lib/app-check';
import { settleStripeReferralCredits } from '../club/referral-credit';

export const startCheckout = onCall<unknown, Promise<StartCheckoutResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const { uid } = requireAuth(request);
    const input = parseInput(startCheckoutInputSchema, request.data);
    return handleErrors('startCheckout', { uid }, async () => {
      const db = firestore();
      if (input.promoCode) {
        await enforceRateLimit(
          db,
          promoTriesKey(uid),
          PROMO_CODE_TRY_LIMIT,
          PROMO_CODE_TRIES_EXCEEDED,
        );
      }
      return start(
        db,
        {
          mode: billingMode(),
          stripe: () => stripeClient(stripeKey()),
          prices: billingPrices(),
          siteUrl: config.siteUrl,
        },
        uid,
        {
          token: input.token ?? null,
          tier: input.tier,
          addOns: input.addOns,
          promoCode: input.promoCode,
        },
      );
    });
  },
);

/** `getBillingMode()`: whether checkout goes to Stripe or completes in demo mode. */
export const getBillingMode = onCall<unknown, Promise<BillingModeResult>>(
  withAppCheck(billingFunctionOptions),
  (request) => {
    parseInput(noInputSchema, request.data);
    return Promise.resolve({ mode: billingMode() ?? 'unavailable' });
  },
);

/** `openBillingPortal()`: the Stripe customer portal (card, invoices) for the member. */
export const openBillingPortal = onCall<unknown, Promise<BillingPortalResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const { uid } = requireAuth(request);
    parseInput(noInputSchema, request.data);
    return handleErrors('openBillingPortal', { uid }, async () => ({
      url: await billingPortalUrl(
        firestore(),
        {
          mode: billingMode(),
          stripe: () => stripeClient(stripeKey()),
          returnUrl: `${config.siteUrl.replace(/\/+$/, '')}/membership-manage`,
        },
        uid,
      ),
    }));
  },
);

export const stripeWebhook = onRequest(billingFunctionOptions, (request, response) =>
  handleStripeWebhook(request, response, {
    db: firestore(),
    secret: webhookSecret(),
    prices: billingPrices(),
    settleReferralCredits: () =>
      settleStripeReferralCredits(firestore(), () => stripeClient(stripeKey())),
    joinCartAddOns: (event) =>
      joinCartAddOns(firestore(), () => stripeClient(stripeKey()), billingPrices(), event),
  }),
);
