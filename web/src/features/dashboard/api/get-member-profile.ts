/** The signed-in member's profile (`profiles/{uid}`), live; it may not exist yet. */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Profile } from '@unlimited/domain';
import { memberProfileRef } from '@/lib/firestore/queries/profiles';
import { useFirestoreDocData } from '@/lib/firestore/live';

export function getMemberProfileRef(db: Firestore, uid: string): DocumentReference<Profile> {
  return memberProfileRef(db, uid);
}

export type MemberProfileState =
  { status: 'loading' | 'error'; profile: null } | { status: 'success'; profile: Profile | null };

export function useMemberProfile(uid: string): MemberProfileState {
  const db = useFirestore();
  const ref = useMemo(() => getMemberProfileRef(db, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, profile: null };
  return { status, profile: data ?? null };
}
