/**
 * The admin waitlist's first listen, started while the screen's code still loads on a fresh
 * page (`adminListenWarmer`, lib/firestore/warm-admin-listen.ts): the list the address
 * asks for (`?status=`, `?tier=`, `?referred=` and the search `?q=`, which the search box
 * starts with). The list releases it once its own listener has an answer.
 */
import { collection, query, type Firestore, type Query } from 'firebase/firestore';
import { adminListenWarmer } from '@/lib/firestore/warm-admin-listen';
import { waitlistPageConstraints } from '@/lib/firestore/queries/waitlist-constraints';
import { waitlistFilterFromParams, waitlistQueryOptions } from './waitlist-filter';

/** The list's first query for the page's address, without converter. */
export function firstPageQuery(db: Firestore, search: string = window.location.search): Query {
  const params = new URLSearchParams(search);
  // As the screen builds its list: the address's filters and the search box's first text.
  const filter = { ...waitlistFilterFromParams(params), search: params.get('q') ?? '' };
  return query(
    collection(db, 'waitlist_signups'),
    ...waitlistPageConstraints(waitlistQueryOptions(filter)),
  );
}

const warmer = adminListenWarmer((db) => firstPageQuery(db));

/** Starts the first listen early for an admin; once per page. */
export const warmAdminWaitlist = warmer.start;
/** Ends the early listen (the list calls it once its own listener has an answer). */
export const releaseWarmAdminWaitlist = warmer.release;
