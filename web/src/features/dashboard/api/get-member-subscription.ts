/** The signed-in member's subscription (`subscriptions/{uid}`), live; may not exist. */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Subscription } from '@unlimited/domain';
import { memberSubscriptionRef } from '@/lib/firestore/queries/subscriptions';
import { useFirestoreDocData } from '@/lib/firestore/live';

export function getMemberSubscriptionRef(
  db: Firestore,
  uid: string,
): DocumentReference<Subscription> {
  return memberSubscriptionRef(db, uid);
}

export type MemberSubscriptionState =
  | { status: 'loading' | 'error'; subscription: null }
  | { status: 'success'; subscription: Subscription | null };

export function useMemberSubscription(uid: string): MemberSubscriptionState {
  const db = useFirestore();
  const ref = useMemo(() => getMemberSubscriptionRef(db, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, subscription: null };
  return { status, subscription: data ?? null };
}
