/**
 * The billing provider's subscription as this app reads it (the part of a Stripe
 * subscription the webhook handler maps onto `subscriptions/{uid}`), and the demo
 * billing mode's stand-in for Stripe: the same object, changed as Stripe would change
 * it, then handed to the same handler as a `customer.subscription.updated` event.
 *
 * What Stripe keeps in its own fields (items, status, `cancel_at_period_end`,
 * `pause_collection`, the period) is read from there. The member's intents that Stripe
 * carries elsewhere (a subscription schedule's next phase, a coupon) are also written
 * into the subscription's metadata by the billing layer, so one event says everything:
 * {@link BILLING_METADATA}.
 */
import { planFromPrices, pricesForPlan, type BillingPrices } from './billing';
import {
  currentPlan,
  decodePlan,
  encodePlan,
  samePlan,
  scheduledPlan,
  withAllowedAddOns,
  type Plan,
} from './billing-plan';
import { RETENTION_OFFER_CENTS, type SubscriptionDoc } from '../membership';

/** Metadata keys the billing layer sets on the provider's subscription. */
export const BILLING_METADATA = {
  uid: 'uid',
  /** The plan a scheduled change (downgrade, add-on removal) switches to (`encodePlan`). */
  pendingPlan: 'pending_plan',
  /** When that change applies: the period end it was scheduled for (Unix seconds). */
  pendingAt: 'pending_at',
  /** When the member asked to pause (Unix seconds); set with `pause_collection`. */
  pauseRequestedAt: 'pause_requested_at',
  /** When that pause ends (Unix seconds): `pause_collection.resumes_at`. */
  pauseResumesAt: 'pause_resumes_at',
  /** When the retention coupon was applied (Unix seconds); kept once set. */
  retentionOfferAt: 'retention_offer_at',
} as const;

/** The subscription object, as Stripe sends it (only the fields read here). */
export interface BillingSubscriptionObject {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  /** When a scheduled cancellation ends it (Unix seconds), or `null`. */
  cancel_at: number | null;
  start_date: number;
  pause_collection: { behavior: 'void'; resumes_at: number | null } | null;
  metadata: Record<string, string>;
  items: {
    data: { price: { id: string }; current_period_start: number; current_period_end: number }[];
  };
}

/** A change the billing layer makes to the provider's subscription. */
export type BillingChange =
  /** Upgrade or add an add-on: at once, invoiced (prorated) now. */
  | { kind: 'plan_now'; plan: Plan }
  /** Downgrade or remove an add-on: from the next period (the current plan when undone). */
  | { kind: 'plan_at_period_end'; plan: Plan }
  /** Cancel at the end of the period. */
  | { kind: 'cancel' }
  /** Cancel at `at`, the end of the minimum term (Stripe `cancel_at`). */
  | { kind: 'cancel_at'; at: Date }
  /** Pause from the end of the period until `resumesAt` (collection paused). */
  | { kind: 'pause'; resumesAt: Date }
  /** Undo a pending cancellation, pause or scheduled change. */
  | { kind: 'keep' }
  /** A paused membership starts again, billed from today. */
  | { kind: 'restart' }
  /** The retention coupon ($25 off the next invoice); the cancellation is withdrawn. */
  | { kind: 'retention' };

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** One calendar month after `seconds`; like Stripe, the 31st is followed by the month's last day. */
export function oneMonthAfterSeconds(seconds: number): number {
  const date = new Date(seconds * 1000);
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return unix(next);
}

/**
 * When a pause of `periods` billing periods, starting when the current period ends
 * (`periodEnd`), ends and billing starts again: that many calendar months later.
 */
export function pauseResumeDate(periodEnd: Date, periods: number): Date {
  let at = unix(periodEnd);
  for (let i = 0; i < periods; i += 1) at = oneMonthAfterSeconds(at);
  return new Date(at * 1000);
}

/**
 * The provider's subscription a stored document mirrors (demo billing keeps no other
 * copy: the document is the demo provider's state).
 */
