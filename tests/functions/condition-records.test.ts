/**
 * A bag's condition records through the Functions emulator: shipping an order writes the
 * dispatch record (the bag's grade, notes and photos the admin gave), receiving its return
 * writes the return record with the grade, and nothing only admins may read reaches it.
 */
import { describe, expect, it } from 'vitest';
import { CONDITION_ONLY_AT_DISPATCH_OR_RECEIPT } from '@unlimited/domain';
import { useFreshEmulators, memberOrder } from './helpers';

useFreshEmulators();

describe('condition records', () => {
  it(
    'are written when an order ships and when its return is received, with member-visible fields only',
    { timeout: 180_000 },
    async () => {
      const { db, member, admin, orderId } = await memberOrder({
        bagId: 'recorded-bag',
        product: { rank: 'A' },
        memberUid: 'recorded-member',
        tier: 'elite',
        adminUid: 'recorded-admin',
        warmUp: true,
      });
      const record = () =>
        db.collection('products').doc('recorded-bag').collection('condition_records').doc(orderId);

      await admin.call('updateOrder', {
        orderId,
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        tracking_number: '1Z1',
        admin_notes: 'Packed by Sam; member asked for no signature',
        condition_notes: 'Corners crisp, faint mark inside the flap.',
        condition_photos: ['https://photos.test/dispatch-1.jpg'],
      });
      const dispatched = (await record().get()).data();
      expect(dispatched).toMatchObject({
        bag_id: 'recorded-bag',
        order_id: orderId,
        dispatch: {
          grade: 'A',
          notes: 'Corners crisp, faint mark inside the flap.',
          photos: ['https://photos.test/dispatch-1.jpg'],
        },
      });
      expect(Object.keys(dispatched ?? {}).sort()).toEqual([
        'bag_id',
        'dispatch',
        'order_id',
        'updated_at',
      ]);
      expect(JSON.stringify(dispatched)).not.toContain('Packed by Sam');

      // Notes with a move that records nothing are refused, and nothing changes.
      await expect(
        admin.call('updateOrder', {
          orderId,
          expected_status: 'in_transit',
          order_status: 'delivered',
          condition_notes: 'Arrived fine',
        }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: CONDITION_ONLY_AT_DISPATCH_OR_RECEIPT,
      });
      await admin.call('updateOrder', {
        orderId,
        expected_status: 'in_transit',
        order_status: 'delivered',
      });
      await member.call('startReturn', { orderId });
      await admin.call('updateOrder', {
        orderId,
        expected_status: 'return_pending',
        order_status: 'completed',
        condition_grade: 'AB',
        condition_notes: 'Light rubbing on two corners.',
      });

      const returned = (await record().get()).data();
      expect(returned).toMatchObject({
        dispatch: { grade: 'A', notes: 'Corners crisp, faint mark inside the flap.' },
        return: { grade: 'AB', notes: 'Light rubbing on two corners.', photos: [] },
      });
      const bag = (await db.collection('products').doc('recorded-bag').get()).data();
      expect(bag).toMatchObject({ rank: 'AB', borrow_status: 'Available' });
    },
  );
});
