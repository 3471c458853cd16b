/**
 * The admin waitlist's query, as constraints without the collection's converter (which
 * brings the signup schema): `adminWaitlistQuery` (./waitlist.ts) applies them to the typed
 * collection, and the early listen of a fresh page (`warm-admin-waitlist.ts`) to the plain
 * one, so the two are the same query and the SDK shares one listen.
 */
import {
  orderBy,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { searchTerm, type TierId, type WaitlistSignup, type WaitlistStatus } from '@unlimited/domain';
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

/** The filters alone (what the exact `count()` counts). */
export function waitlistFilters(options: AdminWaitlistOptions): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const term = searchTerm(options.search ?? '');
  if (term !== null) constraints.push(where('search_tokens', 'array-contains', term));
  if (options.status) constraints.push(where('status', '==', options.status));
  if (options.tier) constraints.push(where('tier', '==', options.tier));
  if (options.referred || options.byReferrer) constraints.push(where('referred', '==', true));
  return constraints;
}

/** The filters, the order and one page (`adminWaitlistQuery`). */
export function waitlistPageConstraints(options: AdminWaitlistOptions): QueryConstraint[] {
  const constraints = waitlistFilters(options);
  if (options.byReferrer) constraints.push(orderBy('referred_by_email', 'asc'));
  constraints.push(
    ...newestFirstPage('submitted_at', options.pageSize ?? ADMIN_WAITLIST_PAGE_SIZE, options.after),
  );
  return constraints;
}
