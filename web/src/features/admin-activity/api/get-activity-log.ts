/** The full activity log, newest first, read a page at a time by cursor. */
import { useCallback } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Activity } from '@unlimited/domain';
import { ACTIVITY_PAGE_SIZE, activityPageQuery } from '@/lib/firestore/queries/activity';
import { usePagedQuery, type PagedState } from '@/lib/firestore/paged';

export function useActivityLog(): PagedState<Activity> {
  const db = useFirestore();
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Activity>) => activityPageQuery(db, after),
    [db],
  );
  return usePagedQuery(pageQuery, ACTIVITY_PAGE_SIZE);
}
