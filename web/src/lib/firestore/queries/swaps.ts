/**
 * The order reads of the admin Swaps and Tasks screens: bags to ship, returns on their
 * way, overdue returns. Admins only (firestore.rules lets admins list any order query);
 * each is bounded by a limit.
 */
import {
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Order, OrderStatus } from '@unlimited/domain';
import { ordersCol } from '../collections';

/** Orders one Swaps list shows at most (the oldest first: the most urgent). */
export const SWAP_LIST_LIMIT = 100;

/**
 * Orders waiting to be shipped, oldest first.
 *
 * Index: orders (order_status ASC, created_at ASC).
 */
export function ordersToShipQuery(db: Firestore, count = SWAP_LIST_LIMIT): Query<Order> {
  return query(
    ordersCol(db),
    where('order_status', '==', 'pending_shipment'),
    orderBy('created_at', 'asc'),
    limit(count),
  );
}

/**
 * Returns members started that are not yet received, the earliest due first.
 *
 * Index: orders (order_status ASC, return_due_date ASC).
 */
export function returnsOnTheWayQuery(db: Firestore, count = SWAP_LIST_LIMIT): Query<Order> {
  return query(
    ordersCol(db),
    where('order_status', '==', 'return_pending'),
    orderBy('return_due_date', 'asc'),
    limit(count),
  );
}

/** Statuses in which the member has the bag in hand (so it can be overdue back to us). */
const WITH_MEMBER: readonly OrderStatus[] = ['delivered', 'active_rental'];

/**
 * Orders whose bag is with the member past its return due date, the most overdue first,
 * read without waiting for the daily return-due job (which also flags orders never
 * shipped or still in transit past that date; those are not returns that are late).
 *
 * `count: null` leaves the limit out, for a `count()` of them all (the task queue).
 *
 * Index: orders (order_status ASC, return_due_date ASC).
 */
export function overdueReturnsQuery(
  db: Firestore,
  now: Date,
  count: number | null = SWAP_LIST_LIMIT,
): Query<Order> {
  return query(
    ordersCol(db),
    where('order_status', 'in', [...WITH_MEMBER]),
    where('return_due_date', '<', now),
    orderBy('return_due_date', 'asc'),
    ...(count === null ? [] : [limit(count)]),
  );
}
