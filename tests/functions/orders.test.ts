/**
 * createOrder and cancelOrder through the Functions emulator, as signed-in members:
 * the race for one bag, the double click, the refusals, and the bag following its order.
 */
import { describe, expect, it } from 'vitest';
import {
  BAG_UNAVAILABLE,
  CORRECTION_BAG_TAKEN,
  NO_SHIPPING_ADDRESS,
  NOT_AUTHENTICATED,
  ORDER_CHANGED,
  RETURN_NOT_YET,
  TRACKING_REQUIRED_TO_SHIP,
  addDays,
  overValueCapRefusal,
  awaitingReturnMessage,
  correctionLimitMessage,
  returnCode,
  swapLockedMessage,
  type OrderStatus,
} from '@unlimited/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  adminDb,
  anonymousCaller,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  warmUpCallable,
  useFreshEmulators,
  memberOrder,
  holderOf,
} from './helpers';

useFreshEmulators();

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
      expect(await holderOf(db, 'race-bag')).toBe(winners[0]);
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

describe('createOrder and the Elite cap', () => {
  it('refuses an Elite member a bag over $2,000 stored open to Elite; Crown and Select Access may choose it', async () => {
    const db = adminDb();
    // Written before the cap (the Admin SDK passes no rules): $4,900, open to Elite & Crown.
    await seedProduct(db, 'dear-bag', { price: 490_000, access_levels: 'Elite,Crown' });
    await seedMember(db, 'elite-capped', 'elite');
    const elite = await signedInCaller('elite-capped');
    await expect(elite.call('createOrder', { bagId: 'dear-bag' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: overValueCapRefusal('elite'),
    });
    const bag = await db.collection('products').doc('dear-bag').get();
    expect(bag.get('borrow_status')).toBe('Available');
    const orders = await db.collection('orders').where('user_id', '==', 'elite-capped').get();
    expect(orders.size).toBe(0);

    await seedMember(db, 'elite-select', 'elite');
    await db
      .collection('subscriptions')
      .doc('elite-select')
      .update({ 'add_ons.select_access': true });
    const select = await signedInCaller('elite-select');
    await expect(select.call('createOrder', { bagId: 'dear-bag' })).resolves.toMatchObject({
      orderId: expect.any(String),
    });
  });
});

describe('cancelOrder and the order trigger', () => {
  it(
    'frees the bag on cancel, and follows the admin’s status changes',
    { timeout: 300_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'cycle-bag');
      await seedMember(db, 'cycler', 'elite');
      const caller = await signedInCaller('cycler');

      const loan = async () => (await db.collection('product_loans').doc('cycle-bag').get()).data();
      const first = await caller.call('createOrder', { bagId: 'cycle-bag' });
      // The order lends the bag: its loan names the member and the order; the product,
      // which every member of its tier reads, names nobody.
      expect(await loan()).toMatchObject({
        product_id: 'cycle-bag',
        user_id: 'cycler',
        order_id: first.orderId,
      });
      const lent = (await db.collection('products').doc('cycle-bag').get()).data();
      expect(lent).toMatchObject({ borrow_status: 'Borrowed' });
      expect(lent).not.toHaveProperty('current_borrower');
      expect(Object.values(lent ?? {})).not.toContain('cycler');

      await expect(caller.call('cancelOrder', { orderId: first.orderId })).resolves.toEqual({
        orderId: first.orderId,
      });
      const afterCancel = await db.collection('products').doc('cycle-bag').get();
      expect(afterCancel.get('borrow_status')).toBe('Available');
      expect(await loan()).toBeUndefined();

      const second = await caller.call('createOrder', { bagId: 'cycle-bag' });
      expect(await loan()).toMatchObject({ user_id: 'cycler', order_id: second.orderId });
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
      // On its way back, the bag is still the member's, on the same order.
      expect(await loan()).toMatchObject({ user_id: 'cycler', order_id: second.orderId });
      await order.update({ order_status: 'completed' });
      await waitFor('the bag to be Available, its loan ended', async () => {
        const product = await db.collection('products').doc('cycle-bag').get();
        return product.get('borrow_status') === 'Available' && (await loan()) === undefined
          ? true
          : undefined;
      });
    },
  );
});

