/**
 * createOrder and cancelOrder through the Functions emulator, as signed-in members:
 * the race for one bag, the double click, the refusals, and the bag following its order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAG_UNAVAILABLE, NO_SHIPPING_ADDRESS, NOT_AUTHENTICATED } from '@unlimited/domain';
import {
  adminDb,
  anonymousCaller,
  closeCallers,
  resetEmulators,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  warmUpCallable,
} from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

describe('createOrder', () => {
  it(
    'ends a race of 10 members for one bag with one order, every loser told it is gone',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'race-bag');
      const uids = Array.from({ length: 10 }, (_, i) => `racer-${i}`);
      await Promise.all(uids.map((uid) => seedMember(db, uid, 'crown')));
      const callers = await Promise.all(uids.map((uid) => signedInCaller(uid)));
      await warmUpCallable(callers[0]!, 'createOrder', { bagId: '' }, callers.length);

      const results = await Promise.allSettled(
        callers.map((caller) => caller.call('createOrder', { bagId: 'race-bag' })),
      );

      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [uids[i]] : []));
      expect(winners).toHaveLength(1);
      const losers = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      expect(losers).toHaveLength(9);
      for (const reason of losers) {
        expect(reason).toMatchObject({
          code: 'functions/failed-precondition',
          message: BAG_UNAVAILABLE,
        });
      }
      const orders = await db.collection('orders').where('bag_id', '==', 'race-bag').get();
      expect(orders.size).toBe(1);
      expect(orders.docs[0]?.get('user_id')).toBe(winners[0]);
      const product = await db.collection('products').doc('race-bag').get();
      expect(product.get('borrow_status')).toBe('Borrowed');
      expect(product.get('current_borrower')).toBe(winners[0]);
    },
  );

  it('makes one order from a double click', async () => {
    const db = adminDb();
    await seedProduct(db, 'double-bag');
    await seedMember(db, 'double-clicker', 'crown');
    const caller = await signedInCaller('double-clicker');
    const results = await Promise.allSettled([
      caller.call('createOrder', { bagId: 'double-bag' }),
      caller.call('createOrder', { bagId: 'double-bag' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const orders = await db.collection('orders').where('user_id', '==', 'double-clicker').get();
    expect(orders.size).toBe(1);
  });

  it('refuses a signed-out caller, a member without address, and a bag above the tier', async () => {
    const db = adminDb();
    await seedProduct(db, 'crown-bag', { access_levels: 'Crown' });
    await expect(
      anonymousCaller().call('createOrder', { bagId: 'crown-bag' }),
    ).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      message: NOT_AUTHENTICATED,
    });

    await seedMember(db, 'reserve-member', 'reserve');
    const reserve = await signedInCaller('reserve-member');
    await expect(reserve.call('createOrder', { bagId: 'crown-bag' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: BAG_UNAVAILABLE,
    });

    await seedMember(db, 'no-address', 'crown');
    await db.collection('profiles').doc('no-address').update({ shipping_address: null });
    const homeless = await signedInCaller('no-address');
    await expect(homeless.call('createOrder', { bagId: 'crown-bag' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: NO_SHIPPING_ADDRESS,
    });
  });
});

describe('cancelOrder and the order trigger', () => {
  it(
    'frees the bag on cancel, and follows the admin’s status changes',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'cycle-bag');
      await seedMember(db, 'cycler', 'elite');
      const caller = await signedInCaller('cycler');

      const first = await caller.call('createOrder', { bagId: 'cycle-bag' });
      await expect(caller.call('cancelOrder', { orderId: first.orderId })).resolves.toEqual(first);
      const afterCancel = await db.collection('products').doc('cycle-bag').get();
      expect(afterCancel.get('borrow_status')).toBe('Available');
      expect(afterCancel.get('current_borrower')).toBeNull();

      const second = await caller.call('createOrder', { bagId: 'cycle-bag' });
      const order = db.collection('orders').doc(second.orderId);
      await order.update({ order_status: 'in_transit' });
      await waitFor('the shipped date', async () =>
        (await order.get()).get('shipped_date') ? true : undefined,
      );
      await expect(caller.call('cancelOrder', { orderId: second.orderId })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });

      await order.update({ order_status: 'return_pending' });
      await waitFor('the bag to be Swapping', async () =>
        (await db.collection('products').doc('cycle-bag').get()).get('borrow_status') === 'Swapping'
          ? true
          : undefined,
      );
      await order.update({ order_status: 'completed' });
      await waitFor('the bag to be Available', async () => {
        const product = await db.collection('products').doc('cycle-bag').get();
        return product.get('borrow_status') === 'Available' &&
          product.get('current_borrower') === null
          ? true
          : undefined;
      });
    },
  );
});
