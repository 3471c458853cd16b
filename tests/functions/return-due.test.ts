/**
 * The daily return-due job, run directly (the emulator never fires schedules) against
 * the Firestore emulator. A member keeps a bag as long as they like while the membership
 * is active, so only a bag out while the membership is not, or a return started long ago
 * and never received, is flagged, and each once, even when runs overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnDueDate } from '@unlimited/domain';
import { runReturnDueJob } from '../../functions/src/jobs/return-due';
import { ADDRESS, adminDb, resetEmulators, setBackgroundTriggers } from './helpers';

// The job is the backstop of the subscription trigger, which settles a member's orders
// as soon as their membership changes (tests/functions/overdue-now.test.ts): here it runs
// alone, as on a day the trigger missed.
beforeAll(async () => {
  await resetEmulators();
  await setBackgroundTriggers(false);
}, 60_000);
afterAll(() => setBackgroundTriggers(true));

const DAY = 86_400_000;

function order(uid: string, status: string, created: Date, updated = created) {
  return {
    user_id: uid,
    bag_id: `bag-of-${uid}`,
    bag_name: 'Late Bag',
    bag_brand: 'Dior',
    bag_image: null,
    bag_tier: 'Any',
    bag_retail_price: 100_000,
    user_tier: 'elite',
    shipping_address: ADDRESS,
    order_status: status,
    order_date: created,
    return_due_date: returnDueDate(created),
    created_at: created,
    updated_at: updated,
  };
}

function membership(status: string) {
  return {
    plan_name: 'elite',
    status,
    started_at: new Date('2025-06-01T00:00:00Z'),
    current_period_end: new Date(Date.now() + 10 * DAY),
    add_ons: { full_coverage: false, select_access: false },
  };
}

describe('runReturnDueJob', () => {
  it('flags only bags out with no active membership and returns never received, each once, however many runs overlap', async () => {
    const db = adminDb();
    const now = new Date();
    // Ordered ten months ago: far past the old "created + 30 days" return due date.
    const longAgo = new Date(now.getTime() - 300 * DAY);
    const members: Record<string, string | null> = {
      keeper: 'active',
      unpaid: 'past_due',
      paused: 'paused',
      ended: 'canceled',
      gone: null,
    };
    await Promise.all(
      Object.entries(members).flatMap(([uid, status]) =>
        status === null ? [] : [db.collection('subscriptions').doc(uid).set(membership(status))],
      ),
    );
    const orders: Record<string, ReturnType<typeof order>> = {
      // Kept for ten months under an active membership, in every status a bag can be out.
      'kept-1': order('keeper', 'in_transit', longAgo),
      'kept-2': order('keeper', 'delivered', longAgo),
      'kept-3': order('keeper', 'active_rental', longAgo),
      // Out while the membership is not active.
      'late-1': order('unpaid', 'active_rental', longAgo),
      'late-2': order('paused', 'delivered', longAgo),
      'late-3': order('ended', 'in_transit', longAgo),
      'late-4': order('gone', 'active_rental', longAgo),
      // A return started 20 days ago and never received, though the membership is active.
      'late-5': order('keeper', 'return_pending', longAgo, new Date(now.getTime() - 20 * DAY)),
      // A return started 3 days ago: still travelling.
      travelling: order('keeper', 'return_pending', longAgo, new Date(now.getTime() - 3 * DAY)),
      // Not shipped yet, or back with us: never overdue.
      waiting: order('ended', 'pending_shipment', longAgo),
      returned: order('unpaid', 'completed', longAgo),
    };
    await Promise.all(
      Object.entries(orders).map(([id, data]) => db.collection('orders').doc(id).set(data)),
    );
    const late = ['late-1', 'late-2', 'late-3', 'late-4', 'late-5'];

    // The daily run, its retry and a manual `npm run job:return-due`, all at once.
    const runs = await Promise.all([1, 2, 3].map(() => runReturnDueJob(db, now)));
    expect(runs.flatMap((run) => run.flagged).sort()).toEqual(late);
    await expect(runReturnDueJob(db, now)).resolves.toMatchObject({ flagged: [], cleared: [] });

    for (const id of late) {
      expect((await db.collection('orders').doc(id).get()).get('overdue')).toBe(true);
      expect((await db.collection('activity').doc(`overdue-${id}`).get()).exists).toBe(true);
    }
    for (const id of ['kept-1', 'kept-2', 'kept-3', 'travelling', 'waiting', 'returned']) {
      expect((await db.collection('orders').doc(id).get()).get('overdue')).toBeUndefined();
    }
    const activity = await db.collection('activity').get();
    expect(activity.docs.filter((d) => d.id.startsWith('overdue-'))).toHaveLength(late.length);
    expect((await db.collection('activity').doc('overdue-late-1').get()).get('action')).toBe(
      "Order late-1 is overdue: Late Bag is still out and the membership's last payment failed",
    );

    // The unpaid member pays: the next run clears the flag, and lists nothing again.
    await db.collection('subscriptions').doc('unpaid').set(membership('active'));
    await expect(runReturnDueJob(db, now)).resolves.toMatchObject({
      flagged: [],
      cleared: ['late-1'],
    });
    expect((await db.collection('orders').doc('late-1').get()).get('overdue')).toBe(false);
    expect((await db.collection('activity').get()).size).toBe(activity.size);
  });
});
