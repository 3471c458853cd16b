/**
 * The admin order list: newest first, live, optionally limited to some statuses, read a
 * page at a time ("Load more" widens the live window by one page).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ORDER_STATUSES,
  UNFULFILLED_ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@unlimited/domain';
import { ADMIN_ORDERS_PAGE_SIZE, adminOrdersQuery } from '@/lib/firestore/queries/orders';
import { useFirestoreCollection } from '@/lib/firestore/live';

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

export function getAdminOrdersQuery(
  db: Firestore,
  filter: OrderStatusFilter,
  pages: number,
): Query<Order> {
  return adminOrdersQuery(db, {
    statuses: statusesFor(filter),
    pageSize: pages * ADMIN_ORDERS_PAGE_SIZE,
  });
}

export interface AdminOrdersState {
  status: 'loading' | 'error' | 'success';
  orders: Order[];
  /** More orders may exist past the ones read. */
  hasMore: boolean;
  /** Reading the next page (the orders read so far stay listed). */
  loadingMore: boolean;
  loadMore: () => void;
}

export function useAdminOrders(filter: OrderStatusFilter): AdminOrdersState {
  const db = useFirestore();
  const [range, setRange] = useState({ filter, pages: 1 });
  // A new filter starts again at one page.
  const pages = range.filter === filter ? range.pages : 1;
  const q = useMemo(() => getAdminOrdersQuery(db, filter, pages), [db, filter, pages]);
  const { status: readStatus, data: snapshot } = useFirestoreCollection(q);
  // Offline, Firestore answers from its empty memory cache: "could not load", not "none".
  const unreachable = readStatus === 'success' && snapshot.empty && snapshot.metadata.fromCache;
  const status = unreachable ? 'error' : readStatus;
  const fresh = useMemo(() => snapshot?.docs.map((doc) => doc.data()) ?? null, [snapshot]);

  // Keep the last list of this filter on screen while the wider window loads.
  const [shown, setShown] = useState<{ filter: OrderStatusFilter; orders: Order[] } | null>(null);
  if (status === 'success' && fresh && (shown?.orders !== fresh || shown.filter !== filter)) {
    setShown({ filter, orders: fresh });
  }
  const previous = shown?.filter === filter ? shown.orders : null;

  const loadMore = useCallback(() => setRange({ filter, pages: pages + 1 }), [filter, pages]);
  const orders = status === 'success' && fresh ? fresh : (previous ?? []);
  return {
    status: status === 'loading' && previous ? 'success' : status,
    orders,
    hasMore: orders.length >= pages * ADMIN_ORDERS_PAGE_SIZE,
    loadingMore: status === 'loading' && previous !== null,
    loadMore,
  };
}
