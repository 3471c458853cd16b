/**
 * One write of a source collection, turned into a change of `analytics/current` and
 * applied once: the event id is recorded in `analytics_events/{eventId}` in the same
 * transaction as the increments, so a redelivered event changes nothing.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  ANALYTICS_CURRENT_DOC_ID,
  COLLECTIONS,
  analyticsDelta,
  nestDelta,
  readAnalyticsFields,
  type AnalyticsSource,
} from '@unlimited/domain';
import { config } from '../config';
import { beforeAndAfter, eventTime, type WriteEventLike } from '../lib/events';
import { applyOnce, type StatsEventOutcome } from '../stats/apply-delta';
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
  // The raw reference: nested increments are not a document the converter can check.
  const current = db.collection(COLLECTIONS.analytics).doc(ANALYTICS_CURRENT_DOC_ID);
  const outcome = await applyOnce(
    db,
    config.internalCollections.analyticsEvents,
    countedEventKey(collection, event, before, after),
    now,
    (tx) => {
      const increments = nestDelta(delta, (n) => FieldValue.increment(n));
      tx.set(current, { ...increments, updated_at: now }, { merge: true });
    },
  );
  if (outcome === 'duplicate')
    logger.info('Analytics event already counted', { eventId: event.id });
  return outcome;
}
