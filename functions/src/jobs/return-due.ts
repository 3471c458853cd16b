/**
 * The daily return-due job: orders whose bag is still out past its return due date are
 * flagged `overdue` and listed in activity, once each. Exported on its own so a test
 * and `npm run job:return-due` can run it (the emulator never fires schedules).
 *
 * Runs may overlap (the schedule's retry, or a manual run during the daily one), so
 * flagging takes no locks: each order's write is conditioned on the order being
 * unchanged since it was read, and only one run can win that. A transaction here made
 * overlapping runs lock the same orders in the same sequence and deadlock on each,
 * waiting on lock timeouts; the Firestore emulator even reports a transaction killed
 * that way as INVALID_ARGUMENT, which is not retried, and the whole run failed.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  SYSTEM_ACTOR,
  COLLECTIONS,
  CURRENT_ORDER_STATUSES,
  overdueActivityId,
  overdueActivityText,
  shouldFlagOverdue,
} from '@unlimited/domain';
import { activityEntry } from '../lib/activity';
import { activityCol, orderDoc } from '../lib/collections';
import { ALREADY_EXISTS, FAILED_PRECONDITION, grpcCode } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** What one run did. */
export interface ReturnDueReport {
  /** Orders still out past their due date. */
  checked: number;
  /** Ids of the orders flagged by this run. */
  flagged: string[];
}

/** Reads of an order that keeps changing under the job before it gives up on it. */
export const FLAG_ATTEMPTS = 5;

/**
 * Flags one order and lists it in activity, in one batch conditioned on the order's
 * update time; false when it no longer needs flagging (another run flagged it first, or
 * its bag came back). When the order changed since it was read, it is read again.
 */
async function flagOrder(db: Firestore, orderId: string, now: Date): Promise<boolean> {
  const ref = orderDoc(db, orderId);
  const activityRef = activityCol(db).doc(overdueActivityId(orderId));
  for (let attempt = 1; ; attempt += 1) {
    const [snap, activity] = await Promise.all([ref.get(), activityRef.get()]);
    const order = dataOrNull(snap);
    const readAt = snap.updateTime;
    if (order === null || readAt === undefined || !shouldFlagOverdue(order, now)) return false;
    const batch = db.batch();
    batch.update(ref, { overdue: true, overdue_flagged_at: now }, { lastUpdateTime: readAt });
    if (!activity.exists) {
      batch.create(activityRef, {
        ...activityEntry(overdueActivityText(orderId, order), now, SYSTEM_ACTOR),
        id: activityRef.id,
      });
    }
    try {
      await batch.commit();
      return true;
    } catch (error) {
      // Changed since read (FAILED_PRECONDITION), or its entry written meanwhile by a run
      // that flagged it (ALREADY_EXISTS): nothing was written; decide again on fresh data.
      const code = grpcCode(error);
      const overtaken = code === FAILED_PRECONDITION || code === ALREADY_EXISTS;
      if (!overtaken || attempt >= FLAG_ATTEMPTS) throw error;
    }
  }
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
