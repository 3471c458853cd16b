/**
 * `getReferralCode()`: the signed-in member's Club referral code (made the first time);
 * `settleReferralCredits`: every hour, the Club credits still pending with Stripe.
 */
import { onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { noInputSchema, type ReferralCodeResult } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { withAppCheck } from '../lib/app-check';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { billingFunctionOptions, billingMode, stripeKey } from '../billing/params';
import { stripeClient } from '../billing/stripe-checkout';
import { getReferralCode as readOrMakeCode } from './referral-code';
import { settleStripeReferralCredits } from './referral-credit';

export const getReferralCode = onCall<unknown, Promise<ReferralCodeResult>>(
  withAppCheck({ region: config.region, maxInstances: config.maxInstances }),
  async (request) => {
    const { uid } = requireAuth(request);
    parseInput(noInputSchema, request.data);
    return handleErrors('getReferralCode', { uid }, () => readOrMakeCode(firestore(), uid));
  },
);

/**
 * The webhook settles a Stripe credit right after the paid invoice that earned it, and
 * Stripe redelivers the event while that fails, for up to three days; this sweep settles
 * whatever is still pending after that (a Stripe outage, a referrer's customer fixed
 * later), so no credit waits for her next invoice. Demo credits are never pending.
 */
export const settleReferralCredits = onSchedule(
  {
    region: config.region,
    timeZone: config.timeZone,
    schedule: config.schedules.referralCredits,
    secrets: billingFunctionOptions.secrets,
    retryCount: 0,
  },
  async () => {
    if (billingMode() !== 'stripe') return;
    await settleStripeReferralCredits(firestore(), () => stripeClient(stripeKey()));
  },
);
