/**
 * Keeping a bag's queue in step: every entry's position and estimated date, and the
 * bag's public queue length and expected return on `bag_stats`. Run after anything that
 * changes them (a member joins or leaves, the bag moves, its holder's order moves).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  bagBackEstimate,
  isTierId,
  queueTurns,
  type BagHolder,
  type QueueEntry,
} from '@unlimited/domain';
import { ordersCol, queueEntriesCol } from '../lib/collections';
import { readLoanedProduct, type LoanedProduct } from '../lib/product-loans';

/** The entries of a bag's queue (a few at most), read in `tx` when given. */
export async function readQueue(
  db: Firestore,
  productId: string,
  tx?: Transaction,
): Promise<QueueEntry[]> {
  const query = queueEntriesCol(db).where('product_id', '==', productId);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.map((doc) => doc.data());
}

/** The member holding the bag and their current order, or null when nobody has it. */
async function readHolder(
  db: Firestore,
  product: LoanedProduct,
  tx: Transaction,
): Promise<BagHolder | null> {
  const uid = product.borrower;
  if (
    uid === null ||
    (product.borrow_status !== 'Borrowed' && product.borrow_status !== 'Swapping')
  ) {
    return null;
  }
  const orders = await tx.get(
    ordersCol(db).where('bag_id', '==', product.id).where('user_id', '==', uid),
  );
  const current = orders.docs
    .map((doc) => doc.data())
    .filter((order) => !['completed', 'cancelled'].includes(order.order_status))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
  if (current === undefined || !isTierId(current.user_tier)) return null;
  return { order: current, tier: current.user_tier };
}

/**
 * When a bag lent without an open order we can read (written by hand or imported) is due
 * back: its `return_date`, or now when that has passed; `null` when it is not lent.
 */
function lentUntil(product: LoanedProduct | null, now: Date): Date | null {
  if (
    product === null ||
    product.borrower === null ||
    (product.borrow_status !== 'Borrowed' && product.borrow_status !== 'Swapping') ||
    product.return_date === null
  ) {
    return null;
  }
  return product.return_date.getTime() < now.getTime() ? now : product.return_date;
}

/** Rewrites the queue's positions and estimates and the bag's summary; returns the queue. */
export async function refreshQueue(
  db: Firestore,
  productId: string,
  now: Date,
): Promise<QueueEntry[]> {
  return db.runTransaction(async (tx) => {
    const product = await readLoanedProduct(db, productId, tx);
    const entries = await readQueue(db, productId, tx);
    const holder = product === null ? null : await readHolder(db, product, tx);
    const loanBack = holder !== null ? bagBackEstimate(holder, now) : lentUntil(product, now);
    const backAt = loanBack ?? now;
    const turns = new Map(queueTurns(entries, backAt).map((turn) => [turn.user_id, turn]));
    const updated: QueueEntry[] = [];
    for (const entry of entries) {
      const turn = turns.get(entry.user_id);
      if (turn === undefined) continue;
      const next = { ...entry, position: turn.position, estimated_at: turn.estimated_at };
      updated.push(next);
      if (
        entry.position !== turn.position ||
        entry.estimated_at?.getTime() !== turn.estimated_at.getTime()
      ) {
        tx.update(queueEntriesCol(db).doc(entry.id), {
          position: turn.position,
          estimated_at: turn.estimated_at,
          updated_at: now,
        });
      }
    }
    if (product === null) return updated;
    // Expected back only from a member's loan: a bag in care or on hold has no date.
    const out = product.borrow_status !== 'Available';
    tx.set(
      db.collection(COLLECTIONS.bagStats).doc(productId),
      {
        product_id: productId,
        queue_length: entries.length,
        back_estimate: out ? loanBack : null,
        updated_at: now,
      },
      { merge: true },
    );
    return updated.sort((a, b) => a.position - b.position);
  });
}
