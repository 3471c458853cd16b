/**
 * The search fields of the back-office lists, written by the server on every write to a
 * product, a waitlist signup or an order (clients may not write them: firestore.rules).
 * Idempotent recomputations (sync-search-fields.ts), retried on failure. A write that
 * leaves the searched fields as they were costs one read and no write.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS, type SearchableKind } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { beforeAndAfter } from '../lib/events';
import { syncSearchFields } from './sync-search-fields';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

function searchTrigger(kind: SearchableKind) {
  return onDocumentWritten({ ...options, document: `${kind}/{docId}` }, async (event) => {
    if (beforeAndAfter(event).after === null) return;
    await syncSearchFields(firestore(), kind, event.params.docId);
  });
}

export const searchProducts = searchTrigger(COLLECTIONS.products);
export const searchWaitlistSignups = searchTrigger(COLLECTIONS.waitlistSignups);
export const searchOrders = searchTrigger(COLLECTIONS.orders);
