/**
 * Live cursor pages: `pages` pages of a query, each its own listener on one page that
 * starts after the last document of the page before (`startAfter`), so "Load more" reads
 * one more page, not every page again (a limit raised by a page re-reads them all: page 5
 * would cost 5 pages of reads). Every loaded page stays live.
 *
 * A page's cursor is taken when the page is first asked for. If a document is added
 * above or removed from an earlier page, that page's listener shows the change; a
 * document pushed across a page boundary may then be listed by two pages (shown once:
 * `items` are unique by id) or by none until the next read of the list.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { onSnapshot, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { PageQuery } from './paged';

export interface LivePagesState<T> {
  status: 'loading' | 'error' | 'success';
  items: T[];
  /** The last page read was full, so there may be more. */
  hasMore: boolean;
  /** A page asked for is still being read (the pages before it stay listed). */
  loadingMore: boolean;
  /** A page after the first failed (the pages before it stay listed). */
  moreFailed: boolean;
  /** Documents read that the converter refused (left out of `items`). */
  unreadable?: number;
  /**
   * A new query is being read and `items` are still the previous query's (only with
   * `keepWhileReading`): the list stays in place, marked busy, instead of a loader.
   */
  refreshing?: boolean;
}

type Page<T> = { docs: QueryDocumentSnapshot<T>[] } | 'error';
const NONE: never[] = [];

/**
 * `pageQuery` must be stable (memoised): a new one starts again from the first page.
 * Raising `pages` reads the next page once the one before is in and full.
 * `keepWhileReading`: until a new query's first page is in, the previous query's pages
 * stay listed (`refreshing`), so a search typed in a back-office list does not blank the
 * rows, or close a row's open menu or dialog, while it reads.
 */
export function useLivePages<T>(
  pageQuery: PageQuery<T>,
  pageSize: number,
  pages: number,
  { keepWhileReading = false }: { keepWhileReading?: boolean } = {},
): LivePagesState<T> {
  const [state, setState] = useState<{ source: PageQuery<T>; pages: Page<T>[] } | null>(null);
  const current = state?.source === pageQuery;
  const loaded = current ? state.pages : NONE;
  // What is listed: this query's pages, or while its first page is read, the previous ones.
  const refreshing =
    keepWhileReading &&
    !current &&
    state !== null &&
    state.pages[0] !== undefined &&
    state.pages[0] !== 'error';
  const shown = refreshing ? state.pages : loaded;
  const listeners = useRef<{ source: PageQuery<T> | null; unsubscribes: Unsubscribe[] }>({
    source: null,
    unsubscribes: [],
  });

  // Every listener of a query ends with it (and on unmount).
  useEffect(
    () => () => {
      for (const unsubscribe of listeners.current.unsubscribes) unsubscribe();
      listeners.current = { source: null, unsubscribes: [] };
    },
    [pageQuery],
  );

  useEffect(() => {
    if (listeners.current.source !== pageQuery) {
      for (const unsubscribe of listeners.current.unsubscribes) unsubscribe();
      listeners.current = { source: pageQuery, unsubscribes: [] };
    }
    const index = listeners.current.unsubscribes.length;
    if (index >= pages) return;
    let after: QueryDocumentSnapshot<T> | undefined;
    if (index > 0) {
      const previous = loaded[index - 1];
      // Not read yet, failed, or not full (the end): no next page to ask for now.
      if (previous === undefined || previous === 'error' || previous.docs.length < pageSize) return;
      after = previous.docs.at(-1);
    }
    const put = (page: Page<T>) =>
      setState((current) => {
        const pagesNow = current?.source === pageQuery ? [...current.pages] : [];
        pagesNow[index] = page;
        return { source: pageQuery, pages: pagesNow };
      });
    listeners.current.unsubscribes.push(
      onSnapshot(
        pageQuery(after),
        // Offline, Firestore answers from its empty memory cache: "could not load", not "none".
        (snapshot) =>
          put(snapshot.empty && snapshot.metadata.fromCache ? 'error' : { docs: snapshot.docs }),
        () => put('error'),
      ),
    );
  }, [pageQuery, pages, pageSize, loaded]);

  return useMemo(() => {
    const first = shown[0];
    const none = { items: [], hasMore: false, loadingMore: false, moreFailed: false, unreadable: 0 };
    if (first === undefined) return { status: 'loading', ...none };
    if (first === 'error') return { status: 'error', ...none };
    const seen = new Set<string>();
    const items: T[] = [];
    let last = first;
    let count = 0;
    let failed = false;
    let unreadable = 0;
    for (const page of shown) {
      if (page === undefined) break;
      if (page === 'error') {
        failed = true;
        break;
      }
      last = page;
      count += 1;
      for (const doc of page.docs) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        // One malformed document is counted and skipped, so it cannot hide the rest.
        try {
          items.push(doc.data());
        } catch {
          unreadable += 1;
        }
      }
    }
    // A later page that failed ends the list where it stands.
    // The previous query's list (refreshing) is shown as it stood: no "Load more" for it.
    const full = !refreshing && !failed && last.docs.length >= pageSize;
    return {
      status: 'success',
      items,
      hasMore: full && count >= pages,
      loadingMore: full && count < pages,
      moreFailed: failed,
      unreadable,
      refreshing,
    };
  }, [shown, refreshing, pageSize, pages]);
}