export function billingObjectFromDoc(
  uid: string,
  sub: SubscriptionDoc,
  prices: BillingPrices,
): BillingSubscriptionObject {
  const end = unix(sub.current_period_end);
  const start = Math.min(end, Math.max(unix(sub.started_at), end - 31 * 86_400));
  const metadata: Record<string, string> = { [BILLING_METADATA.uid]: uid };
  const scheduled = scheduledPlan(sub);
  if (scheduled !== null) {
    metadata[BILLING_METADATA.pendingPlan] = encodePlan(scheduled);
    metadata[BILLING_METADATA.pendingAt] = String(end);
  }
  if (sub.pause_requested_at !== null) {
    metadata[BILLING_METADATA.pauseRequestedAt] = String(unix(sub.pause_requested_at));
  }
  if (sub.pause_requested_at !== null && sub.pause_resumes_at !== null) {
    metadata[BILLING_METADATA.pauseResumesAt] = String(unix(sub.pause_resumes_at));
  }
  if (sub.retention_offer_applied_at !== null) {
    metadata[BILLING_METADATA.retentionOfferAt] = String(unix(sub.retention_offer_applied_at));
  }
  return {
    id: sub.billing_subscription_id ?? `sub_demo_${uid}`,
    object: 'subscription',
    customer: sub.billing_customer_id ?? `cus_demo_${uid}`,
    status:
      sub.status === 'canceled' ? 'canceled' : sub.status === 'past_due' ? 'past_due' : 'active',
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at === null ? null : unix(sub.cancel_at),
    start_date: unix(sub.started_at),
    pause_collection:
      sub.pause_requested_at === null
        ? null
        : {
            behavior: 'void',
            resumes_at: sub.pause_resumes_at === null ? null : unix(sub.pause_resumes_at),
          },
    metadata,
    items: {
      data: pricesForPlan(currentPlan(sub), prices).map((id) => ({
        price: { id },
        current_period_start: sub.status === 'paused' ? end : start,
        current_period_end: end,
      })),
    },
  };
}

function periodOf(obj: BillingSubscriptionObject): { start: number; end: number } {
  const first = obj.items.data[0];
  return { start: first?.current_period_start ?? 0, end: first?.current_period_end ?? 0 };
}

function withItems(
  obj: BillingSubscriptionObject,
  plan: Plan,
  prices: BillingPrices,
  period = periodOf(obj),
): BillingSubscriptionObject {
  return {
    ...obj,
    items: {
      data: pricesForPlan(plan, prices).map((id) => ({
        price: { id },
        current_period_start: period.start,
        current_period_end: period.end,
      })),
    },
  };
}

function withoutKeys(metadata: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !keys.includes(key)));
}

const PENDING_KEYS = [BILLING_METADATA.pendingPlan, BILLING_METADATA.pendingAt];
const PAUSE_KEYS = [BILLING_METADATA.pauseRequestedAt, BILLING_METADATA.pauseResumesAt];

/**
 * The demo provider: `obj` after `change`, as Stripe would have it once the change (and
 * its payment, which demo billing does not take) went through.
 */
export function demoApplyChange(
  obj: BillingSubscriptionObject,
  change: BillingChange,
  prices: BillingPrices,
  now: Date,
): BillingSubscriptionObject {
  const current = planFromPrices(
    obj.items.data.map((item) => item.price.id),
    prices,
  );
  switch (change.kind) {
    case 'plan_now':
      return withItems(obj, change.plan, prices);
    case 'plan_at_period_end':
      if (current !== null && samePlan(current, change.plan)) {
        return { ...obj, metadata: withoutKeys(obj.metadata, PENDING_KEYS) };
      }
      return {
        ...obj,
        metadata: {
          ...obj.metadata,
          [BILLING_METADATA.pendingPlan]: encodePlan(change.plan),
          [BILLING_METADATA.pendingAt]: String(periodOf(obj).end),
        },
      };
    case 'cancel':
      return {
        ...obj,
        cancel_at_period_end: true,
        cancel_at: null,
        pause_collection: null,
        metadata: withoutKeys(obj.metadata, [...PENDING_KEYS, ...PAUSE_KEYS]),
      };
    case 'cancel_at':
      return {
        ...obj,
        cancel_at_period_end: false,
        cancel_at: unix(change.at),
        pause_collection: null,
        metadata: withoutKeys(obj.metadata, [...PENDING_KEYS, ...PAUSE_KEYS]),
      };
    case 'pause':
      return {
        ...obj,
        cancel_at_period_end: false,
        cancel_at: null,
        pause_collection: { behavior: 'void', resumes_at: unix(change.resumesAt) },
        metadata: {
          ...withoutKeys(obj.metadata, PENDING_KEYS),
          [BILLING_METADATA.pauseRequestedAt]: String(unix(now)),
          [BILLING_METADATA.pauseResumesAt]: String(unix(change.resumesAt)),
        },
      };
    case 'keep':
      return {
        ...obj,
        cancel_at_period_end: false,
        cancel_at: null,
        pause_collection: null,
        metadata: withoutKeys(obj.metadata, [...PENDING_KEYS, ...PAUSE_KEYS]),
      };
    case 'restart': {
      const start = unix(now);
      const restarted = {
        ...obj,
        status: 'active',
        pause_collection: null,
        metadata: withoutKeys(obj.metadata, PAUSE_KEYS),
      };
      return current === null
        ? restarted
        : withItems(restarted, current, prices, { start, end: oneMonthAfterSeconds(start) });
    }
    case 'retention':
      return {
        ...obj,
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { ...obj.metadata, [BILLING_METADATA.retentionOfferAt]: String(unix(now)) },
      };
  }
}

