/** The dashboard counters, live (the sum of their shards). No shards read as all zeros. */
import type { DashboardStatsDoc } from '@unlimited/domain';
import { useDashboardCounters } from '@/lib/firestore/sharded-counters';

export type DashboardStatsState =
  | { status: 'loading'; stats: null }
  | { status: 'error'; stats: null }
  | { status: 'success'; stats: DashboardStatsDoc };

export function useDashboardStats(): DashboardStatsState {
  const counters = useDashboardCounters();
  if (counters.status !== 'success') return { status: counters.status, stats: null };
  return { status: 'success', stats: counters.value };
}
