/**
 * `npm run job:queue-offers [-- --now=2026-12-01T06:00:00Z]`: runs the hourly queue job
 * (every 48-hour hold that has run out ends, and the bag is offered to the next in line)
 * against the local Firestore emulator, since the emulator never fires scheduled
 * functions. `--now` pretends the job runs at another time, to see holds run out.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set (as `npm start` and `emulators:exec` do), else
 * the Firestore emulator address of firebase.json. Refuses any project but a `demo-` one.
 */
import { expireQueueOffers } from '../functions/src/queues/offers';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob(
  'queue offers job',
  (db, now) => expireQueueOffers(db, now),
  (ended, now, host) =>
    `Queue offers job at ${now.toISOString()} on ${host}: ${ended} hold(s) ran out and passed on.`,
);
