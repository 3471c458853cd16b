/**
 * The bench's data-at-scale figures (scripts/bench-live.ts runs them on the emulators):
 * a 5,000-row CSV import run by the function's own logic while 1,000 member events are
 * counted at the same time (the counter triggers' logic, 50 at once), then whether the
 * counters are exact; a member rush (1,000 orders counted at once into the sharded
 * counters); and the Firestore reads the member catalogue costs per page.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import {
  BRAND_AUDIENCES,
  COLLECTIONS,
  COUNTER_SHARDS,
  PRODUCT_CSV_COLUMNS,
  visibleAccessLevels,
} from '@unlimited/domain';
import { importProductsCsv } from '../../functions/src/imports/import-products';
import { brandSummaryDoc } from '../../functions/src/lib/collections';
import { transactionRetries } from '../../functions/src/lib/transactions';
import { countAnalyticsWrite } from '../../functions/src/analytics/count-write';
import { applyStatsEvent } from '../../functions/src/stats/apply-delta';
import { countWrite } from '../../functions/src/stats/count-write';
import { readAnalyticsCurrent, readDashboardStats } from '../../functions/src/stats/shards';
import { ReadCounter, signedInContext } from './bench-browser';
import { row, type Row } from './bench-table';

const BRANDS = ['Chanel', 'Hermès', 'Louis Vuitton', 'Gucci', 'Prada', 'Dior', 'Fendi', 'Celine'];
const IMPORT_ROWS = 5_000;
const RUSH_EVENTS = 1_000;
const RUSH_AT_ONCE = 50;
/** Member rush deliveries in flight at once. */
const RUSH_LANES = 100;

/** A products CSV of `rows` valid, distinct rows over eight brands, all open to Reserve. */
export function importCsv(rows: number): string {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const cells: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
      title: `Imported Tote ${i}`,
      brand: BRANDS[i % BRANDS.length]!,
      style: 'Medium',
      rank: 'A',
      price: (1200 + (i % 500)).toFixed(2),
      status: 'Active',
      description: '"Calfskin tote imported by the bench, excellent condition."',
      photos: `https://img.test/bench/${i}.jpg`,
      categories: 'Bags',
      tags: 'bench',
      borrow_status: 'Available',
      access_levels: 'Reserve',
    };
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => cells[column]).join(','));
  }
  return lines.join('\n');
}

/** The counters the bench checks: the sums of the dashboard's and the analytics' shards. */
async function counters(db: Firestore) {
  const [stats, analytics] = await Promise.all([
    readDashboardStats(db),
    readAnalyticsCurrent(db),
  ]);
  return {
    products: stats.products_total,
    orders: stats.orders_total,
    pendingShipment: stats.orders_by_status.pending_shipment,
    active: analytics.catalogue.active,
    ordersThisWeek: analytics.orders_by_week[RUSH_WEEK] ?? 0,
  };
}

/** The Monday (UTC) of the week the rush's orders are placed in, and a time in it. */
const RUSH_WEEK = '2026-11-23';
const RUSH_AT = '2026-11-25T18:00:00.000Z';

/** A trigger event of a new order document (what the counter triggers receive). */
function orderCreated(id: string) {
  const order = { order_status: 'pending_shipment', order_date: new Date(RUSH_AT) };
  const none = { exists: false, data: () => undefined };
  return {
    id,
    time: RUSH_AT,
    document: `${COLLECTIONS.orders}/${id}`,
    data: { before: none, after: { exists: true, data: () => order } },
  };
}

/** How many shard documents each sharded counter has. */
async function shardCounts(db: Firestore): Promise<{ dashboard: number; analytics: number }> {
  const [dashboard, analytics] = await Promise.all([
    db.collection(COUNTER_SHARDS.dashboard).count().get(),
    db.collection(COUNTER_SHARDS.analytics).count().get(),
  ]);
  return { dashboard: dashboard.data().count, analytics: analytics.data().count };
}

