/**
 * Orders the daily return-due job flagged overdue whose bag is still out: the dashboard's
 * "overdue returns" to-do. The flag is never cleared, so returned bags are filtered out
 * here by status.
 */
import { useMemo } from 'react';
import { limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { isCurrentOrder, type Order } from '@unlimited/domain';
import { ordersCol } from '@/lib/firestore/collections';
import { useFirestoreCollection } from '@/lib/firestore/live';

/** Flagged orders read at most; the to-do says "n+" beyond. */
export const OVERDUE_SCAN_LIMIT = 200;

/** Index: the single-field index on `overdue`. Admins may list any order query. */
export function getOverdueOrdersQuery(db: Firestore): Query<Order> {
  return query(ordersCol(db), where('overdue', '==', true), limit(OVERDUE_SCAN_LIMIT));
}

export type OverdueReturnsState =
  { status: 'loading' | 'error'; count: 0 } | { status: 'success'; count: number };

export function useOverdueReturns(): OverdueReturnsState {
  const db = useFirestore();
  const q = useMemo(() => getOverdueOrdersQuery(db), [db]);
  const { status, data: snapshot } = useFirestoreCollection(q);
  if (status !== 'success') return { status, count: 0 };
  // Offline, Firestore answers from its empty memory cache: "could not load", not "none".
  if (snapshot.empty && snapshot.metadata.fromCache) return { status: 'error', count: 0 };
  const count = snapshot.docs.filter((doc) => isCurrentOrder(doc.data().order_status)).length;
  return { status, count };
}
