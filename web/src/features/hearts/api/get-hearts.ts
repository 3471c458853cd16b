/** The bags the signed-in member saved, newest first, live. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Heart } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { memberHeartsQuery } from '@/lib/firestore/queries/hearts';

export type HeartsState =
  { status: 'loading' | 'error'; hearts: Heart[] } | { status: 'success'; hearts: Heart[] };

export function useHearts(uid: string): HeartsState {
  const db = useFirestore();
  const q = useMemo(() => memberHeartsQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(q);
  if (status === 'success') return { status, hearts: data };
  return { status, hearts: [] };
}
