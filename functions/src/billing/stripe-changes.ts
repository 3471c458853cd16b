/**
 * Each membership change as Stripe API calls. Nothing here writes Firestore: Stripe's
 * `customer.subscription.updated` event, through the webhook, writes the result.
 *
 * - now (upgrade, add an add-on): the items are swapped and the difference invoiced at
 *   once; the change applies only once paid (`payment_behavior: pending_if_incomplete`).
 * - at period end (downgrade, remove an add-on): a subscription schedule whose next
 *   phase starts at the current period end with the new items; back to the current plan
 *   releases the schedule.
 * - cancel / undo: `cancel_at_period_end`, or inside the minimum term `cancel_at` its end
 *   (no proration); pause / undo: `pause_collection` with `resumes_at` (the invoices in
 *   between are voided); a paused membership restarts billed from today.
 * - retention offer: a $25-off-once coupon on the subscription.
 *
 * The member's intents also go into the subscription's metadata (`BILLING_METADATA`),
 * which the webhook handler reads back.
 */
import type Stripe from 'stripe';
import {
  BILLING_METADATA,
  RETENTION_OFFER_CENTS,
  encodePlan,
  planFromPrices,
  pricesForPlan,
  samePlan,
  type BillingChange,
  type BillingPrices,
  type Plan,
} from '@unlimited/domain';

/** The coupon of the retention offer, created on first use. */
export const RETENTION_COUPON_ID = 'unlimited-retention-25-off-once';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Metadata values Stripe deletes when set to `''`. */
const CLEAR_PENDING = { [BILLING_METADATA.pendingPlan]: '', [BILLING_METADATA.pendingAt]: '' };
const CLEAR_PAUSE = {
  [BILLING_METADATA.pauseRequestedAt]: '',
  [BILLING_METADATA.pauseResumesAt]: '',
};

function periodEnd(sub: Stripe.Subscription): number {
  return Math.max(0, ...sub.items.data.map((item) => item.current_period_end));
}

function scheduleId(sub: Stripe.Subscription): string | null {
  const schedule = sub.schedule;
  if (schedule === null || schedule === undefined) return null;
  return typeof schedule === 'string' ? schedule : schedule.id;
}

async function releaseSchedule(stripe: Stripe, sub: Stripe.Subscription): Promise<void> {
  const id = scheduleId(sub);
  if (id !== null) await stripe.subscriptionSchedules.release(id);
}

/**
 * Withdraws a pending cancellation: `cancel_at_period_end: false`, or, for one scheduled
 * with `cancel_at` (the end of the minimum term), `cancel_at: ''` (Stripe clears it).
 */
function clearCancellation(
  sub: Stripe.Subscription,
): Pick<Stripe.SubscriptionUpdateParams, 'cancel_at' | 'cancel_at_period_end'> {
  return sub.cancel_at != null && !sub.cancel_at_period_end
    ? { cancel_at: '' }
    : { cancel_at_period_end: false };
}

async function ensureRetentionCoupon(stripe: Stripe): Promise<string> {
  try {
    return (await stripe.coupons.retrieve(RETENTION_COUPON_ID)).id;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    const coupon = await stripe.coupons.create({
      id: RETENTION_COUPON_ID,
      name: '$25 off your next month',
      amount_off: RETENTION_OFFER_CENTS,
      currency: 'usd',
      duration: 'once',
    });
    return coupon.id;
  }
}

function itemsFor(plan: Plan, prices: BillingPrices) {
  return pricesForPlan(plan, prices).map((price) => ({ price, quantity: 1 }));
}

async function changeNow(
  stripe: Stripe,
  sub: Stripe.Subscription,
  plan: Plan,
  prices: BillingPrices,
): Promise<void> {
  const wanted = new Set(pricesForPlan(plan, prices));
  const items: Stripe.SubscriptionUpdateParams.Item[] = [
    ...sub.items.data
      .filter((item) => !wanted.has(item.price.id))
      .map((item) => ({ id: item.id, deleted: true })),
    ...[...wanted]
      .filter((price) => !sub.items.data.some((item) => item.price.id === price))
      .map((price) => ({ price, quantity: 1 })),
  ];
  await stripe.subscriptions.update(sub.id, {
    items,
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
  });
}

