/**
 * `joinQueue` and `leaveQueue`: a member's place in the queue of a bag that is out. The
 * decision is the domain's (joinQueueRefusal); the tier comes from the member's
 * subscription, never from the client. Leaving while the bag is held for you frees it
 * for the next in line.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  QUEUE_MESSAGES,
  accessTier,
  isSubscribed,
  joinQueueRefusal,
  queueEntryId,
  type JoinQueueResult,
  type LeaveQueueResult,
  type TierId,
} from '@unlimited/domain';
import { queueEntriesCol, subscriptionDoc } from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import { refreshQueue } from './refresh-queue';

/** Puts `uid` in the queue of `bagId`; answers their position and estimated date. */
export async function joinQueue(
  db: Firestore,
  uid: string,
  bagId: string,
  email: string | null,
  now: Date = new Date(),
): Promise<JoinQueueResult> {
  await db.runTransaction(async (tx) => {
    const [subscription, product, mine] = await Promise.all([
      tx.get(subscriptionDoc(db, uid)).then(dataOrNull),
      readLoanedProduct(db, bagId, tx),
      tx.get(queueEntriesCol(db).where('user_id', '==', uid)),
    ]);
    const tier: TierId | null =
      subscription !== null &&
      isSubscribed({ tier: subscription.plan_name, status: subscription.status })
        ? subscription.plan_name
        : null;
    // What the member sees: their tier, or the one above with Select Access.
    const seeing = accessTier(tier, subscription?.add_ons?.select_access === true);
    const reason = joinQueueRefusal({
      uid,
      tier: seeing,
      product,
      bagId,
      memberQueues: mine.docs.map((doc) => doc.data().product_id),
    });
    if (reason !== null || tier === null || product === null) {
      logger.info('joinQueue refused', { uid, bagId, reason });
      throw refusal(reason ?? QUEUE_MESSAGES.notVisible);
    }
    const id = queueEntryId(bagId, uid);
    tx.create(queueEntriesCol(db).doc(id), {
      id,
      product_id: bagId,
      user_id: uid,
      user_tier: tier,
      joined_at: now,
      status: 'waiting',
      position: 1,
      estimated_at: null,
      offer_expires_at: null,
      bag_title: product.title,
      bag_brand: product.brand,
      bag_photo: product.photos[0] ?? null,
      user_email: email,
      updated_at: now,
    });
  });
  const queue = await refreshQueue(db, bagId, now);
  const mine = queue.find((entry) => entry.user_id === uid);
  logger.info('Joined queue', { uid, bagId, position: mine?.position ?? null });
  return {
    position: mine?.position ?? queue.length,
    estimatedAt: mine?.estimated_at?.toISOString() ?? null,
  };
}

/** Takes `uid` out of the queue of `bagId`; a hold they had goes to the next in line. */
export async function leaveQueue(
  db: Firestore,
  uid: string,
  bagId: string,
  now: Date = new Date(),
): Promise<LeaveQueueResult> {
  await db.runTransaction(async (tx) => {
    const ref = queueEntriesCol(db).doc(queueEntryId(bagId, uid));
    const [entry, product] = await Promise.all([
      tx.get(ref).then(dataOrNull),
      readLoanedProduct(db, bagId, tx),
    ]);
    if (entry === null) throw refusal(QUEUE_MESSAGES.notInQueue);
    tx.delete(ref);
    if (product?.borrow_status === 'Reserved' && product.borrower === uid) {
      // The bag is free again; the product trigger offers it to the next in line.
      applyProductPatch(
        tx,
        db,
        bagId,
        { borrow_status: 'Available', borrower: null, return_date: null, updated_at: now },
        product.loan,
        null,
      );
    }
  });
  await refreshQueue(db, bagId, now);
  logger.info('Left queue', { uid, bagId });
  return { left: true };
}
