/**
 * After an order's status changes: keep its bag's borrow state in step and stamp the
 * shipped or delivered date the admin left blank. Reads the order as it is now (not as
 * the event saw it), so late or repeated events converge on the same result, and writes
 * nothing when everything is already in step.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  orderDateStamps,
  productSyncForOrder,
  type OrderDateStamps,
  type OrderStatus,
  type ProductBorrowPatch,
} from '@unlimited/domain';
import { orderDoc } from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { dataOrNull } from '../lib/snapshots';

/** What one sync wrote. */
export interface OrderSyncResult {
  productPatch: ProductBorrowPatch | null;
  stamps: OrderDateStamps;
}

/**
 * Syncs order `orderId` after its status changed from `previousStatus` (`null` for a
 * new order).
 */
export async function syncOrderAfterStatusChange(
  db: Firestore,
  orderId: string,
  previousStatus: OrderStatus | null,
  now: Date,
): Promise<OrderSyncResult> {
  return db.runTransaction(async (tx) => {
    const orderRef = orderDoc(db, orderId);
    const order = dataOrNull(await tx.get(orderRef));
    if (order === null) return { productPatch: null, stamps: {} };
    const product = await readLoanedProduct(db, order.bag_id, tx);

    const productPatch = productSyncForOrder(order, product, now);
    const stamps = orderDateStamps(
      previousStatus === null ? null : { order_status: previousStatus },
      order,
      now,
    );
    if (productPatch !== null) {
      applyProductPatch(tx, db, order.bag_id, productPatch, product?.loan ?? null, orderId);
    }
    if (Object.keys(stamps).length > 0) tx.set(orderRef, stamps, { merge: true });
    if (productPatch !== null || Object.keys(stamps).length > 0) {
      logger.info('Order synced', { orderId, status: order.order_status });
    }
    return { productPatch, stamps };
  });
}
