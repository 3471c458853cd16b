/**
 * `npm run job:return-due [-- --now=2026-12-01T06:00:00Z]`: runs the daily return-due job
 * (flag the orders whose bag is overdue, list each in activity once, clear flags that no
 * longer hold) against the local Firestore emulator, since the emulator never fires
 * scheduled functions. `--now` pretends the job runs at another time, to see a started
 * return become overdue.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set (as `npm start` and `emulators:exec` do), else
 * the Firestore emulator address of firebase.json. Refuses any project but a `demo-` one.
 */
import { runReturnDueJob } from '../functions/src/jobs/return-due';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob('return-due job', runReturnDueJob, (report, now, host) => {
  return (
    `Return-due job at ${now.toISOString()} on ${host}: ` +
    `${report.checked} order(s) with the bag out, ${report.flagged.length} newly flagged overdue` +
    (report.flagged.length > 0 ? ` (${report.flagged.join(', ')})` : '') +
    `, ${report.cleared.length} no longer overdue` +
    (report.cleared.length > 0 ? ` (${report.cleared.join(', ')}).` : '.')
  );
});
