/** `checkSubscription`: the member's subscription as the spec's check-subscription answers. */
import type { Firestore } from 'firebase-admin/firestore';
import { checkSubscriptionResult, type CheckSubscriptionResult } from '@unlimited/domain';
import { subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

export async function checkSubscription(
  db: Firestore,
  uid: string,
): Promise<CheckSubscriptionResult> {
  return checkSubscriptionResult(dataOrNull(await subscriptionDoc(db, uid).get()));
}
