/** The live analytics figures and their daily history, for /admin/analytics. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  emptyAnalyticsCurrent,
  type AnalyticsCurrentDoc,
  type AnalyticsDay,
} from '@unlimited/domain';
import { useFirestoreCollectionData, useFirestoreDoc } from '@/lib/firestore/live';
import { analyticsCurrentDoc } from '@/lib/firestore/refs/analytics';
import { analyticsDaysQuery } from '@/lib/firestore/queries/analytics';

export type AnalyticsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `days` oldest first. */
  | { status: 'success'; current: AnalyticsCurrentDoc; days: AnalyticsDay[] };

export function useAnalytics(): AnalyticsState {
  const db = useFirestore();
  const ref = useMemo(() => analyticsCurrentDoc(db), [db]);
  const daysQuery = useMemo(() => analyticsDaysQuery(db), [db]);
  const current = useFirestoreDoc(ref);
  const days = useFirestoreCollectionData(daysQuery);
  return useMemo((): AnalyticsState => {
    if (current.status === 'error' || days.status === 'error') return { status: 'error' };
    if (current.status === 'loading' || days.status === 'loading') return { status: 'loading' };
    // Offline, Firestore answers from its empty memory cache: that is a failure, not zeros.
    if (!current.data.exists() && current.data.metadata.fromCache) return { status: 'error' };
    return {
      status: 'success',
      current: current.data.data() ?? emptyAnalyticsCurrent(),
      days: [...days.data].reverse(),
    };
  }, [current, days]);
}
