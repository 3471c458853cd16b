/**
 * `npm run job:mail-retry [-- --now=2026-12-01T06:00:00Z]`: runs the mail retry sweep
 * (`retryMail`, every 5 minutes in production) against the local emulators, since the
 * emulator never fires scheduled functions: every email that is due for a retry (or whose
 * attempt died) is sent to MailDev (smtp://127.0.0.1:1025, or SMTP_CONNECTION_URI) now.
 * `--now` pretends the sweep runs at another time, so a retry waiting minutes is due.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set, else firebase.json's address; refuses any
 * project but a `demo-` one.
 */
import { SEED_PROJECT_ID } from './seed-data';
import { runEmulatorJob } from './lib/emulator-job';

// Before the mail module loads: in a `demo-` project it declares no secrets and sends to MailDev.
process.env.GCLOUD_PROJECT ??= SEED_PROJECT_ID;
const { sweepMail, configuredDeps } = await import('../functions/src/mail/deliver');

void runEmulatorJob(
  'mail retry sweep',
  (db, now) => sweepMail(db, { ...configuredDeps(), now: () => now }),
  (report, now, host) =>
    `Mail retry sweep at ${now.toISOString()} on ${host}: ${report.checked} email(s) waiting; ${report.sent} sent, ${report.retryLater} to retry later, ${report.failed} failed for good, ${report.waiting} not due yet.`,
);
