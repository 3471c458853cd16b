import { act, renderHook } from '@testing-library/react';
import { onSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLivePages } from '@/lib/firestore/live-pages';

type Doc = QueryDocumentSnapshot<{ id: string }>;
type Snapshot = { docs: Doc[]; empty: boolean; metadata: { fromCache: boolean } };
type Listener = { next: (snapshot: Snapshot) => void; fail: (error: unknown) => void };
/** The listeners made, by the cursor their page starts after ('' for the first page). */
const listeners = new Map<string, Listener>();
const unsubscribed: string[] = [];

vi.mock('firebase/firestore', () => ({
  onSnapshot: vi.fn((query: { after: string }, next: Listener['next'], fail: Listener['fail']) => {
    listeners.set(query.after, { next, fail });
    return () => unsubscribed.push(query.after);
  }),
}));

const doc = (id: string) => ({ id, data: () => ({ id }) }) as unknown as Doc;
const page = (...ids: string[]) => ({
  docs: ids.map(doc),
  empty: ids.length === 0,
  metadata: { fromCache: false },
});
/** A page query: what it records is the id of the document its page starts after. */
const pageQuery = (after?: Doc) => ({ after: after?.id ?? '' }) as unknown as Query<{ id: string }>;

beforeEach(() => {
  listeners.clear();
  unsubscribed.length = 0;
  vi.mocked(onSnapshot).mockClear();
});

describe('useLivePages', () => {
  it('reads each further page after the last document of the one before, one page at a time', () => {
    const { result, rerender } = renderHook(({ pages }) => useLivePages(pageQuery, 2, pages), {
      initialProps: { pages: 1 },
    });
    expect(result.current.status).toBe('loading');
    act(() => listeners.get('')!.next(page('a', 'b')));
    expect(result.current).toMatchObject({ status: 'success', hasMore: true, loadingMore: false });

    rerender({ pages: 2 });
    expect([...listeners.keys()]).toEqual(['', 'b']);
    // The first page stays listed while the second is read.
    expect(result.current).toMatchObject({ loadingMore: true, items: [{ id: 'a' }, { id: 'b' }] });
    act(() => listeners.get('b')!.next(page('c', 'd')));
    rerender({ pages: 3 });
    act(() => listeners.get('d')!.next(page('e')));
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // A short page is the end; and three pages took three listeners, one per page.
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false });
    expect(onSnapshot).toHaveBeenCalledTimes(3);
  });

  it('keeps each page live and lists a document pushed across a boundary once', () => {
    const { result, rerender } = renderHook(({ pages }) => useLivePages(pageQuery, 2, pages), {
      initialProps: { pages: 1 },
    });
    act(() => listeners.get('')!.next(page('a', 'b')));
    rerender({ pages: 2 });
    act(() => listeners.get('b')!.next(page('c', 'd')));
    // `a` leaves the list: the first page's listener now holds b and c.
    act(() => listeners.get('')!.next(page('b', 'c')));
    expect(result.current.items.map((item) => item.id)).toEqual(['b', 'c', 'd']);
  });

  it('starts again from the first page for a new query, ending the old listeners', () => {
    const other = (after?: Doc) => ({ after: `x${after?.id ?? ''}` }) as unknown as Query<{ id: string }>;
    const { result, rerender } = renderHook(({ query }) => useLivePages(query, 2, 1), {
      initialProps: { query: pageQuery },
    });
    act(() => listeners.get('')!.next(page('a', 'b')));
    rerender({ query: other });
    expect(result.current.status).toBe('loading');
    expect(unsubscribed).toEqual(['']);
    act(() => listeners.get('x')!.next(page('z')));
    expect(result.current.items).toEqual([{ id: 'z' }]);
  });

  it('keeps the previous list while a new query is read, when asked to', () => {
    const other = (after?: Doc) => ({ after: `x${after?.id ?? ''}` }) as unknown as Query<{ id: string }>;
    const { result, rerender } = renderHook(
      ({ query }) => useLivePages(query, 2, 1, { keepWhileReading: true }),
      { initialProps: { query: pageQuery } },
    );
    expect(result.current.status).toBe('loading');
    act(() => listeners.get('')!.next(page('a', 'b')));
    rerender({ query: other });
    expect(result.current).toMatchObject({
      status: 'success',
      items: [{ id: 'a' }, { id: 'b' }],
      refreshing: true,
      hasMore: false,
    });
    expect(unsubscribed).toEqual(['']);
    act(() => listeners.get('x')!.next(page('z')));
    expect(result.current).toMatchObject({ items: [{ id: 'z' }], refreshing: false });
    // A list that could not be read is not kept: the new query shows its loader.
    act(() => listeners.get('x')!.fail(new Error('unavailable')));
    rerender({ query: pageQuery });
    expect(result.current.status).toBe('loading');
  });

  it('says error when the first page is refused, or answered empty from the offline cache', () => {
    const { result } = renderHook(() => useLivePages(pageQuery, 2, 1));
    act(() => listeners.get('')!.fail(new Error('permission-denied')));
    expect(result.current).toMatchObject({ status: 'error', items: [] });

    const offline = renderHook(() => useLivePages(pageQuery, 2, 1));
    act(() => listeners.get('')!.next({ ...page(), metadata: { fromCache: true } }));
    expect(offline.result.current.status).toBe('error');
  });

  it('keeps the pages read when a further page fails, and says so', () => {
    const { result, rerender } = renderHook(({ pages }) => useLivePages(pageQuery, 2, pages), {
      initialProps: { pages: 1 },
    });
    act(() => listeners.get('')!.next(page('a', 'b')));
    rerender({ pages: 2 });
    act(() => listeners.get('b')!.fail(new Error('unavailable')));
    expect(result.current).toMatchObject({
      status: 'success',
      items: [{ id: 'a' }, { id: 'b' }],
      hasMore: false,
      loadingMore: false,
      moreFailed: true,
    });
  });
});
