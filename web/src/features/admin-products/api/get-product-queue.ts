/** One bag's queue for its admin page, in turn order, live. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { QueueEntry } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { adminBagQueueQuery } from '@/lib/firestore/queries/queues';

export type ProductQueueState =
  { status: 'loading' | 'error'; entries: [] } | { status: 'success'; entries: QueueEntry[] };

export function useProductQueue(productId: string): ProductQueueState {
  const db = useFirestore();
  const q = useMemo(() => adminBagQueueQuery(db, productId), [db, productId]);
  const result = useFirestoreCollectionData(q);
  if (result.status === 'success') return { status: 'success', entries: result.data };
  return { status: result.status, entries: [] };
}
