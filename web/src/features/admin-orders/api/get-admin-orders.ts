/**
 * The admin order list: newest first, live, optionally searched and limited to some
 * statuses on the server over every order, read a page at a time ("Load more" reads the
 * next page after the last order listed), with the exact number that match (`count()`).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ORDER_STATUSES,
  UNFULFILLED_ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@unlimited/domain';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersCountQuery,
  adminOrdersQuery,
} from '@/lib/firestore/queries/orders';
import { useLivePages } from '@/lib/firestore/live-pages';
import { useFirestoreCount } from '@/lib/firestore/server-reads';

/** The status filter of the order list. */
export type OrderStatusFilter = 'all' | 'unfulfilled' | OrderStatus;

export function isOrderStatusFilter(value: string | null): value is OrderStatusFilter {
  return (
    value === 'all' ||
    value === 'unfulfilled' ||
    (ORDER_STATUSES as readonly string[]).includes(value ?? '')
  );
}

export function statusesFor(filter: OrderStatusFilter): readonly OrderStatus[] {
  if (filter === 'all') return [];
  if (filter === 'unfulfilled') return UNFULFILLED_ORDER_STATUSES;
  return [filter];
}

/** The page of the list after `after` (the first page without it). */
export function getAdminOrdersQuery(
  db: Firestore,
  filter: OrderStatusFilter,
  after?: QueryDocumentSnapshot<Order>,
  search = '',
): Query<Order> {
  return adminOrdersQuery(db, {
    statuses: statusesFor(filter),
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    ...(after ? { after } : {}),
    ...(search ? { search } : {}),
  });
}

export interface AdminOrdersState {
  status: 'loading' | 'error' | 'success';
  orders: Order[];
  /** How many orders the search and filter match in all (`null` until counted or if it failed). */
  total: number | null;
  /** More orders may exist past the ones read. */
  hasMore: boolean;
  /** Reading the next page (the orders read so far stay listed). */
  loadingMore: boolean;
  /** The next page failed (the orders read so far stay listed). */
  moreFailed: boolean;
  loadMore: () => void;
  /** A new search or filter is being read; the list is still the previous one's. */
  refreshing?: boolean;
}

export function useAdminOrders(filter: OrderStatusFilter, search = ''): AdminOrdersState {
  const db = useFirestore();
  const key = `${filter}|${search}`;
  const [range, setRange] = useState({ key, pages: 1 });
  // A new filter or search starts again at one page.
  const pages = range.key === key ? range.pages : 1;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Order>) => getAdminOrdersQuery(db, filter, after, search),
    [db, filter, search],
  );
  const loaded = useLivePages(pageQuery, ADMIN_ORDERS_PAGE_SIZE, pages, {
    keepWhileReading: true,
  });
  const countQuery = useMemo(
    () => adminOrdersCountQuery(db, { statuses: statusesFor(filter), search }),
    [db, filter, search],
  );
  // Read again whenever a page changes (an order added or changed).
  const total = useFirestoreCount(countQuery, loaded.items);
  const loadMore = useCallback(() => setRange({ key, pages: pages + 1 }), [key, pages]);
  return {
    status: loaded.status,
    orders: loaded.items,
    // The count is the new query's: not shown beside the previous list.
    total: total.status === 'success' && !loaded.refreshing ? total.data : null,
    refreshing: loaded.refreshing ?? false,
    // The button stays (as "Loading...") while the next page is read.
    hasMore: loaded.hasMore || loaded.loadingMore,
    loadingMore: loaded.loadingMore,
    moreFailed: loaded.moreFailed,
    loadMore,
  };
}
