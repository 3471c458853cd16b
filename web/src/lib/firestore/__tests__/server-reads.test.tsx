import { act, renderHook } from '@testing-library/react';
import { getCountFromServer, type Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirestoreCount } from '@/lib/firestore/server-reads';

/** Each count asked for, by the query's name, answered when the test says. */
const pending = new Map<string, (count: number) => void>();
vi.mock('firebase/firestore', () => ({
  queryEqual: (a: { name: string }, b: { name: string }) => a.name === b.name,
  getCountFromServer: vi.fn(
    (query: { name: string }) =>
      new Promise((resolve) => {
        pending.set(query.name, (count) => resolve({ data: () => ({ count }) }));
      }),
  ),
}));

const query = (name: string) => ({ name }) as unknown as Query<unknown>;

beforeEach(() => {
  pending.clear();
  vi.mocked(getCountFromServer).mockClear();
});

describe('useFirestoreCount', () => {
  it('keeps the count while the same query is read again, never another query’s', async () => {
    const all = query('all');
    const { result, rerender } = renderHook(({ q, key }) => useFirestoreCount(q, key), {
      initialProps: { q: all, key: 1 },
    });
    expect(result.current.status).toBe('loading');
    await act(async () => pending.get('all')!(121));
    expect(result.current).toMatchObject({ status: 'success', data: 121 });

    // The same query read again (a page changed): 121 stands until the new answer.
    rerender({ q: all, key: 2 });
    expect(result.current).toMatchObject({ status: 'success', data: 121 });
    await act(async () => pending.get('all')!(122));
    expect(result.current.data).toBe(122);

    // A search: not "1 of 122 matching" while its own count is read.
    rerender({ q: query('kelly'), key: 2 });
    expect(result.current.status).toBe('loading');
    await act(async () => pending.get('kelly')!(3));
    expect(result.current).toMatchObject({ status: 'success', data: 3 });
  });
});
