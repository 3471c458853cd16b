import { act, renderHook } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  useAdminProducts,
} from '@/features/admin-products/api/get-admin-products';
import { releaseWarmAdminProducts } from '@/features/admin-products/api/warm-admin-products';
import { useLivePages, type LivePagesState } from '@/lib/firestore/live-pages';
import {
  NO_ADMIN_PRODUCT_FILTERS,
  TOO_MANY_FILTERS,
  type AdminProductFilters,
} from '@/lib/firestore/queries/products';
import { useFirestoreCount } from '@/lib/firestore/server-reads';
import { PRODUCTS } from './fixtures';

const adminProductsQuery = vi.fn((_db: unknown, options: unknown) => ({ page: options }));
const adminProductsCountQuery = vi.fn((_db: unknown, filters: AdminProductFilters) => {
  if (filters.categories.length > 5) throw new Error(TOO_MANY_FILTERS);
  return { count: filters };
});
vi.mock('@/lib/firestore/queries/products', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  adminProductsQuery: (db: unknown, options: unknown) => adminProductsQuery(db, options),
  adminProductsCountQuery: (db: unknown, filters: AdminProductFilters) =>
    adminProductsCountQuery(db, filters),
}));
vi.mock('reactfire', () => ({ useFirestore: () => 'db' }));
vi.mock('@/lib/firestore/live-pages', () => ({ useLivePages: vi.fn() }));
vi.mock('@/lib/firestore/server-reads', () => ({ useFirestoreCount: vi.fn() }));
vi.mock('@/features/admin-products/api/warm-admin-products', () => ({
  FIRST_PAGE_SIZE: 50,
  releaseWarmAdminProducts: vi.fn(),
}));

function answer(ids: string[], more: Partial<LivePagesState<Product>> = {}) {
  vi.mocked(useLivePages).mockReturnValue({
    status: 'success',
    items: ids.map((id) => ({ ...PRODUCTS[0]!, id })),
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    ...more,
  });
}

function lastPages() {
  const [pageQuery, size, pages] = vi.mocked(useLivePages).mock.lastCall!;
  return { pageQuery: pageQuery as (after?: unknown) => unknown, size, pages };
}

const hermes: AdminProductFilters = { ...NO_ADMIN_PRODUCT_FILTERS, search: 'hermes' };

beforeEach(() => {
  adminProductsQuery.mockClear();
  adminProductsCountQuery.mockClear();
  vi.mocked(useLivePages).mockReset();
  vi.mocked(releaseWarmAdminProducts).mockClear();
  vi.mocked(useFirestoreCount).mockReturnValue({
    status: 'success',
    data: 640,
    error: undefined,
  });
});

describe('useAdminProducts', () => {
  it('reads the first page for the filters, then the page after the last product', () => {
    answer(['a', 'b'], { hasMore: true });
    const { result } = renderHook(() => useAdminProducts(hermes));
    expect(lastPages()).toMatchObject({ size: ADMIN_PRODUCTS_PAGE_SIZE, pages: 1 });
    lastPages().pageQuery();
    expect(adminProductsQuery).toHaveBeenLastCalledWith('db', {
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      filters: hermes,
    });
    expect(result.current).toMatchObject({ status: 'success', hasMore: true, total: 640 });
    expect(releaseWarmAdminProducts).toHaveBeenCalled();

    act(() => result.current.loadMore());
    expect(lastPages().pages).toBe(2);
    const last = { id: 'b' } as unknown as QueryDocumentSnapshot<Product>;
    lastPages().pageQuery(last);
    expect(adminProductsQuery).toHaveBeenLastCalledWith('db', {
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      filters: hermes,
      after: last,
    });
  });

  it('counts every product the filters match on the server, and starts again at one page on new filters', () => {
    answer(['a'], { hasMore: true });
    const { result, rerender } = renderHook(({ filters }) => useAdminProducts(filters), {
      initialProps: { filters: hermes },
    });
    expect(vi.mocked(useFirestoreCount).mock.lastCall?.[0]).toEqual({ count: hermes });
    act(() => result.current.loadMore());
    expect(lastPages().pages).toBe(2);
    const sold = { ...NO_ADMIN_PRODUCT_FILTERS, statuses: ['Sold' as const] };
    rerender({ filters: sold });
    expect(lastPages().pages).toBe(1);
    expect(vi.mocked(useFirestoreCount).mock.lastCall?.[0]).toEqual({ count: sold });
  });

  it('passes on unreadable documents and a failed next page', () => {
    answer(['a'], { unreadable: 2, moreFailed: true });
    const { result } = renderHook(() => useAdminProducts(hermes));
    expect(result.current).toMatchObject({ unreadable: 2, moreFailed: true });
  });

  it('reads nothing and says why when Firestore could not answer the filters', () => {
    answer([]);
    const tooMany = {
      ...NO_ADMIN_PRODUCT_FILTERS,
      categories: ['Bags', 'Wallets', 'Apparel', 'Jewelry', 'Sale', 'Preorder'] as const,
    } as unknown as AdminProductFilters;
    const { result } = renderHook(() => useAdminProducts(tooMany));
    expect(lastPages().pages).toBe(0);
    expect(vi.mocked(useFirestoreCount).mock.lastCall?.[0]).toBeNull();
    expect(result.current).toMatchObject({ filterProblem: TOO_MANY_FILTERS, products: [] });
  });
});
