/**
 * Plan changes go through billing: the member's request is checked by the domain rule
 * (`decideChangeTier`: same plan, bag out on a downgrade, …), then the billing provider
 * is asked to change the subscription; the webhook's handler writes the result. With
 * Stripe the change is invoiced at once and applies only once paid
 * (`payment_behavior: pending_if_incomplete`); in demo billing mode the equivalent
 * `customer.subscription.updated` event goes through the same handler.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import {
  COLLECTIONS,
  addOnRefusal,
  decideChangeTier,
  hasBagOut,
  planChangedMessage,
  pricesForPlan,
  toSubscriptionView,
  type AddOnId,
  type BillingPrices,
  type MembershipChangeResult,
  type TierId,
} from '@unlimited/domain';
import { subscriptionDoc } from '../lib/collections';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import { applyBillingEvent } from './apply-event';
import { BILLING_NOT_SET_UP } from './start-checkout';

/** Confirmation while Stripe collects the payment of an upgrade. */
export const PLAN_CHANGE_PENDING =
  'Your plan change has been sent for payment. It applies as soon as the payment goes through.';

export interface PlanChangeDeps {
  mode: 'stripe' | 'demo' | null;
  stripe: () => Stripe;
  prices: BillingPrices;
}

export async function changePlanThroughBilling(
  db: Firestore,
  deps: PlanChangeDeps,
  uid: string,
  tier: TierId,
  now: Date = new Date(),
): Promise<MembershipChangeResult> {
  const [subscription, orders] = await Promise.all([
    subscriptionDoc(db, uid).get().then(dataOrNull),
    db.collection(COLLECTIONS.orders).where('user_id', '==', uid).get(),
  ]);
  const decision = decideChangeTier(
    {
      subscription,
      hasBagOut: hasBagOut(
        orders.docs.map((d) => ({ order_status: String(d.get('order_status')) })),
      ),
      now,
    },
    tier,
  );
  if (!decision.ok || subscription === null) {
    throw refusal(decision.ok ? 'Your membership could not be found.' : decision.message);
  }
  // Add-ons the new tier cannot have are dropped with the change.
  const addOns = { ...subscription.add_ons } as Record<AddOnId, boolean>;
  for (const id of Object.keys(addOns) as AddOnId[]) {
    if (addOns[id] && addOnRefusal(tier, id) !== null) addOns[id] = false;
  }
  const subscriptionId = subscription.billing_subscription_id;
  if (deps.mode === 'demo') {
    const created = Math.floor(now.getTime() / 1000);
    await applyBillingEvent(
      db,
      {
        id: `evt_demo_plan_${uid}_${now.getTime()}`,
        type: 'customer.subscription.updated',
        created,
        data: {
          object: {
            id: subscriptionId ?? `sub_demo_${uid}`,
            customer: subscription.billing_customer_id ?? `cus_demo_${uid}`,
            status: 'active',
            cancel_at_period_end: subscription.cancel_at_period_end,
            start_date: Math.floor(subscription.started_at.getTime() / 1000),
            metadata: { uid },
            items: {
              data: pricesForPlan({ tier, addOns }, deps.prices).map((price) => ({
                price: { id: price },
                current_period_end: Math.floor(subscription.current_period_end.getTime() / 1000),
              })),
            },
          },
        },
      },
      deps.prices,
      'demo',
      now,
    );
    const after = dataOrNull(await subscriptionDoc(db, uid).get());
    logger.info('Plan changed (demo billing)', { uid, tier });
    return {
      subscription: toSubscriptionView(after ?? subscription),
      message: planChangedMessage(tier),
    };
  }
  if (deps.mode === null || subscriptionId === null || subscription.billing_mode !== 'stripe') {
    throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  }
  const stripe = deps.stripe();
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const wanted = new Set(pricesForPlan({ tier, addOns }, deps.prices));
  const items: Stripe.SubscriptionUpdateParams.Item[] = [
    ...current.items.data
      .filter((item) => !wanted.has(item.price.id))
      .map((item) => ({ id: item.id, deleted: true })),
    ...[...wanted]
      .filter((price) => !current.items.data.some((item) => item.price.id === price))
      .map((price) => ({ price, quantity: 1 })),
  ];
  await stripe.subscriptions.update(subscriptionId, {
    items,
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
  });
  logger.info('Plan change sent to Stripe', { uid, tier });
  return { subscription: toSubscriptionView(subscription), message: PLAN_CHANGE_PENDING };
}
