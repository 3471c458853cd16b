/**
 * The most-hearted and most-queued bags, read from `bag_stats` (one document per bag,
 * kept by functions), never by scanning hearts or queues. Admins only.
 *
 * Index: the single-field indexes on hearts and queue_length.
 */
import { useMemo } from 'react';
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { BagStats } from '@unlimited/domain';
import { bagStatsCol } from '@/lib/firestore/collections';
import { useFirestoreCollectionData } from '@/lib/firestore/live';

/** Bags each ranking shows. */
export const RANKED_BAGS = 10;

export function mostHeartedQuery(db: Firestore): Query<BagStats> {
  return query(
    bagStatsCol(db),
    where('hearts', '>', 0),
    orderBy('hearts', 'desc'),
    limit(RANKED_BAGS),
  );
}

export function mostQueuedQuery(db: Firestore): Query<BagStats> {
  return query(
    bagStatsCol(db),
    where('queue_length', '>', 0),
    orderBy('queue_length', 'desc'),
    limit(RANKED_BAGS),
  );
}

export type RankingState =
  { status: 'loading' | 'error'; bags: [] } | { status: 'success'; bags: BagStats[] };

export function useBagRanking(which: 'hearts' | 'queue_length'): RankingState {
  const db = useFirestore();
  const q = useMemo(
    () => (which === 'hearts' ? mostHeartedQuery(db) : mostQueuedQuery(db)),
    [db, which],
  );
  const result = useFirestoreCollectionData(q);
  if (result.status === 'success') return { status: 'success', bags: result.data };
  return { status: result.status, bags: [] };
}
