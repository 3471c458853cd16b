/**
 * `npm run job:billing-period-ends [-- --now=2026-12-20T06:00:00Z]`: runs the daily
 * billing-period job (demo-billed memberships renew, end after a cancellation, take a
 * scheduled downgrade or add-on removal, stay paused) against the local Firestore
 * emulator, since the emulator never fires scheduled functions. `--now` pretends the job
 * runs at another time, to see periods end.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set (as `npm start` and `emulators:exec` do), else
 * the Firestore emulator address of firebase.json. Refuses any project but a `demo-` one.
 */
import { billingPrices } from '../functions/src/billing/params';
import { runBillingPeriodEndsJob } from '../functions/src/jobs/billing-period-ends';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob(
  'billing-period job',
  (db, now) => runBillingPeriodEndsJob(db, billingPrices(), now),
  (report, now, host) =>
    `Billing-period job at ${now.toISOString()} on ${host}: ` +
    `${report.changed.length} membership(s) renewed or ended` +
    (report.changed.length > 0 ? ` (${report.changed.join(', ')}).` : '.'),
);
