/**
 * `npx tsx scripts/backfill-search.ts`: gives every product, waitlist signup and order on
 * the local Firestore emulator the search fields it lacks or has out of date, and every
 * activity line the search tokens of its text (`functions/src/search/backfill.ts`), for
 * data written while the search triggers were off or before activity lines carried
 * tokens. Idempotent. Uses `FIRESTORE_EMULATOR_HOST` when set, else firebase.json's
 * emulator; refuses any project but a `demo-` one.
 */
import { backfillSearchFields } from '../functions/src/search/backfill';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob(
  'search fields backfill',
  (db) => backfillSearchFields(db),
  (report, now, host) =>
    `Search fields checked at ${now.toISOString()} on ${host}: ${report.read} document(s) read, ${report.written} updated.`,
);
