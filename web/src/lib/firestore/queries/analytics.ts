/**
 * The analytics aggregates. firestore.rules: admins read; only functions write (the
 * analytics triggers keep `analytics/current`, the daily job writes `analytics_days`).
 */
import { limit, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import type { AnalyticsDay } from '@unlimited/domain';
import { analyticsDaysCol } from '../refs/analytics';

/** Days of history the analytics page draws (twelve weeks). */
export const ANALYTICS_HISTORY_DAYS = 84;

/** The latest `days` daily snapshots, newest first. */
export function analyticsDaysQuery(
  db: Firestore,
  days: number = ANALYTICS_HISTORY_DAYS,
): Query<AnalyticsDay> {
  return query(
    analyticsDaysCol(db),
    orderBy('date', 'desc'),
    limit(days),
  );
}
