/**
 * Live Firestore reads for the data hooks of features/*\/api: a document or a query,
 * followed with `onSnapshot`, as `{ status, data, error }`.
 *
 * These replace reactfire's `useFirestoreDoc*` / `useFirestoreCollection*`, which throw a
 * listener error (a permission-denied when a bag goes out on loan, a higher tier's bag
 * opened by its address) into React's render, so the route's error screen replaced the
 * page instead of the hook saying `status: 'error'` (reactfire issue #540). Here an error
 * is a state like any other, a result is never shown for another document or query than
 * the one asked for, and each hook keeps its own listener (no cache shared across users).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  onSnapshot,
  queryEqual,
  refEqual,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

export type LiveResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: FirestoreError };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/** `value`, or the previous one when it is equal to it, so listeners are not re-made. */
function useStable<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !equal(stable, value)) {
    // React's "adjust state during render": it renders again at once with the new value.
    setStable(value);
    return value;
  }
  return stable;
}

function useSnapshots<S, T>(
  source: S,
  listen: (source: S, next: (snapshot: T) => void, fail: (error: FirestoreError) => void) => () => void,
): LiveResult<T> {
  const [state, setState] = useState<{ source: S; result: LiveResult<T> } | null>(null);
  useEffect(
    () =>
      listen(
        source,
        (data) => setState({ source, result: { status: 'success', data, error: undefined } }),
        (error) => setState({ source, result: { status: 'error', data: undefined, error } }),
      ),
    [source, listen],
  );
  return state !== null && state.source === source ? state.result : LOADING;
}

const listenDoc = <T>(
  ref: DocumentReference<T>,
  next: (snapshot: DocumentSnapshot<T>) => void,
  fail: (error: FirestoreError) => void,
) => onSnapshot(ref, next, fail);

const listenQuery = <T>(
  query: Query<T>,
  next: (snapshot: QuerySnapshot<T>) => void,
  fail: (error: FirestoreError) => void,
) => onSnapshot(query, next, fail);

/** The document's live snapshot. */
export function useFirestoreDoc<T>(ref: DocumentReference<T>): LiveResult<DocumentSnapshot<T>> {
  return useSnapshots(useStable(ref, refEqual), listenDoc<T>);
}

/** The document's live data (`undefined` while it does not exist). */
export function useFirestoreDocData<T>(ref: DocumentReference<T>): LiveResult<T | undefined> {
  const result = useFirestoreDoc(ref);
  return useMemo(
    () =>
      result.status === 'success'
        ? { status: 'success', data: result.data.data(), error: undefined }
        : result,
    [result],
  );
}

/** The query's live snapshot. */
export function useFirestoreCollection<T>(query: Query<T>): LiveResult<QuerySnapshot<T>> {
  return useSnapshots(useStable(query, queryEqual), listenQuery<T>);
}

/** The query's live documents' data, in query order. */
export function useFirestoreCollectionData<T>(query: Query<T>): LiveResult<T[]> {
  const result = useFirestoreCollection(query);
  return useMemo(
    () =>
      result.status === 'success'
        ? { status: 'success', data: result.data.docs.map((doc) => doc.data()), error: undefined }
        : result,
    [result],
  );
}

const listenQueries = <T>(
  queries: readonly Query<T>[],
  next: (data: T[]) => void,
  fail: (error: FirestoreError) => void,
) => {
  if (queries.length === 0) {
    next([]);
    return () => {};
  }
  const answers: (T[] | undefined)[] = queries.map(() => undefined);
  const stops = queries.map((q, index) =>
    onSnapshot(
      q,
      (snapshot) => {
        answers[index] = snapshot.docs.map((doc) => doc.data());
        if (answers.every((answer) => answer !== undefined)) next(answers.flat());
      },
      fail,
    ),
  );
  return () => stops.forEach((stop) => stop());
};

const queriesEqual = <T>(a: readonly Query<T>[], b: readonly Query<T>[]) =>
  a.length === b.length && a.every((q, index) => queryEqual(q, b[index]!));

/**
 * Several queries' live documents' data as one list (in the order of the queries),
 * once every query has answered: for an `in` filter over more ids than one query takes.
 */
export function useFirestoreQueriesData<T>(queries: readonly Query<T>[]): LiveResult<T[]> {
  return useSnapshots(useStable(queries, queriesEqual), listenQueries<T>);
}
