/**
 * Every membership change goes through billing: the member's request is checked by its
 * domain decision (`decidePause`, `decideChangeTier`, …) over the stored subscription
 * and orders, then the billing provider is asked to make the change. With Stripe the
 * API is called (stripe-changes.ts) and the webhook's handler writes the result when
 * Stripe reports it; in demo billing mode the equivalent `customer.subscription.updated`
 * event is built (domain `demoApplyChange`) from the document as stored when the write
 * happens and handed to the same handler (`applyDemoChange`). Nothing here writes
 * `subscriptions/{uid}`.
 *
 * The member is told their change is done only when the stored membership shows it
 * (domain `changeShows`): in demo billing a change billing did not apply fails with
 * `CHANGE_NOT_APPLIED`; with Stripe the answer names the change (`awaiting`) and the page
 * waits for the webhook's write before it says anything is done.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import {
  CHANGE_NOT_APPLIED,
  COLLECTIONS,
  billingObjectFromDoc,
  changeShows,
  demoApplyChange,
  demoChangeInvoice,
  demoPeriodInvoice,
  bagOutState,
  toAwaitedChange,
  toSubscriptionView,
  type BillingChange,
  type BillingPrices,
  type SubscriptionDoc,
  type MembershipChange,
  type MembershipChangeResult,
  type MembershipFacts,
  type MembershipRefusal,
} from '@unlimited/domain';
import { subscriptionDoc } from '../lib/collections';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import { applyBillingEvent, applyDemoChange } from './apply-event';
import { demoInvoiceId, demoInvoicePaidEvent } from './demo-billing';
import { BILLING_NOT_SET_UP } from './start-checkout';
import { sendChangeToStripe } from './stripe-changes';

/**
 * Demo billing's invoice for a change it just applied, as Stripe invoices it: an upgrade
 * or an added add-on charges the difference for the rest of the period (domain
 * `chargeNow`, the amount the page showed); a paused membership restarted is billed a
 * month from today. Other changes charge nothing now.
 */
async function recordDemoCharge(
  db: Firestore,
  prices: BillingPrices,
  uid: string,
  change: BillingChange,
  before: SubscriptionDoc,
  after: SubscriptionDoc,
  now: Date,
): Promise<void> {
  const invoice =
    change.kind === 'plan_now'
      ? demoChangeInvoice({ id: demoInvoiceId(), uid, before, plan: change.plan, prices, now })
      : change.kind === 'restart'
        ? demoPeriodInvoice({
            id: demoInvoiceId(),
            uid,
            sub: after,
            billingReason: 'subscription_cycle',
            prices,
            now,
          })
        : null;
  if (invoice === null) return;
  const outcome = await applyBillingEvent(
    db,
    demoInvoicePaidEvent(invoice, now),
    prices,
    'demo',
    now,
  );
  if (outcome !== 'applied') logger.error('Demo charge not recorded', { uid, outcome });
}

/** A membership decision over the facts read. */
export type MembershipDecision = (facts: MembershipFacts) => MembershipChange | MembershipRefusal;

export interface BillingDeps {
  mode: 'stripe' | 'demo' | null;
  stripe: () => Stripe;
  prices: BillingPrices;
}

/**
 * Decides `decide` for member `uid` and has billing make the change.
 *
 * @throws HttpsError `failed-precondition` with the domain rule's message when refused,
 *   `unavailable` when the membership is not billed by the configured provider
 */
export async function changeThroughBilling(
  db: Firestore,
  deps: BillingDeps,
  uid: string,
  action: string,
  decide: MembershipDecision,
  now: Date = new Date(),
  options: {
    /**
     * Demo billing records the change's own charge (an invoice, as Stripe's); the Cart's
     * Checkout lists it on its one charge instead and passes `false`.
     */
    demoCharge?: boolean;
  } = {},
): Promise<MembershipChangeResult> {
  const [subscription, orders] = await Promise.all([
    subscriptionDoc(db, uid).get().then(dataOrNull),
    db.collection(COLLECTIONS.orders).where('user_id', '==', uid).get(),
  ]);
  const decision = decide({
    subscription,
    hasBagOut: bagOutState(
      orders.docs.map((d) => ({ order_status: String(d.get('order_status')) })),
    ),
    now,
  });
  if (!decision.ok || subscription === null) {
    logger.info('Membership change refused', { uid, action });
    throw refusal(decision.ok ? 'Your membership could not be found.' : decision.message);
  }
  const { change } = decision;
  if (change === null) {
    return {
      subscription: toSubscriptionView(subscription),
      message: decision.message,
      awaiting: null,
    };
  }
  if (deps.mode === 'demo') {
    const outcome = await applyDemoChange(
      db,
      uid,
      (stored) => ({
        type: 'customer.subscription.updated',
        object: demoApplyChange(
          billingObjectFromDoc(uid, stored, deps.prices),
          change,
          deps.prices,
          now,
        ),
      }),
      deps.prices,
      now,
    );
    const after = dataOrNull(await subscriptionDoc(db, uid).get());
    if (outcome !== 'applied' || after === null || !changeShows(change, after)) {
      logger.error('Membership change not applied (demo billing)', {
        uid,
        action,
        kind: change.kind,
        outcome,
      });
      throw new HttpsError('aborted', CHANGE_NOT_APPLIED);
    }
    logger.info('Membership change (demo billing)', { uid, action, kind: change.kind });
    if (options.demoCharge !== false) {
      await recordDemoCharge(db, deps.prices, uid, change, subscription, after, now);
    }
    return {
      subscription: toSubscriptionView(after),
      message: decision.message,
      awaiting: toAwaitedChange(change),
    };
  }
  const subscriptionId = subscription.billing_subscription_id;
  if (deps.mode === null || subscriptionId === null || subscription.billing_mode !== 'stripe') {
    throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  }
  await sendChangeToStripe(deps.stripe(), subscriptionId, change, deps.prices, now);
  logger.info('Membership change sent to Stripe', { uid, action, kind: change.kind });
  // Not done yet: the page waits for the webhook to write Stripe's result (`awaiting`).
  return {
    subscription: toSubscriptionView(subscription),
    message: decision.message,
    awaiting: toAwaitedChange(change),
  };
}
