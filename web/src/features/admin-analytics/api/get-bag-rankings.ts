/** The most-hearted and most-queued bags (from `bag_stats`), live, for /admin/analytics. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { BagStats } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { mostHeartedQuery, mostQueuedQuery } from '@/lib/firestore/queries/bag-stats';

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
