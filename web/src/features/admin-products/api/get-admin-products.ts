/**
 * The admin product list, searched and filtered on the server over every product:
 * newest first, a page of {@link ADMIN_PRODUCTS_PAGE_SIZE} at a time ("Load more" reads the
 * next page after the last product listed, `startAfter`), each page live, and the exact
 * number of products the filters match (`count()`, read again when the list changes).
 * The search asks for one server-written token (domain `searchTerm`, `search_tokens`), so
 * an old product is found as fast as a new one. The unfiltered first page is the query
 * `warm-admin-products.ts` may have started already (the SDK shares the listen).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Product } from '@unlimited/domain';
import {
  NO_ADMIN_PRODUCT_FILTERS,
  adminProductsCountQuery,
  adminProductsQuery,
  type AdminProductFilters,
} from '@/lib/firestore/queries/products';
import { useLivePages } from '@/lib/firestore/live-pages';
import { useFirestoreCount } from '@/lib/firestore/server-reads';
import { FIRST_PAGE_SIZE, releaseWarmAdminProducts } from './warm-admin-products';

export { FIRST_PAGE_SIZE };

/** Products per page of the admin list (the warm listen asks for the same first page). */
export const ADMIN_PRODUCTS_PAGE_SIZE = FIRST_PAGE_SIZE;

/** The page of the list after `after` (the first page without it), for `filters`. */
export function getAdminProductsQuery(
  db: Firestore,
  pageSize: number,
  filters: AdminProductFilters = NO_ADMIN_PRODUCT_FILTERS,
  after?: QueryDocumentSnapshot<Product>,
): Query<Product> {
  return adminProductsQuery(db, { pageSize, filters, ...(after ? { after } : {}) });
}

export interface AdminProductsState {
  status: 'loading' | 'error' | 'success';
  products: Product[];
  /** How many products the filters match in all (`null` until counted or if it failed). */
  total: number | null;
  /** More products may exist beyond the loaded pages. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed (the products read so far stay listed). */
  moreFailed: boolean;
  loadMore: () => void;
  /** Loaded documents that do not match the product schema (left out of `products`). */
  unreadable: number;
  /** Why the filters cannot be asked for (too many at once), or null. */
  filterProblem: string | null;
  /** A new search or filter is being read; the list is still the previous one's. */
  refreshing?: boolean;
}

type Built =
  | { pageQuery: (after?: QueryDocumentSnapshot<Product>) => Query<Product>; count: Query<Product> }
  | { problem: string };

export function useAdminProducts(
  filters: AdminProductFilters = NO_ADMIN_PRODUCT_FILTERS,
): AdminProductsState {
  const db = useFirestore();
  const key = JSON.stringify(filters);
  const [range, setRange] = useState({ key, pages: 1 });
  // New filters start again at one page.
  const pages = range.key === key ? range.pages : 1;

  const built = useMemo<Built>(() => {
    try {
      const count = adminProductsCountQuery(db, filters);
      return {
        count,
        pageQuery: (after?: QueryDocumentSnapshot<Product>) =>
          getAdminProductsQuery(db, ADMIN_PRODUCTS_PAGE_SIZE, filters, after),
      };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
    // `key` stands for `filters`' content: a new object with the same filters reads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key]);

  const noPages = useCallback(
    (after?: QueryDocumentSnapshot<Product>) => getAdminProductsQuery(db, 0, undefined, after),
    [db],
  );
  const pageQuery = 'pageQuery' in built ? built.pageQuery : noPages;
  const loaded = useLivePages(pageQuery, ADMIN_PRODUCTS_PAGE_SIZE, 'problem' in built ? 0 : pages, {
    keepWhileReading: true,
  });
  useEffect(() => {
    // The table's own listener has an answer: the early one (if any) is no longer needed.
    if (loaded.status !== 'loading') releaseWarmAdminProducts();
  }, [loaded.status]);
  // The total is read again whenever a page changes (a product added, edited or removed).
  const total = useFirestoreCount('count' in built ? built.count : null, loaded.items);
  const loadMore = useCallback(() => setRange({ key, pages: pages + 1 }), [key, pages]);

  if ('problem' in built) {
    return {
      status: 'success',
      products: [],
      total: null,
      hasMore: false,
      loadingMore: false,
      moreFailed: false,
      loadMore,
      unreadable: 0,
      filterProblem: built.problem,
    };
  }
  return {
    status: loaded.status,
    products: loaded.items,
    // The count is the new query's: not shown beside the previous list.
    total: total.status === 'success' && !loaded.refreshing ? total.data : null,
    refreshing: loaded.refreshing ?? false,
    // The button stays (as "Loading...") while the next page is read.
    hasMore: loaded.hasMore || loaded.loadingMore,
    loadingMore: loaded.loadingMore,
    moreFailed: loaded.moreFailed,
    loadMore,
    unreadable: loaded.unreadable ?? 0,
    filterProblem: null,
  };
}