describe('updateOrder (admins): the order lifecycle, enforced on the server', () => {
  it(
    'walks an order through its lifecycle, refuses skipped steps and never gives a bag back that another member holds',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'life-bag');
      await seedMember(db, 'life-first', 'reserve');
      await seedMember(db, 'life-second', 'reserve');
      const first = await signedInCaller('life-first');
      const second = await signedInCaller('life-second');
      const admin = await signedInCaller('life-admin', { admin: true });
      await warmUpCallable(admin, 'updateOrder', { orderId: '' }, 1);

      const { orderId } = await first.call('createOrder', { bagId: 'life-bag' });
      const move = (expected: OrderStatus, to: OrderStatus, correction = false) =>
        admin.call('updateOrder', {
          orderId,
          expected_status: expected,
          order_status: to,
          correction,
          ...(to === 'in_transit' ? { tracking_number: '1Z999AA10123456784' } : {}),
        });
      const bag = async () => (await db.collection('products').doc('life-bag').get()).data();

      // A member may not use it, and a skipped step is refused with the lifecycle's words.
      await expect(
        first.call('updateOrder', {
          orderId,
          expected_status: 'pending_shipment',
          order_status: 'completed',
        }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(move('pending_shipment', 'completed')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: 'An order cannot go from Pending Shipment to Completed.',
      });

      // Never shipped without a tracking number, whatever the client sends.
      await expect(
        admin.call('updateOrder', {
          orderId,
          expected_status: 'pending_shipment',
          order_status: 'in_transit',
        }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: TRACKING_REQUIRED_TO_SHIP,
      });
      expect((await db.collection('orders').doc(orderId).get()).get('order_status')).toBe(
        'pending_shipment',
      );
      await move('pending_shipment', 'in_transit');
      expect((await db.collection('orders').doc(orderId).get()).get('shipped_date')).toBeTruthy();
      await move('in_transit', 'delivered');
      await move('delivered', 'return_pending');
      expect(await bag()).toMatchObject({
        borrow_status: 'Swapping',
      });
      expect(await holderOf(db, 'life-bag')).toBe('life-first');
      await move('return_pending', 'completed');
      expect(await bag()).toMatchObject({ borrow_status: 'Available' });
      expect(await holderOf(db, 'life-bag')).toBeNull();

      // The incident: a completed order moved back to Pending Shipment. Not a forward move…
      await expect(move('completed', 'pending_shipment')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });
      // …and once another member has the bag, not even as a confirmed correction.
      await second.call('createOrder', { bagId: 'life-bag' });
      await expect(move('completed', 'return_pending', true)).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: CORRECTION_BAG_TAKEN,
      });
      expect(await bag()).toMatchObject({
        borrow_status: 'Borrowed',
      });
      expect(await holderOf(db, 'life-bag')).toBe('life-second');
      const firstOrders = await db.collection('orders').where('user_id', '==', 'life-first').get();
      expect(firstOrders.docs.map((d) => d.get('order_status'))).toEqual(['completed']);

      // A stale dialog (the order moved on since it was opened) is refused too.
      await expect(move('return_pending', 'completed')).rejects.toMatchObject({
        message: ORDER_CHANGED,
      });
    },
  );

  it('saves notes where only admins read them, never on the order its member reads', async () => {
    const { db, admin, orderId } = await memberOrder({
      bagId: 'notes-bag',
      memberUid: 'noted',
      tier: 'reserve',
      adminUid: 'notes-admin',
    });

    await admin.call('updateOrder', {
      orderId,
      expected_status: 'pending_shipment',
      order_status: 'in_transit',
      tracking_number: '1Z999AA10123456784',
      admin_notes: 'VIP: signature required',
    });
    const order = await db.collection('orders').doc(orderId).get();
    expect(order.get('tracking_number')).toBe('1Z999AA10123456784');
    expect(order.data()).not.toHaveProperty('admin_notes');
    const notes = await db.collection('order_notes').doc(orderId).get();
    expect(notes.get('admin_notes')).toBe('VIP: signature required');

    // Saving without notes leaves the notes as they were; no notes for a missing order.
    await admin.call('updateOrder', {
      orderId,
      expected_status: 'in_transit',
      order_status: 'in_transit',
      tracking_number: '1Z999AA10123456785',
    });
    expect((await db.collection('order_notes').doc(orderId).get()).get('admin_notes')).toBe(
      'VIP: signature required',
    );
    await expect(
      admin.call('updateOrder', {
        orderId: 'no-such-order',
        expected_status: 'pending_shipment',
        order_status: 'pending_shipment',
        admin_notes: 'x',
      }),
    ).rejects.toMatchObject({ code: 'functions/not-found' });
    expect((await db.collection('order_notes').doc('no-such-order').get()).exists).toBe(false);
  });

  it('corrects a cancelled order back to Pending Shipment only while the member has room', async () => {
    const db = adminDb();
    await seedProduct(db, 'undo-bag');
    await seedProduct(db, 'undo-other');
    await seedMember(db, 'undoer', 'reserve');
    const member = await signedInCaller('undoer');
    const admin = await signedInCaller('undo-admin', { admin: true });
    const { orderId } = await member.call('createOrder', { bagId: 'undo-bag' });
    await member.call('cancelOrder', { orderId });
    await member.call('createOrder', { bagId: 'undo-other' });

    await expect(
      admin.call('updateOrder', {
        orderId,
        expected_status: 'cancelled',
        order_status: 'pending_shipment',
        correction: true,
      }),
    ).rejects.toMatchObject({ message: correctionLimitMessage('reserve') });
    const bag = await db.collection('products').doc('undo-bag').get();
    expect(bag.get('borrow_status')).toBe('Available');
  });
});

