/** The member's own queue entries and one bag's public-safe summary, live. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { BagStats, QueueEntry } from '@unlimited/domain';
import { bagStatsDoc } from '@/lib/firestore/refs/bag-stats';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firestore/live';
import { memberQueuesQuery } from '@/lib/firestore/queries/queues';

export type MyQueuesState =
  | { status: 'loading' | 'error'; entries: QueueEntry[] }
  | { status: 'success'; entries: QueueEntry[] };

export function useMyQueues(uid: string): MyQueuesState {
  const db = useFirestore();
  const q = useMemo(() => memberQueuesQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(q);
  if (status === 'success') return { status, entries: data };
  return { status, entries: [] };
}

export type BagSummaryState =
  { status: 'loading' | 'error' | 'not-found'; bag: null } | { status: 'success'; bag: BagStats };

/** The bag's summary on `bag_stats` (refused or missing: not found to this member). */
export function useBagSummary(productId: string): BagSummaryState {
  const db = useFirestore();
  const ref = useMemo(() => bagStatsDoc(db, productId), [db, productId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status === 'loading') return { status, bag: null };
  if (status === 'error' || data === undefined || data.title === '') {
    return { status: 'not-found', bag: null };
  }
  return { status: 'success', bag: data };
}
