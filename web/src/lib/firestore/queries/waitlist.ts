/**
 * Every waitlist read the web app makes: admins only (firestore.rules
 * `waitlist_signups`). Visitors join through the joinWaitlist callable, never by a write.
 */
import {
  query,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { WaitlistSignup } from '@unlimited/domain';
import { waitlistCol, waitlistSignupDoc } from '../refs/waitlist-signups';
import {
  waitlistFilters,
  waitlistPageConstraints,
  type AdminWaitlistOptions,
} from './waitlist-constraints';

export { ADMIN_WAITLIST_PAGE_SIZE, type AdminWaitlistOptions } from './waitlist-constraints';

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
  return query(waitlistCol(db), ...waitlistPageConstraints(options));
}

/** One signup, for the admin's details and "Update Status" dialogs. */
export function waitlistSignupRef(db: Firestore, id: string): DocumentReference<WaitlistSignup> {
  return waitlistSignupDoc(db, id);
}
