/**
 * `npx tsx scripts/migrate-product-loans.ts`: moves who holds each bag off its product
 * (`current_borrower`, written by older code) into `product_loans` on the local Firestore
 * emulator (functions `products/migrate-loans.ts`; idempotent, safe to run again). Needed
 * once for a database seeded or used before loans had their own documents; a fresh
 * `npm run seed` needs nothing.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set, else the Firestore emulator address of
 * firebase.json. Refuses any project but a `demo-` one.
 */
import { migrateProductLoans } from '../functions/src/products/migrate-loans';
import { runEmulatorJob } from './lib/emulator-job';

void runEmulatorJob(
  'product loans migration',
  (db, now) => migrateProductLoans(db, now),
  (report, now, host) =>
    `Product loans migrated at ${now.toISOString()} on ${host}: ${report.cleared} product(s) cleared of their borrower, ${report.loans} loan(s) written.`,
);
