/** The daily analytics snapshot; its logic is in snapshot.ts (the emulator never fires schedules). */
import { onSchedule } from 'firebase-functions/scheduler';
import { BUSINESS_TIME_ZONE } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { runAnalyticsSnapshotJob } from './snapshot';

/** When a scheduled event was due (its `scheduleTime`, the same on a retry), else now. */
export function scheduledTime(event: { scheduleTime?: string }): Date {
  const due = new Date(event.scheduleTime ?? '');
  return Number.isNaN(due.getTime()) ? new Date() : due;
}

// In the business time zone, like the day keys: late in the day, to close it.
export const snapshotAnalytics = onSchedule(
  {
    region: config.region,
    timeZone: BUSINESS_TIME_ZONE,
    retryCount: 1,
    schedule: config.schedules.analyticsSnapshot,
  },
  async (event) => {
    await runAnalyticsSnapshotJob(firestore(), scheduledTime(event), new Date());
  },
);
