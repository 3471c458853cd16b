import { act, renderHook } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  useAdminProducts,
} from '@/features/admin-products/api/get-admin-products';
import { adminProductsQuery } from '@/lib/firestore/queries/products';
import { PRODUCTS } from './fixtures';

vi.mock('reactfire', () => ({ useFirestore: () => ({ fake: 'db' }) }));
vi.mock('@/lib/firestore/queries/products', () => ({
  adminProductsQuery: vi.fn((_db: unknown, options: { pageSize: number }) => ({ options })),
}));
vi.mock('firebase/firestore', () => ({ onSnapshot: vi.fn() }));

type Next = (snapshot: { docs: { data: () => unknown }[] }) => void;
let next: Next;
let fail: (error: Error) => void;
const unsubscribe = vi.fn();

beforeEach(() => {
  unsubscribe.mockReset();
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

function docs(count: number, broken = 0) {
  return [
    ...Array.from({ length: count }, (_, i) => ({
      data: () => ({ ...PRODUCTS[0]!, id: `d${i}` }),
    })),
    ...Array.from({ length: broken }, () => ({
      data: () => {
        throw new Error('products/bad: price: expected number');
      },
    })),
  ];
}

describe('useAdminProducts', () => {
  it('loads the newest page live, skipping unreadable documents', () => {
    const { result } = renderHook(() => useAdminProducts());
    expect(result.current.status).toBe('loading');
    expect(adminProductsQuery).toHaveBeenCalledWith(
      { fake: 'db' },
      { pageSize: ADMIN_PRODUCTS_PAGE_SIZE },
    );

    act(() => next({ docs: docs(3, 1) }));
    expect(result.current).toMatchObject({ status: 'success', unreadable: 1, hasMore: false });
    expect(result.current.products.map((p) => p.id)).toEqual(['d0', 'd1', 'd2']);
  });

  it('Load more widens the live query by a page and keeps the list meanwhile', () => {
    const { result } = renderHook(() => useAdminProducts());
    act(() => next({ docs: docs(ADMIN_PRODUCTS_PAGE_SIZE) }));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    expect(unsubscribe).toHaveBeenCalled();
    expect(adminProductsQuery).toHaveBeenLastCalledWith(
      { fake: 'db' },
      { pageSize: 2 * ADMIN_PRODUCTS_PAGE_SIZE },
    );
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true });
    expect(result.current.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);

    act(() => next({ docs: docs(ADMIN_PRODUCTS_PAGE_SIZE + 10) }));
    expect(result.current).toMatchObject({ loadingMore: false, hasMore: false });
    expect(result.current.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE + 10);
  });

  it('reports a failed query', () => {
    const { result } = renderHook(() => useAdminProducts());
    act(() => fail(new Error('permission-denied')));
    expect(result.current.status).toBe('error');
  });
});
