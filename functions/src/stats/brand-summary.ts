/**
 * Keeping the brand lists (`catalog/brands` for visitors, `catalog/brands-{tier}`) in step
 * with the products. For each brand a product write may affect and each audience, the
 * Active products the audience may see are counted (aggregation queries, one read per
 * 1,000 entries) and written in the same transaction, so the lists hold absolute counts:
 * a repeated or late event rewrites the same values.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  BRAND_AUDIENCES,
  COLLECTIONS,
  setBrandCount,
  visibleAccessLevels,
} from '@unlimited/domain';
import { brandSummaryDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { runTransactionLogged } from '../lib/transactions';

/** Recounts each of `brands` for every audience and updates the brand lists. */
export async function refreshBrandCounts(
  db: Firestore,
  brands: readonly string[],
  now: Date,
): Promise<void> {
  if (brands.length === 0) return;
  const products = db.collection(COLLECTIONS.products);
  await runTransactionLogged(db, 'brand lists', async (tx) => {
    const lists = await Promise.all(
      BRAND_AUDIENCES.map(async (tier) => {
        const ref = brandSummaryDoc(db, tier);
        const [current, ...counts] = await Promise.all([
          tx.get(ref).then(dataOrNull),
          ...brands.map((brand) =>
            tx.get(
              products
                .where('status', '==', 'Active')
                .where('brand', '==', brand)
                .where('access_levels', 'in', visibleAccessLevels(tier))
                .count(),
            ),
          ),
        ]);
        let entries = current?.brands ?? [];
        brands.forEach((brand, i) => {
          entries = setBrandCount(entries, brand, counts[i]?.data().count ?? 0);
        });
        return { ref, entries };
      }),
    );
    for (const { ref, entries } of lists) {
      tx.set(ref, { id: ref.id, brands: entries, updated_at: now });
    }
  });
}
