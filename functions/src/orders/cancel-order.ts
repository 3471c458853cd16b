/**
 * `cancelOrder`: the member's own order, only while `pending_shipment`; the order is
 * cancelled and the bag made Available again in one transaction.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  SYSTEM_ACTOR,
  decideCancelOrder,
  shortOrderId,
  type CancelOrderResult,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import { orderDoc } from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/**
 * Cancels the member's order `orderId`.
 *
 * @throws HttpsError `not-found` when the order is missing or another member's,
 *   `failed-precondition` once it has shipped
 */
export async function cancelOrder(
  db: Firestore,
  uid: string,
  orderId: string,
  now: Date = new Date(),
): Promise<CancelOrderResult> {
  const cancelled = await db.runTransaction(async (tx) => {
    const orderRef = orderDoc(db, orderId);
    const order = dataOrNull(await tx.get(orderRef));
    const product = order === null ? null : await readLoanedProduct(db, order.bag_id, tx);
    const plan = decideCancelOrder({ uid, now, order, product });
    if (!plan.ok) {
      logger.info('cancelOrder refused', { uid, orderId, reason: plan.reason });
      throw plan.reason === 'order_not_found'
        ? new HttpsError('not-found', plan.message)
        : refusal(plan.message);
    }
    if (plan.orderPatch !== null) tx.set(orderRef, plan.orderPatch, { merge: true });
    if (plan.productPatch !== null && order !== null) {
      applyProductPatch(tx, db, order.bag_id, plan.productPatch, product?.loan ?? null, orderId);
    }
    if (!plan.alreadyCancelled) {
      addActivity(
        tx,
        db,
        activityEntry(`Order ${shortOrderId(orderId)} cancelled by the member`, now, SYSTEM_ACTOR),
      );
    }
    return !plan.alreadyCancelled;
  });
  if (cancelled) logger.info('Order cancelled', { uid, orderId });
  return { orderId };
}
