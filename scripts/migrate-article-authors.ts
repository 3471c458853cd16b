/**
 * `npx tsx scripts/migrate-article-authors.ts`: moves who wrote each article off the
 * article (`author`, written by older code, which visitors read with a published article)
 * into the staff-only `article_authors` on the local Firestore emulator (functions
 * `magazine/articles.ts` `moveLegacyAuthors`; idempotent, safe to run again). The article
 * callables do the same for an article they write; a fresh `npm run seed` needs nothing.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set, else the Firestore emulator address of
 * firebase.json. Refuses any project but a `demo-` one.
 */
import { moveLegacyAuthors } from '../functions/src/magazine/articles';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob(
  'article authors migration',
  (db) => moveLegacyAuthors(db),
  (moved, now, host) =>
    `Article authors migrated at ${now.toISOString()} on ${host}: ${moved} article(s) moved.`,
);
