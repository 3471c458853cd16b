/**
 * Choosing the next bag while returning (domain `next-bag.ts`), through the Functions
 * emulator as members and an admin: the reservation holds the bag like an order, takes
 * the returning bag's slot and no other, ships on the day the swap clock unlocks and not
 * before, waits for a late return, and can be cancelled until it ships. The races run
 * side by side in races.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  BAG_UNAVAILABLE,
  addDays,
  awaitingReturnMessage,
  bagLimitMessage,
  shipBeforeDayMessage,
  swapLockedMessage,
  type OrderStatus,
} from '@unlimited/domain';
import {
  adminDb,
  seedMember,
  seedProduct,
  signedInCaller,
  useFreshEmulators,
  waitFor,
  warmUpCallable,
  holderOf,
} from './helpers';

useFreshEmulators();

const date = (value: unknown) => (value as Timestamp).toDate();

describe('reserving the next bag while the last one is on its way back', () => {
  it(
    'holds the bag for the member, ships it on the unlock day once the return is in, and can be cancelled',
    { timeout: 400_000 },
    async () => {
      const db = adminDb();
      for (const id of ['rv-first', 'rv-next', 'rv-other']) await seedProduct(db, id);
      await seedMember(db, 'rv-member', 'reserve');
      await seedMember(db, 'rv-rival', 'reserve');
      const member = await signedInCaller('rv-member');
      const rival = await signedInCaller('rv-rival');
      const admin = await signedInCaller('rv-admin', { admin: true });
      await warmUpCallable(member, 'startReturn', { orderId: '' }, 1);
      const move = (orderId: string, from: OrderStatus, to: OrderStatus) =>
        admin.call('updateOrder', {
          orderId,
          expected_status: from,
          order_status: to,
          ...(to === 'in_transit' ? { tracking_number: '1Z999' } : {}),
        });

      // Her first bag arrives, and she sends it back early.
      const first = await member.call('createOrder', { bagId: 'rv-first' });
      expect(first.shipOn).toBeNull();
      await move(first.orderId, 'pending_shipment', 'in_transit');
      await move(first.orderId, 'in_transit', 'delivered');
      await member.call('startReturn', { orderId: first.orderId });
      const firstRef = db.collection('orders').doc(first.orderId);
      const unlock = addDays(date((await firstRef.get()).get('delivered_date')), 30);

      // Choosing as before is refused with the day; a malformed ask is refused clearly.
      await expect(
        member.call('createOrder', { bagId: 'rv-next', timeZone: 'UTC' }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: swapLockedMessage(unlock, 'UTC'),
      });
      await expect(
        member.call('createOrder', { bagId: 'rv-next', reserve: 'yes' } as never),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });

      // Reserved: the ship day is the server's (the unlock), whatever the client sends.
      const next = await member.call('createOrder', {
        bagId: 'rv-next',
        reserve: true,
        shipOn: '2020-01-01T00:00:00Z',
      } as never);
      expect(next.shipOn).toBe(unlock.toISOString());
      const reserved = (await db.collection('orders').doc(next.orderId).get()).data();
      expect(reserved).toMatchObject({
        user_id: 'rv-member',
        bag_id: 'rv-next',
        order_status: 'pending_shipment',
        follows_order_id: first.orderId,
        user_tier: 'reserve',
      });
      expect(date(reserved?.ship_on)).toEqual(unlock);
      expect(date(reserved?.return_due_date)).toEqual(addDays(unlock, 30));
      const bag = (await db.collection('products').doc('rv-next').get()).data();
      expect(bag).toMatchObject({ borrow_status: 'Borrowed' });
      expect(await holderOf(db, 'rv-next')).toBe('rv-member');

      // Her inbox says it is reserved for that day (not that it is being prepared now).
      await waitFor('the reservation notice', async () => {
        const notices = await db
          .collection('notifications')
          .where('user_id', '==', 'rv-member')
          .get();
        const titles = notices.docs.map((doc) => String(doc.get('title')));
        return titles.some((t) => t === 'Your next bag, the Chanel Test Bag rv-next, is reserved')
          ? true
          : undefined;
      });

      // Held like an order: nobody else can take it; and it took the one slot there was.
      await expect(rival.call('createOrder', { bagId: 'rv-next' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: BAG_UNAVAILABLE,
      });
      const orders = (await db.collection('orders').where('user_id', '==', 'rv-member').get()).docs;
      const slotOrders = orders.map((doc) => ({
        id: doc.id,
        order_status: String(doc.get('order_status')),
        bag_name: String(doc.get('bag_name')),
        delivered_date: doc.get('delivered_date') ? date(doc.get('delivered_date')) : null,
        ship_on: doc.get('ship_on') ? date(doc.get('ship_on')) : null,
        follows_order_id: (doc.get('follows_order_id') as string | undefined) ?? null,
      }));
      await expect(
        member.call('createOrder', { bagId: 'rv-other', reserve: true }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: bagLimitMessage('reserve', slotOrders, new Date()),
      });

      // Not shipped before its day.
      await expect(move(next.orderId, 'pending_shipment', 'in_transit')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: shipBeforeDayMessage(unlock),
      });

      // She changes her mind: the bag goes back to the closet, and she reserves another.
      await member.call('cancelOrder', { orderId: next.orderId });
      expect((await db.collection('products').doc('rv-next').get()).data()).toMatchObject({
        borrow_status: 'Available',
      });
      expect(await holderOf(db, 'rv-next')).toBeNull();
      const again = await member.call('createOrder', { bagId: 'rv-other', reserve: true });
      expect(again.shipOn).toBe(unlock.toISOString());

      // The ship day comes (moved here to yesterday) before her return reaches us: it waits.
      await db
        .collection('orders')
        .doc(again.orderId)
        .update({ ship_on: addDays(new Date(), -1) });
      await expect(move(again.orderId, 'pending_shipment', 'in_transit')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: awaitingReturnMessage('reserve'),
      });
      // Once the return is received, it ships.
      await move(first.orderId, 'return_pending', 'completed');
      await move(again.orderId, 'pending_shipment', 'in_transit');
      await waitFor('the shipped date stamped', async () =>
        (await db.collection('orders').doc(again.orderId).get()).get('shipped_date')
          ? true
          : undefined,
      );
      expect((await db.collection('products').doc('rv-first').get()).get('borrow_status')).toBe(
        'Available',
      );
    },
  );
});
