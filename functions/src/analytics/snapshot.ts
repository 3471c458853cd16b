/**
 * The daily analytics snapshot: copies the live figures (the sum of the shards of
 * `analytics/current`) into `analytics_days/{YYYY-MM-DD}`, named by the business day
 * (New York) of the moment the run was due, not of when it ran: a retry after midnight still closes the day it was
 * scheduled for. Exported on its own so tests and `npm run job:analytics-snapshot` can
 * run it (the emulator never fires schedules). Running it twice for a day overwrites
 * that day with the later figures. Expired event markers go by the TTL policy.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { analyticsDaySnapshot, type AnalyticsDayDoc } from '@unlimited/domain';
import { analyticsDaysCol } from '../lib/collections';
import { readAnalyticsCurrent } from '../stats/shards';

/** What one run did. */
export interface AnalyticsSnapshotReport {
  /** The snapshot written. */
  day: AnalyticsDayDoc;
}

/**
 * Writes the snapshot of the business day of `dueAt` (the schedule's time), taken `now`.
 */
export async function runAnalyticsSnapshotJob(
  db: Firestore,
  dueAt: Date = new Date(),
  now: Date = dueAt,
): Promise<AnalyticsSnapshotReport> {
  const current = await readAnalyticsCurrent(db);
  const day = analyticsDaySnapshot(current, now, dueAt);
  await analyticsDaysCol(db)
    .doc(day.date)
    .set({ ...day, id: day.date });
  logger.info('Analytics snapshot done', { date: day.date });
  return { day };
}
