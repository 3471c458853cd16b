/** Waitlist counts for the overview, from the dashboard counters (every signup). */
import type { TierId, WaitlistStatus } from '@unlimited/domain';
import { useDashboardCounters } from '@/lib/firestore/sharded-counters';

export interface WaitlistCounts {
  total: number;
  byStatus: Record<WaitlistStatus, number>;
  byTier: Record<TierId, number>;
}

export type WaitlistStatsState =
  { status: 'loading' | 'error'; counts: null } | { status: 'success'; counts: WaitlistCounts };

export function useWaitlistStats(): WaitlistStatsState {
  const counters = useDashboardCounters();
  if (counters.status !== 'success') return { status: counters.status, counts: null };
  const stats = counters.value;
  const byStatus = stats.waitlist_by_status;
  return {
    status: 'success',
    counts: {
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      byStatus,
      byTier: stats.waitlist_by_tier,
    },
  };
}
