/**
 * The daily return-due job: keeps each order's `overdue` flag true while its bag is late
 * back to us (domain `overdueReason`: out while the membership is not active, or a
 * return started over two weeks ago and not received), lists each newly flagged order in
 * activity once, and clears a flag that no longer holds while the bag is out (the member
 * paid, or has just sent it back). A member keeps a bag as long as they like while the
 * membership is active, so the date ordered with the bag plays no part. Exported on its
 * own so a test and `npm run job:return-due` can run it (the emulator never fires
 * schedules).
 *
 * It reads the orders whose bag is out (bounded by the bags there are) and their
 * members' memberships, one read each. The daily run is the backstop: the subscription
 * trigger settles a member's orders the moment their membership changes
 * ({@link settleMemberOrders}), with the same decision.
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
  AWAY_ORDER_STATUSES,
  SYSTEM_ACTOR,
  isAwayOrder,
  overdueActivityId,
  overdueActivityText,
  overdueChange,
  overdueReason,
  type DueMembership,
} from '@unlimited/domain';
import { activityEntry } from '../lib/activity';
import { activityCol, orderDoc, ordersCol, subscriptionDoc } from '../lib/collections';
import { ALREADY_EXISTS, FAILED_PRECONDITION, grpcCode } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** What one run did. */
export interface ReturnDueReport {
  /** Orders whose bag is out. */
  checked: number;
  /** Ids of the orders flagged by this run. */
  flagged: string[];
  /** Ids of the orders whose flag this run cleared. */
  cleared: string[];
}

/** Reads of an order that keeps changing under the job before it gives up on it. */
export const FLAG_ATTEMPTS = 5;

/** The membership status of member `uid` (`null` when they have none, or it is unreadable). */
async function membershipOf(db: Firestore, uid: string): Promise<DueMembership> {
  return dataOrNull(await subscriptionDoc(db, uid).get())?.status ?? null;
}

/**
 * Flags one order (listing it in activity) or clears its flag, as `overdueChange` decides
 * on the order and its member's membership, in one batch conditioned on the order's
 * update time; `null` when nothing needs doing any more (another run did it first, or
 * the bag came back). When the order changed since it was read, both are read again.
 */
export async function settleOrder(
  db: Firestore,
  orderId: string,
  now: Date,
): Promise<'flag' | 'clear' | null> {
  const ref = orderDoc(db, orderId);
  const activityRef = activityCol(db).doc(overdueActivityId(orderId));
  for (let attempt = 1; ; attempt += 1) {
    const [snap, activity] = await Promise.all([ref.get(), activityRef.get()]);
    const order = dataOrNull(snap);
    const readAt = snap.updateTime;
    if (order === null || readAt === undefined) return null;
    const membership = await membershipOf(db, order.user_id);
    const change = overdueChange(order, membership, now);
    if (change === null) return null;
    const batch = db.batch();
    if (change === 'clear') {
      batch.update(ref, { overdue: false, overdue_flagged_at: null }, { lastUpdateTime: readAt });
    } else {
      batch.update(ref, { overdue: true, overdue_flagged_at: now }, { lastUpdateTime: readAt });
      const reason = overdueReason(order, membership, now);
      if (!activity.exists && reason !== null) {
        batch.create(activityRef, {
          ...activityEntry(
            overdueActivityText(orderId, order, reason, membership),
            now,
            SYSTEM_ACTOR,
          ),
          id: activityRef.id,
        });
      }
    }
    try {
      await batch.commit();
      return change;
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
 * Settles every order whose bag is out (in transit, delivered, active rental, return
 * pending): flags those overdue and not yet flagged, clears the flags that no longer
 * hold. Each member's membership is read once.
 */
export async function runReturnDueJob(
  db: Firestore,
  now: Date = new Date(),
): Promise<ReturnDueReport> {
  const snap = await ordersCol(db)
    .where('order_status', 'in', [...AWAY_ORDER_STATUSES])
    .get();
  const orders = snap.docs.flatMap((doc) => {
    const order = dataOrNull(doc);
    return order === null ? [] : [{ id: doc.id, order }];
  });
  const uids = [...new Set(orders.map(({ order }) => order.user_id))];
  const memberships = new Map(
    await Promise.all(uids.map(async (uid) => [uid, await membershipOf(db, uid)] as const)),
  );
  // A first look on the listed data; each order to change is decided again on fresh reads.
  const candidates = orders
    .filter(({ order }) => overdueChange(order, memberships.get(order.user_id) ?? null, now))
    .map(({ id }) => id);
  const flagged: string[] = [];
  const cleared: string[] = [];
  for (const orderId of candidates) {
    const change = await settleOrder(db, orderId, now);
    if (change === 'flag') flagged.push(orderId);
    if (change === 'clear') cleared.push(orderId);
  }
  logger.info('Return-due job done', {
    checked: snap.size,
    flagged: flagged.length,
    cleared: cleared.length,
  });
  return { checked: snap.size, flagged, cleared };
}

/**
 * Settles the orders of member `uid` whose bag is out, as the daily job would, when their
 * membership changes (the subscription trigger): a bag out when the membership stops
 * being active (a failed payment, a pause, an end) is flagged at once, and the flag
 * clears at once when it is active again. A member holds a few orders, read by member.
 */
export async function settleMemberOrders(
  db: Firestore,
  uid: string,
  now: Date = new Date(),
): Promise<Omit<ReturnDueReport, 'checked'>> {
  const [snap, membership] = await Promise.all([
    ordersCol(db).where('user_id', '==', uid).get(),
    membershipOf(db, uid),
  ]);
  const flagged: string[] = [];
  const cleared: string[] = [];
  for (const doc of snap.docs) {
    const order = dataOrNull(doc);
    if (order === null || !isAwayOrder(order.order_status)) continue;
    if (overdueChange(order, membership, now) === null) continue;
    const change = await settleOrder(db, doc.id, now);
    if (change === 'flag') flagged.push(doc.id);
    if (change === 'clear') cleared.push(doc.id);
  }
  if (flagged.length + cleared.length > 0) {
    logger.info('Overdue flags settled on a membership change', {
      uid,
      flagged: flagged.length,
      cleared: cleared.length,
    });
  }
  return { flagged, cleared };
}
