/**
 * The bench's data-at-scale figures (scripts/bench-live.ts runs them on the emulators):
 * a 5,000-row CSV import run by the function's own logic while 1,000 member events are
 * counted at the same time (the counter triggers' logic, 50 at once), then whether the
 * counters are exact; and the Firestore reads the member catalogue costs per page.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import {
  BRAND_AUDIENCES,
  COLLECTIONS,
  PRODUCT_CSV_COLUMNS,
  visibleAccessLevels,
} from '@unlimited/domain';
import { importProductsCsv } from '../../functions/src/imports/import-products';
import { brandSummaryDoc } from '../../functions/src/lib/collections';
import { transactionRetries } from '../../functions/src/lib/transactions';
import { applyStatsEvent } from '../../functions/src/stats/apply-delta';
import { ReadCounter, signedInContext } from './bench-browser';
import { row, type Row } from './bench-table';

const BRANDS = ['Chanel', 'Hermès', 'Louis Vuitton', 'Gucci', 'Prada', 'Dior', 'Fendi', 'Celine'];
const IMPORT_ROWS = 5_000;
const RUSH_EVENTS = 1_000;
const RUSH_AT_ONCE = 50;

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

async function counters(db: Firestore) {
  const [stats, analytics] = await Promise.all([
    db.doc(`${COLLECTIONS.stats}/dashboard`).get(),
    db.doc(`${COLLECTIONS.analytics}/current`).get(),
  ]);
  return {
    products: Number(stats.get('products_total') ?? 0),
    orders: Number(stats.get('orders_total') ?? 0),
    active: Number(analytics.get('catalogue.active') ?? 0),
  };
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
