/**
 * `npm run job:analytics-snapshot [-- --now=2026-12-01T23:55:00Z]`: runs the daily
 * analytics snapshot (copy the live figures into the `analytics_days` document of the
 * business day of `--now`) against the local Firestore emulator, since the emulator
 * never fires scheduled functions.
 */
import { formatCents } from '@unlimited/domain';
import { runAnalyticsSnapshotJob } from '../functions/src/analytics/snapshot';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob('analytics snapshot', runAnalyticsSnapshotJob, (report, now, host) => {
  const gross = Object.values(report.day.mrr_cents).reduce((sum, cents) => sum + cents, 0);
  const mrr = gross - report.day.mrr_discount_cents;
  return (
    `Analytics snapshot at ${now.toISOString()} on ${host}: wrote analytics_days/${report.day.date} ` +
    `(MRR ${formatCents(mrr)} net of promotions, ${report.day.catalogue.on_loan} of ${report.day.catalogue.active} ` +
    `Active products on loan).`
  );
});
