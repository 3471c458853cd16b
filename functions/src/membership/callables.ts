/**
 * The member's membership changes from the manage page: `pauseMembership({ periods })`,
 * `cancelMembership()`, `resumeMembership()`, `acceptRetentionOffer()`,
 * `addAddOn({ addOn })`, `removeAddOn({ addOn })` and `changeTier({ tier })`. Each is
 * refused with the domain rule's text and otherwise made by billing
 * (billing/membership-billing.ts), whose webhook handler alone writes the subscription.
 */
import { onCall, type CallableRequest } from 'firebase-functions/https';
import {
  addOnInputSchema,
  changeTierInputSchema,
  decideAddAddOn,
  decideCancel,
  decideChangeTier,
  decidePause,
  decideRemoveAddOn,
  decideResume,
  decideRetentionOffer,
  noInputSchema,
  pauseInputSchema,
  previewChargeInputSchema,
  removeAddOnInputSchema,
  type ChargePreviewResult,
  type MembershipChangeResult,
} from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { previewCharge as preview } from '../billing/charge-preview';
import { changeThroughBilling, type MembershipDecision } from '../billing/membership-billing';
import { billingMode, billingPrices, billingFunctionOptions, stripeKey } from '../billing/params';
import { stripeClient } from '../billing/stripe-checkout';
import { withAppCheck } from '../lib/app-check';

function run(
  request: CallableRequest<unknown>,
  action: string,
  decide: MembershipDecision,
): Promise<MembershipChangeResult> {
  const { uid } = requireAuth(request);
  return handleErrors(action, { uid }, () =>
    changeThroughBilling(
      firestore(),
      { mode: billingMode(), stripe: () => stripeClient(stripeKey()), prices: billingPrices() },
      uid,
      action,
      decide,
    ),
  );
}

function noInput(request: CallableRequest<unknown>): void {
  requireAuth(request);
  parseInput(noInputSchema, request.data);
}

/** `pauseMembership({ periods })`: 1, 2 or 3 billing periods; the dates are computed here. */
export const pauseMembership = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    requireAuth(request);
    const { periods } = parseInput(pauseInputSchema, request.data);
    return run(request, 'pauseMembership', (facts) => decidePause(facts, periods));
  },
);

/** Cancels at the period end, or inside the minimum term at its end (`cancel_at`). */
export const cancelMembership = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    noInput(request);
    return run(request, 'cancelMembership', decideCancel);
  },
);

/** `resumeMembership()`: undoes a pending cancellation, pause or plan change; restarts a paused one. */
export const resumeMembership = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    noInput(request);
    return run(request, 'resumeMembership', decideResume);
  },
);

/** Only inside the cancel flow (a cancellation pending), once per membership. */
export const acceptRetentionOffer = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    noInput(request);
    return run(request, 'acceptRetentionOffer', decideRetentionOffer);
  },
);

export const addAddOn = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    requireAuth(request);
    const { addOn } = parseInput(addOnInputSchema, request.data);
    return run(request, 'addAddOn', (facts) => decideAddAddOn(facts, addOn));
  },
);

export const removeAddOn = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    requireAuth(request);
    const { addOn } = parseInput(removeAddOnInputSchema, request.data);
    return run(request, 'removeAddOn', (facts) => decideRemoveAddOn(facts, addOn));
  },
);

/** Upgrades apply once paid; downgrades at the end of the period. */
export const changeTier = onCall<unknown, Promise<MembershipChangeResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    requireAuth(request);
    const { tier } = parseInput(changeTierInputSchema, request.data);
    return run(request, 'changeTier', (facts) => decideChangeTier(facts, tier));
  },
);

/** What an upgrade or an added add-on charges today and from the next bill (nothing changes). */
export const previewCharge = onCall<unknown, Promise<ChargePreviewResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const { uid } = requireAuth(request);
    const input = parseInput(previewChargeInputSchema, request.data);
    return handleErrors('previewCharge', { uid }, () =>
      preview(
        firestore(),
        { mode: billingMode(), stripe: () => stripeClient(stripeKey()), prices: billingPrices() },
        uid,
        input,
      ),
    );
  },
);
