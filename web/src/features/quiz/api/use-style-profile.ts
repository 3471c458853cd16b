/** The signed-in member's style profile, live, and the writes that save or clear it. */
import { useCallback, useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { StyleAnswers, StyleProfile } from '@unlimited/domain';
import { memberProfileRef } from '@/lib/firestore/queries/profiles';
import { useFirestoreDocData } from '@/lib/firestore/live';
import { clearStyleProfile, saveStyleProfile } from './style-profile';

export type StyleProfileState =
  | { status: 'loading' | 'error'; profile: null }
  | { status: 'success'; profile: StyleProfile | null };

/** The member's saved style profile (null when they have none). */
export function useStyleProfile(uid: string): StyleProfileState {
  const db = useFirestore();
  const ref = useMemo(() => memberProfileRef(db, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, profile: null };
  return { status, profile: data?.style_profile ?? null };
}

/** Saves and clears the member's style profile. */
export function useStyleProfileActions(uid: string) {
  const db = useFirestore();
  const save = useCallback(
    (answers: StyleAnswers) => saveStyleProfile(db, uid, answers),
    [db, uid],
  );
  const clear = useCallback(() => clearStyleProfile(db, uid), [db, uid]);
  return { save, clear };
}
