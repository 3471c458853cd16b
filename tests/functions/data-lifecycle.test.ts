/**
 * Counters and notices under retries and at scale, on the emulators: a counter event
 * delivered twice counts once; an older product event handled late does not write an
 * older bag summary back; the analytics snapshot run after midnight names the day it was
 * due; a saved bag back in the closet tells every member who saved it (more than one page
 * of hearts), once; a CSV import of several batches leaves the dashboard counters, the
 * analytics figures and the brand lists exact after the triggers have run.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@unlimited/domain';
import { countAnalyticsWrite } from '../../functions/src/analytics/count-write';
import { runAnalyticsSnapshotJob } from '../../functions/src/analytics/snapshot';
import { syncBagSummary } from '../../functions/src/bags/bag-stats';
import {
  AVAILABILITY_PAGE,
  notifySavedBagBack,
} from '../../functions/src/notifications/triggers-logic';
import { countWrite } from '../../functions/src/stats/count-write';
import { readAnalyticsCurrent, readDashboardStats } from '../../functions/src/stats/shards';
import {
  adminDb,
  seedProduct,
  quietDb,
  signedInCaller,
  useFreshEmulators,
  waitFor,
} from './helpers';

useFreshEmulators();

const db = () => adminDb();
const countOf = (collection: string, field?: string, value?: unknown) =>
  countIn(db(), collection, field, value);

/** A Firestore write event as the triggers get it (`before`/`after` raw data). */
function writeEvent(
  id: string,
  document: string,
  time: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const snap = (data: Record<string, unknown> | null) => ({
    exists: data !== null,
    data: () => data ?? undefined,
  });
  return { id, document, time, data: { before: snap(before), after: snap(after) } };
}

async function countIn(
  database: Firestore,
  collection: string,
  field?: string,
  value?: unknown,
): Promise<number> {
  const base = database.collection(collection);
  const query = field === undefined ? base : base.where(field, '==', value);
  return (await query.count().get()).data().count;
}

// On a project no trigger serves (quietDb): the logic alone, with nothing else counting.
describe('the logic alone, on a project without triggers', () => {
  const db = () => quietDb();
  const countOf = (collection: string, field?: string, value?: unknown) =>
    countIn(db(), collection, field, value);

  it('counts an order event delivered twice once, in the dashboard and the analytics', async () => {
    const order = {
      user_id: 'm1',
      order_status: 'pending_shipment',
      order_date: new Date('2026-11-23T15:00:00Z'),
    };
    const event = writeEvent('retried-1', 'orders/o1', '2026-11-23T15:00:01Z', null, order);
    await expect(countWrite(db(), 'orders', event)).resolves.toBe('applied');
    await expect(countWrite(db(), 'orders', event)).resolves.toBe('duplicate');
    await expect(countAnalyticsWrite(db(), 'orders', event)).resolves.toBe('applied');
    await expect(countAnalyticsWrite(db(), 'orders', event)).resolves.toBe('duplicate');
    const stats = await readDashboardStats(db());
    expect(stats.orders_total).toBe(1);
    expect(stats.orders_by_status.pending_shipment).toBe(1);
    const analytics = await readAnalyticsCurrent(db());
    expect(analytics.orders_by_week).toEqual({ '2026-11-23': 1 });
  });

  it('keeps the newer bag summary when an older product event is handled late', async () => {
    await seedProduct(db(), 'late-bag', { title: 'Late Bag Before', price: 150_000 });
    const before = (await db().doc('products/late-bag').get()).data()!;
    await db()
      .doc('products/late-bag')
      .update({ title: 'Late Bag After', price: 160_000, updated_at: new Date() });
    const after = (await db().doc('products/late-bag').get()).data()!;
    const newer = writeEvent('e-new', 'products/late-bag', new Date().toISOString(), before, after);
    const older = writeEvent('e-old', 'products/late-bag', '2026-01-01T00:00:00Z', null, before);
    await syncBagSummary(db(), 'late-bag', newer);
    // The creation event, retried after the update was handled.
    await expect(syncBagSummary(db(), 'late-bag', older)).resolves.toBe('unchanged');
    const stats = (await db().doc('bag_stats/late-bag').get()).data();
    expect(stats).toMatchObject({ title: 'Late Bag After', price: 160_000 });
  });

  it('names the day the analytics snapshot was due when it runs after midnight', async () => {
    const due = new Date('2026-11-24T04:55:00Z'); // 23:55 in New York on Nov 23
    const ran = new Date('2026-11-24T05:20:00Z'); // a retry at 00:20 on Nov 24
    const report = await runAnalyticsSnapshotJob(db(), due, ran);
    expect(report.day.date).toBe('2026-11-23');
    expect((await db().doc('analytics_days/2026-11-23').get()).get('taken_at').toDate()).toEqual(
      ran,
    );
    expect((await db().doc('analytics_days/2026-11-24').get()).exists).toBe(false);
  });

  it('tells every member who saved a bag that it is back, past one page of hearts, once', async () => {
    const members = AVAILABILITY_PAGE + 100;
    const bag = { id: 'loved-bag', title: 'Loved Bag', brand: 'Chanel' };
    const now = new Date();
    // Batches of 400 writes (200 members: subscription and heart), one after another.
    for (let start = 0; start < members; start += 200) {
      const batch = db().batch();
      for (let i = start; i < Math.min(members, start + 200); i += 1) {
        const uid = `fan-${String(i).padStart(4, '0')}`;
        batch.set(db().doc(`subscriptions/${uid}`), {
          plan_name: 'elite',
          status: 'active',
          started_at: now,
          current_period_end: new Date(now.getTime() + 20 * 86_400_000),
          add_ons: { full_coverage: false, select_access: false },
        });
        batch.set(db().doc(`hearts/${uid}_${bag.id}`), {
          user_id: uid,
          product_id: bag.id,
          title: bag.title,
          brand: bag.brand,
          photo: null,
          access_levels: 'Elite',
          created_at: now,
        });
      }
      await batch.commit();
    }
    // One who may not see an Elite bag: a Reserve member's heart is passed over.
    await db()
      .doc('subscriptions/fan-reserve')
      .set({
        plan_name: 'reserve',
        status: 'active',
        started_at: now,
        current_period_end: new Date(now.getTime() + 20 * 86_400_000),
        add_ons: { full_coverage: false, select_access: false },
      });
    await db().doc(`hearts/fan-reserve_${bag.id}`).set({
      user_id: 'fan-reserve',
      product_id: bag.id,
      title: bag.title,
      brand: bag.brand,
      photo: null,
      access_levels: 'Elite',
      created_at: now,
    });

    const at = new Date('2026-11-23T15:00:00Z');
    const full = { ...bag, access_levels: 'Elite' as const };
    await expect(notifySavedBagBack(db(), full, at)).resolves.toBe(members);
    expect(await countOf('notifications', 'kind', 'availability')).toBe(members);
    expect(
      (
        await db()
          .doc('notifications/availability-loved-bag-fan-reserve-' + at.getTime())
          .get()
      ).exists,
    ).toBe(false);
    // The same event again (a retried trigger): nobody is told twice.
    await notifySavedBagBack(db(), full, at);
    expect(await countOf('notifications', 'kind', 'availability')).toBe(members);
  }, 300_000);
});

