/**
 * One write of a source collection, turned into a change of the live analytics and
 * applied once to one shard of `analytics/current` (`analytics/current/shards/{n}`): the
 * event id is recorded in `analytics_events/{eventId}` in the same batch as the
 * increments, so a redelivered event changes nothing (`applyOnce`).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  analyticsDelta,
  nestDelta,
  readAnalyticsFields,
  type AnalyticsSource,
} from '@unlimited/domain';
import { config } from '../config';
import { beforeAndAfter, eventTime, type WriteEventLike } from '../lib/events';
import { applyOnce, counterShardRef, type StatsEventOutcome } from '../stats/apply-delta';
import { countedEventKey } from '../stats/creation';

/** Counts the write of `event` in `collection` into the analytics (idempotent per event). */
export async function countAnalyticsWrite(
  db: Firestore,
  collection: AnalyticsSource,
  event: WriteEventLike & { document?: string },
): Promise<StatsEventOutcome> {
  const { before, after } = beforeAndAfter(event);
  const fieldsBefore = readAnalyticsFields(collection, before);
  const fieldsAfter = readAnalyticsFields(collection, after);
  if ((after !== null && fieldsAfter === null) || (before !== null && fieldsBefore === null)) {
    logger.warn('Written document has unreadable analytics fields', {
      document: event.document ?? null,
      eventId: event.id,
    });
  }
  const delta = analyticsDelta(collection, fieldsBefore, fieldsAfter);
  if (Object.keys(delta).length === 0) return 'no-change';
  const now = eventTime(event);
  const key = countedEventKey(collection, event, before, after);
  const shard = counterShardRef(db, 'analytics', key);
  const outcome = await applyOnce(
    db,
    config.internalCollections.analyticsEvents,
    key,
    now,
    (batch) => {
      const increments = nestDelta(delta, (n) => FieldValue.increment(n));
      batch.set(shard, { ...increments, updated_at: now }, { merge: true });
    },
  );
  if (outcome === 'duplicate')
    logger.info('Analytics event already counted', { eventId: event.id });
  return outcome;
}
