/**
 * Subscription reads. firestore.rules lets the member (document id == uid) and admins get
 * one; only admins list them; only functions write them.
 */
import {
  documentId,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Subscription } from '@unlimited/domain';
import { subscriptionDoc, subscriptionsCol } from '../refs/subscriptions';

/** Most ids one `in` filter takes. */
export const IN_FILTER_LIMIT = 30;

/** The signed-in member's own subscription (`subscriptions/{uid}`); may not exist. */
export function memberSubscriptionRef(
  db: Firestore,
  uid: string,
): DocumentReference<Subscription> {
  return subscriptionDoc(db, uid);
}

/**
 * The subscriptions of members `uids` (1 to {@link IN_FILTER_LIMIT} of them), for the
 * Swaps screen to tell which bags to ship belong to a membership that is not active.
 * Admins only.
 */
export function membersSubscriptionsQuery(
  db: Firestore,
  uids: readonly string[],
): Query<Subscription> {
  return query(subscriptionsCol(db), where(documentId(), 'in', [...uids]));
}
