import { act, renderHook } from '@testing-library/react';
import { onSnapshot, type DocumentReference, type FirestoreError } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirestoreDocData } from '@/lib/firestore/live';

type Listener = { next: (snapshot: unknown) => void; fail: (error: FirestoreError) => void };
const listeners = new Map<string, Listener>();
const unsubscribed: string[] = [];

vi.mock('firebase/firestore', () => ({
  onSnapshot: vi.fn((ref: { path: string }, next: Listener['next'], fail: Listener['fail']) => {
    listeners.set(ref.path, { next, fail });
    return () => unsubscribed.push(ref.path);
  }),
  refEqual: (a: { path: string }, b: { path: string }) => a.path === b.path,
  queryEqual: () => false,
}));

const ref = (path: string) => ({ path }) as unknown as DocumentReference<{ title: string }>;
const snapshot = (title: string) => ({ data: () => ({ title }) });

beforeEach(() => {
  listeners.clear();
  unsubscribed.length = 0;
  vi.mocked(onSnapshot).mockClear();
});

describe('useFirestoreDocData', () => {
  it('reports a refused read as an error state instead of throwing into the page', () => {
    const { result } = renderHook(() => useFirestoreDocData(ref('products/a')));
    expect(result.current.status).toBe('loading');
    const denied = { code: 'permission-denied', message: 'denied' } as FirestoreError;
    act(() => listeners.get('products/a')!.fail(denied));
    expect(result.current).toEqual({ status: 'error', data: undefined, error: denied });
  });

  it('follows the document and never shows one document’s data for another', () => {
    const { result, rerender } = renderHook(({ path }) => useFirestoreDocData(ref(path)), {
      initialProps: { path: 'products/a' },
    });
    act(() => listeners.get('products/a')!.next(snapshot('A')));
    expect(result.current).toMatchObject({ status: 'success', data: { title: 'A' } });

    rerender({ path: 'products/b' });
    expect(result.current.status).toBe('loading');
    expect(unsubscribed).toEqual(['products/a']);
    act(() => listeners.get('products/b')!.next(snapshot('B')));
    expect(result.current).toMatchObject({ status: 'success', data: { title: 'B' } });
  });

  it('keeps one listener while the reference is equal, even as a new object', () => {
    const { rerender } = renderHook(({ path }) => useFirestoreDocData(ref(path)), {
      initialProps: { path: 'products/a' },
    });
    rerender({ path: 'products/a' });
    rerender({ path: 'products/a' });
    expect(onSnapshot).toHaveBeenCalledTimes(1);
  });
});