/**
 * A member rush: 1,000 new orders counted by the counter triggers' logic, 100 at once
 * (the dashboard's and the analytics' handler for each, as the two triggers run them),
 * with one in ten delivered twice, as at-least-once delivery may. The wall time until
 * every count is in, whether the summed counters are exact, and how many shard documents
 * took the writes (none of it waits on a transaction).
 */
export async function memberRushFigures(db: Firestore, rows: Row[]): Promise<void> {
  const before = await counters(db);
  const retriesBefore = transactionRetries.count;
  const run = `bench-member-rush-${Date.now()}`;
  const events = Array.from({ length: RUSH_EVENTS }, (_, i) => orderCreated(`${run}-${i}`));
  const deliveries = [...events, ...events.filter((_, i) => i % 10 === 0)];
  const started = performance.now();
  // 100 deliveries in flight at any moment (all 1,100 at once time out the emulator).
  const outcomes: string[] = [];
  const lanes = Array.from({ length: RUSH_LANES }, async (_, lane) => {
    for (let i = lane; i < deliveries.length; i += RUSH_LANES) {
      const event = deliveries[i]!;
      outcomes.push(
        ...(await Promise.all([
          countWrite(db, 'orders', event),
          countAnalyticsWrite(db, 'orders', event),
        ])),
      );
    }
  });
  await Promise.all(lanes);
  const after = await counters(db);
  const ms = performance.now() - started;
  const shards = await shardCounts(db);
  const applied = outcomes.filter((o) => o === 'applied').length;
  const duplicates = outcomes.filter((o) => o === 'duplicate').length;
  const retried = transactionRetries.count - retriesBefore;
  const orders = after.orders - before.orders;
  const pending = after.pendingShipment - before.pendingShipment;
  const week = after.ordersThisWeek - before.ordersThisWeek;
  const exact =
    orders === RUSH_EVENTS &&
    pending === RUSH_EVENTS &&
    week === RUSH_EVENTS &&
    applied === RUSH_EVENTS * 2 &&
    duplicates === (deliveries.length - RUSH_EVENTS) * 2;
  rows.push(
    row(
      `Member rush: ${RUSH_EVENTS.toLocaleString('en-US')} orders counted ${RUSH_LANES} at a time, 1 in 10 delivered twice (emulator; dashboard + analytics handlers)`,
      `${(ms / 1000).toFixed(1)} s until counted; ${shards.dashboard} + ${shards.analytics} shard documents took the writes; ${retried} transactions retried`,
      '—',
      null,
    ),
    row(
      'Member rush: summed counters exact',
      `${exact ? 'yes' : 'NO'} (orders +${orders}, pending shipment +${pending}, orders that week +${week} of ${RUSH_EVENTS}; ${duplicates / 2} redelivered orders counted nothing)`,
      'yes',
      exact,
      ['yes', 'NO'],
    ),
  );
}

/** Brands whose entry in a brand list differs from a count of the catalogue, by list. */
async function brandListErrors(db: Firestore): Promise<string[]> {
  const wrong: string[] = [];
  for (const tier of BRAND_AUDIENCES) {
    const list = (await brandSummaryDoc(db, tier).get()).data()?.brands ?? [];
    for (const brand of BRANDS) {
      const counted = await db
        .collection(COLLECTIONS.products)
        .where('status', '==', 'Active')
        .where('brand', '==', brand)
        .where('access_levels', 'in', visibleAccessLevels(tier))
        .count()
        .get();
      const want = counted.data().count;
      const got = list.find((entry) => entry.name === brand)?.count ?? 0;
      if (got !== want) wrong.push(`${tier ?? 'public'} ${brand}: ${got} listed, ${want} in the catalogue`);
    }
  }
  return wrong;
}

