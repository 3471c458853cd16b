/**
 * The activity log and audit trail. firestore.rules: admins read; functions write.
 *
 * Indexes (firestore.indexes.json): `timestamp` desc alone (single-field), and for each
 * filter a composite of it with `timestamp` desc, which Firestore merges when filters are
 * combined: Index: activity (actor_uid ASC, timestamp DESC). Index: activity (kind ASC,
 * timestamp DESC). Index: activity (object_type ASC, timestamp DESC). And `search_tokens`
 * (array-contains) with `timestamp` desc. The object history: Index: activity
 * (object_type ASC, object_id ASC, timestamp DESC).
 */
import {
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  auditSearchToken,
  type Activity,
  type ActivityPerson,
  type AuditKind,
  type AuditObjectType,
} from '@unlimited/domain';
import { activityCol, activityPeopleCol } from '../refs/activity';
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

/** The Activity page's filters (`null` or blank: any). */
export interface ActivityFilters {
  personUid: string | null;
  kind: AuditKind | null;
  objectType: AuditObjectType | null;
  /** Words of an object's label (a product title, an email); the first word is matched. */
  search: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = {
  personUid: null,
  kind: null,
  objectType: null,
  search: '',
};

/** The `where` clauses of `filters`. */
export function activityFilterConstraints(filters: ActivityFilters): QueryConstraint[] {
  const token = auditSearchToken(filters.search);
  return [
    ...(filters.personUid ? [where('actor_uid', '==', filters.personUid)] : []),
    ...(filters.kind ? [where('kind', '==', filters.kind)] : []),
    ...(filters.objectType ? [where('object_type', '==', filters.objectType)] : []),
    ...(token ? [where('search_tokens', 'array-contains', token)] : []),
  ];
}

/**
 * One page of the activity log, newest first, after the last item of the previous page,
 * narrowed by `filters`. Needs the `admin` claim.
 */
export function activityPageQuery(
  db: Firestore,
  after?: QueryDocumentSnapshot<Activity>,
  pageSize = ACTIVITY_PAGE_SIZE,
  filters: ActivityFilters = NO_ACTIVITY_FILTERS,
): Query<Activity> {
  return query(
    activityCol(db),
    ...activityFilterConstraints(filters),
    ...newestFirstPage('timestamp', pageSize, after),
  );
}

/** Records shown at first in an object's history ("Show more" reads the next ones). */
export const HISTORY_PAGE_SIZE = 5;

/** One page of an object's own records, newest first. Needs the `admin` claim. */
export function objectHistoryQuery(
  db: Firestore,
  objectType: AuditObjectType,
  objectId: string,
  after?: QueryDocumentSnapshot<Activity>,
  pageSize = HISTORY_PAGE_SIZE,
): Query<Activity> {
  return query(
    activityCol(db),
    where('object_type', '==', objectType),
    where('object_id', '==', objectId),
    ...newestFirstPage('timestamp', pageSize, after),
  );
}

/** The admins named in the trail, by name (the person filter). Needs the `admin` claim. */
export function activityPeopleQuery(db: Firestore): Query<ActivityPerson> {
  return query(activityPeopleCol(db), orderBy('name'), limit(200));
}
