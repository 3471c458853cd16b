/** The live analytics figures and their daily history, for /admin/analytics. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AnalyticsCurrentDoc, AnalyticsDay } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { analyticsDaysQuery } from '@/lib/firestore/queries/analytics';
import { useAnalyticsCurrent } from '@/lib/firestore/sharded-counters';

export type AnalyticsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `days` oldest first. */
  | { status: 'success'; current: AnalyticsCurrentDoc; days: AnalyticsDay[] };

export function useAnalytics(): AnalyticsState {
  const db = useFirestore();
  const daysQuery = useMemo(() => analyticsDaysQuery(db), [db]);
  const current = useAnalyticsCurrent();
  const days = useFirestoreCollectionData(daysQuery);
  return useMemo((): AnalyticsState => {
    if (current.status === 'error' || days.status === 'error') return { status: 'error' };
    if (current.status === 'loading' || days.status === 'loading') return { status: 'loading' };
    return {
      status: 'success',
      current: current.value,
      days: [...days.data].reverse(),
    };
  }, [current, days]);
}
