/**
 * The daily return-due job, run directly (the emulator never fires schedules) against
 * the Firestore emulator: overdue orders are flagged and listed once, even when runs
 * overlap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { returnDueDate } from '@unlimited/domain';
import { runReturnDueJob } from '../../functions/src/jobs/return-due';
import { ADDRESS, adminDb, resetEmulators } from './helpers';

beforeAll(resetEmulators, 60_000);

function order(status: string, created: Date) {
  return {
    user_id: 'late-member',
    bag_id: 'late-bag',
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
    updated_at: created,
  };
}

describe('runReturnDueJob', () => {
  it('flags each overdue order once and lists it in activity, however many runs overlap', async () => {
    const db = adminDb();
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const late = ['late-1', 'late-2', 'late-3', 'late-4', 'late-5', 'late-6'];
    const statuses = ['pending_shipment', 'in_transit', 'delivered', 'active_rental'];
    await Promise.all([
      ...late.map((id, i) =>
        db
          .collection('orders')
          .doc(id)
          .set(order(statuses[i % statuses.length]!, longAgo)),
      ),
      db.collection('orders').doc('returned').set(order('completed', longAgo)),
      db.collection('orders').doc('fresh').set(order('delivered', new Date())),
    ]);

    // The daily run, its retry and a manual `npm run job:return-due`, all at once.
    const now = new Date();
    const runs = await Promise.all([1, 2, 3].map(() => runReturnDueJob(db, now)));
    expect(runs.flatMap((run) => run.flagged).sort()).toEqual(late);
    await expect(runReturnDueJob(db, now)).resolves.toMatchObject({ flagged: [] });

    for (const id of late) {
      expect((await db.collection('orders').doc(id).get()).get('overdue')).toBe(true);
      expect((await db.collection('activity').doc(`overdue-${id}`).get()).exists).toBe(true);
    }
    expect((await db.collection('orders').doc('fresh').get()).get('overdue')).toBeUndefined();
    expect((await db.collection('orders').doc('returned').get()).get('overdue')).toBeUndefined();
    const activity = await db.collection('activity').get();
    expect(activity.docs.filter((d) => d.id.startsWith('overdue-'))).toHaveLength(late.length);
  });
});
