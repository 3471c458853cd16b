/**
 * `npm run job:return-due [-- --now=2026-12-01T06:00:00Z]`: runs the daily return-due job
 * (flag overdue orders, list each in activity, once) against the local Firestore
 * emulator, since the emulator never fires scheduled functions. `--now` pretends the job
 * runs at another time, to see orders become overdue.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set (as `npm start` and `emulators:exec` do), else
 * the Firestore emulator address of firebase.json. Refuses any project but a `demo-` one.
 */
import { runReturnDueJob } from '../functions/src/jobs/return-due';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob('return-due job', runReturnDueJob, (report, now, host) => {
  return (
    `Return-due job at ${now.toISOString()} on ${host}: ` +
    `${report.checked} order(s) past due with the bag out, ${report.flagged.length} newly flagged` +
    (report.flagged.length > 0 ? ` (${report.flagged.join(', ')}).` : '.')
  );
});
