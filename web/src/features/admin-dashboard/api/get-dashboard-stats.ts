/** The `stats/dashboard` counters, live. A missing document reads as all zeros. */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  emptyDashboardStats,
  type DashboardStats,
  type DashboardStatsDoc,
} from '@unlimited/domain';
import { dashboardStatsRef } from '@/lib/firestore/queries/stats';
import { useFirestoreDoc } from '@/lib/firestore/live';

export function getDashboardStatsRef(db: Firestore): DocumentReference<DashboardStats> {
  return dashboardStatsRef(db);
}

export type DashboardStatsState =
  | { status: 'loading'; stats: null }
  | { status: 'error'; stats: null }
  | { status: 'success'; stats: DashboardStatsDoc };

export function useDashboardStats(): DashboardStatsState {
  const db = useFirestore();
  const ref = useMemo(() => getDashboardStatsRef(db), [db]);
  const { status, data: snapshot } = useFirestoreDoc(ref);
  if (status === 'loading') return { status: 'loading', stats: null };
  // Offline, Firestore answers from its empty memory cache: that is a failure, not zeros.
  if (status === 'error' || (!snapshot.exists() && snapshot.metadata.fromCache)) {
    return { status: 'error', stats: null };
  }
  return { status: 'success', stats: snapshot.data() ?? emptyDashboardStats() };
}
