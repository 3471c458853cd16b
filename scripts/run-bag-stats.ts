/**
 * `npm run job:bag-stats`: recounts every bag's `bag_stats` (summary, hearts, queue length,
 * queue positions and expected return) from the products, hearts and queue entries on the
 * local Firestore emulator: the backfill for data written while the triggers were off
 * (the seed runs it itself) or a repair of the counters. Run it when the app is quiet.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set (as `npm start` and `emulators:exec` do), else
 * the Firestore emulator address of firebase.json. Refuses any project but a `demo-` one.
 */
import { recountBagStats } from '../functions/src/bags/recount';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob(
  'bag stats recount',
  (db, now) => recountBagStats(db, now),
  (report, now, host) =>
    `Bag stats recounted at ${now.toISOString()} on ${host}: ${report.bags} bag(s), ${report.hearts} heart(s), ${report.queued} queue place(s)` +
    (report.removed > 0 ? `, ${report.removed} summary(ies) of removed bags deleted.` : '.'),
);
