import { act, renderHook } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@unlimited/domain';
import { useLivePages, type LivePagesState } from '@/lib/firestore/live-pages';
import { useAdminOrders } from '../api/get-admin-orders';
import { makeOrder } from './fixtures';

const adminOrdersQuery = vi.fn((_db: unknown, options: unknown) => options);
const adminOrdersCountQuery = vi.fn((_db: unknown, options: unknown) => ({ count: options }));
vi.mock('@/lib/firestore/queries/orders', () => ({
  ADMIN_ORDERS_PAGE_SIZE: 2,
  adminOrdersQuery: (db: unknown, options: unknown) => adminOrdersQuery(db, options),
  adminOrdersCountQuery: (db: unknown, options: unknown) => adminOrdersCountQuery(db, options),
}));
vi.mock('reactfire', () => ({ useFirestore: () => 'db' }));
vi.mock('@/lib/firestore/live-pages', () => ({ useLivePages: vi.fn() }));
vi.mock('@/lib/firestore/server-reads', () => ({
  useFirestoreCount: vi.fn(() => ({ status: 'success', data: 1200, error: undefined })),
}));

function answer(ids: string[], more: Partial<LivePagesState<Order>> = {}) {
  vi.mocked(useLivePages).mockReturnValue({
    status: 'success',
    items: ids.map((id) => makeOrder({ id })),
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    ...more,
  });
}

/** The page query the hook gave `useLivePages` last, and how many pages it asked for. */
function lastPages() {
  const [pageQuery, size, pages] = vi.mocked(useLivePages).mock.lastCall!;
  return { pageQuery: pageQuery as (after?: unknown) => unknown, size, pages };
}

beforeEach(() => {
  adminOrdersQuery.mockClear();
  vi.mocked(useLivePages).mockReset();
});

describe('useAdminOrders', () => {
  it('reads one page, then the next page after the last order, keeping the rows', () => {
    answer(['a', 'b'], { hasMore: true });
    const { result } = renderHook(() => useAdminOrders('unfulfilled'));
    expect(lastPages()).toMatchObject({ size: 2, pages: 1 });
    lastPages().pageQuery();
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', {
      statuses: ['pending_shipment', 'in_transit'],
      pageSize: 2,
    });
    expect(result.current.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(result.current.hasMore).toBe(true);

    answer(['a', 'b'], { loadingMore: true });
    act(() => result.current.loadMore());
    expect(lastPages().pages).toBe(2);
    const last = { id: 'b' } as unknown as QueryDocumentSnapshot<Order>;
    lastPages().pageQuery(last);
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', {
      statuses: ['pending_shipment', 'in_transit'],
      pageSize: 2,
      after: last,
    });
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true });
    expect(result.current.orders.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('asks for every status when the filter is all, and starts again at one page', () => {
    answer(['a', 'b'], { hasMore: true });
    const { result, rerender } = renderHook(({ filter }) => useAdminOrders(filter), {
      initialProps: { filter: 'unfulfilled' as 'unfulfilled' | 'all' },
    });
    act(() => result.current.loadMore());
    expect(lastPages().pages).toBe(2);
    rerender({ filter: 'all' });
    expect(lastPages().pages).toBe(1);
    lastPages().pageQuery();
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', { statuses: [], pageSize: 2 });
  });

  it('searches on the server, counts every match and starts again at one page', () => {
    answer(['a', 'b'], { hasMore: true });
    const { result, rerender } = renderHook(({ search }) => useAdminOrders('all', search), {
      initialProps: { search: '' },
    });
    act(() => result.current.loadMore());
    expect(lastPages().pages).toBe(2);
    rerender({ search: 'hermes' });
    expect(lastPages().pages).toBe(1);
    lastPages().pageQuery();
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', {
      statuses: [],
      pageSize: 2,
      search: 'hermes',
    });
    expect(adminOrdersCountQuery).toHaveBeenLastCalledWith('db', {
      statuses: [],
      search: 'hermes',
    });
    expect(result.current.total).toBe(1200);
  });
});
