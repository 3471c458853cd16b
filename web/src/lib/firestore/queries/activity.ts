/** The admin dashboard's recent activity. firestore.rules: admins read; functions write. */
import { limit, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import type { Activity } from '@unlimited/domain';
import { activityCol } from '../collections';

/** Items in the dashboard's recent activity list. */
export const RECENT_ACTIVITY_COUNT = 5;

/**
 * The latest activity, newest first. Needs the `admin` claim.
 *
 * Index: the single-field index on timestamp (no composite index).
 */
export function recentActivityQuery(
  db: Firestore,
  count: number = RECENT_ACTIVITY_COUNT,
): Query<Activity> {
  return query(activityCol(db), orderBy('timestamp', 'desc'), limit(count));
}
