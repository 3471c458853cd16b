/**
 * A bag with a queue was sold (its holder bought it, or an admin marked it Sold): every
 * member waiting for it, or holding its 48-hour offer, is told it is no longer available
 * (an inbox notice, and an email unless they turned that kind off), then their entries
 * close. Their places in other bags' queues are not touched.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { COLLECTIONS, bagSoldNotice, type NoticeBag } from '@unlimited/domain';
import { productDoc, productLoanDoc, queueEntriesCol } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { notificationId, notify } from '../notifications/notify';
import { readQueue } from './refresh-queue';

/**
 * Closes the queue of sold bag `bag`; returns how many entries closed. Safe to run again
 * (a retried trigger): the notices are created under one id per member and bag before
 * the entries go, so a retry after a partial run tells the rest and nobody twice.
 */
export async function closeSoldQueue(db: Firestore, bag: NoticeBag, now: Date): Promise<number> {
  const entries = await readQueue(db, bag.id);
  const notice = bagSoldNotice(bag);
  for (const entry of entries) {
    await notify(db, entry.user_id, notificationId('bag_sold', bag.id, entry.user_id), notice, now);
  }
  await db.runTransaction(async (tx) => {
    const product = dataOrNull(await tx.get(productDoc(db, bag.id)));
    const current = await readQueue(db, bag.id, tx);
    const closing = new Set(entries.map((entry) => entry.id));
    for (const entry of current) {
      // Only the entries whose members were told; nobody can join a sold bag's queue.
      if (closing.has(entry.id)) tx.delete(queueEntriesCol(db).doc(entry.id));
    }
    // A hold on a sold bag ends with it: it is out of circulation, held for nobody.
    if (product?.status === 'Sold' && product.borrow_status === 'Reserved') {
      tx.set(
        productDoc(db, bag.id),
        { borrow_status: 'Available', return_date: null, updated_at: now },
        { merge: true },
      );
      tx.delete(productLoanDoc(db, bag.id));
    }
    const left = current.filter((entry) => !closing.has(entry.id)).length;
    tx.set(
      db.collection(COLLECTIONS.bagStats).doc(bag.id),
      { product_id: bag.id, queue_length: left, back_estimate: null, updated_at: now },
      { merge: true },
    );
  });
  if (entries.length > 0) {
    logger.info('Sold bag’s queue closed', { productId: bag.id, closed: entries.length });
  }
  return entries.length;
}
