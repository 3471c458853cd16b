/**
 * `updateOrder` (admins): the "Update Order" dialog's one write. A status change is
 * decided by the domain (`decideOrderStatusChange`: the lifecycle, corrections, the bag
 * and the member's limit) inside one transaction that also writes the bag, so an order
 * and its bag never disagree; tracking number and package dimensions are saved with it
 * (an order is never marked In Transit without a tracking number),
 * and notes into the order's admin-only `order_notes` document (its member reads the order).
 * A return received with a condition grade sets the bag's grade (`rank`) in the same
 * transaction. Shipping an order and receiving its return also write the bag's condition
 * record for the order (grade, member-visible notes, photos; see domain `condition.ts`).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  CONDITION_ONLY_AT_DISPATCH_OR_RECEIPT,
  GRADE_ONLY_ON_RECEIPT,
  conditionEntry,
  conditionRecordWrite,
  conditionStageFor,
  ORDER_NOT_FOUND,
  RANK_LABELS,
  decideOrderStatusChange,
  isReturnReceipt,
  orderUpdateToPatch,
  shipsWithoutTracking,
  shortOrderId,
  ORDER_AUDIT_FIELDS,
  auditChanges,
  auditValue,
  type AuditChange,
  type AuditKind,
  TRACKING_REQUIRED_TO_SHIP,
  type UpdateOrderResult,
  type updateOrderInputSchema,
} from '@unlimited/domain';
import type { z } from 'zod';
import { addAudit, type ActorLike } from '../lib/activity';
import {
  conditionRecordDoc,
  orderDoc,
  orderNotesDoc,
  ordersCol,
  subscriptionDoc,
} from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

export type UpdateOrderValues = z.output<typeof updateOrderInputSchema>;

/**
 * Applies an admin's update to order `values.orderId`.
 *
 * @throws HttpsError `not-found` for a missing order, `failed-precondition` with the
 *   domain's message when the lifecycle refuses the move
 */
export async function updateOrder(
  db: Firestore,
  values: UpdateOrderValues,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<UpdateOrderResult> {
  const {
    orderId,
    expected_status,
    order_status: to,
    correction,
    condition_grade,
    condition_notes,
    condition_photos,
    ...rest
  } = values;
  const { admin_notes, ...extras } = orderUpdateToPatch({
    order_status: to,
    tracking_number: rest.tracking_number,
    admin_notes: rest.admin_notes,
    bag_weight: rest.bag_weight,
    bag_length: rest.bag_length,
    bag_width: rest.bag_width,
    bag_height: rest.bag_height,
  });
  return db.runTransaction(async (tx) => {
    const orderRef = orderDoc(db, orderId);
    const [order, notes] = await Promise.all([
      tx.get(orderRef).then(dataOrNull),
      admin_notes === undefined
        ? Promise.resolve(null)
        : tx.get(orderNotesDoc(db, orderId)).then(dataOrNull),
    ]);
    if (order === null) throw new HttpsError('not-found', ORDER_NOT_FOUND);
    // The audit record of this update, written in this transaction: the changed order
    // fields and the notes (the admin's, before → after).
    const audit = (kind: AuditKind, after: Record<string, unknown>, action?: string) => {
      const changes: AuditChange[] = auditChanges(order, after, ORDER_AUDIT_FIELDS);
      const notesBefore = auditValue(notes?.admin_notes ?? null);
      const notesAfter = admin_notes === undefined ? notesBefore : auditValue(admin_notes);
      if (notesBefore !== notesAfter) {
        changes.push({ field: 'admin_notes', before: notesBefore, after: notesAfter });
      }
      if (changes.length === 0 && action === undefined) return;
      addAudit(tx, db, {
        kind,
        objectType: 'order',
        objectId: orderId,
        label: `${shortOrderId(orderId)} · ${order.bag_name}`,
        actor,
        at: now,
        changes,
        ...(action === undefined ? {} : { action }),
      });
    };
    // Written only once the order is known to exist, and only when the admin typed notes
    // (blank notes never erase what is stored).
    const saveNotes = () => {
      if (admin_notes !== undefined) {
        tx.set(orderNotesDoc(db, orderId), { admin_notes, updated_at: now }, { merge: true });
      }
    };

    const grading = condition_grade !== undefined;
    if (grading && !isReturnReceipt(expected_status, to, correction)) {
      throw refusal(GRADE_ONLY_ON_RECEIPT);
    }
    const conditionStage = conditionStageFor(expected_status, to, correction);
    const describing = condition_notes?.trim() || (condition_photos?.length ?? 0) > 0;
    if (describing && conditionStage === null) {
      throw refusal(CONDITION_ONLY_AT_DISPATCH_OR_RECEIPT);
    }
    if (order.order_status === to && expected_status === to) {
      tx.set(orderRef, { ...extras, updated_at: now }, { merge: true });
      saveNotes();
      audit('updated', { ...order, ...extras });
      return { orderId, order_status: to };
    }

    const [product, subscription, memberOrders] = await Promise.all([
      readLoanedProduct(db, order.bag_id, tx),
      tx.get(subscriptionDoc(db, order.user_id)).then(dataOrNull),
      tx.get(ordersCol(db).where('user_id', '==', order.user_id)),
    ]);
    const plan = decideOrderStatusChange({
      order,
      expectedStatus: expected_status,
      to,
      correction,
      product,
      memberTier: subscription?.plan_name ?? order.user_tier,
      membership: subscription?.status ?? null,
      otherOrderStatuses: memberOrders.docs
        .filter((doc) => doc.id !== orderId)
        .map((doc) => doc.data().order_status),
      now,
    });
    if (!plan.ok) {
      logger.info('updateOrder refused', { orderId, to, reason: plan.reason });
      throw refusal(plan.message);
    }
    // Never trust the form: a shipment carries its tracking number (typed now or stored).
    if (
      shipsWithoutTracking(order.order_status, to, extras.tracking_number, order.tracking_number)
    ) {
      logger.info('updateOrder refused', { orderId, to, reason: 'no-tracking-number' });
      throw refusal(TRACKING_REQUIRED_TO_SHIP);
    }
    tx.set(orderRef, { ...extras, ...plan.orderPatch }, { merge: true });
    saveNotes();
    // A grade is the bag's own: it is written only when the bag still exists.
    const productPatch =
      grading && product !== null
        ? { ...plan.productPatch, rank: condition_grade, updated_at: now }
        : plan.productPatch;
    if (productPatch !== null) {
      applyProductPatch(tx, db, order.bag_id, productPatch, product?.loan ?? null, orderId);
    }
    // The bag's condition record for this order: what members see (notes for admins only
    // stay in order_notes).
    if (conditionStage !== null && product !== null) {
      const entry = conditionEntry(
        { grade: condition_grade, notes: condition_notes, photos: condition_photos },
        product.rank,
        now,
      );
      tx.set(
        conditionRecordDoc(db, order.bag_id, orderId),
        conditionRecordWrite(order.bag_id, orderId, conditionStage, entry, now),
        { merge: true },
      );
    }
    const graded = grading
      ? ` (condition ${condition_grade}, ${RANK_LABELS[condition_grade]})`
      : '';
    audit(
      'status_changed',
      { ...order, ...extras, ...plan.orderPatch },
      `Order ${shortOrderId(orderId)} ${plan.activity}${graded}`,
    );
    return { orderId, order_status: to };
  });
}
