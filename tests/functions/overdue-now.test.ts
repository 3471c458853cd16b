/**
 * Overdue flags follow the membership at once, on the emulator: when a member's
 * subscription stops being active (a failed payment, a pause, an end) while a bag is out,
 * the subscription trigger flags their out orders (one activity line each, as the daily
 * job writes), and clears the flags when it is active again, without waiting for the
 * daily job. Orders not out (not shipped yet, back with us) are left alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { returnDueDate } from '@unlimited/domain';
import { ADDRESS, adminDb, resetEmulators, waitFor } from './helpers';

beforeAll(resetEmulators, 60_000);

/** Triggers queue up behind each other on a busy machine: wait long, it costs nothing when quick. */
const TRIGGERS = 480_000;
const DAY = 86_400_000;

function order(uid: string, status: string, overdue = false) {
  const created = new Date(Date.now() - 60 * DAY);
  return {
    user_id: uid,
    bag_id: `bag-${status}`,
    bag_name: 'Kept Bag',
    bag_brand: 'Dior',
    bag_image: null,
    bag_tier: 'Any',
    bag_retail_price: 100_000,
    user_tier: 'elite',
    shipping_address: ADDRESS,
    order_status: status,
    order_date: created,
    return_due_date: returnDueDate(created),
    overdue,
    overdue_flagged_at: overdue ? created : null,
    created_at: created,
    updated_at: created,
  };
}

const flag = async (id: string) => (await adminDb().collection('orders').doc(id).get()).data();

async function flagReads(id: string, overdue: boolean) {
  return waitFor(
    `order ${id} ${overdue ? 'flagged' : 'cleared'}`,
    async () => {
      const data = await flag(id);
      return data?.overdue === overdue ? data : undefined;
    },
    TRIGGERS,
  );
}

describe('a membership change settles the overdue flags of the bags out at once', () => {
  it(
    'flags on a failed payment, clears on payment, flags again on a pause',
    { timeout: 1_500_000 },
    async () => {
      const db = adminDb();
      const subscription = db.collection('subscriptions').doc('o-member');
      await subscription.set({
        plan_name: 'elite',
        status: 'active',
        started_at: new Date('2025-06-01T00:00:00Z'),
        current_period_end: new Date(Date.now() + 10 * DAY),
        add_ons: { full_coverage: false, select_access: false },
      });
      await Promise.all([
        db.collection('orders').doc('o-out').set(order('o-member', 'active_rental')),
        db.collection('orders').doc('o-waiting').set(order('o-member', 'pending_shipment')),
        // Flagged once, then it came back: the flag stays as the record of a late return.
        db
          .collection('orders')
          .doc('o-back')
          .set(order('o-member', 'completed', true)),
      ]);

      await subscription.update({ status: 'past_due' });
      const flagged = await flagReads('o-out', true);
      expect(flagged.overdue_flagged_at).not.toBeNull();
      const activity = await waitFor(
        'the activity line of the flagged order',
        async () => {
          const doc = await db.collection('activity').doc('overdue-o-out').get();
          return doc.exists ? doc.data() : undefined;
        },
        TRIGGERS,
      );
      expect(activity?.action).toBe(
        "Order o-out is overdue: Kept Bag is still out and the membership's last payment failed",
      );

      await subscription.update({ status: 'active' });
      const cleared = await flagReads('o-out', false);
      expect(cleared.overdue_flagged_at).toBeNull();

      await subscription.update({ status: 'paused' });
      await flagReads('o-out', true);

      // Never shipped: nothing to flag. Came back: the record stays.
      expect((await flag('o-waiting'))?.overdue).toBe(false);
      expect((await flag('o-back'))?.overdue).toBe(true);
      // One line per order, however often it was flagged.
      const lines = await db.collection('activity').get();
      expect(lines.docs.filter((doc) => doc.id.startsWith('overdue-')).map((d) => d.id)).toEqual([
        'overdue-o-out',
      ]);
    },
  );
});
