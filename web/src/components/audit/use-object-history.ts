/** An object's own audit records (activity), newest first, a page at a time. */
import { useCallback } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Activity, AuditObjectType } from '@unlimited/domain';
import { HISTORY_PAGE_SIZE, objectHistoryQuery } from '@/lib/firestore/queries/activity';
import { usePagedQuery, type PagedState } from '@/lib/firestore/paged';

/** One object's records, newest first, a few at a time. */
export function useObjectHistory(
  objectType: AuditObjectType,
  objectId: string,
): PagedState<Activity> {
  const db = useFirestore();
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Activity>) =>
      objectHistoryQuery(db, objectType, objectId, after),
    [db, objectType, objectId],
  );
  return usePagedQuery(pageQuery, HISTORY_PAGE_SIZE);
}