/**
 * The demo provider at the end of a period: what Stripe does when `current_period_end`
 * passes. A cancellation (at the period end, or scheduled for a moment up to it) ends
 * the subscription (`deleted`); otherwise a new period starts with the scheduled plan,
 * if any (a paused subscription renews too, its invoice voided, and its collection
 * resumes once a period starts at or after `resumes_at`). `null` while the period has
 * not ended.
 */
export function demoRenew(
  obj: BillingSubscriptionObject,
  prices: BillingPrices,
  now: Date,
): {
  type: 'customer.subscription.updated' | 'customer.subscription.deleted';
  object: BillingSubscriptionObject;
} | null {
  let { start, end } = periodOf(obj);
  if (end > unix(now)) return null;
  if (obj.cancel_at_period_end || (obj.cancel_at !== null && obj.cancel_at <= end)) {
    return { type: 'customer.subscription.deleted', object: { ...obj, status: 'canceled' } };
  }
  while (end <= unix(now)) {
    start = end;
    end = oneMonthAfterSeconds(end);
  }
  const pending = decodePlan(obj.metadata[BILLING_METADATA.pendingPlan]);
  const current = planFromPrices(
    obj.items.data.map((item) => item.price.id),
    prices,
  );
  const plan = pending ?? current;
  const resumes = obj.pause_collection?.resumes_at ?? null;
  const resumed = resumes !== null && start >= resumes;
  const renewed = {
    ...obj,
    pause_collection: resumed ? null : obj.pause_collection,
    metadata: withoutKeys(obj.metadata, resumed ? [...PENDING_KEYS, ...PAUSE_KEYS] : PENDING_KEYS),
  };
  return {
    type: 'customer.subscription.updated',
    object: plan === null ? renewed : withItems(renewed, plan, prices, { start, end }),
  };
}

/** What the metadata and `pause_collection` of a subscription event say (see the module comment). */
export interface BillingIntents {
  /** The provider's status, `paused` once a paused collection reached a new period. */
  status: string;
  pauseRequestedAt: Date | null;
  /** When the pause ends (`null`: no pause, or one without an end). */
  pauseResumesAt: Date | null;
  retentionOfferAt: Date | null;
  retentionCreditCents: number;
  pendingPlan: Plan | null;
}

const secondsValue = (value: string | undefined): number | null => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Reads the member's intents off a subscription: a pause (its collection paused) takes
 * effect once a period starts after it was asked for; the retention credit is owed
 * until a period starts after the coupon; a scheduled plan counts only for the period
 * end it was scheduled for (after that it has applied, or is stale).
 */
export function billingIntents(
  obj: {
    status: string;
    metadata: Record<string, string>;
    pause_collection?: unknown;
  },
  period: { start: number | null; end: number },
): BillingIntents {
  const pausedAt = obj.pause_collection
    ? secondsValue(obj.metadata[BILLING_METADATA.pauseRequestedAt])
    : null;
  const resumesAt = obj.pause_collection
    ? secondsValue(obj.metadata[BILLING_METADATA.pauseResumesAt])
    : null;
  const offerAt = secondsValue(obj.metadata[BILLING_METADATA.retentionOfferAt]);
  const pendingAt = secondsValue(obj.metadata[BILLING_METADATA.pendingAt]);
  const paused =
    obj.status === 'active' &&
    pausedAt !== null &&
    period.start !== null &&
    period.start >= pausedAt;
  return {
    status: paused ? 'paused' : obj.status,
    pauseRequestedAt: pausedAt === null ? null : new Date(pausedAt * 1000),
    pauseResumesAt: pausedAt === null || resumesAt === null ? null : new Date(resumesAt * 1000),
    retentionOfferAt: offerAt === null ? null : new Date(offerAt * 1000),
    retentionCreditCents:
      offerAt !== null && (period.start === null || period.start < offerAt)
        ? RETENTION_OFFER_CENTS
        : 0,
    pendingPlan:
      pendingAt !== null && pendingAt >= period.end
        ? decodePlan(obj.metadata[BILLING_METADATA.pendingPlan])
        : null,
  };
}

