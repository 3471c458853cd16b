/**
 * The bags the signed-in member saved, newest first. The rules let a member list only
 * hearts filtered on `user_id == <their uid>`; tests/rules runs this builder.
 *
 * Index: hearts (user_id ASC, created_at DESC).
 */
import { useMemo } from 'react';
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Heart } from '@unlimited/domain';
import { heartsCol } from '@/lib/firestore/collections';
import { useFirestoreCollectionData } from '@/lib/firestore/live';

/** Most hearts a member's Saved page lists (and the catalogue marks). */
export const MAX_HEARTS_SHOWN = 200;

export function memberHeartsQuery(db: Firestore, uid: string): Query<Heart> {
  return query(
    heartsCol(db),
    where('user_id', '==', uid),
    orderBy('created_at', 'desc'),
    limit(MAX_HEARTS_SHOWN),
  );
}

export type HeartsState =
  { status: 'loading' | 'error'; hearts: Heart[] } | { status: 'success'; hearts: Heart[] };

export function useHearts(uid: string): HeartsState {
  const db = useFirestore();
  const q = useMemo(() => memberHeartsQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(q);
  if (status === 'success') return { status, hearts: data };
  return { status, hearts: [] };
}
