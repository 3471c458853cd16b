/**
 * Every order read the web app makes. firestore.rules lets a member list only queries
 * filtered on `user_id == <their uid>` and lets admins read all orders; tests/rules runs
 * these builders against the rules.
 */
import {
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { ORDER_STATUSES, searchTerm, type Order, type OrderStatus } from '@unlimited/domain';
import { orderDoc, ordersCol } from '../refs/orders';
import { newestFirstPage } from './page';

/** Orders per page of the admin order list. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** Firestore's limit on the values of one `in` filter. */
const MAX_IN_VALUES = 30;

export interface MemberOrdersOptions {
  /** At most this many orders; all of them when left out. */
  pageSize?: number;
  /** Continue after the last document of the previous page. */
  after?: QueryDocumentSnapshot<Order>;
}

/**
 * The signed-in member's own orders, newest first. The `user_id` filter is what the rule
 * checks, so it must be the caller's own uid.
 *
 * Index: orders (user_id ASC, created_at DESC).
 */
export function memberOrdersQuery(
  db: Firestore,
  uid: string,
  options: MemberOrdersOptions = {},
): Query<Order> {
  const constraints: QueryConstraint[] = [
    where('user_id', '==', uid),
    orderBy('created_at', 'desc'),
  ];
  if (options.pageSize !== undefined) constraints.push(limit(options.pageSize));
  if (options.after) constraints.push(startAfter(options.after));
  return query(ordersCol(db), ...constraints);
}

export interface AdminOrdersOptions {
  pageSize?: number;
  after?: QueryDocumentSnapshot<Order>;
  /**
   * Only orders in these statuses, e.g. `UNFULFILLED_ORDER_STATUSES` or one status. Left
   * out, empty or all seven: no status filter.
   */
  statuses?: readonly OrderStatus[];
  /**
   * Only orders with a word (id, bag, brand, member, uid, tracking number) that starts
   * with this, folded (the server-written `search_tokens`, domain search-tokens.ts).
   */
  search?: string;
}

function adminOrderFilters(options: AdminOrdersOptions): QueryConstraint[] {
  const statuses = [...new Set(options.statuses ?? [])];
  const constraints: QueryConstraint[] = [];
  const term = searchTerm(options.search ?? '');
  if (term !== null) constraints.push(where('search_tokens', 'array-contains', term));
  if (statuses.length > 0 && statuses.length < ORDER_STATUSES.length) {
    if (statuses.length > MAX_IN_VALUES) throw new Error('adminOrdersQuery: too many statuses');
    constraints.push(where('order_status', 'in', statuses));
  }
  return constraints;
}

/** Every order the admin list's filters match (no order or limit), for its `count()`. */
export function adminOrdersCountQuery(
  db: Firestore,
  options: AdminOrdersOptions = {},
): Query<Order> {
  return query(ordersCol(db), ...adminOrderFilters(options));
}

/**
 * All orders for the admin order list, newest first, paged, optionally searched and
 * limited to some statuses. Needs the `admin` claim.
 *
 * Index without a filter: the single-field index on created_at. With them: orders
 * ([search_tokens CONTAINS,] [order_status ASC,] created_at DESC).
 */
export function adminOrdersQuery(db: Firestore, options: AdminOrdersOptions = {}): Query<Order> {
  const constraints = adminOrderFilters(options);
  constraints.push(
    ...newestFirstPage('created_at', options.pageSize ?? ADMIN_ORDERS_PAGE_SIZE, options.after),
  );
  return query(ordersCol(db), ...constraints);
}

/** One order: the member's own (the rule reads its `user_id`) or any order for admins. */
export function orderRef(db: Firestore, id: string): DocumentReference<Order> {
  return orderDoc(db, id);
}
