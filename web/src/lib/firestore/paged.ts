/**
 * Cursor pagination over a query, for long lists read page by page (the activity log,
 * the outbox): each page is one `getDocs` that starts after the last document of the
 * previous one, so reading page 20 costs one page, not twenty.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getDocs, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';

/** Builds the page that starts after `after` (the first page without it). */
export type PageQuery<T> = (after?: QueryDocumentSnapshot<T>) => Query<T>;

export interface PagedState<T> {
  status: 'loading' | 'error' | 'success';
  items: T[];
  /** A full page came back, so there may be more. */
  hasMore: boolean;
  /** Reading the next page (the items read so far stay listed). */
  loadingMore: boolean;
  /** The next page failed (the items read so far stay listed). */
  moreFailed: boolean;
  loadMore: () => void;
  /** Reads again from the first page (to see what was added since). */
  reload: () => void;
}

interface Pages<T> {
  /** The read these pages belong to (a new query or a reload starts again). */
  source: object | null;
  docs: QueryDocumentSnapshot<T>[];
  status: 'loading' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

const FIRST: Pages<never> = {
  source: null,
  docs: [],
  status: 'loading',
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
};

/** `pageQuery` must be stable (memoised); a new one starts again from the first page. */
export function usePagedQuery<T>(pageQuery: PageQuery<T>, pageSize: number): PagedState<T> {
  const [state, setPages] = useState<Pages<T>>(FIRST);
  const [generation, setGeneration] = useState(0);
  const source = useMemo(() => ({ pageQuery, generation }), [pageQuery, generation]);
  const pages = state.source === source ? state : FIRST;

  useEffect(() => {
    let live = true;
    getDocs(source.pageQuery()).then(
      (snapshot) => {
        if (!live) return;
        // Offline, Firestore answers from its empty memory cache: a failure, not "none".
        if (snapshot.empty && snapshot.metadata.fromCache) {
          setPages({ ...FIRST, source, status: 'error' });
          return;
        }
        setPages({
          ...FIRST,
          source,
          docs: snapshot.docs,
          status: 'success',
          hasMore: snapshot.docs.length >= pageSize,
        });
      },
      () => live && setPages({ ...FIRST, source, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [source, pageSize]);

  const last = pages.docs.at(-1);
  const loadMore = useCallback(() => {
    if (last === undefined) return;
    setPages((p) => ({ ...p, loadingMore: true, moreFailed: false }));
    getDocs(source.pageQuery(last)).then(
      (snapshot) =>
        setPages((p) =>
          p.source === source && p.docs.at(-1) === last
            ? {
                ...p,
                docs: [...p.docs, ...snapshot.docs],
                hasMore: snapshot.docs.length >= pageSize,
                loadingMore: false,
              }
            : p,
        ),
      () => setPages((p) => ({ ...p, loadingMore: false, moreFailed: true })),
    );
  }, [last, source, pageSize]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const items = useMemo(() => pages.docs.map((doc) => doc.data()), [pages.docs]);
  return {
    status: pages.status,
    items,
    hasMore: pages.hasMore,
    loadingMore: pages.loadingMore,
    moreFailed: pages.moreFailed,
    loadMore,
    reload,
  };
}
