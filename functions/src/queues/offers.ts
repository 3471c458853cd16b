/**
 * The 48-hour hold: when a bag with a queue is free again (its return received, an order
 * cancelled, a hold given up or run out), the first in line who could choose it now gets
 * it Reserved for them and is notified (only they are); if they do not order it in time,
 * the expiry job passes it on the same way. Members who could not choose it (slots full,
 * bags already held for them counted,
 * a swap clock still locked, no membership or no access to the bag's level) are passed
 * over but keep their place for the next time the bag is free; if nobody in line can
 * choose it, it stays Available to everyone. A passed-over member who becomes able
 * during someone else's hold changes nothing: the hold stands.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  offerExpired,
  offerExpiry,
  passedOverNotice,
  queueOfferNotice,
  queueTurn,
  type QueueEntry,
  type WaitingMemberFacts,
} from '@unlimited/domain';
import { config } from '../config';
import { queueEntriesCol, subscriptionDoc } from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { dataOrNull } from '../lib/snapshots';
import { notificationId, notify } from '../notifications/notify';
import { slotOrder } from '../orders/create-order';
import { heldBagsOf } from './holds';
import { readQueue, refreshQueue } from './refresh-queue';

/** The offer made: to whom, until when. */
export interface Offer {
  uid: string;
  expiresAt: Date;
}

/**
 * Offers bag `productId` to the first in its queue who could choose it now (the check
 * `createOrder` makes, see `nextInLine`), if the bag is free (Active, Available, nobody
 * holding it). Does nothing otherwise (nobody in line able to choose it included: the bag
 * stays Available), so it is safe to call again (a retried trigger, the job and the
 * trigger racing).
 */
export async function offerNext(
  db: Firestore,
  productId: string,
  now: Date,
): Promise<Offer | null> {
  const made = await db.runTransaction(async (tx) => {
    const product = await readLoanedProduct(db, productId, tx);
    if (
      product === null ||
      product.status !== 'Active' ||
      product.borrow_status !== 'Available' ||
      product.borrower !== null
    ) {
      return null;
    }
    const waiting = (await readQueue(db, productId, tx)).filter((e) => e.status === 'waiting');
    if (waiting.length === 0) return null;
    // What createOrder would read of each: their subscription, orders and holds (slots).
    const facts = new Map<string, WaitingMemberFacts>();
    await Promise.all(
      waiting.map(async (entry) => {
        const [subscription, orders, holds] = await Promise.all([
          tx.get(subscriptionDoc(db, entry.user_id)),
          tx.get(db.collection(COLLECTIONS.orders).where('user_id', '==', entry.user_id)),
          heldBagsOf(db, entry.user_id, productId, tx),
        ]);
        facts.set(entry.user_id, {
          subscription: dataOrNull(subscription),
          orders: orders.docs.map(slotOrder),
          holds,
        });
      }),
    );
    const { next, passedOver } = queueTurn(
      waiting,
      product,
      (uid) => facts.get(uid) ?? { subscription: null, orders: [] },
      now,
    );
    const passed = passedOver.map(({ entry, refusal }) => ({
      uid: entry.user_id,
      refusal,
    }));
    if (next === null) {
      logger.info('Bag free again: nobody in its queue can choose it now', {
        productId,
        waiting: waiting.length,
      });
      return { offer: null, passed, product };
    }
    const expiresAt = offerExpiry(now);
    applyProductPatch(
      tx,
      db,
      productId,
      { borrow_status: 'Reserved', borrower: next.user_id, return_date: null, updated_at: now },
      product.loan,
      null,
    );
    tx.update(queueEntriesCol(db).doc(next.id), {
      status: 'offered',
      offer_expires_at: expiresAt,
      user_tier: facts.get(next.user_id)?.subscription?.plan_name ?? next.user_tier,
      updated_at: now,
    });
    return { offer: { uid: next.user_id, expiresAt }, passed, product };
  });
  if (made === null) return null;
  // Those passed over hear why it was not held for them, once per time the bag came free
  // (its last change: the job and the trigger may both get here for the same one).
  const freedAt = made.product.updated_at.getTime();
  for (const { uid, refusal } of made.passed) {
    await notify(
      db,
      uid,
      notificationId('passed_over', productId, uid, freedAt),
      passedOverNotice(made.product, refusal, made.offer !== null),
      now,
    );
  }
  if (made.offer === null) return null;
  const offer = made.offer;
  logger.info('Bag held for the first in its queue who can choose it', {
    productId,
    uid: offer.uid,
  });
  await notify(
    db,
    offer.uid,
    notificationId('queue_offer', productId, offer.uid, offer.expiresAt.getTime()),
    queueOfferNotice(made.product, offer.expiresAt),
    now,
  );
  await refreshQueue(db, productId, now);
  return offer;
}

/**
 * The holder of the offer ordered the bag: their entry leaves the queue (the others move
 * up). Called when a Reserved bag becomes Borrowed by the member it was held for.
 */
export async function fulfilOffer(
  db: Firestore,
  productId: string,
  uid: string,
  now: Date,
): Promise<void> {
  await queueEntriesCol(db).doc(`${productId}_${uid}`).delete();
  await refreshQueue(db, productId, now);
}

/** Ends one expired offer: the entry leaves the queue and the bag is free again. */
async function expireOffer(db: Firestore, entry: QueueEntry, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = queueEntriesCol(db).doc(entry.id);
    const current = dataOrNull(await tx.get(ref));
    const product = await readLoanedProduct(db, entry.product_id, tx);
    if (current === null || current.status !== 'offered') return false;
    if (!offerExpired(current.offer_expires_at, now)) return false;
    tx.delete(ref);
    if (product?.borrow_status === 'Reserved' && product.borrower === entry.user_id) {
      applyProductPatch(
        tx,
        db,
        entry.product_id,
        { borrow_status: 'Available', borrower: null, return_date: null, updated_at: now },
        product.loan,
        null,
      );
    }
    return true;
  });
}

/**
 * The expiry job's logic (run hourly by the schedule, and by tests and scripts): every
 * offer past its 48 hours ends and the bag is offered to the next in line. Returns how
 * many offers ended.
 *
 * Index: queue_entries (status ASC, offer_expires_at ASC).
 */
export async function expireQueueOffers(db: Firestore, now: Date = new Date()): Promise<number> {
  const expired = await queueEntriesCol(db)
    .where('status', '==', 'offered')
    .where('offer_expires_at', '<=', now)
    .limit(config.batchSize)
    .get();
  let ended = 0;
  for (const doc of expired.docs) {
    const entry = doc.data();
    if (!(await expireOffer(db, entry, now))) continue;
    ended += 1;
    logger.info('Queue offer expired', { productId: entry.product_id, uid: entry.user_id });
    const offer = await offerNext(db, entry.product_id, now);
    if (offer === null) await refreshQueue(db, entry.product_id, now);
  }
  return ended;
}
