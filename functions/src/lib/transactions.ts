/**
 * Transactions that say when they were retried: Firestore runs a transaction's function
 * again when another write touched what it read (contention). Each retry is logged
 * (`Transaction retried`, with what and the attempt), so contention shows in the logs and
 * the bench can count it.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';

/** Retries since this process started (what the bench reads when it runs the logic). */
export const transactionRetries = { count: 0 };

/** `db.runTransaction(work)`, logging each attempt after the first under `what`. */
export async function runTransactionLogged<T>(
  db: Firestore,
  what: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let attempt = 0;
  return db.runTransaction(async (tx) => {
    attempt += 1;
    if (attempt > 1) {
      transactionRetries.count += 1;
      logger.warn('Transaction retried', { what, attempt });
    }
    return work(tx);
  });
}
