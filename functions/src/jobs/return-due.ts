/**
 * The daily return-due job: orders whose bag is still out past its return due date are
 * flagged `overdue` and listed in activity, once each. Exported on its own so a test
 * and `npm run job:return-due` can run it (the emulator never fires schedules).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  CURRENT_ORDER_STATUSES,
  overdueActivityId,
  overdueActivityText,
  shouldFlagOverdue,
} from '@unlimited/domain';
import { activityEntry } from '../lib/activity';
import { activityCol, orderDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** What one run did. */
export interface ReturnDueReport {
  /** Orders still out past their due date. */
  checked: number;
  /** Ids of the orders flagged by this run. */
  flagged: string[];
}

/** Flags one order in a transaction; false when it no longer needs flagging. */
async function flagOrder(db: Firestore, orderId: string, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = orderDoc(db, orderId);
    const activityRef = activityCol(db).doc(overdueActivityId(orderId));
    const [order, activity] = await Promise.all([
      tx.get(ref).then(dataOrNull),
      tx.get(activityRef),
    ]);
    if (order === null || !shouldFlagOverdue(order, now)) return false;
    tx.set(ref, { overdue: true, overdue_flagged_at: now }, { merge: true });
    if (!activity.exists) {
      tx.create(activityRef, {
        ...activityEntry(overdueActivityText(orderId, order), now),
        id: activityRef.id,
      });
    }
    return true;
  });
}

/**
 * Flags every order past its return due date whose bag is still out (status pending
 * shipment, in transit, delivered or active rental) and not yet flagged.
 */
export async function runReturnDueJob(
  db: Firestore,
  now: Date = new Date(),
): Promise<ReturnDueReport> {
  const snap = await db
    .collection(COLLECTIONS.orders)
    .where('order_status', 'in', [...CURRENT_ORDER_STATUSES])
    .where('return_due_date', '<', now)
    .get();
  const candidates = snap.docs.filter((doc) => doc.get('overdue') !== true).map((doc) => doc.id);
  const flagged: string[] = [];
  for (const orderId of candidates) {
    if (await flagOrder(db, orderId, now)) flagged.push(orderId);
  }
  logger.info('Return-due job done', { checked: snap.size, flagged: flagged.length });
  return { checked: snap.size, flagged };
}
