/**
 * `createOrder`: one transaction reads the member's subscription, the bag, their orders
 * and their shipping address, asks the domain (`decideCreateOrder`) and writes the
 * order, the bag's new borrow state and an activity entry together. Two members racing
 * for one bag: the loser's transaction is retried, finds the bag Borrowed and is refused.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  decideCreateOrder,
  normaliseFirestoreData,
  shippingAddressSchema,
  type CreateOrderResult,
  type ShippingAddress,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import { ordersCol, productDoc, subscriptionDoc } from '../lib/collections';
import { CONTENDED_TRANSACTION_ATTEMPTS, refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** The profile's shipping address, or `null` when missing or not a valid address. */
export function readShippingAddress(
  profile: Record<string, unknown> | undefined,
): ShippingAddress | null {
  const raw = profile?.shipping_address;
  if (raw === null || raw === undefined) return null;
  const parsed = shippingAddressSchema.safeParse(normaliseFirestoreData(raw));
  return parsed.success ? parsed.data : null;
}

/**
 * Creates the member's order for `bagId`.
 *
 * @throws HttpsError `failed-precondition` with the domain's message when refused
 */
export async function createOrder(
  db: Firestore,
  uid: string,
  bagId: string,
  now: Date = new Date(),
): Promise<CreateOrderResult> {
  const result = await db.runTransaction(
    async (tx) => {
      const productRef = productDoc(db, bagId);
      const [subscriptionSnap, productSnap, profileSnap, ordersSnap] = await Promise.all([
        tx.get(subscriptionDoc(db, uid)),
        tx.get(productRef),
        tx.get(db.collection(COLLECTIONS.profiles).doc(uid)),
        // All the member's orders (few): filtering by status here keeps to the
        // single-field index, and the read locks them against a concurrent order.
        tx.get(db.collection(COLLECTIONS.orders).where('user_id', '==', uid)),
      ]);
      const product = dataOrNull(productSnap);
      const plan = decideCreateOrder({
        uid,
        now,
        subscription: dataOrNull(subscriptionSnap),
        product,
        orderStatuses: ordersSnap.docs.map((doc) => String(doc.get('order_status'))),
        shippingAddress: readShippingAddress(profileSnap.data()),
      });
      if (!plan.ok) {
        logger.info('createOrder refused', { uid, bagId, reason: plan.reason });
        throw refusal(plan.message);
      }

      const orderRef = ordersCol(db).doc();
      tx.create(orderRef, { ...plan.order, id: orderRef.id });
      tx.set(productRef, plan.productPatch, { merge: true });
      addActivity(tx, db, activityEntry(plan.activity(orderRef.id), now));
      return { orderId: orderRef.id };
    },
    { maxAttempts: CONTENDED_TRANSACTION_ATTEMPTS },
  );
  logger.info('Order created', { uid, bagId, orderId: result.orderId });
  return result;
}
