/**
 * The admin waitlist's filters as its address gives them (`?status=`, `?tier=`,
 * `?referred=`), and as the list's query options: read by the screen and by the early
 * listen of a fresh page (`warm-admin-waitlist.ts`), so both ask for the same list.
 */
import { isTierId, WAITLIST_STATUSES, type TierId, type WaitlistStatus } from '@unlimited/domain';
import type { AdminWaitlistOptions } from '@/lib/firestore/queries/waitlist-constraints';

export interface WaitlistFilter {
  status: WaitlistStatus | null;
  tier: TierId | null;
  /** What was typed in the search box ('' for none). */
  search?: string;
  /** Only signups a Club member referred. */
  referred?: boolean;
  /** Only referred signups, grouped by who referred them (`adminWaitlistQuery`). */
  byReferrer?: boolean;
}

/** The referral filter's value that groups the referred signups by their referrer. */
export const BY_REFERRER = 'by-referrer';

export const isWaitlistStatus = (value: string | null): value is WaitlistStatus =>
  (WAITLIST_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The filters of the address's `status`, `tier` and `referred` parameters (the search box
 * is kept apart: `?q=`); what is not one of their values is no filter.
 */
export function waitlistFilterOf(
  status: string | null,
  tier: string | null,
  referred: string | null,
): WaitlistFilter {
  return {
    status: isWaitlistStatus(status) ? status : null,
    tier: isTierId(tier) ? tier : null,
    // ?referred=1: the referred signups, newest first; ?referred=by-referrer: grouped by
    // who referred them.
    referred: referred === '1' || referred === BY_REFERRER,
    ...(referred === BY_REFERRER ? { byReferrer: true } : {}),
  };
}

/** {@link waitlistFilterOf} an address's parameters. */
export const waitlistFilterFromParams = (params: URLSearchParams): WaitlistFilter =>
  waitlistFilterOf(params.get('status'), params.get('tier'), params.get('referred'));

/** The list's query options for `filter`. */
export function waitlistQueryOptions(filter: WaitlistFilter): AdminWaitlistOptions {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.tier ? { tier: filter.tier } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.referred ? { referred: true } : {}),
    ...(filter.byReferrer ? { byReferrer: true } : {}),
  };
}
