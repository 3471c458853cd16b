/** The admin dashboard's recent activity. firestore.rules: admins read; functions write. */
import {
  limit,
  orderBy,
  query,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Activity } from '@unlimited/domain';
import { activityCol } from '../refs/activity';
import { newestFirstPage } from './page';

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

/** Items per page of the full activity log. */
export const ACTIVITY_PAGE_SIZE = 25;

/**
 * One page of the full activity log, newest first, after the last item of the previous
 * page. Needs the `admin` claim.
 *
 * Index: the single-field index on timestamp.
 */
export function activityPageQuery(
  db: Firestore,
  after?: QueryDocumentSnapshot<Activity>,
  pageSize = ACTIVITY_PAGE_SIZE,
): Query<Activity> {
  return query(activityCol(db), ...newestFirstPage('timestamp', pageSize, after));
}
