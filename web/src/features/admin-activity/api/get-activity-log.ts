/** The full activity log, newest first, read a page at a time by cursor, with filters. */
import { useCallback, useEffect, useState } from 'react';
import { getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Activity, ActivityPerson } from '@unlimited/domain';
import {
  ACTIVITY_PAGE_SIZE,
  NO_ACTIVITY_FILTERS,
  activityPageQuery,
  activityPeopleQuery,
  type ActivityFilters,
} from '@/lib/firestore/queries/activity';
import { usePagedQuery, type PagedState } from '@/lib/firestore/paged';

export function useActivityLog(
  filters: ActivityFilters = NO_ACTIVITY_FILTERS,
): PagedState<Activity> {
  const db = useFirestore();
  const { personUid, kind, objectType, search } = filters;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Activity>) =>
      activityPageQuery(db, after, ACTIVITY_PAGE_SIZE, { personUid, kind, objectType, search }),
    [db, personUid, kind, objectType, search],
  );
  return usePagedQuery(pageQuery, ACTIVITY_PAGE_SIZE);
}

/** The admins to filter by (empty until read, and when the read fails). */
export function useActivityPeople(): ActivityPerson[] {
  const db = useFirestore();
  const [people, setPeople] = useState<ActivityPerson[]>([]);
  useEffect(() => {
    let live = true;
    getDocs(activityPeopleQuery(db)).then(
      (snapshot) => live && setPeople(snapshot.docs.map((doc) => doc.data())),
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, [db]);
  return people;
}
