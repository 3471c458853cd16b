import { act, renderHook } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  FIRST_PAGE_SIZE,
  useAdminProducts,
} from '@/features/admin-products/api/get-admin-products';
import { releaseWarmAdminProducts } from '@/features/admin-products/api/warm-admin-products';
import { adminProductsQuery } from '@/lib/firestore/queries/products';
import { PRODUCTS } from './fixtures';

vi.mock('reactfire', () => ({ useFirestore: () => ({ fake: 'db' }) }));
vi.mock('@/lib/firestore/queries/products', () => ({
  adminProductsQuery: vi.fn((_db: unknown, options: { pageSize: number }) => ({ options })),
}));
vi.mock('firebase/firestore', () => ({ onSnapshot: vi.fn() }));
vi.mock('@/features/admin-products/api/warm-admin-products', () => ({
  FIRST_PAGE_SIZE: 20,
  releaseWarmAdminProducts: vi.fn(),
}));

type Snapshot = { docs: { data: () => unknown }[]; metadata: { fromCache: boolean } };
type Next = (snapshot: Snapshot) => void;
let next: Next;
let fail: (error: Error) => void;
const unsubscribe = vi.fn();

beforeEach(() => {
  unsubscribe.mockReset();
  vi.mocked(releaseWarmAdminProducts).mockClear();
  vi.mocked(adminProductsQuery).mockClear();
  vi.mocked(onSnapshot).mockImplementation(((
    _query: unknown,
    onNext: Next,
    onError: typeof fail,
  ) => {
    next = onNext;
    fail = onError;
    return unsubscribe;
  }) as unknown as typeof onSnapshot);
});

/** A snapshot of `count` readable and `broken` unreadable products, from the server. */
function docs(count: number, broken = 0, fromCache = false): Snapshot {
  const items = [
    ...Array.from({ length: count }, (_, i) => ({
      data: () => ({ ...PRODUCTS[0]!, id: `d${i}` }),
    })),
    ...Array.from({ length: broken }, () => ({
      data: () => {
        throw new Error('products/bad: price: expected number');
      },
    })),
  ];
  return { docs: items, metadata: { fromCache } };
}

describe('useAdminProducts', () => {
  it('loads the newest products live, skipping unreadable documents', () => {
    const { result } = renderHook(() => useAdminProducts());
    expect(result.current.status).toBe('loading');
    expect(adminProductsQuery).toHaveBeenCalledWith({ fake: 'db' }, { pageSize: FIRST_PAGE_SIZE });

    // The early listen of the same query (if any) is kept until this one has its answer.
    expect(releaseWarmAdminProducts).not.toHaveBeenCalled();
    act(() => next(docs(3, 1)));
    expect(releaseWarmAdminProducts).toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'success', unreadable: 1, hasMore: false });
    expect(result.current.products.map((p) => p.id)).toEqual(['d0', 'd1', 'd2']);
  });

  it('shows one table page first, then widens to a full page, loading more meanwhile', () => {
    const { result } = renderHook(() => useAdminProducts());
    act(() => next(docs(FIRST_PAGE_SIZE)));
    expect(adminProductsQuery).toHaveBeenLastCalledWith(
      { fake: 'db' },
      { pageSize: ADMIN_PRODUCTS_PAGE_SIZE },
    );
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true, hasMore: true });
    expect(result.current.products).toHaveLength(FIRST_PAGE_SIZE);

    // The SDK's cache answers the wider listen with what it has: not taken as the end.
    act(() => next(docs(FIRST_PAGE_SIZE, 0, true)));
    expect(result.current).toMatchObject({ loadingMore: true, hasMore: true });

    act(() => next(docs(ADMIN_PRODUCTS_PAGE_SIZE - 1)));
    expect(result.current).toMatchObject({ loadingMore: false, hasMore: false });
    expect(result.current.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE - 1);
  });

  it('does not widen when the first listen found fewer products than a table page', () => {
    renderHook(() => useAdminProducts());
    act(() => next(docs(FIRST_PAGE_SIZE - 1)));
    expect(adminProductsQuery).not.toHaveBeenCalledWith(
      { fake: 'db' },
      { pageSize: ADMIN_PRODUCTS_PAGE_SIZE },
    );
  });

  it('Load more widens the live query by a page and keeps the list meanwhile', () => {
    const { result } = renderHook(() => useAdminProducts());
    act(() => next(docs(FIRST_PAGE_SIZE)));
    act(() => next(docs(ADMIN_PRODUCTS_PAGE_SIZE)));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    expect(unsubscribe).toHaveBeenCalled();
    expect(adminProductsQuery).toHaveBeenLastCalledWith(
      { fake: 'db' },
      { pageSize: 2 * ADMIN_PRODUCTS_PAGE_SIZE },
    );
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true });
    expect(result.current.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);

    act(() => next(docs(ADMIN_PRODUCTS_PAGE_SIZE + 10)));
    expect(result.current).toMatchObject({ loadingMore: false, hasMore: false });
    expect(result.current.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE + 10);
  });

  it('reports a failed query', () => {
    const { result } = renderHook(() => useAdminProducts());
    act(() => fail(new Error('permission-denied')));
    expect(result.current.status).toBe('error');
  });
});
