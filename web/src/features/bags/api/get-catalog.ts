/**
 * The member's catalogue for `/bags` and `/categories/:slug`: Active, Available products
 * whose access level the viewer's tier may see, newest first, on the shared
 * `catalogQuery` (the rules accept exactly its shape). "Load more" raises the limit by a
 * page, so every loaded page stays live.
 *
 * Search: Firestore matches the first word of the search against the products' derived
 * `keywords`; every word is then checked here against title, brand, description,
 * categories and tags (case- and accent-insensitive), as the spec's text search does.
 */
import { useMemo, useState } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { keywordTokens, withinValueCap, type Product, type TierId } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE, catalogQuery } from '@/lib/firestore/queries/products';
import { catalogTier } from '@/lib/session/catalog-tier';
import { useSession } from '@/lib/session/session';
import { useFirestoreCollection } from '@/lib/firestore/live';
import { matchesFilters, type CatalogFilters, type CatalogState } from './catalog-filters';

export { CATALOG_PAGE_SIZE, matchesFilters };
export type { CatalogFilters, CatalogState };

/** The query for `pages` pages of the catalogue a viewer of `tier` may see. */
export function getCatalogQuery(
  db: Firestore,
  { tier, category, search, pages }: CatalogFilters & { tier: TierId | null; pages: number },
): Query<Product> {
  const keyword = keywordTokens(search ?? '')[0];
  // One array-contains per query: with a search, the category is checked here instead.
  return catalogQuery(db, {
    tier,
    ...(keyword ? { keyword } : category ? { category } : {}),
    pageSize: CATALOG_PAGE_SIZE * pages,
  });
}

/** The visible catalogue, filtered, with `pages` pages loaded. */
export function useCatalog(filters: CatalogFilters, pages: number): CatalogState {
  const db = useFirestore();
  const session = useSession();
  const tier = catalogTier(session);
  const { category, search } = filters;
  const query = useMemo(
    () => getCatalogQuery(db, { tier, category, search, pages }),
    [db, tier, category, search, pages],
  );
  const { status, data: snapshot } = useFirestoreCollection(query);
  const products = useMemo(
    () =>
      (snapshot?.docs.map((doc) => doc.data()) ?? []).filter(
        (product) =>
          // A bag stored before the Elite cap (over $2,000, open to Elite) stays hidden below Crown.
          withinValueCap(tier, product.price) && matchesFilters(product, { category, search }),
      ),
    [snapshot, category, search, tier],
  );
  // While the next page loads, keep showing what is already on screen (same filters).
  const filterKey = `${tier}|${category ?? ''}|${search ?? ''}`;
  const [shown, setShown] = useState<{ key: string; products: Product[] } | null>(null);
  if (status === 'success' && (shown?.key !== filterKey || shown.products !== products)) {
    setShown({ key: filterKey, products });
  }

  if (session.status === 'loading' || status === 'loading') {
    if (pages > 1 && shown?.key === filterKey) {
      return { status: 'success', products: shown.products, hasMore: false, loadingMore: true };
    }
    return { status: 'loading', products: [], hasMore: false };
  }
  if (status === 'error') return { status: 'error', products: [], hasMore: false };
  return { status: 'success', products, hasMore: snapshot.size >= CATALOG_PAGE_SIZE * pages };
}
