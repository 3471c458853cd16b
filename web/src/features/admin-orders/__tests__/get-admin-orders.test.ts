import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminOrders } from '../api/get-admin-orders';
import { makeOrder } from './fixtures';

const adminOrdersQuery = vi.fn((_db: unknown, options: unknown) => options);
vi.mock('@/lib/firestore/queries/orders', () => ({
  ADMIN_ORDERS_PAGE_SIZE: 2,
  adminOrdersQuery: (db: unknown, options: unknown) => adminOrdersQuery(db, options),
}));
let collection: { status: string; data?: unknown } = { status: 'loading' };
vi.mock('reactfire', () => ({ useFirestore: () => 'db' }));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreCollection: () => collection }));

const snapshotOf = (ids: string[]) => ({
  docs: ids.map((id) => ({ data: () => makeOrder({ id }) })),
});

beforeEach(() => {
  adminOrdersQuery.mockClear();
  collection = { status: 'loading' };
});

describe('useAdminOrders', () => {
  it('reads one page, then a wider window, keeping the rows while it loads', () => {
    collection = { status: 'success', data: snapshotOf(['a', 'b']) };
    const { result, rerender } = renderHook(() => useAdminOrders('unfulfilled'));
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', {
      statuses: ['pending_shipment', 'in_transit'],
      pageSize: 2,
    });
    expect(result.current.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(result.current.hasMore).toBe(true);

    collection = { status: 'loading' };
    act(() => result.current.loadMore());
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', {
      statuses: ['pending_shipment', 'in_transit'],
      pageSize: 4,
    });
    expect(result.current.status).toBe('success');
    expect(result.current.loadingMore).toBe(true);
    expect(result.current.orders.map((o) => o.id)).toEqual(['a', 'b']);

    collection = { status: 'success', data: snapshotOf(['a', 'b', 'c']) };
    rerender();
    expect(result.current.orders.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(result.current.hasMore).toBe(false);
  });

  it('asks for every status when the filter is all', () => {
    renderHook(() => useAdminOrders('all'));
    expect(adminOrdersQuery).toHaveBeenLastCalledWith('db', { statuses: [], pageSize: 2 });
    expect(renderHook(() => useAdminOrders('all')).result.current.status).toBe('loading');
  });

  it('reports an empty answer from the offline cache as a failure, not "no orders"', () => {
    collection = {
      status: 'success',
      data: { docs: [], empty: true, metadata: { fromCache: true } },
    };
    expect(renderHook(() => useAdminOrders('all')).result.current.status).toBe('error');
  });
});
