/**
 * The races the product must survive, run truly side by side. `npm test` runs the
 * Functions emulator with one worker that takes one call at a time (fast, but calls no
 * longer overlap there: scripts/lib/emulators.mjs), so the callable tests of these races
 * (orders.test.ts, coupon-race.test.ts) prove the answers members get, and this file
 * proves the transactions: the same server code, called concurrently from this process
 * against the Firestore emulator, where the transactions really contend.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { BAG_UNAVAILABLE, PRODUCT_CSV_COLUMNS, PROMO_MESSAGES, addDays } from '@unlimited/domain';
import { importProductsCsv, withImportLease } from '../../functions/src/imports/import-products';
import { createOrder } from '../../functions/src/orders/create-order';
import { claimCoupon } from '../../functions/src/coupons/redeem';
import { applyOnce } from '../../functions/src/stats/apply-delta';
import {
  ADDRESS,
  adminDb,
  quietDb,
  seedMember,
  seedProduct,
  signedInCaller,
  useFreshEmulators,
  holderOf,
} from './helpers';

useFreshEmulators();

/** The refusals of settled calls, as the code and message a member would be shown. */
function refusals(results: PromiseSettledResult<unknown>[]) {
  return results.flatMap((r) =>
    r.status === 'rejected'
      ? [
          r.reason instanceof HttpsError
            ? `${r.reason.code}: ${r.reason.message}`
            : String(r.reason),
        ]
      : [],
  );
}

/**
 * A Reserve member's bag sent back five days after delivery: its 30-day clock still holds
 * her slot, so her next bag can only be a reservation.
 */
async function memberReturningEarly(db: ReturnType<typeof adminDb>, uid: string): Promise<void> {
  await seedMember(db, uid, 'reserve');
  const delivered = addDays(new Date(), -5);
  await db
    .collection('orders')
    .doc(`back-${uid}`)
    .set({
      user_id: uid,
      bag_id: `returned-bag-${uid}`,
      bag_name: 'Returned Bag',
      bag_brand: 'Chanel',
      bag_image: null,
      bag_tier: 'Any',
      bag_retail_price: 100_000,
      user_tier: 'reserve',
      shipping_address: ADDRESS,
      order_status: 'return_pending',
      tracking_number: '1Z0001',
      bag_weight: null,
      bag_length: null,
      bag_width: null,
      bag_height: null,
      order_date: addDays(delivered, -3),
      shipped_date: addDays(delivered, -2),
      delivered_date: delivered,
      return_due_date: addDays(delivered, 27),
      overdue: false,
      overdue_flagged_at: null,
      created_at: addDays(delivered, -3),
      updated_at: new Date(),
    });
}

