/**
 * The daily analytics snapshot: copies the live figures of `analytics/current` into
 * `analytics_days/{YYYY-MM-DD}` (UTC day), so members, revenue and utilisation can be
 * drawn over time, and deletes expired event markers. Exported on its own so tests and
 * `npm run job:analytics-snapshot` can run it (the emulator never fires schedules).
 * Running it twice on a day overwrites that day with the later figures.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  analyticsDaySnapshot,
  emptyAnalyticsCurrent,
  type AnalyticsDayDoc,
} from '@unlimited/domain';
import { config } from '../config';
import { purgeEventMarkers } from '../stats/apply-delta';
import { analyticsCurrentDoc, analyticsDaysCol } from '../lib/collections';

/** What one run did. */
export interface AnalyticsSnapshotReport {
  /** The snapshot written. */
  day: AnalyticsDayDoc;
  /** Expired event markers deleted. */
  purged: number;
}

export async function runAnalyticsSnapshotJob(
  db: Firestore,
  now: Date = new Date(),
): Promise<AnalyticsSnapshotReport> {
  const current = (await analyticsCurrentDoc(db).get()).data() ?? emptyAnalyticsCurrent();
  const day = analyticsDaySnapshot(current, now);
  await analyticsDaysCol(db)
    .doc(day.date)
    .set({ ...day, id: day.date });
  const purged = await purgeEventMarkers(db, config.internalCollections.analyticsEvents, now);
  logger.info('Analytics snapshot done', { date: day.date, purged });
  return { day, purged };
}
