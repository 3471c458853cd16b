/**
 * Analytics triggers: every write to waitlist signups, subscriptions, products and
 * orders updates `analytics/current` once per event. They only read the written
 * documents (billing stays the one writer of subscriptions). Retried on failure:
 * idempotent per event id.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS, type AnalyticsSource } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { countAnalyticsWrite } from './count-write';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

function analyticsTrigger(collection: AnalyticsSource) {
  return onDocumentWritten({ ...options, document: `${collection}/{docId}` }, async (event) => {
    await countAnalyticsWrite(firestore(), collection, event);
  });
}

export const analyticsWaitlistSignups = analyticsTrigger(COLLECTIONS.waitlistSignups);
export const analyticsSubscriptions = analyticsTrigger(COLLECTIONS.subscriptions);
export const analyticsProducts = analyticsTrigger(COLLECTIONS.products);
export const analyticsOrders = analyticsTrigger(COLLECTIONS.orders);
