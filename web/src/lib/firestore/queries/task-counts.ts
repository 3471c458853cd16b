/**
 * The filters of the admin task queue's counted reads (overdue returns, signups pending
 * too long, failed payments), and the queue's own reads of them on bare collection
 * references. A `count()`, or a document read only for its id, needs no converter; the
 * converters would bring each collection's schema onto the admin dashboard's first
 * screen. The lists of the same documents (`swaps.ts`, `tasks.ts`) use these filters
 * with their converters, so the counts and the lists cannot drift apart.
 */
import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { AWAY_ORDER_STATUSES, COLLECTIONS } from '@unlimited/domain';

/** A signup pending longer than this many days needs a review. */
export const STALE_SIGNUP_DAYS = 7;

/**
 * Orders whose bag is overdue back to us (see `overdueReturnsQuery`), flagged longest ago
 * first.
 *
 * Index: orders (overdue ASC, order_status ASC, overdue_flagged_at ASC).
 */
export const overdueReturnsFilter = (): QueryConstraint[] => [
  where('overdue', '==', true),
  where('order_status', 'in', [...AWAY_ORDER_STATUSES]),
  orderBy('overdue_flagged_at', 'asc'),
];

/**
 * Signups still pending that were submitted on or before `cutoff`, the oldest first.
 *
 * Index: waitlist_signups (status ASC, submitted_at ASC).
 */
export const stalePendingSignupsFilter = (cutoff: Date): QueryConstraint[] => [
  where('status', '==', 'pending'),
  where('submitted_at', '<=', cutoff),
  orderBy('submitted_at', 'asc'),
];

/** Memberships whose last payment failed. Index: the single-field index on status. */
export const pastDueSubscriptionsFilter = (): QueryConstraint[] => [
  where('status', '==', 'past_due'),
];

/** All overdue returns, to count. */
export function overdueReturnsCountQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.orders), ...overdueReturnsFilter());
}

/** All signups pending since `cutoff` or before, to count. */
export function stalePendingSignupsCountQuery(db: Firestore, cutoff: Date): Query {
  return query(collection(db, COLLECTIONS.waitlistSignups), ...stalePendingSignupsFilter(cutoff));
}

/** One membership with a failed payment: the queue reads its id, to link to its member. */
export function firstPastDueSubscriptionQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.subscriptions), ...pastDueSubscriptionsFilter(), limit(1));
}
