/**
 * Recounting the dashboard counters and the brand list from the collections themselves
 * (admin repair tool): the counters' exact totals go to shard 0 of `stats/dashboard` and
 * the other shards are deleted, in the batch that writes the brand lists. Counter triggers in flight while it runs may be counted twice;
 * run it when the app is quiet.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  readCountedFields,
  recountStats,
  BRAND_AUDIENCES,
  summariseBrands,
  type BrandSummaryEntry,
  type CountedCollection,
  type CountedDocs,
  type DashboardStatsDoc,
} from '@unlimited/domain';
import { brandSummaryDoc } from '../lib/collections';
import { setCounterTotals } from './shards';

async function readCounted<C extends CountedCollection>(
  db: Firestore,
  collection: C,
  fields: readonly string[],
): Promise<CountedDocs[C][]> {
  const snap = await db
    .collection(collection)
    .select(...fields)
    .get();
  const docs: CountedDocs[C][] = [];
  for (const doc of snap.docs) {
    const counted = readCountedFields(collection, doc.data());
    if (counted === null) logger.warn('Document not counted', { path: doc.ref.path });
    else docs.push(counted);
  }
  return docs;
}

/**
 * The counters and brand lists as they should be, and writes them all. `brands` is the
 * Crown list: every brand with an Active product any member may see.
 */
export async function recountDashboard(
  db: Firestore,
  now: Date,
): Promise<{ stats: DashboardStatsDoc; brands: BrandSummaryEntry[] }> {
  const [orders, subscriptions, waitlist, products, productBrands] = await Promise.all([
    readCounted(db, 'orders', ['order_status']),
    readCounted(db, 'subscriptions', ['status']),
    readCounted(db, 'waitlist_signups', ['status', 'tier']),
    readCounted(db, 'products', ['status', 'photos']),
    db.collection(COLLECTIONS.products).select('brand', 'status', 'access_levels').get(),
  ]);
  const stats = recountStats({ orders, subscriptions, waitlist, products }, now);
  const counted = productBrands.docs.map((doc) => ({
    brand: String(doc.get('brand') ?? ''),
    status: String(doc.get('status') ?? ''),
    access_levels: String(doc.get('access_levels') ?? ''),
  }));
  const batch = db.batch();
  // Exact totals in shard 0, the other shards deleted: one batch, so no reader sees half.
  await setCounterTotals(db, batch, 'dashboard', { ...stats, id: '0' });
  for (const tier of BRAND_AUDIENCES) {
    const ref = brandSummaryDoc(db, tier);
    batch.set(ref, { id: ref.id, brands: summariseBrands(counted, tier), updated_at: now });
  }
  await batch.commit();
  const brands = summariseBrands(counted, 'crown');
  return { stats, brands };
}
