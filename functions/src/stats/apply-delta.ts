/**
 * Applying one write's counter change to the sharded counters, exactly once per event.
 * Triggers are delivered at least once, so the event id is recorded in
 * `stats_events/{eventId}` (or the analytics' markers) by a `create` in the same batch as
 * the increments: a batch is atomic, and `create` fails when the marker exists, so a
 * redelivered event changes nothing. No transaction and no read: the increments go to one
 * of the counter's shards (`stats/dashboard/shards/{n}`, picked from the event id,
 * `counterShardId`), so a rush of events spreads over 20 documents instead of queueing on
 * one. A marker carries `expire_at` (retention: `config.statsEventRetentionDays`, longer
 * than triggers are retried) and the TTL policy in firestore.indexes.json deletes it some
 * time after that; a marker still there past its expiry only repeats what it says (the
 * event was counted), so no reader checks it.
 */
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  COUNTER_SHARDS,
  addDays,
  counterShardId,
  isEmptyStatsDelta,
  nestStatsDelta,
  type ShardedCounter,
  type StatsDelta,
} from '@unlimited/domain';
import { config } from '../config';
import { ALREADY_EXISTS, grpcCode } from '../lib/errors';

/** What became of one event. */
export type StatsEventOutcome = 'applied' | 'duplicate' | 'no-change';

/** The marker document id of an event (event ids are opaque; `/` is not allowed in ids). */
export function statsEventDocId(eventId: string): string {
  return eventId.replace(/\//g, '_');
}

/**
 * The shard of `counter` that event `eventId` is counted in. A raw reference: nested
 * increments are not documents a converter can check.
 */
export function counterShardRef(
  db: Firestore,
  counter: ShardedCounter,
  eventId: string,
): DocumentReference {
  return db.collection(COUNTER_SHARDS[counter]).doc(counterShardId(eventId));
}

/** The merge write that adds `delta` to the counters (increments, so no read needed). */
export function statsIncrementWrite(delta: StatsDelta, now: Date): Record<string, unknown> {
  return { ...nestStatsDelta(delta, (n) => FieldValue.increment(n)), updated_at: now };
}

/**
 * Commits `write` in one batch with the creation of event `eventId`'s marker in
 * `markers`, unless the marker exists (the event was already applied: the whole batch
 * is refused and nothing changes).
 */
export async function applyOnce(
  db: Firestore,
  markers: string,
  eventId: string,
  now: Date,
  write: (batch: WriteBatch) => void,
): Promise<'applied' | 'duplicate'> {
  const batch = db.batch();
  batch.create(db.collection(markers).doc(statsEventDocId(eventId)), {
    processed_at: now,
    expire_at: addDays(now, config.statsEventRetentionDays),
  });
  write(batch);
  try {
    await batch.commit();
    return 'applied';
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) return 'duplicate';
    throw error;
  }
}

/** Adds `delta` to the dashboard counters unless event `eventId` was already counted. */
export async function applyStatsEvent(
  db: Firestore,
  eventId: string,
  delta: StatsDelta,
  now: Date,
): Promise<StatsEventOutcome> {
  if (isEmptyStatsDelta(delta)) return 'no-change';
  const shard = counterShardRef(db, 'dashboard', eventId);
  return applyOnce(db, config.internalCollections.statsEvents, eventId, now, (batch) => {
    batch.set(shard, statsIncrementWrite(delta, now), { merge: true });
  });
}
