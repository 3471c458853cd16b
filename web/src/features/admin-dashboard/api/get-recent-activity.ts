/** The 5 latest activity items, newest first, live. */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Activity } from '@unlimited/domain';
import { RECENT_ACTIVITY_COUNT, recentActivityQuery } from '@/lib/firestore/queries/activity';
import { useFirestoreCollection } from '@/lib/firestore/live';

export function getRecentActivityQuery(db: Firestore): Query<Activity> {
  return recentActivityQuery(db, RECENT_ACTIVITY_COUNT);
}

export type RecentActivityState =
  { status: 'loading' | 'error'; items: [] } | { status: 'success'; items: Activity[] };

export function useRecentActivity(): RecentActivityState {
  const db = useFirestore();
  const query = useMemo(() => getRecentActivityQuery(db), [db]);
  const { status, data: snapshot } = useFirestoreCollection(query);
  const items = useMemo(() => snapshot?.docs.map((doc) => doc.data()) ?? [], [snapshot]);
  if (status !== 'success') return { status, items: [] };
  // Offline, Firestore answers from its empty memory cache: "could not load", not "none".
  if (snapshot.empty && snapshot.metadata.fromCache) return { status: 'error', items: [] };
  return { status, items };
}
