/**
 * Every waitlist read the web app makes: admins only (firestore.rules
 * `waitlist_signups`). Visitors join through the joinWaitlist callable, never by a write.
 */
import {
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { searchTerm, type TierId, type WaitlistSignup, type WaitlistStatus } from '@unlimited/domain';
import { waitlistCol, waitlistSignupDoc } from '../refs/waitlist-signups';
import { newestFirstPage } from './page';

/** Signups per page of the admin waitlist. */
export const ADMIN_WAITLIST_PAGE_SIZE = 50;

export interface AdminWaitlistOptions {
  pageSize?: number;
  /** Continue after the last document of the previous page. */
  after?: QueryDocumentSnapshot<WaitlistSignup>;
  /** Only signups in this status. */
  status?: WaitlistStatus;
  /** Only signups for this tier. */
  tier?: TierId;
  /** Only signups whose email, name or notes have a word that starts with this (folded). */
  search?: string;
  /** Only signups a Club member referred. */
  referred?: boolean;
  /**
   * Only signups a Club member referred, grouped by who referred them (the referrer's
   * email A to Z, then newest first): each member's friends together, to invite by it.
   */
  byReferrer?: boolean;
}

function waitlistFilters(options: AdminWaitlistOptions): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const term = searchTerm(options.search ?? '');
  if (term !== null) constraints.push(where('search_tokens', 'array-contains', term));
  if (options.status) constraints.push(where('status', '==', options.status));
  if (options.tier) constraints.push(where('tier', '==', options.tier));
  if (options.referred || options.byReferrer) constraints.push(where('referred', '==', true));
  return constraints;
}

/** Every signup the filters match (no order or limit), for its exact `count()`. Admins. */
export function adminWaitlistCountQuery(
  db: Firestore,
  options: AdminWaitlistOptions = {},
): Query<WaitlistSignup> {
  return query(waitlistCol(db), ...waitlistFilters(options));
}

/**
 * Waitlist signups for the admin, newest first (by `submitted_at`), paged, optionally
 * searched (the server-written `search_tokens`, domain search-tokens.ts) and filtered by
 * status and tier. Needs the `admin` claim.
 *
 * Indexes: none extra without filters (single-field index on submitted_at); with
 * filters: waitlist_signups ([search_tokens CONTAINS,] [status ASC,] [tier ASC,]
 * [referred ASC,] submitted_at DESC). Grouped by referrer (`byReferrer`), each with
 * `referred_by_email ASC` before `submitted_at DESC`:
 * Index: waitlist_signups (referred ASC, referred_by_email ASC, submitted_at DESC).
 * Index: waitlist_signups (status ASC, referred ASC, referred_by_email ASC, submitted_at DESC).
 * Index: waitlist_signups (tier ASC, referred ASC, referred_by_email ASC, submitted_at DESC).
 * Index: waitlist_signups (status ASC, tier ASC, referred ASC, referred_by_email ASC, submitted_at DESC).
 */
export function adminWaitlistQuery(
  db: Firestore,
  options: AdminWaitlistOptions = {},
): Query<WaitlistSignup> {
  const constraints = waitlistFilters(options);
  if (options.byReferrer) constraints.push(orderBy('referred_by_email', 'asc'));
  constraints.push(
    ...newestFirstPage('submitted_at', options.pageSize ?? ADMIN_WAITLIST_PAGE_SIZE, options.after),
  );
  return query(waitlistCol(db), ...constraints);
}

/** One signup, for the admin's details and "Update Status" dialogs. */
export function waitlistSignupRef(db: Firestore, id: string): DocumentReference<WaitlistSignup> {
  return waitlistSignupDoc(db, id);
}
