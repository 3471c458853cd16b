/** Every bag's queue (admins), grouped by bag in turn order, live. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { QueueEntry } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { adminQueuesQuery } from '@/lib/firestore/queries/queues';

/** One bag and the members waiting for it, first in line first. */
export interface BagQueue {
  productId: string;
  title: string;
  brand: string;
  entries: QueueEntry[];
}

/** Entries (ordered by bag, then position) grouped into one queue per bag. */
export function groupQueues(entries: readonly QueueEntry[]): BagQueue[] {
  const queues = new Map<string, BagQueue>();
  for (const entry of entries) {
    const queue = queues.get(entry.product_id) ?? {
      productId: entry.product_id,
      title: entry.bag_title,
      brand: entry.bag_brand,
      entries: [],
    };
    queue.entries.push(entry);
    queues.set(entry.product_id, queue);
  }
  return [...queues.values()].sort((a, b) => b.entries.length - a.entries.length);
}

export type BagQueuesState =
  { status: 'loading' | 'error'; queues: [] } | { status: 'success'; queues: BagQueue[] };

export function useBagQueues(): BagQueuesState {
  const db = useFirestore();
  const q = useMemo(() => adminQueuesQuery(db), [db]);
  const result = useFirestoreCollectionData(q);
  const queues = useMemo(
    () => (result.status === 'success' ? groupQueues(result.data) : []),
    [result],
  );
  if (result.status === 'success') return { status: 'success', queues };
  return { status: result.status, queues: [] };
}
