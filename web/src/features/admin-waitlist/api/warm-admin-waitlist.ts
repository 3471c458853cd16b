/**
 * The admin waitlist's first listen, started while the screen's code still loads on a fresh
 * page (`adminListenWarmer`, lib/firestore/warm-admin-listen.ts): the list the address
 * asks for (`?status=`, `?tier=`, `?referred=`), not when it opens on a search (`?q=`,
 * read after the search box's pause). The list releases it once its own listener has an
 * answer.
 */
import { collection, query, type Firestore, type Query } from 'firebase/firestore';
import { adminListenWarmer } from '@/lib/firestore/warm-admin-listen';
import { waitlistPageConstraints } from '@/lib/firestore/queries/waitlist-constraints';
import { waitlistFilterFromParams, waitlistQueryOptions } from './waitlist-filter';

/** The list's first query for the page's address, without converter; `null` on a search. */
export function firstPageQuery(
  db: Firestore,
  search: string = window.location.search,
): Query | null {
  const params = new URLSearchParams(search);
  if ((params.get('q') ?? '').trim() !== '') return null;
  const options = waitlistQueryOptions(waitlistFilterFromParams(params));
  return query(collection(db, 'waitlist_signups'), ...waitlistPageConstraints(options));
}

const warmer = adminListenWarmer((db) => firstPageQuery(db));

/** Starts the first listen early for an admin; once per page. */
export const warmAdminWaitlist = warmer.start;
/** Ends the early listen (the list calls it once its own listener has an answer). */
export const releaseWarmAdminWaitlist = warmer.release;
