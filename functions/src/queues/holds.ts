/** The bags held for a member in their queues (48-hour holds), which take their slots. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { HeldBag } from '@unlimited/domain';
import { queueEntriesCol } from '../lib/collections';

/**
 * The bags held for `uid` now, other than `exceptProductId` (the bag being chosen or
 * offered, whose own hold is what lets them take it). Read through `tx` when given.
 * All the member's entries (at most a few): filtering the status here keeps to the
 * single-field index.
 */
export async function heldBagsOf(
  db: Firestore,
  uid: string,
  exceptProductId: string,
  tx?: Transaction,
): Promise<HeldBag[]> {
  const query = queueEntriesCol(db).where('user_id', '==', uid);
  const snap = await (tx ? tx.get(query) : query.get());
  return snap.docs
    .map((doc) => doc.data())
    .filter((entry) => entry.status === 'offered' && entry.product_id !== exceptProductId)
    .map((entry) => ({
      bag_title: entry.bag_title,
      bag_brand: entry.bag_brand,
      offer_expires_at: entry.offer_expires_at,
    }));
}
