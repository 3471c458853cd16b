/**
 * Counter handlers (run by the collections' write triggers, ../triggers.ts): every write to
 * orders, subscriptions, waitlist signups and products updates `stats/dashboard` once per
 * event; product writes also keep the public brand list up to date. Both are idempotent.
 */
import { brandsTouched, type BrandCountedProduct, type CountedCollection } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { refreshBrandCounts } from './brand-summary';
import { countWrite } from './count-write';
import { importedCreation } from './creation';

/** A write to `collection` → the dashboard counters. */
export function countIn(collection: CountedCollection): WriteHandler {
  return (event) => countWrite(firestore(), collection, event);
}

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
export const syncBrandSummary: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  const brands = brandsTouched(brandFields(before), brandFields(after));
  if (brands.length === 0) return;
  const db = firestore();
  if (await importedCreation(db, event, before, after)) return;
  await refreshBrandCounts(db, brands, eventTime(event));
};
