/**
 * The bags held for the signed-in member: their queue entries in the `offered` state (the
 * bag came back and is Reserved for them, first in line, until the hold ends), live.
 * The member's own entries (rules: `user_id == uid`), the read the bag page's queue makes.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { QueueEntry } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { memberQueuesQuery } from '@/lib/firestore/queries/queues';

export type HeldForMeState =
  { status: 'loading' | 'error'; held: [] } | { status: 'success'; held: QueueEntry[] };

export function useHeldForMe(uid: string): HeldForMeState {
  const db = useFirestore();
  const query = useMemo(() => memberQueuesQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(query);
  if (status !== 'success') return { status, held: [] };
  return { status, held: data.filter((entry) => entry.status === 'offered') };
}
