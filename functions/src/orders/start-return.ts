/**
 * `startReturn`: the member sends a bag back. One transaction moves the order to
 * `return_pending` and the bag to Swapping (domain `decideStartReturn`), queues the
 * return-label email in the `mail` outbox and records the activity; a second press
 * writes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  SYSTEM_ACTOR,
  decideStartReturn,
  returnCode,
  returnLabelMail,
  shortOrderId,
  type StartReturnResult,
} from '@unlimited/domain';
import { config } from '../config';
import { activityEntry, addActivity } from '../lib/activity';
import { orderDoc } from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { refusal } from '../lib/errors';
import { verifiedEmailOf } from '../lib/member-email';
import { dataOrNull } from '../lib/snapshots';

/** The address of the printable label of order `orderId`. */
export function labelUrl(orderId: string): string {
  return `${config.siteUrl}/returns/${encodeURIComponent(orderId)}`;
}

export async function startReturn(
  db: Firestore,
  uid: string,
  orderId: string,
  now: Date = new Date(),
): Promise<StartReturnResult> {
  const started = await db.runTransaction(async (tx) => {
    const orderRef = orderDoc(db, orderId);
    const order = dataOrNull(await tx.get(orderRef));
    const [product, email] = await Promise.all([
      order === null ? Promise.resolve(null) : readLoanedProduct(db, order.bag_id, tx),
      verifiedEmailOf(uid),
    ]);
    const plan = decideStartReturn({ uid, now, order, product });
    if (!plan.ok) {
      logger.info('startReturn refused', { uid, orderId, reason: plan.reason });
      throw plan.reason === 'order_not_found'
        ? new HttpsError('not-found', plan.message)
        : refusal(plan.message);
    }
    if (plan.alreadyStarted || order === null) return false;
    if (plan.orderPatch !== null) tx.set(orderRef, plan.orderPatch, { merge: true });
    if (plan.productPatch !== null) {
      applyProductPatch(tx, db, order.bag_id, plan.productPatch, product?.loan ?? null, orderId);
    }
    if (email !== null) {
      const mail = returnLabelMail(orderId, order, email, labelUrl(orderId), now);
      // One label email per order, even if the transaction is retried.
      tx.set(db.collection(config.internalCollections.mail).doc(`return-label-${orderId}`), mail);
    } else {
      logger.warn('startReturn: no verified sign-in email; label not emailed', { uid, orderId });
    }
    addActivity(
      tx,
      db,
      activityEntry(
        `Return started for order ${shortOrderId(orderId)}: ${order.bag_name}`,
        now,
        SYSTEM_ACTOR,
      ),
    );
    return true;
  });
  if (started) logger.info('Return started', { uid, orderId });
  return { orderId, returnCode: returnCode(orderId) };
}
