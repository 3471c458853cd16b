/**
 * Stripe's event stream as the billing layer reads it: the total order in which the
 * events of one subscription apply (never their order of arrival), the events it cannot
 * map (kept as needing attention, answered so that Stripe retries), and how long a
 * handled event's record is kept.
 */

/** Stripe retries an event it was not answered 2xx for during up to 3 days. */
export const STRIPE_RETRY_DAYS = 3;

/**
 * Days a `billing_events/{id}` record is kept (its `expire_at`, removed by a Firestore
 * TTL policy): Stripe's 3 days of retries plus 30, so a redelivery, a resend from the
 * Stripe dashboard within that month, or a late duplicate still finds it.
 */
export const BILLING_EVENT_RETENTION_DAYS = STRIPE_RETRY_DAYS + 30;

/** When a billing event record handled (or last seen) at `at` expires. */
export function billingEventExpiry(at: Date): Date {
  return new Date(at.getTime() + BILLING_EVENT_RETENTION_DAYS * 86_400_000);
}

/**
 * Where an event stands in a subscription's life, for events created in the same second:
 * `0` the start (`customer.subscription.created`, or still `incomplete`), `1` a change
 * of a live subscription, `2` its end (`customer.subscription.deleted`, `canceled`,
 * `incomplete_expired`), after which nothing happens to that subscription.
 */
export type LifecycleRank = 0 | 1 | 2;

/** The {@link LifecycleRank} of a subscription event of `type` carrying Stripe `status`. */
export function lifecycleRank(type: string, status: string): LifecycleRank {
  if (
    type === 'customer.subscription.deleted' ||
    status === 'canceled' ||
    status === 'incomplete_expired'
  ) {
    return 2;
  }
  if (type === 'customer.subscription.created' || status === 'incomplete') return 0;
  return 1;
}

/** An event's place in the order: what a subscription document stores of the last applied. */
export interface EventPosition {
  /** The event's `created` (Stripe gives whole seconds). */
  created: Date;
  rank: LifecycleRank;
  /** The event id (`evt_…`). */
  id: string;
}

const secondOf = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The total order of the events of one subscription: by `created` (to the second);
 * in the same second by {@link lifecycleRank} (an end beats a change, which beats the
 * start, so `deleted` then `updated` in one second never brings a cancelled membership
 * back); then by event id, only so that two changes of one second (which the events alone
 * cannot order) end in the same state whatever order they arrive in.
 *
 * @returns negative when `a` comes before `b`, positive after, `0` for the same event
 */
export function compareEventPositions(a: EventPosition, b: EventPosition): number {
  const bySecond = secondOf(a.created) - secondOf(b.created);
  if (bySecond !== 0) return bySecond;
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Whether `incoming` comes after the last event applied (`stored`; `null` when none
 * was, or the document predates the ordering fields: then only `created` is compared).
 */
export function comesAfter(
  incoming: EventPosition,
  stored: { created: Date | null; rank: number | null; id: string | null },
): boolean {
  if (stored.created === null) return true;
  if (stored.rank === null || stored.id === null) {
    return secondOf(incoming.created) >= secondOf(stored.created);
  }
  const rank = Math.max(0, Math.min(2, stored.rank)) as LifecycleRank;
  return compareEventPositions(incoming, { created: stored.created, rank, id: stored.id }) > 0;
}

/** Why an event could not be mapped onto a member (it then needs an admin's attention). */
export const BILLING_PROBLEMS = [
  'unknown_price',
  'unknown_member',
  'missing_metadata',
  'unreadable',
] as const;
export type BillingProblem = (typeof BILLING_PROBLEMS)[number];

/** What the problem names, for its sentence. */
export interface BillingProblemDetails {
  /** The Stripe object: `sub_…`, `cs_…`, `in_…`. */
  objectId?: string | null;
  customerId?: string | null;
  /** The price ids of a subscription none of which is a tier's. */
  priceIds?: readonly string[];
  /** The metadata keys missing. */
  missing?: readonly string[];
}

/** The admin's sentence for an event that needs attention: what is wrong and what to do. */
export function billingProblemSentence(
  problem: BillingProblem,
  type: string,
  details: BillingProblemDetails = {},
): string {
  const what = details.objectId ? `${details.objectId} (${type})` : `This ${type} event`;
  switch (problem) {
    case 'unknown_price':
      return `${what} is billed with ${(details.priceIds ?? []).join(', ') || 'no price'}, none of which is a membership price set in STRIPE_PRICE_RESERVE, _ELITE or _CROWN: set the price ids and Stripe's next retry applies it.`;
    case 'unknown_member':
      return `${what} belongs to no member: it has no uid in its metadata and no membership has Stripe customer ${details.customerId ?? '(none)'}. Add the member's uid to the subscription's metadata in Stripe.`;
    case 'missing_metadata':
      return `${what} has no ${(details.missing ?? []).join(' or ')} in its metadata, so it cannot be matched to a member. Check how it was created in Stripe.`;
    case 'unreadable':
      return `${what} could not be read: its object lacks fields the billing code needs (check the webhook's API version).`;
  }
}
