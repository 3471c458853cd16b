/**
 * The Swaps screen's writes through the Functions emulator: an admin ships with a
 * tracking number and receives a return with the bag's condition grade, each through
 * updateOrder, and the activity names the admin who did it.
 */
import { describe, expect, it } from 'vitest';
import { GRADE_ONLY_ON_RECEIPT, shortOrderId } from '@unlimited/domain';
import { useFreshEmulators, memberOrder, holderOf } from './helpers';

useFreshEmulators();

describe('updateOrder from the Swaps screen', () => {
  it(
    'ships with a tracking number, receives the return with a condition grade that becomes the bag grade, and names the admin in activity',
    { timeout: 180_000 },
    async () => {
      const { db, member, admin, orderId } = await memberOrder({
        bagId: 'graded-bag',
        product: { rank: 'SA' },
        memberUid: 'grader-member',
        tier: 'reserve',
        adminUid: 'grader-admin',
        warmUp: true,
      });

      // A grade with any move but a return's receipt is refused, and nothing changes.
      await expect(
        admin.call('updateOrder', {
          orderId,
          expected_status: 'pending_shipment',
          order_status: 'in_transit',
          tracking_number: '1Z999',
          condition_grade: 'B',
        }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: GRADE_ONLY_ON_RECEIPT,
      });
      const order = () => db.collection('orders').doc(orderId).get();
      expect((await order()).get('order_status')).toBe('pending_shipment');

      await admin.call('updateOrder', {
        orderId,
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        tracking_number: '1Z999AA10123456784',
      });
      expect((await order()).data()).toMatchObject({
        order_status: 'in_transit',
        tracking_number: '1Z999AA10123456784',
      });
      await admin.call('updateOrder', {
        orderId,
        expected_status: 'in_transit',
        order_status: 'delivered',
      });
      await member.call('startReturn', { orderId });

      // An unknown grade is bad input.
      await expect(
        admin.call('updateOrder', {
          orderId,
          expected_status: 'return_pending',
          order_status: 'completed',
          // Not a grade: what a tampered client could send.
          condition_grade: 'Z' as 'A',
        }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });

      await admin.call('updateOrder', {
        orderId,
        expected_status: 'return_pending',
        order_status: 'completed',
        condition_grade: 'AB',
      });
      expect((await order()).get('order_status')).toBe('completed');
      const bag = (await db.collection('products').doc('graded-bag').get()).data();
      expect(bag).toMatchObject({ rank: 'AB', borrow_status: 'Available' });
      expect(await holderOf(db, 'graded-bag')).toBeNull();

      const activity = await db.collection('activity').get();
      const entries = activity.docs.map((doc) => doc.data());
      const prefix = `Order ${shortOrderId(orderId)}`;
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: `${prefix} moved to In Transit`,
            actor: 'grader-admin@integration.test',
          }),
          expect.objectContaining({
            action: `${prefix} moved to Completed (condition AB, Very Good)`,
            actor: 'grader-admin@integration.test',
          }),
        ]),
      );
      // The member's own act is not put on an admin.
      const started = entries.find((e) => String(e.action).startsWith('Return started'));
      expect(started?.actor).toBe('System');
    },
  );
});