describe('startReturn and the next bag', () => {
  it(
    'returns a bag, emails its label once, lets the member choose the next one once the swap clock unlocks and ships it only once the return is received',
    { timeout: 300_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'swap-first');
      await seedProduct(db, 'swap-next');
      await seedMember(db, 'swapper', 'reserve');
      const member = await signedInCaller('swapper');
      const admin = await signedInCaller('swap-admin', { admin: true });
      await warmUpCallable(member, 'startReturn', { orderId: '' }, 1);

      const first = await member.call('createOrder', { bagId: 'swap-first' });
      const move = (orderId: string, from: OrderStatus, to: OrderStatus) =>
        admin.call('updateOrder', {
          orderId,
          expected_status: from,
          order_status: to,
          ...(to === 'in_transit' ? { tracking_number: '1Z2' } : {}),
        });
      await expect(member.call('startReturn', { orderId: first.orderId })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: RETURN_NOT_YET,
      });
      await move(first.orderId, 'pending_shipment', 'in_transit');
      await move(first.orderId, 'in_transit', 'delivered');

      const started = await member.call('startReturn', { orderId: first.orderId });
      expect(started).toEqual({ orderId: first.orderId, returnCode: returnCode(first.orderId) });
      await member.call('startReturn', { orderId: first.orderId });
      const mail = await db.collection('mail').where('meta.order_id', '==', first.orderId).get();
      expect(mail.size).toBe(1);
      expect(mail.docs[0]?.get('to')).toBe('swapper@integration.test');
      const bag = await db.collection('products').doc('swap-first').get();
      expect(bag.get('borrow_status')).toBe('Swapping');

      // Sent back early: its slot stays taken until the 30-day clock from the delivery
      // unlocks, and the refusal names that day; nothing is written.
      const firstRef = db.collection('orders').doc(first.orderId);
      const deliveredAt = ((await firstRef.get()).get('delivered_date') as Timestamp).toDate();
      await expect(
        member.call('createOrder', { bagId: 'swap-next', timeZone: 'UTC' }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: swapLockedMessage(addDays(deliveredAt, 30), 'UTC'),
      });
      const afterRefusal = await db.collection('orders').where('user_id', '==', 'swapper').get();
      expect(afterRefusal.size).toBe(1);
      expect((await db.collection('products').doc('swap-next').get()).get('borrow_status')).toBe(
        'Available',
      );

      // Once the clock has unlocked (the bag was delivered 31 days ago), the returning bag
      // does not count against the one bag a Reserve member holds…
      await firstRef.update({ delivered_date: addDays(new Date(), -31) });
      const next = await member.call('createOrder', { bagId: 'swap-next' });
      // …but the next one ships only once the returned one is received.
      await expect(move(next.orderId, 'pending_shipment', 'in_transit')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: awaitingReturnMessage('reserve'),
      });
      await move(first.orderId, 'return_pending', 'completed');
      await move(next.orderId, 'pending_shipment', 'in_transit');
      const freed = await db.collection('products').doc('swap-first').get();
      expect(freed.get('borrow_status')).toBe('Available');
    },
  );
});
