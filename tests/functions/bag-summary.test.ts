/**
 * A bag's public summary (`bag_stats`) says when it is expected back only while a member
 * has it: a bag sent to the atelier after its return, or out of the closet with nobody
 * holding it, has no date, queue or not. The logic alone, on a project no trigger serves
 * (the product trigger calls the same `onBagMoved`).
 */
import { describe, expect, it } from 'vitest';
import { createOrder } from '../../functions/src/orders/create-order';
import { onBagMoved } from '../../functions/src/queues/bag-moved';
import { refreshQueue } from '../../functions/src/queues/refresh-queue';
import { quietDb, seedMember, seedProduct, useFreshEmulators } from './helpers';

useFreshEmulators();

const NOW = new Date('2026-11-20T15:00:00Z');

async function backEstimate(productId: string): Promise<Date | null | undefined> {
  const data = (await quietDb().collection('bag_stats').doc(productId).get()).data();
  if (data === undefined) return undefined;
  return data.back_estimate === null ? null : (data.back_estimate as { toDate(): Date }).toDate();
}

describe('the expected return on a bag summary', () => {
  it('dates a loan from its holder, and clears when the bag goes to the atelier', async () => {
    const db = quietDb();
    await seedProduct(db, 'care-bag');
    await seedMember(db, 'care-member', 'crown');
    const { orderId } = await createOrder(db, 'care-member', 'care-bag', NOW, null);
    await refreshQueue(db, 'care-bag', NOW);
    const out = await backEstimate('care-bag');
    expect(out).toBeInstanceOf(Date);
    expect(out!.getTime()).toBeGreaterThan(NOW.getTime());

    // The return is received and the bag goes for care; nobody is queued for it.
    const product = db.collection('products').doc('care-bag');
    const before = (await product.get()).data()!;
    await db.collection('orders').doc(orderId).update({ order_status: 'completed' });
    // The order's sync frees the loan; the admin sends the bag to the atelier.
    await db.collection('product_loans').doc('care-bag').delete();
    await product.update({ borrow_status: 'Maintenance' });
    const after = (await product.get()).data()!;
    expect(await onBagMoved(db, 'care-bag', before, after, NOW)).toEqual({ kind: 'refreshed' });
    expect(await backEstimate('care-bag')).toBeNull();
  });

  it('gives no date to a bag out of the closet that nobody holds, even with a queue', async () => {
    const db = quietDb();
    await seedProduct(db, 'held-bag', { borrow_status: 'Maintenance' });
    await db.collection('queue_entries').doc('held-bag_q-member').set({
      product_id: 'held-bag',
      user_id: 'q-member',
      user_tier: 'crown',
      joined_at: NOW,
      status: 'waiting',
      position: 1,
      estimated_at: NOW,
      offer_expires_at: null,
      updated_at: NOW,
    });
    await refreshQueue(db, 'held-bag', NOW);
    expect(await backEstimate('held-bag')).toBeNull();
  });
});