async function changeAtPeriodEnd(
  stripe: Stripe,
  sub: Stripe.Subscription,
  plan: Plan,
  prices: BillingPrices,
): Promise<void> {
  const current = planFromPrices(
    sub.items.data.map((item) => item.price.id),
    prices,
  );
  if (current !== null && samePlan(current, plan)) {
    await releaseSchedule(stripe, sub);
    await stripe.subscriptions.update(sub.id, { metadata: CLEAR_PENDING });
    return;
  }
  const existing = scheduleId(sub);
  const schedule =
    existing === null
      ? await stripe.subscriptionSchedules.create({ from_subscription: sub.id })
      : await stripe.subscriptionSchedules.retrieve(existing);
  const end = periodEnd(sub);
  const start = schedule.phases[0]?.start_date ?? 'now';
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: sub.items.data.map((item) => ({ price: item.price.id, quantity: 1 })),
        start_date: start,
        end_date: end,
      },
      { items: itemsFor(plan, prices), duration: { interval: 'month', interval_count: 1 } },
    ],
  });
  await stripe.subscriptions.update(sub.id, {
    metadata: {
      [BILLING_METADATA.pendingPlan]: encodePlan(plan),
      [BILLING_METADATA.pendingAt]: String(end),
    },
  });
}

/** Asks Stripe for `change` on subscription `subscriptionId`. */
export async function sendChangeToStripe(
  stripe: Stripe,
  subscriptionId: string,
  change: BillingChange,
  prices: BillingPrices,
  now: Date,
): Promise<void> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  switch (change.kind) {
    case 'plan_now':
      return changeNow(stripe, sub, change.plan, prices);
    case 'plan_at_period_end':
      return changeAtPeriodEnd(stripe, sub, change.plan, prices);
    case 'cancel':
      await releaseSchedule(stripe, sub);
      await stripe.subscriptions.update(sub.id, {
        cancel_at_period_end: true,
        pause_collection: '',
        metadata: { ...CLEAR_PENDING, ...CLEAR_PAUSE },
      });
      return;
    case 'cancel_at':
      await releaseSchedule(stripe, sub);
      await stripe.subscriptions.update(sub.id, {
        cancel_at: unix(change.at),
        proration_behavior: 'none',
        pause_collection: '',
        metadata: { ...CLEAR_PENDING, ...CLEAR_PAUSE },
      });
      return;
    case 'pause':
      await releaseSchedule(stripe, sub);
      await stripe.subscriptions.update(sub.id, {
        ...clearCancellation(sub),
        pause_collection: { behavior: 'void', resumes_at: unix(change.resumesAt) },
        metadata: {
          ...CLEAR_PENDING,
          [BILLING_METADATA.pauseRequestedAt]: String(unix(now)),
          [BILLING_METADATA.pauseResumesAt]: String(unix(change.resumesAt)),
        },
      });
      return;
    case 'keep':
      await releaseSchedule(stripe, sub);
      await stripe.subscriptions.update(sub.id, {
        ...clearCancellation(sub),
        pause_collection: '',
        metadata: { ...CLEAR_PENDING, ...CLEAR_PAUSE },
      });
      return;
    case 'restart':
      await stripe.subscriptions.update(sub.id, {
        pause_collection: '',
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'none',
        metadata: CLEAR_PAUSE,
      });
      return;
    case 'retention': {
      const coupon = await ensureRetentionCoupon(stripe);
      // `discounts` replaces the list: keep the promotion code the member joined with.
      const kept = (sub.discounts ?? []).map((discount) => ({
        discount: typeof discount === 'string' ? discount : discount.id,
      }));
      await stripe.subscriptions.update(sub.id, {
        discounts: [...kept, { coupon }],
        ...clearCancellation(sub),
        metadata: { [BILLING_METADATA.retentionOfferAt]: String(unix(now)) },
      });
      return;
    }
  }
}
