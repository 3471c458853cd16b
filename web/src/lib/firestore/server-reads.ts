/**
 * One-off reads from the server, for what a live listener would cost too much to follow:
 * a `count()` of a query (one read per 1,000 matching index entries, however many
 * documents match) or a query's first documents. Same `{ status, data, error }` shape as
 * the live hooks of `live.ts`; the read is made again whenever the query or the caller's
 * `refresh` key changes. Read again for `refresh`, the last answer stands until the new
 * one comes (so a count read again does not flash back to loading); for another query it
 * is loading until that query's answer (a search never shows the last search's total).
 * Offline, these fail rather than answer from the cache.
 */
import { useEffect, useState } from 'react';
import {
  getCountFromServer,
  getDocsFromServer,
  queryEqual,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { LiveResult } from './live';

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function useServerRead<T, R>(
  source: Query<T> | null,
  read: (query: Query<T>) => Promise<R>,
  refresh: unknown,
): LiveResult<R> {
  const [stable, setStable] = useState(source);
  let current = stable;
  if (stable !== source && (stable === null || source === null || !queryEqual(stable, source))) {
    // React's "adjust state during render", as live.ts does: a new query only when it differs.
    setStable(source);
    current = source;
  }
  // The answer and the query it answers: a new query's count is not the last one's.
  const [state, setState] = useState<{ of: Query<T> | null; result: LiveResult<R> }>({
    of: null,
    result: LOADING,
  });
  useEffect(() => {
    if (current === null) return;
    let live = true;
    const settle = (result: LiveResult<R>) => {
      if (live) setState({ of: current, result });
    };
    read(current).then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: FirestoreError) => settle({ status: 'error', data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [current, read, refresh]);
  // Read again for `refresh`, the last answer stands; for another query, loading.
  return current === null || state.of !== current ? LOADING : state.result;
}

const count = async <T>(query: Query<T>) => (await getCountFromServer(query)).data().count;
const docs = <T>(query: Query<T>) => getDocsFromServer(query);

/**
 * How many documents `query` matches (its limit, if any, caps it), read again when the
 * query or `refresh` changes; `null` reads nothing.
 */
export function useFirestoreCount<T>(query: Query<T> | null, refresh?: unknown): LiveResult<number> {
  return useServerRead(query, count<T>, refresh);
}

/**
 * The documents `query` returns, read from the server, again when the query or `refresh`
 * changes; `null` reads nothing.
 */
export function useFirestoreDocsOnce<T>(
  query: Query<T> | null,
  refresh?: unknown,
): LiveResult<QuerySnapshot<T>> {
  return useServerRead(query, docs<T>, refresh);
}
