/**
 * The bags the member holds now (current orders): how many, to tell them about the limit,
 * and which, to tell them a bag they open is already theirs; and their latest orders,
 * whose returned bags may still hold a slot until their swap clock unlocks (`swapSlots`).
 */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { currentOrders, type Order } from '@unlimited/domain';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { useFirestoreCollectionData } from '@/lib/firestore/live';

export function getHeldBagsQuery(db: Firestore, uid: string): Query<Order> {
  return memberOrdersQuery(db, uid, { pageSize: 20 });
}

export type HeldBagsState =
  | { status: 'loading' | 'error'; held: 0; bagIds: string[]; orders: [] }
  | { status: 'success'; held: number; bagIds: string[]; orders: readonly Order[] };

export function useHeldBags(uid: string): HeldBagsState {
  const db = useFirestore();
  const query = useMemo(() => getHeldBagsQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(query);
  if (status !== 'success') return { status, held: 0, bagIds: [], orders: [] };
  const current = currentOrders(data);
  return {
    status,
    held: current.length,
    bagIds: current.map((order) => order.bag_id),
    orders: data,
  };
}
