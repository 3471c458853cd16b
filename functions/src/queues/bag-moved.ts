/**
 * What a bag's move means for its queue: sold → its queue closes, each member told;
 * free again → offer it to the first in line;
 * a Reserved bag ordered by the member it was held for → their entry leaves the queue;
 * any other move of a bag with a queue → fresh positions and estimates; a change of loan
 * state (out, in care, back) → the summary's expected return follows it, queue or not.
 * The product names nobody: who holds a bag is read from its loan (`product_loans`).
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { AccessLevel } from '@unlimited/domain';
import { readLoanedProduct } from '../lib/product-loans';
import { notifySavedBagBack } from '../notifications/triggers-logic';
import { closeSoldQueue } from './close-sold';
import { readQueue, refreshQueue } from './refresh-queue';
import { fulfilOffer, offerNext, type Offer } from './offers';

/** The product fields this reads, raw from the trigger's event. */
function loan(data: DocumentData | null) {
  if (data === null) return null;
  return {
    status: String(data.status ?? ''),
    borrow_status: String(data.borrow_status ?? ''),
  };
}

/** Whether the bag is free in the closet right now (Active, Available, nobody holding it). */
async function stillFree(db: Firestore, productId: string): Promise<boolean> {
  const product = await readLoanedProduct(db, productId);
  return (
    product?.status === 'Active' &&
    product.borrow_status === 'Available' &&
    product.borrower === null
  );
}

/** What became of the move for the queue. */
export type BagMoveOutcome =
  | { kind: 'closed'; closed: number }
  | { kind: 'offered'; offer: Offer }
  | { kind: 'free' }
  | { kind: 'fulfilled' }
  | { kind: 'refreshed' }
  | { kind: 'none' };

/** Handles product `productId` written from `beforeData` to `afterData`. */
export async function onBagMoved(
  db: Firestore,
  productId: string,
  beforeData: DocumentData | null,
  afterData: DocumentData | null,
  now: Date,
): Promise<BagMoveOutcome> {
  const before = loan(beforeData);
  const after = loan(afterData);
  if (after === null) return { kind: 'none' };
  const moved =
    before === null ||
    before.borrow_status !== after.borrow_status ||
    before.status !== after.status;
  if (!moved) return { kind: 'none' };

  if (after.status === 'Sold' && afterData !== null) {
    const bag = {
      id: productId,
      title: String(afterData.title ?? ''),
      brand: String(afterData.brand ?? ''),
    };
    return { kind: 'closed', closed: await closeSoldQueue(db, bag, now) };
  }

  // Only the member a Reserved bag is held for may order it (createOrder, which also
  // takes their entry out of the queue in its transaction): its loan names them, unless
  // the order has already ended (then the queue is simply brought up to date).
  if (before?.borrow_status === 'Reserved' && after.borrow_status === 'Borrowed') {
    const holder = (await readLoanedProduct(db, productId))?.loan ?? null;
    if (holder !== null && holder.order_id !== null) {
      await fulfilOffer(db, productId, holder.user_id, now);
    } else {
      await refreshQueue(db, productId, now);
    }
    return { kind: 'fulfilled' };
  }
  // An Available bag names no borrower (the domain and the rules free its loan with it).
  if (after.status === 'Active' && after.borrow_status === 'Available') {
    const offer = await offerNext(db, productId, now);
    if (offer !== null) return { kind: 'offered', offer };
    // The summary's expected return goes with the loan, queue or not (a new bag has none).
    const loanMoved = before !== null && before.borrow_status !== after.borrow_status;
    if (loanMoved || (await readQueue(db, productId)).length > 0) {
      await refreshQueue(db, productId, now);
    }
    // Back in the closet for everyone: the members who saved it hear of it.
    // (Only while it still is: a later write may already have lent or held it.)
    const current =
      before !== null && before.borrow_status !== 'Available'
        ? await stillFree(db, productId)
        : false;
    if (current && afterData !== null) {
      await notifySavedBagBack(
        db,
        {
          id: productId,
          title: String(afterData.title ?? ''),
          brand: String(afterData.brand ?? ''),
          access_levels: afterData.access_levels as AccessLevel,
        },
        now,
      );
    }
    return { kind: 'free' };
  }
  const loanMoved = before !== null && before.borrow_status !== after.borrow_status;
  if (!loanMoved && (await readQueue(db, productId)).length === 0) return { kind: 'none' };
  await refreshQueue(db, productId, now);
  return { kind: 'refreshed' };
}
