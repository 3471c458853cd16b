/**
 * The signed-in member's orders, newest first, live, a page at a time (rules:
 * `user_id == uid`): "Load more" reads the next page after the last order shown.
 */
import { useCallback, useState } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { useLivePages } from '@/lib/firestore/live-pages';

/** Orders per page of the history. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/** The page of the member's orders after `after` (the first page without it). */
export function getOrderHistoryQuery(
  db: Firestore,
  uid: string,
  after?: QueryDocumentSnapshot<Order>,
): Query<Order> {
  return memberOrdersQuery(db, uid, {
    pageSize: ORDER_HISTORY_PAGE_SIZE,
    ...(after ? { after } : {}),
  });
}

/** The paging part of the history (what `LoadMore` shows). */
export interface OrderHistoryPaging {
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}

export type OrderHistoryState =
  | ({ status: 'loading' | 'error'; orders: [] } & Partial<OrderHistoryPaging>)
  | ({ status: 'success'; orders: Order[] } & Partial<OrderHistoryPaging>);

export function useOrderHistory(uid: string): OrderHistoryState {
  const db = useFirestore();
  const [pages, setPages] = useState(1);
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Order>) => getOrderHistoryQuery(db, uid, after),
    [db, uid],
  );
  const loaded = useLivePages(pageQuery, ORDER_HISTORY_PAGE_SIZE, pages);
  const loadMore = useCallback(() => setPages((n) => n + 1), []);
  if (loaded.status !== 'success') return { status: loaded.status, orders: [] };
  return {
    status: 'success',
    orders: loaded.items,
    // The button stays (as "Loading...") while the next page is read.
    hasMore: loaded.hasMore || loaded.loadingMore,
    loadingMore: loaded.loadingMore,
    moreFailed: loaded.moreFailed,
    loadMore,
  };
}
