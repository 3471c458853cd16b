/** How many bags the member holds now (current orders), to tell them about the limit. */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { currentOrderCount, type Order } from '@unlimited/domain';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { useFirestoreCollectionData } from '@/lib/firestore/live';

export function getHeldBagsQuery(db: Firestore, uid: string): Query<Order> {
  return memberOrdersQuery(db, uid, { pageSize: 20 });
}

export type HeldBagsState =
  { status: 'loading' | 'error'; held: 0 } | { status: 'success'; held: number };

export function useHeldBags(uid: string): HeldBagsState {
  const db = useFirestore();
  const query = useMemo(() => getHeldBagsQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(query);
  if (status !== 'success') return { status, held: 0 };
  return { status, held: currentOrderCount(data) };
}
