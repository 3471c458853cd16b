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
import type { Order } from '@unlimited/domain';
import { ordersCol } from '../refs/orders';
import { overdueReturnsFilter } from './task-counts';

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
 * Returns members started that are not yet received, the longest on its way first: sorted
 * by when the return started, the `updated_at` the return flow writes with
 * `return_pending` (startReturn, or an admin's update), which nothing else changes while
 * the bag travels (the overdue flags leave it alone). Not by `return_due_date`: a member
 * keeps a bag as long as they like, so that date says nothing about a return.
 *
 * Index: orders (order_status ASC, updated_at ASC).
 */
export function returnsOnTheWayQuery(db: Firestore, count = SWAP_LIST_LIMIT): Query<Order> {
  return query(
    ordersCol(db),
    where('order_status', '==', 'return_pending'),
    orderBy('updated_at', 'asc'),
    limit(count),
  );
}

/**
 * Orders whose bag is overdue back to us, as the subscription trigger (at once) and the
 * daily return-due job flag them (domain `overdueReason`: out while the membership is not
 * active, or a return started long ago and not received; both clear a flag that no
 * longer holds), flagged longest ago
 * first. A bag kept under an active membership is never among them, however long.
 *
 * Index: orders (overdue ASC, order_status ASC, overdue_flagged_at ASC).
 */
export function overdueReturnsQuery(db: Firestore, count = SWAP_LIST_LIMIT): Query<Order> {
  return query(ordersCol(db), ...overdueReturnsFilter(), limit(count));
}
