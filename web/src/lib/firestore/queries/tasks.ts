/**
 * The reads of the admin task queue beyond the order lists of `swaps.ts`: products that
 * need photos or are ready to publish, waitlist signups waiting too long, and memberships
 * whose payment failed. Admins
 * only; each is bounded by {@link TASK_SCAN_LIMIT}.
 */
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { Product, Subscription, WaitlistSignup } from '@unlimited/domain';
import { productsCol, subscriptionsCol, waitlistCol } from '../collections';

/** Documents one task reads at most; the queue says "n+" beyond. */
export const TASK_SCAN_LIMIT = 100;

/** A signup pending longer than this many days needs a review. */
export const STALE_SIGNUP_DAYS = 7;

/**
 * Active products without a photo (members see them with a placeholder).
 *
 * Index: single-field indexes on status and photos (equality only).
 */
export function activeProductsWithoutPhotosQuery(db: Firestore): Query<Product> {
  return query(
    productsCol(db),
    where('status', '==', 'Active'),
    where('photos', '==', []),
    limit(TASK_SCAN_LIMIT),
  );
}

/**
 * Hidden products; those with photos are ready to publish (filtered by the caller, as
 * Firestore cannot ask for a non-empty array).
 *
 * Index: the single-field index on status.
 */
export function hiddenProductsQuery(db: Firestore): Query<Product> {
  return query(productsCol(db), where('status', '==', 'Hidden'), limit(TASK_SCAN_LIMIT));
}

/**
 * Signups still pending that were submitted on or before `cutoff`, the oldest first.
 *
 * Index: waitlist_signups (status ASC, submitted_at ASC).
 */
export function stalePendingSignupsQuery(db: Firestore, cutoff: Date): Query<WaitlistSignup> {
  return query(
    waitlistCol(db),
    where('status', '==', 'pending'),
    where('submitted_at', '<=', cutoff),
    orderBy('submitted_at', 'asc'),
    limit(TASK_SCAN_LIMIT),
  );
}

/**
 * Memberships whose last payment failed (the billing webhook sets `past_due`).
 *
 * Index: the single-field index on status.
 */
export function pastDueSubscriptionsQuery(db: Firestore): Query<Subscription> {
  return query(subscriptionsCol(db), where('status', '==', 'past_due'), limit(TASK_SCAN_LIMIT));
}
