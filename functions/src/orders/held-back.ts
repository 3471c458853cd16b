/**
 * The `held_back` flag of orders waiting to ship (domain `shouldHoldBack`): set while the
 * member's membership is not active, so Tasks and the Swaps badge do not count them as
 * bags to ship. The server refuses to ship such an order whatever the flag says
 * (`decideOrderStatusChange`); the flag serves the counts only.
 *
 * Settled when the membership changes (the subscription trigger) and when an order comes
 * back to waiting for shipment (the order trigger). Each write is conditioned on the order
 * being unchanged since it was read, and decided again on fresh reads when it was not, so
 * a retried or late event converges on the membership as it is now.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { heldBackChange, type SubscriptionStatus } from '@unlimited/domain';
import { orderDoc, ordersCol, subscriptionDoc } from '../lib/collections';
import { FAILED_PRECONDITION, grpcCode } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** Reads of an order that keeps changing before the flag is given up on (the error is thrown). */
const SETTLE_ATTEMPTS = 5;

async function membershipOf(db: Firestore, uid: string): Promise<SubscriptionStatus | null> {
  return dataOrNull(await subscriptionDoc(db, uid).get())?.status ?? null;
}

/** Sets order `orderId`'s flag as its member's membership decides; the new value, or `null`. */
export async function settleHeldBack(db: Firestore, orderId: string): Promise<boolean | null> {
  const ref = orderDoc(db, orderId);
  for (let attempt = 1; ; attempt += 1) {
    const snap = await ref.get();
    const order = dataOrNull(snap);
    const readAt = snap.updateTime;
    if (order === null || readAt === undefined) return null;
    const change = heldBackChange(order, await membershipOf(db, order.user_id));
    if (change === null) return null;
    try {
      await ref.update({ held_back: change }, { lastUpdateTime: readAt });
      return change;
    } catch (error) {
      if (grpcCode(error) !== FAILED_PRECONDITION || attempt >= SETTLE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Settles the flags of member `uid`'s orders waiting to ship (a member has a few): the ids
 * held back and released by this call.
 */
export async function settleMemberHeldBack(
  db: Firestore,
  uid: string,
): Promise<{ held: string[]; released: string[] }> {
  const snap = await ordersCol(db)
    .where('user_id', '==', uid)
    .where('order_status', '==', 'pending_shipment')
    .get();
  const held: string[] = [];
  const released: string[] = [];
  for (const doc of snap.docs) {
    const change = await settleHeldBack(db, doc.id);
    if (change === true) held.push(doc.id);
    if (change === false) released.push(doc.id);
  }
  return { held, released };
}