/** The import and the rush at once; rows with the wall time, retries and exactness. */
export async function importFigures(db: Firestore, rows: Row[]): Promise<void> {
  const before = await counters(db);
  const retriesBefore = transactionRetries.count;
  const csv = importCsv(IMPORT_ROWS);
  const started = performance.now();
  let rushDone = 0;
  const rush = async () => {
    const lanes = Array.from({ length: RUSH_AT_ONCE }, async (_, lane) => {
      for (let i = lane; i < RUSH_EVENTS; i += RUSH_AT_ONCE) {
        // A member's order counted as its trigger counts it (one event, one marker).
        await applyStatsEvent(db, `bench-rush-${Date.now()}-${i}`, { orders_total: 1 }, new Date());
        rushDone += 1;
      }
    });
    await Promise.all(lanes);
    return performance.now() - started;
  };
  const [result, rushMs] = await Promise.all([
    importProductsCsv(db, csv, 'bench').then((r) => ({ ...r, ms: performance.now() - started })),
    rush(),
  ]);
  const retried = transactionRetries.count - retriesBefore;
  const after = await counters(db);
  const wrongBrands = await brandListErrors(db);
  const productsExact = after.products - before.products === result.imported;
  const activeExact = after.active - before.active === result.imported;
  const ordersExact = after.orders - before.orders === rushDone && rushDone === RUSH_EVENTS;
  const exact = productsExact && activeExact && ordersExact && wrongBrands.length === 0;
  for (const line of wrongBrands) console.log(`  brand list off: ${line}`);
  rows.push(
    row(
      `CSV import, ${IMPORT_ROWS.toLocaleString('en-US')} rows (emulator, with ${RUSH_EVENTS.toLocaleString('en-US')} member events counted at once)`,
      `${(result.ms / 1000).toFixed(1)} s import, ${(rushMs / 1000).toFixed(1)} s events`,
      '—',
      null,
    ),
    row('CSV import + rush: transactions retried', String(retried), '—', null),
    row(
      'CSV import + rush: counters exact afterwards',
      `${exact ? 'yes' : 'NO'} (products +${after.products - before.products} of ${result.imported} imported; Active +${after.active - before.active}; orders +${after.orders - before.orders} of ${RUSH_EVENTS}; brand lists ${wrongBrands.length === 0 ? 'match' : `${wrongBrands.length} off`})`,
      'yes',
      exact,
      ['yes', 'NO'],
    ),
  );
}

/** Firestore reads of the member catalogue: page 1, then each Load more up to page 5. */
export async function catalogPageReads(
  browser: Browser,
  baseURL: string,
  rows: Row[],
  who: 'member' | 'visitor' = 'member',
) {
  const context =
    who === 'member'
      ? await signedInContext(browser, baseURL, 'elite@unlimited.test')
      : await browser.newContext({ baseURL });
  const page = await context.newPage();
  const counter = await ReadCounter.attach(page);
  const cards = page.locator('main li article');
  const settle = async (count: number) => {
    await page.waitForFunction(
      (n) => document.querySelectorAll('main li article').length >= n,
      count,
      { timeout: 60_000 },
    );
    // Let the listeners deliver what they will (no fixed wait: until reads stop growing).
    let last = -1;
    while (last !== counter.reads) {
      last = counter.reads;
      await page.waitForTimeout(1_000);
    }
  };
  await page.goto('/bags');
  await cards.first().waitFor({ timeout: 60_000 });
  const perPage: number[] = [];
  let total = 0;
  for (let n = 1; n <= 5; n += 1) {
    if (n > 1) await page.getByRole('button', { name: 'Load more' }).click();
    await settle(24 * n);
    perPage.push(counter.reads - total);
    total = counter.reads;
  }
  await context.close();
  rows.push(
    row(
      `${who === 'member' ? 'Member' : 'Visitor'} catalogue reads: page 1 (with the page’s other reads), page 2, page 5`,
      `${perPage[0]}, ${perPage[1]}, ${perPage[4]} (pages 1–5: ${perPage.join(', ')})`,
      '—',
      null,
    ),
  );
}
