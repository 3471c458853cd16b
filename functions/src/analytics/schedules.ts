/** The daily analytics snapshot; its logic is in snapshot.ts (the emulator never fires schedules). */
import { onSchedule } from 'firebase-functions/scheduler';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { runAnalyticsSnapshotJob } from './snapshot';

// UTC, like the day keys: the snapshot closes the UTC day it is named after.
export const snapshotAnalytics = onSchedule(
  {
    region: config.region,
    timeZone: 'Etc/UTC',
    retryCount: 1,
    schedule: config.schedules.analyticsSnapshot,
  },
  async () => {
    await runAnalyticsSnapshotJob(firestore());
  },
);
