/**
 * Analytics handler (run by the collections' write triggers, ../triggers.ts): every write
 * to waitlist signups, subscriptions, products and orders updates `analytics/current`
 * once per event. It only reads the written documents (billing stays the one writer of
 * subscriptions). Idempotent per event id.
 */
import type { AnalyticsSource } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import type { WriteHandler } from '../lib/written-trigger';
import { countAnalyticsWrite } from './count-write';

/** A write to `collection` → the analytics counts. */
export function analyticsOf(collection: AnalyticsSource): WriteHandler {
  return (event) => countAnalyticsWrite(firestore(), collection, event);
}
