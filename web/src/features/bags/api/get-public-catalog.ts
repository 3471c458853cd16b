/**
 * The visitor's catalogue for `/bags` and `/categories/:slug`, read over the Firestore
 * REST API (`@/lib/public-data/catalog-rest`) so a signed-out visitor's page loads no
 * Firebase SDK: the same query as the member's `useCatalog` for a viewer with no tier
 * (level `Any` only), the same first-word keyword lookup and local check of every word.
 * Read once per filter and page count, not live.
 */
import { useEffect, useRef, useState } from 'react';
import type { Product } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '@/config/catalog';
import { fetchPublicCatalog } from '@/lib/public-data/catalog-rest';
import { matchesFilters, type CatalogFilters, type CatalogState } from './catalog-filters';
import {
  askedFirstPage,
  askFirstPage,
  earlyShownProducts,
  forgetEarlyShown,
  forgetFirstPage,
  publicCatalogOptions,
} from './public-first-page';

export { publicCatalogOptions };

/** What a read is for: the filters (and the pages, after a `|`). */
const filtersKey = ({ category, search, availableOnly }: CatalogFilters) =>
  `${category ?? ''}|${search ?? ''}${availableOnly ? '|available' : ''}`;
/** The first page of the whole catalogue, the one asked for early. */
const FIRST_PAGE_KEY = `${filtersKey({ search: '' })}|1`;

type Loaded = { key: string; filterKey: string; products: Product[] | null; size: number };

/**
 * Asks for the first page of the whole catalogue at once (the `/bags` route's `warm`, for a
 * visitor opening it: while the page's code is still loading and hydrating), so the bags
 * arrive with the page instead of after it. The page's first read takes this answer (the
 * same request as the early script's, `public-first-page.ts`, when that asked first).
 */
export function prefetchPublicCatalog(): void {
  void askFirstPage();
}

/**
 * The first page's cards the early script put on the prerendered page, for the page's
 * first state: hydrating takes them over as they are (the first page has no filter).
 */
const earlyProducts = (key: string) => (key === FIRST_PAGE_KEY ? earlyShownProducts() : null);

/** The visible catalogue for a visitor, filtered, with `pages` pages loaded. */
export function usePublicCatalog(filters: CatalogFilters, pages: number): CatalogState {
  const { category, search, availableOnly } = filters;
  const filterKey = filtersKey(filters);
  const key = `${filterKey}|${pages}`;
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const products = earlyProducts(key);
    return products && { key, filterKey, products, size: products.length };
  });
  // While the next page loads, keep showing what is already on screen (same filters).
  const [shown, setShown] = useState<{ filterKey: string; products: Product[] } | null>(() => {
    const products = earlyProducts(key);
    return products && { filterKey, products };
  });
  // The key of the early cards this page started with: already loaded, not read again.
  const earlyKey = useRef(loaded?.key);

  useEffect(() => {
    if (earlyKey.current === key) {
      forgetEarlyShown();
      return;
    }
    earlyKey.current = undefined;
    const abort = new AbortController();
    const asked = key === FIRST_PAGE_KEY ? askedFirstPage() : null;
    const answer =
      asked ??
      fetchPublicCatalog(
        publicCatalogOptions({ category, search, availableOnly }, pages),
        undefined,
        undefined,
        abort.signal,
      );
    answer.then(
      (all) => {
        if (abort.signal.aborted) return;
        // The early answer serves one page: a later visit reads afresh.
        if (asked) forgetFirstPage(asked);
        const products = all.filter((product) =>
          matchesFilters(product, { category, search, availableOnly }),
        );
        setLoaded({ key, filterKey, products, size: all.length });
        setShown({ filterKey, products });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (asked) forgetFirstPage(asked);
        console.error('Could not load the catalogue', error);
        setLoaded({ key, filterKey, products: null, size: 0 });
      },
    );
    return () => abort.abort();
  }, [key, filterKey, category, search, availableOnly, pages]);

  if (loaded?.key !== key) {
    if (pages > 1 && shown?.filterKey === filterKey) {
      return { status: 'success', products: shown.products, hasMore: false, loadingMore: true };
    }
    return { status: 'loading', products: [], hasMore: false };
  }
  if (loaded.products === null) return { status: 'error', products: [], hasMore: false };
  return {
    status: 'success',
    products: loaded.products,
    hasMore: loaded.size >= CATALOG_PAGE_SIZE * pages,
  };
}
