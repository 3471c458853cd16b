/** The signed-in member's orders, newest first, live (rules: `user_id == uid`). */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { useFirestoreCollectionData } from '@/lib/firestore/live';

/** The member's recent orders: enough to find the current ones. */
export const DASHBOARD_ORDERS_LIMIT = 20;

export function getMemberOrdersQuery(db: Firestore, uid: string): Query<Order> {
  return memberOrdersQuery(db, uid, { pageSize: DASHBOARD_ORDERS_LIMIT });
}

export type MemberOrdersState =
  { status: 'loading' | 'error'; orders: [] } | { status: 'success'; orders: Order[] };

export function useMemberOrders(uid: string): MemberOrdersState {
  const db = useFirestore();
  const query = useMemo(() => getMemberOrdersQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(query);
  if (status !== 'success') return { status, orders: [] };
  return { status, orders: data };
}
