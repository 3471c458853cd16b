/**
 * The visitor's catalogue for `/bags` and `/categories/:slug`, read over the Firestore
 * REST API (`@/lib/public-data/catalog-rest`) so a signed-out visitor's page loads no
 * Firebase SDK: the same query as the member's `useCatalog` for a viewer with no tier
 * (level `Any` only), the same first-word keyword lookup and local check of every word.
 * Read once per filter and page count, not live.
 */
import { useEffect, useState } from 'react';
import { keywordTokens, type Product } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '@/config/catalog';
import { fetchPublicCatalog, type PublicCatalogOptions } from '@/lib/public-data/catalog-rest';
import { matchesFilters, type CatalogFilters, type CatalogState } from './catalog-filters';

/** The REST query for `pages` pages of the visitor's catalogue. */
export function publicCatalogOptions(
  { category, search }: CatalogFilters,
  pages: number,
): PublicCatalogOptions {
  const keyword = keywordTokens(search ?? '')[0];
  // One array-contains per query: with a search, the category is checked here instead.
  return {
    ...(keyword ? { keyword } : category ? { category } : {}),
    pageSize: CATALOG_PAGE_SIZE * pages,
  };
}

/** What a read is for: the filters (and the pages, after a `|`). */
const filtersKey = ({ category, search }: CatalogFilters) => `${category ?? ''}|${search ?? ''}`;

type Loaded = { key: string; filterKey: string; products: Product[] | null; size: number };

/** The first page of the whole catalogue, asked for before the page has rendered. */
let early: { key: string; products: Promise<Product[]> } | null = null;

/**
 * Asks for the first page of the whole catalogue at once (the `/bags` route's `warm`, for a
 * visitor opening it: while the page's code is still loading and hydrating), so the bags
 * arrive with the page instead of after it. The page's first read takes this answer.
 */
export function prefetchPublicCatalog(): void {
  const filters: CatalogFilters = { search: '' };
  early = {
    key: `${filtersKey(filters)}|1`,
    products: fetchPublicCatalog(publicCatalogOptions(filters, 1)),
  };
  // Read by the page, or by no one if it is left first (its errors are the page's).
  early.products.catch(() => {});
}

/** The visible catalogue for a visitor, filtered, with `pages` pages loaded. */
export function usePublicCatalog(filters: CatalogFilters, pages: number): CatalogState {
  const { category, search } = filters;
  const filterKey = filtersKey(filters);
  const key = `${filterKey}|${pages}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // While the next page loads, keep showing what is already on screen (same filters).
  const [shown, setShown] = useState<{ filterKey: string; products: Product[] } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const asked = early?.key === key ? early.products : null;
    const answer =
      asked ??
      fetchPublicCatalog(
        publicCatalogOptions({ category, search }, pages),
        undefined,
        undefined,
        abort.signal,
      );
    answer.then(
      (all) => {
        if (abort.signal.aborted) return;
        // The early answer serves one page: a later visit reads afresh.
        if (asked && early?.products === asked) early = null;
        const products = all.filter((product) => matchesFilters(product, { category, search }));
        setLoaded({ key, filterKey, products, size: all.length });
        setShown({ filterKey, products });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (asked && early?.products === asked) early = null;
        console.error('Could not load the catalogue', error);
        setLoaded({ key, filterKey, products: null, size: 0 });
      },
    );
    return () => abort.abort();
  }, [key, filterKey, category, search, pages]);

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
