/**
 * Keeping the public `catalog/brands` list in step with the products. For each brand a
 * product write may affect, the number of Active products is counted (an aggregation
 * query, one read per 1,000 entries) and written in the same transaction, so the list
 * holds absolute counts: a repeated or late event rewrites the same value.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, setBrandCount } from '@unlimited/domain';
import { brandSummaryDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** Recounts the Active products of each of `brands` and updates `catalog/brands`. */
export async function refreshBrandCounts(
  db: Firestore,
  brands: readonly string[],
  now: Date,
): Promise<void> {
  if (brands.length === 0) return;
  const products = db.collection(COLLECTIONS.products);
  const ref = brandSummaryDoc(db);
  await db.runTransaction(async (tx) => {
    const counts = await Promise.all(
      brands.map((brand) =>
        tx.get(products.where('status', '==', 'Active').where('brand', '==', brand).count()),
      ),
    );
    const current = dataOrNull(await tx.get(ref));
    let entries = current?.brands ?? [];
    brands.forEach((brand, i) => {
      entries = setBrandCount(entries, brand, counts[i]?.data().count ?? 0);
    });
    tx.set(ref, { id: ref.id, brands: entries, updated_at: now });
  });
}
