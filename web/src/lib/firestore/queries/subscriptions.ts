/**
 * The member's subscription document. firestore.rules lets the member (document id ==
 * uid) and admins read it; only functions write it.
 */
import type { DocumentReference, Firestore } from 'firebase/firestore';
import type { Subscription } from '@unlimited/domain';
import { subscriptionDoc } from '../refs/subscriptions';

/** The signed-in member's own subscription (`subscriptions/{uid}`); may not exist. */
export function memberSubscriptionRef(
  db: Firestore,
  uid: string,
): DocumentReference<Subscription> {
  return subscriptionDoc(db, uid);
}
