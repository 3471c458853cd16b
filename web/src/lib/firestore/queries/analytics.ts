/**
 * The analytics aggregates. firestore.rules: admins read; only functions write (the
 * analytics triggers keep `analytics/current`, the daily job writes `analytics_days`).
 */
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import {
  ANALYTICS_CURRENT_DOC_ID,
  COLLECTIONS,
  DOC_SCHEMAS,
  type AnalyticsCurrent,
  type AnalyticsDay,
} from '@unlimited/domain';
import { makeConverter } from '../converters';

/** Days of history the analytics page draws (twelve weeks). */
export const ANALYTICS_HISTORY_DAYS = 84;

const currentConverter = makeConverter('analytics', DOC_SCHEMAS.analytics);
const dayConverter = makeConverter('analytics_days', DOC_SCHEMAS.analytics_days);

/** `analytics/current`; missing until a trigger first counts something. */
export function analyticsCurrentRef(db: Firestore): DocumentReference<AnalyticsCurrent> {
  return doc(db, COLLECTIONS.analytics, ANALYTICS_CURRENT_DOC_ID).withConverter(currentConverter);
}

/** The latest `days` daily snapshots, newest first. */
export function analyticsDaysQuery(
  db: Firestore,
  days: number = ANALYTICS_HISTORY_DAYS,
): Query<AnalyticsDay> {
  return query(
    collection(db, COLLECTIONS.analyticsDays).withConverter(dayConverter),
    orderBy('date', 'desc'),
    limit(days),
  );
}
