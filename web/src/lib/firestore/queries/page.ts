import {
  limit,
  orderBy,
  startAfter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

/**
 * One page of a list read newest first (what `usePagedQuery` pages through): ordered by
 * `field` descending, at most `pageSize` documents, after `after` (the last document of
 * the previous page) when given.
 */
export function newestFirstPage<T>(
  field: string,
  pageSize: number,
  after?: QueryDocumentSnapshot<T>,
): QueryConstraint[] {
  return [orderBy(field, 'desc'), limit(pageSize), ...(after ? [startAfter(after)] : [])];
}
