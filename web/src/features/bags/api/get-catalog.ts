/**
 * The member's catalogue for `/bags` and `/categories/:slug`: Active products whose access
 * level the viewer's tier may see, in any borrow status (only Available ones with
 * "Available now"), newest first, on the shared
 * `catalogQuery` (the rules accept exactly its shape). "Load more" reads one more page
 * after the last one (`startAfter`, see `useLivePages`); every loaded page stays live.
 *
 * Search: Firestore matches the first word of the search against the products' derived
 * `keywords`; every word is then checked here against title, brand, description,
 * categories and tags (case- and accent-insensitive), as the spec's text search does.
 */
import { useCallback, useMemo } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { keywordTokens, withinValueCap, type Product, type TierId } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE, catalogQuery } from '@/lib/firestore/queries/products';
import { catalogTier } from '@/lib/session/catalog-tier';
import { useSession } from '@/lib/session/session';
import { useLivePages } from '@/lib/firestore/live-pages';
import { matchesFilters, type CatalogFilters, type CatalogState } from './catalog-filters';

export { CATALOG_PAGE_SIZE, matchesFilters };
export type { CatalogFilters, CatalogState };

/** The query for the page of the catalogue after `after` a viewer of `tier` may see. */
export function getCatalogQuery(
  db: Firestore,
  {
    tier,
    category,
    search,
    availableOnly,
    after,
  }: CatalogFilters & { tier: TierId | null; after?: QueryDocumentSnapshot<Product> | undefined },
): Query<Product> {
  const keyword = keywordTokens(search ?? '')[0];
  // One array-contains per query: with a search, the category is checked here instead.
  return catalogQuery(db, {
    tier,
    ...(keyword ? { keyword } : category ? { category } : {}),
    ...(availableOnly ? { availableOnly } : {}),
    pageSize: CATALOG_PAGE_SIZE,
    ...(after ? { after } : {}),
  });
}

/** The visible catalogue, filtered, with `pages` pages loaded. */
export function useCatalog(filters: CatalogFilters, pages: number): CatalogState {
  const db = useFirestore();
  const session = useSession();
  const tier = catalogTier(session);
  const { category, search, availableOnly } = filters;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Product>) =>
      getCatalogQuery(db, { tier, category, search, availableOnly, after }),
    [db, tier, category, search, availableOnly],
  );
  // No page until the session is known: a signed-in member's first answer would otherwise
  // be a visitor's catalogue (no tier yet), read and thrown away when the tier comes.
  const loaded = useLivePages(
    pageQuery,
    CATALOG_PAGE_SIZE,
    session.status === 'loading' ? 0 : pages,
  );
  const products = useMemo(
    () =>
      loaded.items.filter(
        (product) =>
          // A bag stored before the Elite cap (over $2,000, open to Elite) stays hidden below Crown.
          withinValueCap(tier, product.price) &&
          matchesFilters(product, { category, search, availableOnly }),
      ),
    [loaded.items, category, search, availableOnly, tier],
  );

  if (session.status === 'loading' || loaded.status === 'loading') {
    return { status: 'loading', products: [], hasMore: false };
  }
  if (loaded.status === 'error') return { status: 'error', products: [], hasMore: false };
  return {
    status: 'success',
    products,
    hasMore: loaded.hasMore,
    loadingMore: loaded.loadingMore,
  };
}
