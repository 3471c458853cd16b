/**
 * The membership callables' shared work: in one transaction, read the member's
 * subscription and orders, ask a domain decision (`decidePause`, `decideCancel`, …),
 * write its patch on the subscription document and answer with the result.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  hasBagOut,
  toSubscriptionView,
  type MembershipChange,
  type MembershipChangeResult,
  type MembershipFacts,
  type MembershipRefusal,
} from '@unlimited/domain';
import { subscriptionDoc } from '../lib/collections';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** A membership decision over the facts read in the transaction. */
export type MembershipDecision = (facts: MembershipFacts) => MembershipChange | MembershipRefusal;

/**
 * Applies `decide` to the member's subscription.
 *
 * @throws HttpsError `failed-precondition` with the domain rule's message when refused
 */
export async function changeMembership(
  db: Firestore,
  uid: string,
  action: string,
  decide: MembershipDecision,
  now: Date = new Date(),
): Promise<MembershipChangeResult> {
  return db.runTransaction(async (tx) => {
    const ref = subscriptionDoc(db, uid);
    const [subscriptionSnap, ordersSnap] = await Promise.all([
      tx.get(ref),
      tx.get(db.collection(COLLECTIONS.orders).where('user_id', '==', uid)),
    ]);
    const subscription = dataOrNull(subscriptionSnap);
    const decision = decide({
      subscription,
      hasBagOut: hasBagOut(
        ordersSnap.docs.map((doc) => ({ order_status: String(doc.get('order_status')) })),
      ),
      now,
    });
    if (!decision.ok || subscription === null) {
      logger.info('Membership change refused', { uid, action });
      throw refusal(decision.ok ? 'Your membership could not be found.' : decision.message);
    }
    const changed = Object.keys(decision.patch).length > 0;
    if (changed) tx.set(ref, decision.patch, { merge: true });
    logger.info('Membership change', { uid, action, changed });
    return {
      subscription: toSubscriptionView({ ...subscription, ...decision.patch }),
      message: decision.message,
    };
  });
}
