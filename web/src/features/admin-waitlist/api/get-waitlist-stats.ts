/** Waitlist counts for the overview, from the `stats/dashboard` counters (every signup). */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  emptyDashboardStats,
  type DashboardStats,
  type TierId,
  type WaitlistStatus,
} from '@unlimited/domain';
import { dashboardStatsRef } from '@/lib/firestore/queries/stats';
import { useFirestoreDoc } from '@/lib/firestore/live';

export function getWaitlistStatsRef(db: Firestore): DocumentReference<DashboardStats> {
  return dashboardStatsRef(db);
}

export interface WaitlistCounts {
  total: number;
  byStatus: Record<WaitlistStatus, number>;
  byTier: Record<TierId, number>;
}

export type WaitlistStatsState =
  { status: 'loading' | 'error'; counts: null } | { status: 'success'; counts: WaitlistCounts };

export function useWaitlistStats(): WaitlistStatsState {
  const db = useFirestore();
  const ref = useMemo(() => getWaitlistStatsRef(db), [db]);
  const { status, data: snapshot } = useFirestoreDoc(ref);
  if (status !== 'success') return { status, counts: null };
  // Offline, Firestore answers from its empty memory cache: that is a failure, not zeros.
  if (!snapshot.exists() && snapshot.metadata.fromCache) return { status: 'error', counts: null };
  const stats = snapshot.data() ?? emptyDashboardStats();
  const byStatus = stats.waitlist_by_status;
  return {
    status,
    counts: {
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      byStatus,
      byTier: stats.waitlist_by_tier,
    },
  };
}