describe('concurrent server code against the Firestore emulator', () => {
  it('gives one bag to one of two members reserving it, and one member one reservation', async () => {
    const db = adminDb();
    for (const id of ['reserve-contended', 'reserve-a', 'reserve-b']) await seedProduct(db, id);
    for (const uid of ['reserver-1', 'reserver-2', 'reserver-3']) {
      await memberReturningEarly(db, uid);
    }
    const now = new Date();

    // Two members reserve one bag at the same moment.
    const two = await Promise.allSettled(
      ['reserver-1', 'reserver-2'].map((uid) =>
        createOrder(db, uid, 'reserve-contended', now, null, true),
      ),
    );
    expect(two.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(two)).toEqual([`failed-precondition: ${BAG_UNAVAILABLE}`]);
    const holders = await db.collection('orders').where('bag_id', '==', 'reserve-contended').get();
    expect(holders.size).toBe(1);
    const winner = holders.docs[0]?.get('user_id') as string;
    expect(holders.docs[0]?.get('follows_order_id')).toBe(`back-${winner}`);
    expect((await db.collection('products').doc('reserve-contended').get()).data()).toMatchObject({
      borrow_status: 'Borrowed',
    });
    expect(await holderOf(db, 'reserve-contended')).toBe(winner);

    // One member reserves two bags at the same moment: the one slot her return frees
    // takes one of them; the other is refused and stays in the closet.
    const twice = await Promise.allSettled(
      ['reserve-a', 'reserve-b'].map((bagId) =>
        createOrder(db, 'reserver-3', bagId, now, null, true),
      ),
    );
    expect(twice.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(twice)).toEqual([
      expect.stringMatching(
        /^failed-precondition: Your next bag \(Test Bag reserve-[ab]\) is reserved to ship on /,
      ),
    ]);
    const mine = await db.collection('orders').where('user_id', '==', 'reserver-3').get();
    expect(mine.docs.filter((doc) => doc.get('order_status') === 'pending_shipment')).toHaveLength(
      1,
    );
    const bags = await Promise.all(
      ['reserve-a', 'reserve-b'].map(async (id) =>
        (await db.collection('products').doc(id).get()).get('borrow_status'),
      ),
    );
    expect(bags.sort()).toEqual(['Available', 'Borrowed']);
  }, 120_000);

  it('gives one bag to exactly one of 10 members ordering it at the same moment', async () => {
    const db = adminDb();
    await seedProduct(db, 'contended-bag');
    const uids = Array.from({ length: 10 }, (_, i) => `contender-${i}`);
    await Promise.all(uids.map((uid) => seedMember(db, uid, 'crown')));

    const now = new Date();
    const results = await Promise.allSettled(
      uids.map((uid) => createOrder(db, uid, 'contended-bag', now, null)),
    );

    const winners = uids.filter((_, i) => results[i]?.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(refusals(results)).toEqual(
      Array.from({ length: 9 }, () => `failed-precondition: ${BAG_UNAVAILABLE}`),
    );
    const orders = await db.collection('orders').where('bag_id', '==', 'contended-bag').get();
    expect(orders.docs.map((d) => d.get('user_id'))).toEqual(winners);
    expect(await holderOf(db, 'contended-bag')).toBe(winners[0]);
  }, 120_000);

  it('lets one of five checkouts take a promotion code that may be redeemed once', async () => {
    const admin = await signedInCaller('race-coupon-admin', { admin: true });
    await admin.call('createCoupon', {
      code: 'ONLYONE',
      kind: 'percent',
      percentOff: 20,
      duration: 'once',
      maxRedemptions: 1,
    });
    const db = adminDb();

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => claimCoupon(db, 'ONLYONE', 'demo')),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual(
      Array.from({ length: 4 }, () => `failed-precondition: ${PROMO_MESSAGES.used_up}`),
    );
    expect((await db.collection('coupons').doc('ONLYONE').get()).get('redemptions')).toBe(1);
  }, 120_000);

  it('counts 20 concurrent events once each, redeliveries included', async () => {
    // The exactly-once step every dashboard and analytics counter goes through, on a
    // document of its own so the running triggers' counting does not mix in.
    const db = adminDb();
    const target = db.collection('race_counters').doc('total');
    const now = new Date();
    const events = Array.from({ length: 20 }, (_, i) => `race-event-${i}`);
    // Every fourth event is delivered twice at once, as at-least-once delivery may.
    const deliveries = [...events, ...events.filter((_, i) => i % 4 === 0)];

    const outcomes = await Promise.all(
      deliveries.map((id) =>
        applyOnce(db, 'race_counter_events', id, now, (tx) => {
          tx.set(target, { n: FieldValue.increment(1) }, { merge: true });
        }),
      ),
    );

    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(5);
    expect((await target.get()).get('n')).toBe(20);
  }, 120_000);

  it('never creates a product twice when two imports of one file run at once', async () => {
    // On a project no trigger serves: the import's own writes are what is checked.
    const db = quietDb();
    const cells: Record<string, string> = {
      brand: 'Fendi',
      rank: 'A',
      price: '1900.00',
      status: 'Hidden',
      description: 'Imported twice at the same moment.',
      categories: 'Bags',
      borrow_status: 'Available',
      access_levels: 'Elite',
    };
    const line = (title: string) =>
      PRODUCT_CSV_COLUMNS.map((c) => (c === 'title' ? title : (cells[c] ?? ''))).join(',');
    const file = [
      PRODUCT_CSV_COLUMNS.join(','),
      line('Raced Baguette'),
      line('Raced Peekaboo'),
    ].join('\n');
    const titles = async () =>
      (await db.collection('products').where('brand', '==', 'Fendi').get()).docs
        .map((d) => String(d.get('title')))
        .sort();

    // While one import holds the lease, another is refused with who runs it and since when.
    const held = new Date('2026-11-20T15:04:00Z');
    await withImportLease(db, 'first@unlimited.test', held, async () => {
      await expect(importProductsCsv(db, file, 'second@unlimited.test', held)).rejects.toThrow(
        'Another product import is running (started by first@unlimited.test at 15:04 UTC).',
      );
    });
    expect(await titles()).toEqual([]);

    // Sent at the same moment: one imports the rows; the other is refused or, run after
    // it, finds them already there. Never four products.
    const now = new Date();
    const results = await Promise.allSettled([
      importProductsCsv(db, file, 'first@unlimited.test', now),
      importProductsCsv(db, file, 'second@unlimited.test', now),
    ]);
    const imported = results.map((r) => (r.status === 'fulfilled' ? r.value.imported : 0));
    expect(imported.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await titles()).toEqual(['Raced Baguette', 'Raced Peekaboo']);
    expect((await db.collection('locks').doc('product_import').get()).exists).toBe(false);
  }, 120_000);
});
