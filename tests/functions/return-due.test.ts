/**
 * The daily return-due job, run directly (the emulator never fires schedules) against
 * the Firestore emulator: overdue orders are flagged and listed once, even when two runs
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
  it('flags each overdue order once and lists it in activity', async () => {
    const db = adminDb();
    const longAgo = new Date('2026-01-01T00:00:00Z');
    await db.collection('orders').doc('late-1').set(order('active_rental', longAgo));
    await db.collection('orders').doc('late-2').set(order('delivered', longAgo));
    await db.collection('orders').doc('returned').set(order('completed', longAgo));
    await db.collection('orders').doc('fresh').set(order('delivered', new Date()));

    const now = new Date();
    const [first, second] = await Promise.all([runReturnDueJob(db, now), runReturnDueJob(db, now)]);
    expect([...first.flagged, ...second.flagged].sort()).toEqual(['late-1', 'late-2']);
    await expect(runReturnDueJob(db, now)).resolves.toMatchObject({ flagged: [] });

    for (const id of ['late-1', 'late-2']) {
      expect((await db.collection('orders').doc(id).get()).get('overdue')).toBe(true);
      expect((await db.collection('activity').doc(`overdue-${id}`).get()).exists).toBe(true);
    }
    expect((await db.collection('orders').doc('fresh').get()).get('overdue')).toBeUndefined();
    const activity = await db.collection('activity').get();
    expect(activity.docs.filter((d) => d.id.startsWith('overdue-'))).toHaveLength(2);
  });
});