/** A {@link BillingChange} as a callable returns it (its dates as ISO strings). */
export type AwaitedChange =
  | Exclude<BillingChange, { kind: 'cancel_at' } | { kind: 'pause' }>
  | { kind: 'cancel_at'; at: string }
  | { kind: 'pause'; resumesAt: string };

/** `change` for a callable's answer. */
export function toAwaitedChange(change: BillingChange): AwaitedChange {
  if (change.kind === 'cancel_at') return { kind: 'cancel_at', at: change.at.toISOString() };
  if (change.kind === 'pause') return { kind: 'pause', resumesAt: change.resumesAt.toISOString() };
  return change;
}

/** The change a callable's answer names, back with its dates. */
export function fromAwaitedChange(change: AwaitedChange): BillingChange {
  if (change.kind === 'cancel_at') return { kind: 'cancel_at', at: new Date(change.at) };
  if (change.kind === 'pause') return { kind: 'pause', resumesAt: new Date(change.resumesAt) };
  return change;
}

/** What a member is told while billing has not yet applied their change. */
export const CHANGE_PROCESSING = 'Processing your change with billing...';

/**
 * What a member is told when their change has not shown on their membership in time:
 * it may still apply, and what to do.
 */
export const CHANGE_STILL_PROCESSING =
  'Your change is still processing. This page updates by itself once billing confirms it; if it has not changed in a few minutes, reload the page and check before trying again, or contact us.';

/** What a member is told when billing did not apply their change. */
export const CHANGE_NOT_APPLIED =
  'Your change could not be applied, so your membership is as it was. Please try again in a moment, or contact us if it keeps happening.';

/**
 * Whether the stored subscription `after` shows `change` made: what a billing callable
 * checks before it tells the member their change is done (never success on a change
 * billing dropped).
 */
export function changeShows(
  change: BillingChange,
  after: Pick<
    SubscriptionDoc,
    | 'status'
    | 'plan_name'
    | 'add_ons'
    | 'add_ons_ending'
    | 'pending_plan_name'
    | 'cancel_at_period_end'
    | 'cancel_at'
    | 'pause_requested_at'
    | 'pause_resumes_at'
    | 'retention_offer_applied_at'
  >,
): boolean {
  const sameSecond = (a: Date | null, b: Date) => a !== null && unix(a) === unix(b);
  const pending = scheduledPlan(after);
  switch (change.kind) {
    case 'plan_now':
      return samePlan(currentPlan(after), change.plan);
    case 'plan_at_period_end':
      return pending === null
        ? samePlan(currentPlan(after), change.plan)
        : samePlan(pending, withAllowedAddOns(change.plan));
    case 'cancel':
      return after.cancel_at_period_end;
    case 'cancel_at':
      return !after.cancel_at_period_end && sameSecond(after.cancel_at, change.at);
    case 'pause':
      return (
        (after.pause_requested_at !== null || after.status === 'paused') &&
        sameSecond(after.pause_resumes_at, change.resumesAt)
      );
    case 'keep':
      return (
        !after.cancel_at_period_end &&
        after.cancel_at === null &&
        after.pause_requested_at === null &&
        pending === null
      );
    case 'restart':
      return after.status === 'active' && after.pause_requested_at === null;
    case 'retention':
      return (
        after.retention_offer_applied_at !== null &&
        !after.cancel_at_period_end &&
        after.cancel_at === null
      );
  }
}

/** Whether the stored subscription shows the change a callable answered with ({@link changeShows}). */
export function awaitedChangeShows(
  change: AwaitedChange,
  after: Parameters<typeof changeShows>[1],
): boolean {
  return changeShows(fromAwaitedChange(change), after);
}
