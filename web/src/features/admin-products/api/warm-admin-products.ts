/**
 * The admin products table's first listen, started while the screen's code still loads
 * (`adminListenWarmer`, lib/firestore/warm-admin-listen.ts): the router calls
 * {@link warmAdminProducts} when it starts loading the screen, and the table calls
 * {@link releaseWarmAdminProducts} once its own listener has an answer.
 */
import { collection, limit, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import { adminListenWarmer } from '@/lib/firestore/warm-admin-listen';

/** Products per page of the table, and what its first listen asks for: more than a screen of rows. */
export const FIRST_PAGE_SIZE = 50;

/** The table's first query (`getAdminProductsQuery(db, FIRST_PAGE_SIZE)`, no filter) without converter. */
export function firstPageQuery(db: Firestore): Query {
  return query(collection(db, 'products'), orderBy('created_at', 'desc'), limit(FIRST_PAGE_SIZE));
}

const warmer = adminListenWarmer(firstPageQuery);

/** Starts the first listen early for an admin; once per page. */
export const warmAdminProducts = warmer.start;
/** Ends the early listen (the table calls it once its own listener has an answer). */
export const releaseWarmAdminProducts = warmer.release;
