/** One counted collection's write, turned into a counter change and applied once. */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { readCountedFields, statsDelta, type CountedCollection } from '@unlimited/domain';
import { beforeAndAfter, eventTime, type WriteEventLike } from '../lib/events';
import { applyStatsEvent, type StatsEventOutcome } from './apply-delta';
import { countedEventKey } from './creation';

/** Counts the write of `event` in `collection` (idempotent per event: `countedEventKey`). */
export async function countWrite(
  db: Firestore,
  collection: CountedCollection,
  event: WriteEventLike & { document?: string },
): Promise<StatsEventOutcome> {
  const { before, after } = beforeAndAfter(event);
  const countedBefore = readCountedFields(collection, before);
  const countedAfter = readCountedFields(collection, after);
  if ((after !== null && countedAfter === null) || (before !== null && countedBefore === null)) {
    logger.warn('Written document has unreadable counted fields', {
      document: event.document ?? null,
      eventId: event.id,
    });
  }
  const outcome = await applyStatsEvent(
    db,
    countedEventKey(collection, event, before, after),
    statsDelta(collection, countedBefore, countedAfter),
    eventTime(event),
  );
  if (outcome === 'duplicate') logger.info('Event already counted', { eventId: event.id });
  return outcome;
}
