/**
 * The visitor's catalogue for `/bags` and `/categories/:slug`, read over the Firestore
 * REST API (`@/lib/public-data/catalog-rest`) so a signed-out visitor's page loads no
 * Firebase SDK: the same query as the member's `useCatalog` for a viewer with no tier
 * (level `Any` only), the same first-word keyword lookup and local check of every word.
 * Read a page at a time: "Load more" reads the page after the last bag read (a cursor,
 * `startAt` after it), so page N costs one page of reads, not N. Not live.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Product } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '@/config/catalog';
import { catalogCursorOf } from '@/lib/public-data/catalog-query';
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

/** What a read is for: the filters. */
const filtersKey = ({ category, search, availableOnly }: CatalogFilters) =>
  `${category ?? ''}|${search ?? ''}${availableOnly ? '|available' : ''}`;
/** The whole catalogue, whose first page is the one asked for early. */
const WHOLE_CATALOGUE = filtersKey({ search: '' });

/** The pages read for one set of filters. */
interface Loaded {
  filterKey: string;
  /** Every bag read so far, in order (before the local check of the filters). */
  all: Product[];
  pages: number;
  /** The last page read was full: there may be more. */
  full: boolean;
  /** A read failed (the first page: the page shows an error; a later one: no more). */
  failed: boolean;
}

/**
 * Asks for the first page of the whole catalogue at once (the `/bags` route's `warm`, for a
 * visitor opening it: while the page's code is still loading and hydrating), so the bags
 * arrive with the page instead of after it. The page's first read takes this answer (the
 * same request as the early script's, `public-first-page.ts`, when that asked first).
 */
export function prefetchPublicCatalog(): void {
  void askFirstPage();
}

const firstPage = (filterKey: string, all: Product[]): Loaded => ({
  filterKey,
  all,
  pages: 1,
  full: all.length >= CATALOG_PAGE_SIZE,
  failed: false,
});

/** The visible catalogue for a visitor, filtered, with `pages` pages loaded. */
export function usePublicCatalog(filters: CatalogFilters, pages: number): CatalogState {
  const { category, search, availableOnly } = filters;
  const filterKey = filtersKey(filters);
  // The first page's cards the early script put on the prerendered page: hydrating takes
  // them over as they are (the first page has no filter).
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const early = filterKey === WHOLE_CATALOGUE ? earlyShownProducts() : null;
    return early && firstPage(filterKey, early);
  });
  // The early cards this page started with: already loaded, not read again.
  const earlyKey = useRef(loaded?.filterKey);
  const current = loaded?.filterKey === filterKey ? loaded : null;
  const wanted = current === null ? 1 : current.pages + 1;
  const next =
    current === null || (current.pages < pages && current.full && !current.failed) ? wanted : null;
  const after = current?.all.at(-1);

  useEffect(() => {
    // The early cards (and their answer) are taken over: a later visit reads afresh.
    if (earlyKey.current !== undefined) forgetEarlyShown();
  }, []);

  useEffect(() => {
    if (next === null) return;
    earlyKey.current = undefined;
    const abort = new AbortController();
    const asked = next === 1 && filterKey === WHOLE_CATALOGUE ? askedFirstPage() : null;
    const cursor = next > 1 && after ? catalogCursorOf(after) : undefined;
    const answer =
      asked ??
      fetchPublicCatalog(
        publicCatalogOptions({ category, search, availableOnly }, cursor),
        undefined,
        undefined,
        abort.signal,
      );
    answer.then(
      (page) => {
        if (abort.signal.aborted) return;
        // The early answer serves one page: a later visit reads afresh.
        if (asked) forgetFirstPage(asked);
        // A transition (see use-magazine.ts): the cards render in slices, and an answer
        // that arrives while the page hydrates does not force the rest of it into one task.
        startTransition(() =>
          setLoaded((before) =>
            next === 1 || before?.filterKey !== filterKey
              ? firstPage(filterKey, page)
              : {
                  filterKey,
                  all: [...before.all, ...page],
                  pages: next,
                  full: page.length >= CATALOG_PAGE_SIZE,
                  failed: false,
                },
          ),
        );
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (asked) forgetFirstPage(asked);
        console.error('Could not load the catalogue', error);
        setLoaded((before) =>
          next === 1 || before?.filterKey !== filterKey
            ? { filterKey, all: [], pages: 1, full: false, failed: true }
            : { ...before, failed: true },
        );
      },
    );
    return () => abort.abort();
  }, [next, filterKey, category, search, availableOnly, after]);

  if (current === null) return { status: 'loading', products: [], hasMore: false };
  if (current.failed && current.pages === 1 && current.all.length === 0) {
    return { status: 'error', products: [], hasMore: false };
  }
  const seen = new Set<string>();
  const products = current.all.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return matchesFilters(product, { category, search, availableOnly });
  });
  const canGoOn = current.full && !current.failed;
  return {
    status: 'success',
    products,
    hasMore: canGoOn && current.pages >= pages,
    loadingMore: canGoOn && current.pages < pages,
  };
}
