/** The three live lists of the Swaps screen, each bounded (see `queries/swaps`). */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import {
  SWAP_LIST_LIMIT,
  ordersToShipQuery,
  overdueReturnsQuery,
  returnsOnTheWayQuery,
} from '@/lib/firestore/queries/swaps';
import { useFirestoreCollection } from '@/lib/firestore/live';

export type SwapList = 'toShip' | 'returning' | 'overdue';

export type SwapListState =
  | { status: 'loading' | 'error'; orders: []; more: false }
  | { status: 'success'; orders: Order[]; /** True when the list hit its limit. */ more: boolean };

const BUILDERS: Record<SwapList, (db: Firestore) => Query<Order>> = {
  toShip: (db) => ordersToShipQuery(db),
  returning: (db) => returnsOnTheWayQuery(db),
  overdue: (db) => overdueReturnsQuery(db),
};

export function useSwapList(list: SwapList): SwapListState {
  const db = useFirestore();
  const q = useMemo(() => BUILDERS[list](db), [db, list]);
  const { status, data: snapshot } = useFirestoreCollection(q);
  const orders = useMemo(() => snapshot?.docs.map((doc) => doc.data()) ?? [], [snapshot]);
  if (status !== 'success') return { status, orders: [], more: false };
  // Offline, Firestore answers from its empty memory cache: "could not load", not "none".
  if (snapshot.empty && snapshot.metadata.fromCache) {
    return { status: 'error', orders: [], more: false };
  }
  return { status, orders, more: orders.length >= SWAP_LIST_LIMIT };
}
