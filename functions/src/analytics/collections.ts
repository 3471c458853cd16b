/** Typed references to the analytics aggregates for firebase-admin. */
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  ANALYTICS_CURRENT_DOC_ID,
  COLLECTIONS,
  DOC_SCHEMAS,
  type AnalyticsCurrent,
  type AnalyticsDay,
} from '@unlimited/domain';
import { makeConverter } from '../lib/converters';

const currentConverter = makeConverter('analytics', DOC_SCHEMAS.analytics);
const dayConverter = makeConverter('analytics_days', DOC_SCHEMAS.analytics_days);

/** `analytics/current`, the live figures. */
export function analyticsCurrentDoc(db: Firestore): DocumentReference<AnalyticsCurrent> {
  return db
    .collection(COLLECTIONS.analytics)
    .doc(ANALYTICS_CURRENT_DOC_ID)
    .withConverter(currentConverter);
}

/** `analytics_days`, one snapshot per day keyed `YYYY-MM-DD`. */
export function analyticsDaysCol(db: Firestore): CollectionReference<AnalyticsDay> {
  return db.collection(COLLECTIONS.analyticsDays).withConverter(dayConverter);
}
