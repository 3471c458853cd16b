/**
 * Applying one write's counter change to `stats/dashboard`, exactly once per event:
 * triggers are delivered at least once, so the event id is recorded in
 * `stats_events/{eventId}` in the same transaction as the increments, and a redelivered
 * event finds its marker and changes nothing. A marker carries `expire_at` (retention:
 * `config.statsEventRetentionDays`, longer than triggers are retried) and the TTL policy
 * in firestore.indexes.json deletes it some time after that; a marker still there past
 * its expiry only repeats what it says (the event was counted), so no reader checks it.
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DASHBOARD_STATS_DOC_ID,
  addDays,
  isEmptyStatsDelta,
  nestStatsDelta,
  type StatsDelta,
} from '@unlimited/domain';
import { config } from '../config';
import { runTransactionLogged } from '../lib/transactions';

/** What became of one event. */
export type StatsEventOutcome = 'applied' | 'duplicate' | 'no-change';

/** The marker document id of an event (event ids are opaque; `/` is not allowed in ids). */
export function statsEventDocId(eventId: string): string {
  return eventId.replace(/\//g, '_');
}

/** The merge write that adds `delta` to the counters (increments, so no read needed). */
export function statsIncrementWrite(delta: StatsDelta, now: Date): Record<string, unknown> {
  return { ...nestStatsDelta(delta, (n) => FieldValue.increment(n)), updated_at: now };
}

/**
 * Runs `write` in one transaction with the creation of event `eventId`'s marker in
 * `markers`, unless the marker exists (the event was already applied).
 */
export async function applyOnce(
  db: Firestore,
  markers: string,
  eventId: string,
  now: Date,
  write: (tx: Transaction) => void,
): Promise<'applied' | 'duplicate'> {
  const marker = db.collection(markers).doc(statsEventDocId(eventId));
  return runTransactionLogged(db, markers, async (tx) => {
    if ((await tx.get(marker)).exists) return 'duplicate';
    tx.create(marker, {
      processed_at: now,
      expire_at: addDays(now, config.statsEventRetentionDays),
    });
    write(tx);
    return 'applied';
  });
}

/** Adds `delta` to the dashboard counters unless event `eventId` was already counted. */
export async function applyStatsEvent(
  db: Firestore,
  eventId: string,
  delta: StatsDelta,
  now: Date,
): Promise<StatsEventOutcome> {
  if (isEmptyStatsDelta(delta)) return 'no-change';
  // The raw reference: a nested increment is not a document the converter can check.
  const stats = db.collection(COLLECTIONS.stats).doc(DASHBOARD_STATS_DOC_ID);
  return applyOnce(db, config.internalCollections.statsEvents, eventId, now, (tx) => {
    tx.set(stats, statsIncrementWrite(delta, now), { merge: true });
  });
}
