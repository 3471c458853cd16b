/**
 * Counter triggers: every write to orders, subscriptions, waitlist signups and products
 * updates `stats/dashboard` once per event; product writes also keep the public brand
 * list up to date. Retried on failure: both are idempotent.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import {
  COLLECTIONS,
  brandsTouched,
  type BrandCountedProduct,
  type CountedCollection,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import { refreshBrandCounts } from './brand-summary';
import { countWrite } from './count-write';
import { importedCreation } from './creation';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

function counterTrigger(collection: CountedCollection) {
  return onDocumentWritten({ ...options, document: `${collection}/{docId}` }, (event) =>
    countWrite(firestore(), collection, event),
  );
}

export const countOrders = counterTrigger(COLLECTIONS.orders);
export const countSubscriptions = counterTrigger(COLLECTIONS.subscriptions);
export const countWaitlistSignups = counterTrigger(COLLECTIONS.waitlistSignups);
export const countProducts = counterTrigger(COLLECTIONS.products);

function brandFields(data: Record<string, unknown> | null): BrandCountedProduct | null {
  if (data === null) return null;
  return {
    brand: String(data.brand ?? ''),
    status: String(data.status ?? ''),
    access_levels: String(data.access_levels ?? ''),
  };
}

/**
 * Product written → the counts of the brands it left or joined, in every brand list;
 * nothing for a product its import already counted (`importedCreation`).
 */
export const syncBrandSummary = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.products}/{productId}` },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    const brands = brandsTouched(brandFields(before), brandFields(after));
    if (brands.length === 0) return;
    const db = firestore();
    if (await importedCreation(db, event, before, after)) return;
    await refreshBrandCounts(db, brands, eventTime(event));
  },
);
