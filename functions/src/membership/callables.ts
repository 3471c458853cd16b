/**
 * The member's membership changes from the manage page: `pauseMembership()`,
 * `cancelMembership()`, `acceptRetentionOffer()`, `removeAddOn({ addOn })` and
 * `changeTier({ tier })`. Each is refused with the domain rule's text.
 */
import { onCall, type CallableRequest } from 'firebase-functions/https';
import {
  changeTierInputSchema,
  decideCancel,
  decideResume,
  decidePause,
  decideRemoveAddOn,
  decideRetentionOffer,
  removeAddOnInputSchema,
  type MembershipChangeResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { changePlanThroughBilling } from '../billing/change-plan';
import { billingMode, billingPrices, billingSecrets, stripeKey } from '../billing/params';
import { stripeClient } from '../billing/stripe-checkout';
import { syncCancellationToStripe } from '../billing/sync-cancellation';
import { changeMembership, type MembershipDecision } from './change-membership';

const options = { region: config.region, maxInstances: config.maxInstances } as const;

function run(
  request: CallableRequest<unknown>,
  action: string,
  decide: MembershipDecision,
): Promise<MembershipChangeResult> {
  const { uid } = requireAuth(request);
  return handleErrors(action, { uid }, () => changeMembership(firestore(), uid, action, decide));
}

export const pauseMembership = onCall<unknown, Promise<MembershipChangeResult>>(
  options,
  async (request) => run(request, 'pauseMembership', decidePause),
);

/** Cancelling (and undoing it) also goes to Stripe, which bills the subscription. */
async function runThroughBilling(
  request: CallableRequest<unknown>,
  action: string,
  decide: MembershipDecision,
): Promise<MembershipChangeResult> {
  const result = await run(request, action, decide);
  const { uid } = requireAuth(request);
  await handleErrors(action, { uid }, () =>
    syncCancellationToStripe(
      firestore(),
      { mode: billingMode(), stripe: () => stripeClient(stripeKey()) },
      uid,
    ),
  );
  return result;
}

export const cancelMembership = onCall<unknown, Promise<MembershipChangeResult>>(
  { ...options, secrets: billingSecrets() },
  async (request) => runThroughBilling(request, 'cancelMembership', decideCancel),
);

/** `resumeMembership()`: undoes a pending cancellation or pause. */
export const resumeMembership = onCall<unknown, Promise<MembershipChangeResult>>(
  { ...options, secrets: billingSecrets() },
  async (request) => runThroughBilling(request, 'resumeMembership', decideResume),
);

export const acceptRetentionOffer = onCall<unknown, Promise<MembershipChangeResult>>(
  options,
  async (request) => run(request, 'acceptRetentionOffer', decideRetentionOffer),
);

export const removeAddOn = onCall<unknown, Promise<MembershipChangeResult>>(
  options,
  async (request) => {
    requireAuth(request);
    const { addOn } = parseInput(removeAddOnInputSchema, request.data);
    return run(request, 'removeAddOn', (facts) => decideRemoveAddOn(facts, addOn));
  },
);

/** Plan changes go through billing (see billing/change-plan.ts), never straight to the document. */
export const changeTier = onCall<unknown, Promise<MembershipChangeResult>>(
  { ...options, secrets: billingSecrets() },
  async (request) => {
    const { uid } = requireAuth(request);
    const { tier } = parseInput(changeTierInputSchema, request.data);
    return handleErrors('changeTier', { uid }, () =>
      changePlanThroughBilling(
        firestore(),
        { mode: billingMode(), stripe: () => stripeClient(stripeKey()), prices: billingPrices() },
        uid,
        tier,
      ),
    );
  },
);
