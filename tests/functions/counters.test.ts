/**
 * The counter and brand-list triggers: after a scripted sequence of writes through the
 * callables and the Admin SDK, the dashboard counters (the sum of the shards of
 * `stats/dashboard`) equal a recount of the collections
 * (domain `recountStats`) and `catalog/brands` equals `summariseBrands`.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  dashboardCounters,
  readCountedFields,
  recountStats,
  BRAND_AUDIENCES,
  summariseBrands,
  type CountedCollection,
  type CountedDocs,
} from '@unlimited/domain';
import { brandSummaryDoc } from '../../functions/src/lib/collections';
import { readCounterShards, readDashboardStats } from '../../functions/src/stats/shards';
import {
  adminDb,
  anonymousCaller,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  useFreshEmulators,
} from './helpers';

useFreshEmulators();

async function counted<C extends CountedCollection>(collection: C): Promise<CountedDocs[C][]> {
  const snap = await adminDb().collection(collection).get();
  return snap.docs.flatMap((doc) => {
    const fields = readCountedFields(collection, doc.data());
    return fields === null ? [] : [fields];
  });
}

async function expected() {
  const stats = recountStats(
    {
      orders: await counted('orders'),
      subscriptions: await counted('subscriptions'),
      waitlist: await counted('waitlist_signups'),
      products: await counted('products'),
    },
    new Date(0),
  );
  const counters = dashboardCounters(stats);
  const products = await adminDb().collection('products').get();
  const listed = products.docs.map((doc) => ({
    brand: String(doc.get('brand')),
    status: String(doc.get('status')),
    access_levels: String(doc.get('access_levels')),
  }));
  const brands = BRAND_AUDIENCES.map((tier) => summariseBrands(listed, tier));
  return { counters, brands };
}

/**
 * The counters (the sum of their shards) and brand lists as the triggers stored them;
 * `undefined` until a shard and every list exist.
 */
async function stored() {
  const db = adminDb();
  const [shards, stats, ...lists] = await Promise.all([
    readCounterShards(db, 'dashboard'),
    readDashboardStats(db),
    ...BRAND_AUDIENCES.map((tier) => brandSummaryDoc(db, tier).get()),
  ]);
  const brands = lists.map((list) => list.data()?.brands);
  if (shards.length === 0 || brands.some((list) => list === undefined)) return undefined;
  return { counters: dashboardCounters(stats), brands };
}

describe('dashboard counters', () => {
  it('equal a recount after a scripted sequence of writes', { timeout: 480_000 }, async () => {
    const db = adminDb();

    // Catalogue: three brands, one Hidden product without photos, one deleted later.
    await seedProduct(db, 'p-chanel-1');
    await seedProduct(db, 'p-chanel-2');
    await seedProduct(db, 'p-dior', { brand: 'Dior' });
    await seedProduct(db, 'p-hidden', { brand: 'Fendi', status: 'Hidden', photos: [] });
    await seedProduct(db, 'p-gone', { brand: 'Prada' });
    await seedProduct(db, 'p-crown', { brand: 'Goyard', access_levels: 'Crown' });

    // Members and their subscriptions.
    await seedMember(db, 'c-member-1', 'crown');
    await seedMember(db, 'c-member-2', 'elite');
    await seedMember(db, 'c-member-3', 'reserve');
    const one = await signedInCaller('c-member-1');
    const two = await signedInCaller('c-member-2');

    // Waitlist signups from the web form.
    const visitor = anonymousCaller();
    for (const [i, tier] of (['reserve', 'elite', 'crown', 'crown'] as const).entries()) {
      await visitor.call('joinWaitlist', {
        full_name: `Visitor ${i}`,
        email: `v${i}@example.com`,
        tier,
      });
    }

    // Orders through the callables, then the admin moves them along.
    const a = await one.call('createOrder', { bagId: 'p-chanel-1' });
    const b = await one.call('createOrder', { bagId: 'p-dior' });
    const c = await two.call('createOrder', { bagId: 'p-chanel-2' });
    await two.call('cancelOrder', { orderId: c.orderId });
    await db.collection('orders').doc(a.orderId).update({ order_status: 'in_transit' });
    await db.collection('orders').doc(a.orderId).update({ order_status: 'delivered' });
    await db.collection('orders').doc(b.orderId).update({ order_status: 'return_pending' });
    await db.collection('orders').doc(b.orderId).update({ order_status: 'completed' });

    // Admin edits: a signup invited, a subscription paused, products changed and deleted.
    const signups = await db.collection('waitlist_signups').limit(2).get();
    await signups.docs[0]?.ref.update({ status: 'invited' });
    await signups.docs[1]?.ref.update({ tier: 'reserve' });
    // A failed payment (the billing webhook's past_due) is a task, not an active membership.
    await db.collection('subscriptions').doc('c-member-3').update({ status: 'past_due' });
    await db
      .collection('products')
      .doc('p-hidden')
      .update({ photos: ['https://img.test/x.jpg'] });
    await db.collection('products').doc('p-dior').update({ status: 'Hidden' });
    await db.collection('products').doc('p-gone').delete();
    await db.collection('products').doc('p-chanel-2').update({ photos: [] });
    await db.collection('products').doc('p-crown').update({ access_levels: 'Elite,Crown' });

    const want = await expected();
    expect(want.counters).toMatchObject({
      active_subscriptions: 2,
      orders_total: 3,
      bags_in_circulation: 1,
      pending_waitlist: 3,
      products_total: 5,
      products_hidden_without_photos: 0,
      // p-hidden got a photo, p-dior was hidden with its own; p-chanel-2 lost its photos.
      products_hidden_with_photos: 2,
      products_active_without_photos: 1,
      subscriptions_past_due: 1,
    });
    await waitFor(
      'the counters to match a recount',
      async () => {
        const got = await stored();
        return isDeepStrictEqual(got, want) ? got : undefined;
      },
      // Each product write now runs six triggers and the emulator runs them one by one: at
      // load average 15–20 the 30-odd writes here were not all counted after two minutes.
      360_000,
    ).catch(async (error: unknown) => {
      // Show the difference rather than only the timeout.
      expect(await stored()).toEqual(want);
      throw error;
    });
    // Visitors, Reserve, Elite, Crown: the Goyard bag is for Elite and Crown only.
    const chanel = { name: 'Chanel', slug: 'chanel', count: 2 };
    const goyard = { name: 'Goyard', slug: 'goyard', count: 1 };
    expect(want.brands).toEqual([[chanel], [chanel], [chanel, goyard], [chanel, goyard]]);
  });
});
