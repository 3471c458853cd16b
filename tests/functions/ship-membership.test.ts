/**
 * Shipping only to a member whose membership is active, on the emulator: updateOrder
 * refuses to mark an order In Transit while the member's membership is past due, paused
 * or ended, with the message the Swaps screen shows, and ships it once the membership is
 * active again. The order can still be cancelled meanwhile. Meanwhile the order carries
 * `held_back` (set and cleared by the subscription trigger), which Tasks and the Swaps badge
 * count apart from the bags to ship.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipMembershipNotActiveMessage } from '@unlimited/domain';
import { closeCallers, memberOrder, resetEmulators, waitFor } from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

describe('updateOrder: shipping to a member whose membership is not active', () => {
  it(
    'refuses with the reason, then ships once the membership is active again',
    { timeout: 300_000 },
    async () => {
      const { db, admin, orderId } = await memberOrder({
        bagId: 's-bag',
        memberUid: 's-member',
        tier: 'elite',
        adminUid: 's-admin',
        warmUp: true,
      });
      const subscription = db.collection('subscriptions').doc('s-member');
      const ship = () =>
        admin.call('updateOrder', {
          orderId,
          expected_status: 'pending_shipment',
          order_status: 'in_transit',
          tracking_number: '1Z999AA10123456784',
        });

      const orderRef = db.collection('orders').doc(orderId);
      /** Waits for the order's `held_back` flag to read `held` (missing reads as false). */
      const heldBack = (held: boolean) =>
        waitFor(`held_back ${held}`, async () =>
          ((await orderRef.get()).get('held_back') ?? false) === held ? true : undefined,
        );
      // Placed under an active membership: createOrder stores it not held back.
      expect((await orderRef.get()).get('held_back')).toBe(false);

      for (const status of ['past_due', 'paused', 'canceled'] as const) {
        await subscription.update({ status });
        await heldBack(true);
        await expect(ship()).rejects.toMatchObject({
          code: 'functions/failed-precondition',
          message: shipMembershipNotActiveMessage(status),
        });
        const order = (await db.collection('orders').doc(orderId).get()).data();
        expect(order?.order_status).toBe('pending_shipment');
      }

      await subscription.update({ status: 'active' });
      await heldBack(false);
      await expect(ship()).resolves.toEqual({ orderId, order_status: 'in_transit' });
      const shipped = (await db.collection('orders').doc(orderId).get()).data();
      expect(shipped?.order_status).toBe('in_transit');
    },
  );
});
