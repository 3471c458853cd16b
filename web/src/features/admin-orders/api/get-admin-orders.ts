/**
 * The admin order list: newest first, live, optionally limited to some statuses, read a
 * page at a time ("Load more" reads the next page after the last order listed).
 */
import { useCallback, useState } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ORDER_STATUSES,
  UNFULFILLED_ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@unlimited/domain';
import { ADMIN_ORDERS_PAGE_SIZE, adminOrdersQuery } from '@/lib/firestore/queries/orders';
import { useLivePages } from '@/lib/firestore/live-pages';

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
): Query<Order> {
  return adminOrdersQuery(db, {
    statuses: statusesFor(filter),
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    ...(after ? { after } : {}),
  });
}

export interface AdminOrdersState {
  status: 'loading' | 'error' | 'success';
  orders: Order[];
  /** More orders may exist past the ones read. */
  hasMore: boolean;
  /** Reading the next page (the orders read so far stay listed). */
  loadingMore: boolean;
  /** The next page failed (the orders read so far stay listed). */
  moreFailed: boolean;
  loadMore: () => void;
}

export function useAdminOrders(filter: OrderStatusFilter): AdminOrdersState {
  const db = useFirestore();
  const [range, setRange] = useState({ filter, pages: 1 });
  // A new filter starts again at one page.
  const pages = range.filter === filter ? range.pages : 1;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Order>) => getAdminOrdersQuery(db, filter, after),
    [db, filter],
  );
  const loaded = useLivePages(pageQuery, ADMIN_ORDERS_PAGE_SIZE, pages);
  const loadMore = useCallback(() => setRange({ filter, pages: pages + 1 }), [filter, pages]);
  return {
    status: loaded.status,
    orders: loaded.items,
    // The button stays (as "Loading...") while the next page is read.
    hasMore: loaded.hasMore || loaded.loadingMore,
    loadingMore: loaded.loadingMore,
    moreFailed: loaded.moreFailed,
    loadMore,
  };
}
