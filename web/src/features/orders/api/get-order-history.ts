/** Every order of the signed-in member, newest first, live (rules: `user_id == uid`). */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { useFirestoreCollectionData } from '@/lib/firestore/live';

/** All of the member's orders: a member places a handful a year, so no paging. */
export function getOrderHistoryQuery(db: Firestore, uid: string): Query<Order> {
  return memberOrdersQuery(db, uid);
}

export type OrderHistoryState =
  { status: 'loading' | 'error'; orders: [] } | { status: 'success'; orders: Order[] };

export function useOrderHistory(uid: string): OrderHistoryState {
  const db = useFirestore();
  const query = useMemo(() => getOrderHistoryQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(query);
  if (status !== 'success') return { status, orders: [] };
  return { status, orders: data };
}