describe('a CSV import of several batches, with the triggers running', () => {
  // Two batches (IMPORT_BATCH_PRODUCTS a batch): each creation runs six triggers, one at
  // a time in the emulator, so more rows only make the file slower.
  const ROWS = 170;
  const csv = [
    PRODUCT_CSV_COLUMNS.join(','),
    ...Array.from({ length: ROWS }, (_, i) =>
      PRODUCT_CSV_COLUMNS.map(
        (column) =>
          ({
            title: `"Counted Bag ${i}"`,
            brand: i % 2 === 0 ? 'Fendi' : 'Prada',
            style: '',
            rank: 'A',
            price: '1500.00',
            status: 'Active',
            description: '"A bag imported to check the counters."',
            photos: 'https://img.test/counted.jpg',
            categories: 'Bags',
            tags: '',
            borrow_status: 'Available',
            access_levels: 'Any',
          })[column] ?? '',
      ).join(','),
    ),
  ].join('\n');

  it('leaves every counter exact once the triggers have seen each creation', async () => {
    // Start from the counters as they are (whatever earlier files' triggers left).
    const statsBefore = await readDashboardStats(db());
    const analyticsBefore = await readAnalyticsCurrent(db());
    const productsBefore = await countOf('products');
    const admin = await signedInCaller('counting-admin', { admin: true });
    const result = await admin.call('importProductsCsv', { csv });
    expect(result.imported).toBe(ROWS);

    // The triggers of every creation have run: each bag has its summary.
    await waitFor(
      'a bag summary for every imported product',
      async () => ((await countOf('bag_stats')) >= productsBefore + ROWS ? true : undefined),
      400_000,
    );
    // A product created after the import: once it is counted, the counter triggers have
    // passed the import's creations (had they counted them again, the totals would be over).
    await seedProduct(db(), 'after-import', { brand: 'Fendi' });
    const want = {
      products: statsBefore.products_total + ROWS + 1,
      active: analyticsBefore.catalogue.active + ROWS + 1,
    };
    const counted = await waitFor(
      'the product after the import to be counted',
      async () => {
        const stats = await readDashboardStats(db());
        const analytics = await readAnalyticsCurrent(db());
        return stats.products_total === want.products && analytics.catalogue.active === want.active
          ? { stats, analytics }
          : undefined;
      },
      240_000,
    ).catch(async (error: unknown) => {
      const stats = await readDashboardStats(db());
      expect({ products_total: stats.products_total }).toEqual({ products_total: want.products });
      throw error;
    });
    expect(counted.stats.products_total).toBe(want.products);
    expect(counted.analytics.catalogue.active).toBe(want.active);
    expect(await countOf('products')).toBe(productsBefore + ROWS + 1);

    // The brand lists: each brand's count is what the catalogue holds.
    const fendi = await countOf('products', 'brand', 'Fendi');
    await waitFor('the public brand list to count every Fendi bag', async () => {
      const list = (await db().doc('catalog/brands').get()).data();
      const entry = (list?.brands as { name: string; count: number }[] | undefined)?.find(
        (b) => b.name === 'Fendi',
      );
      return entry?.count === fendi ? true : undefined;
    });
  }, 600_000);
});
