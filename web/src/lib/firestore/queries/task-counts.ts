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
import { AWAY_ORDER_STATUSES, COLLECTIONS, nextBusinessDayStart } from '@unlimited/domain';

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
 * Reservations (domain `next-bag.ts`) whose ship day has not come at `now`: pending
 * shipment but not to be shipped yet (their ship day is after today in New York), the
 * soonest first. Orders that ship at once have no `ship_on`, so they never match.
 *
 * Index: orders (order_status ASC, ship_on ASC).
 */
export const reservedLaterFilter = (now: Date): QueryConstraint[] => [
  where('order_status', '==', 'pending_shipment'),
  where('ship_on', '>=', nextBusinessDayStart(now)),
  orderBy('ship_on', 'asc'),
];

/** At most this many orders held back are read (the task then says "100+"). */
export const HELD_BACK_LIMIT = 100;

/**
 * Orders waiting to ship whose member's membership is not active (`held_back`, kept by
 * the subscription trigger): the server refuses to ship them.
 *
 * Index: the single-field indexes on order_status and held_back (equalities only).
 */
export const heldBackFilter = (): QueryConstraint[] => [
  where('order_status', '==', 'pending_shipment'),
  where('held_back', '==', true),
];

/** The orders held back, up to {@link HELD_BACK_LIMIT}: read live for their `ship_on`. */
export function heldBackOrdersQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.orders), ...heldBackFilter(), limit(HELD_BACK_LIMIT));
}

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

/** All reservations not due at `now`, to count (they are not "to ship" yet). */
export function reservedLaterCountQuery(db: Firestore, now: Date): Query {
  return query(collection(db, COLLECTIONS.orders), ...reservedLaterFilter(now));
}

/** The soonest reservation not due at `now`: the queue reads its ship day. */
export function firstReservedLaterQuery(db: Firestore, now: Date): Query {
  return query(collection(db, COLLECTIONS.orders), ...reservedLaterFilter(now), limit(1));
}

/** All signups pending since `cutoff` or before, to count. */
export function stalePendingSignupsCountQuery(db: Firestore, cutoff: Date): Query {
  return query(collection(db, COLLECTIONS.waitlistSignups), ...stalePendingSignupsFilter(cutoff));
}

/** One membership with a failed payment: the queue reads its id, to link to its member. */
export function firstPastDueSubscriptionQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.subscriptions), ...pastDueSubscriptionsFilter(), limit(1));
}
