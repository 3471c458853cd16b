/**
 * The bench's figures that need the app running on the local emulators (scripts/bench.ts
 * starts this inside `firebase emulators:exec` with Auth and Firestore): Firestore reads
 * per screen, time to the first bag card and from sign-in to the dashboard, the admin
 * products table with 5,000 products and the waitlist with 20,000 signups (first rows and
 * server-side searches for the oldest rows, median and p95 of several runs), Lighthouse of /, /waitlist, /bags and /login, a
 * 5,000-row CSV import beside 1,000 member events (counters exact afterwards?), a member
 * rush of 1,000 orders into the sharded counters (exact? how many shards?) and the
 * reads of catalogue pages 1, 2 and 5 (member and visitor).
 * web/dist (built against firebase.json's emulator ports) is served locally as Hosting
 * serves it; the seed is loaded first. Writes its rows as JSON to BENCH_LIVE_OUT.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createProductDoc,
  searchFieldsFor,
  searchTerm,
  type BulkJobDoc,
  type ProductDraft,
} from '@unlimited/domain';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  firstSeen,
  markFirst,
  median,
  percentile,
  ReadCounter,
  signedInContext,
} from './lib/bench-browser';
import { LIGHTHOUSE_CATEGORIES, lighthouseScores, CHROME_PATH } from './lib/bench-lighthouse';
import { row, type Row } from './lib/bench-table';
import { describeWaterfall, markGuardPassed, watchWaterfall } from './lib/bench-waterfall';
import { catalogPageReads, importFigures, memberRushFigures } from './lib/bench-import';
import { createBulkJob, runBulkJobBatch } from '../functions/src/bulk/jobs';
import { run } from './lib/run.mjs';
import { hostingRules, serveStatic } from './lib/static-server';
import { articlesCol, parseArticle, publishedArticles } from '../functions/src/magazine/articles';
import { APP_SHELL_PATH, magazineDocument } from '../functions/src/magazine/page-response';
import { slugOfPath } from '../functions/src/magazine/pages';

const dist = join(import.meta.dirname, '..', 'web/dist');
const RUNS = 5;
const CARD = 'main li article';
// The dashboard's greeting ("Welcome, Ada" or "Welcome back, Ada"), not /login's "Welcome Back".
const DASHBOARD = 'h1:text-matches("^Welcome( back)?, ")';
// Table rows, not the spacers a virtualised table puts in for the rows it leaves out.
const TABLE_ROW = 'main tbody tr:not([aria-hidden="true"])';
const email = (name: string) => `${name}@unlimited.test`;

/** Screens whose reads are counted: who, where, what shows it is ready, and a budget. */
const SCREENS = [
  // A page of 24 bags and the brand menu.
  { who: 'visitor', path: '/bags', ready: CARD, budget: 25 },
  { who: 'visitor', path: '/brands/chanel', ready: CARD, budget: 25 },
  // 24 bags, the brand menu, and the member's own documents (claims marker, held bags).
  { who: 'elite', path: '/bags', ready: CARD, budget: 35 },
  { who: 'elite', path: '/dashboard', ready: DASHBOARD, budget: null },
  // The dashboard counters' 20 shards (read once, then only those that change) and the rest.
  { who: 'admin', path: '/admin', ready: 'main h2, main h3', budget: 30 },
  { who: 'admin', path: '/admin/products', ready: TABLE_ROW, budget: 500 },
] as const;
/** After a screen is ready, how long its listeners get to deliver what they will. */
const SETTLE_MS = 3_000;

async function readsPerScreen(browser: Browser, baseURL: string, rows: Row[]) {
  const contexts = {
    visitor: await browser.newContext({ baseURL }),
    elite: await signedInContext(browser, baseURL, email('elite')),
    admin: await signedInContext(browser, baseURL, email('admin'), true),
  };
  for (const screen of SCREENS) {
    const page = await contexts[screen.who].newPage();
    const counter = await ReadCounter.attach(page);
    await page.goto(screen.path);
    await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    await page.close();
    // What each listener or query cost, so an over-budget screen names its cause.
    console.log(`\nFirestore reads on ${screen.path} (${screen.who}): ${counter.reads}`);
    for (const [what, n] of [...counter.breakdown].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${String(n).padStart(4)}  ${what}`);
    }
    const { budget } = screen;
    rows.push(
      row(
        `Firestore reads: ${screen.path} (${screen.who}, seed)`,
        String(counter.reads),
        budget === null ? '—' : `≤ ${budget}`,
        budget === null ? null : counter.reads <= budget,
      ),
    );
  }
  await Promise.all(Object.values(contexts).map((context) => context.close()));
}

async function timings(browser: Browser, baseURL: string, rows: Row[]) {
  const visitor: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ baseURL });
    await markFirst(context, CARD);
    const page = await context.newPage();
    await page.goto('/bags');
    visitor.push(await firstSeen(page, CARD));
    await context.close();
  }
  const member = await signedInContext(browser, baseURL, email('elite'));
  await markFirst(member, CARD);
  const memberTimes: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await member.newPage();
    await page.goto('/bags');
    memberTimes.push(await firstSeen(page, CARD));
    await page.close();
  }
  await member.close();
  const signIn: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email('elite'));
    await page.getByLabel('Password').fill('unlimited-demo-2026');
    const start = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator(DASHBOARD).waitFor({ timeout: 60_000 });
    signIn.push(Date.now() - start);
    await context.close();
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms`;
  rows.push(
    row('Time to first bag card: /bags, visitor (median of 5)', ms(visitor), '—', null),
    row('Time to first bag card: /bags, member (median of 5)', ms(memberTimes), '—', null),
    row('Sign-in → dashboard shown (median of 5)', ms(signIn), '—', null),
  );
}

const BRANDS = ['Chanel', 'Hermès', 'Louis Vuitton', 'Gucci', 'Prada', 'Dior', 'Fendi', 'Celine'];

/** A published article of the seed (scripts/seed-data.ts), for the article's Lighthouse run. */
const MAGAZINE_BENCH_ARTICLE = 'the-alma-bb-a-small-bag-with-a-long-history';

/** The Admin SDK's Firestore on the emulator (rules off). */
let adminDb: Firestore | null = null;
function benchDb(): Firestore {
  adminDb ??= getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT! }, 'bench'));
  return adminDb;
}

/**
 * What Hosting's rewrite to the magazinePages function answers for `/magazine` and an
 * article: the function's own code (functions/src/magazine/page-response.ts), with the
 * stored articles and the built site's pages from web/dist; `null` for other addresses.
 */
async function magazinePage(siteUrl: string, pathname: string): Promise<string | null> {
  if (slugOfPath(pathname) === null || pathname === '/magazine/rss.xml') return null;
  const page = await magazineDocument(pathname, {
    siteUrl,
    now: new Date(),
    publishedArticles: () => publishedArticles(benchDb(), new Date()),
    article: async (slug) => parseArticle((await articlesCol(benchDb()).doc(slug).get()).data()),
    sitePage: async (path) =>
      readFileSync(join(dist, `${path === APP_SHELL_PATH ? 'spa' : path.slice(1)}.html`), 'utf8'),
    warn: (message, detail) => console.warn(message, detail),
  });
  return page.status === 200 ? page.html : null;
}

/** The 5,000-row import beside a rush of member events (scripts/lib/bench-import.ts). */
async function csvImport(_browser: Browser, _baseURL: string, rows: Row[]) {
  await importFigures(benchDb(), rows);
}

/** 1,000 orders counted at once into the sharded counters (scripts/lib/bench-import.ts). */
async function memberRush(_browser: Browser, _baseURL: string, rows: Row[]) {
  await memberRushFigures(benchDb(), rows);
}

/** Bags a visitor sees in the closet: 5 pages of 24 are read, so at least 121. */
const PAGING_PUBLIC_BAGS = 24 * 5 + 1;

/**
 * Reads per page of the member catalogue (after the import: many pages to read). Run
 * alone (`--only=catalogPaging`, or with csvImport, whose bags are Reserve's), the seed
 * holds fewer than five pages for a visitor: bags open to everyone are added first (one
 * in four of addProducts' bags is open to everyone, three in four to an Elite member).
 */
async function catalogPaging(browser: Browser, baseURL: string, rows: Row[]) {
  const open = await benchDb()
    .collection('products')
    .where('status', '==', 'Active')
    .where('access_levels', '==', 'Any')
    .count()
    .get();
  const missing = PAGING_PUBLIC_BAGS - open.data().count;
  if (missing > 0) await addProducts(missing * 4, 'paging-bench');
  await catalogPageReads(browser, baseURL, rows, 'member');
  await catalogPageReads(browser, baseURL, rows, 'visitor');
}

/**
 * Adds `count` Active products (a few brands and levels) with the rules off, with the
 * search fields the server's trigger would write (the bench runs no Functions emulator).
 */
async function addProducts(count: number, prefix = 'bench', photos: string[] = []) {
  const db = benchDb();
  const now = Date.now();
  // Batches one after another: the emulator on a busy machine times out a flood of writes.
  let batch = db.batch();
  for (let i = 0; i < count; i += 1) {
    const draft: ProductDraft = {
      title: `Bench Bag ${i}`,
      brand: BRANDS[i % BRANDS.length]!,
      style: 'Medium',
      rank: 'A',
      size: null,
      price: 100_000 + i,
      status: 'Active',
      description: 'A bag the bench adds to time the admin table.',
      photos,
      categories: ['Bags'],
      tags: ['bench'],
      borrow_status: 'Available',
      access_levels: (['Any', 'Reserve', 'Elite', 'Crown'] as const)[i % 4]!,
      return_date: null,
    };
    const data = createProductDoc(draft, new Date(now - i));
    batch.set(db.doc(`products/${prefix}-${i}`), {
      ...data,
      ...searchFieldsFor('products', `${prefix}-${i}`, data),
    });
    if ((i + 1) % 250 === 0 || i === count - 1) {
      await batch.commit();
      batch = db.batch();
    }
  }
}

/** Runs of each search figure: first rows (a new page each) and searches (a row each). */
const SEARCH_RUNS = 7;

/** "812 ms (p95 1,204 ms)" of `values`, with its row judged on the median. */
function spreadRow(what: string, values: number[], budgetMs: number, extra = ''): Row {
  const mid = median(values);
  const p95 = percentile(values, 95);
  return row(
    `${what} (median, p95 of ${values.length} runs)`,
    `${Math.round(mid)} ms (p95 ${Math.round(p95)} ms)${extra}`,
    `≤ ${budgetMs} ms`,
    mid <= budgetMs,
  );
}

/**
 * Before timing a search, the search fields of every target are in place: the query the
 * list runs (`search_tokens` array-contains the typed term, domain `searchTerm`) finds
 * exactly its row with the Admin SDK, and the collection holds all the rows written.
 */
async function expectSearchable(
  collection: string,
  rows: number,
  targets: readonly string[],
): Promise<void> {
  const db = benchDb();
  const counted = (await db.collection(collection).count().get()).data().count;
  if (counted < rows) throw new Error(`${collection} holds ${counted} rows, fewer than ${rows}`);
  for (const target of targets) {
    const term = searchTerm(target);
    const found = await db
      .collection(collection)
      .where('search_tokens', 'array-contains', term)
      .count()
      .get();
    if (found.data().count !== 1)
      throw new Error(
        `searching ${collection} for "${term}" finds ${found.data().count} rows, not 1`,
      );
  }
}

/**
 * The emulator's own time for the queries a search runs (with the Admin SDK, no browser,
 * no rules): the page the list asks for (`search_tokens` array-contains the term, newest
 * first, 50) and its `count()`, one after the other for each target. The Firestore
 * emulator answers a query by reading the whole collection (production reads the index),
 * so this is the floor under the browser's search figure here, not a production figure.
 */
async function emulatorSearchTimes(
  collection: string,
  orderField: string,
  targets: readonly string[],
): Promise<{ page: number[]; count: number[]; firstPage: number[] }> {
  const db = benchDb();
  const page: number[] = [];
  const count: number[] = [];
  const firstPage: number[] = [];
  for (const target of targets) {
    const searched = db
      .collection(collection)
      .where('search_tokens', 'array-contains', searchTerm(target));
    let started = performance.now();
    await searched.orderBy(orderField, 'desc').limit(50).get();
    page.push(performance.now() - started);
    started = performance.now();
    await searched.count().get();
    count.push(performance.now() - started);
    started = performance.now();
    await db.collection(collection).orderBy(orderField, 'desc').limit(50).get();
    firstPage.push(performance.now() - started);
  }
  return { page, count, firstPage };
}

/**
 * The rows of an admin list's figures (products, waitlist): first rows, a search (from the
 * last key to its "Showing 1 of 1" line, and its row alone), each judged on its median,
 * then the emulator's own time for the same queries ({@link emulatorSearchTimes}),
 * reported, not judged.
 */
function adminListRows(
  what: string,
  figures: {
    first: number[];
    searches: number[];
    searchRows: number[];
    own: Awaited<ReturnType<typeof emulatorSearchTimes>>;
  },
): Row[] {
  const pause = ` after the ${TYPING_PAUSE_MS} ms typing pause`;
  const ms = (values: number[]) =>
    `${Math.round(median(values))} ms (p95 ${Math.round(percentile(values, 95))} ms)`;
  const own = (query: string, values: number[]) =>
    row(`${what}: the emulator's own time for ${query} (Admin SDK)`, ms(values), '—', null);
  return [
    spreadRow(`${what}: first rows`, figures.first, 1000),
    spreadRow(`${what}: search for one of the oldest`, figures.searches, 300, pause),
    spreadRow(`${what}: search, its row alone (before its count)`, figures.searchRows, 300, pause),
    own("the first page's query", figures.own.firstPage),
    own("a search's page query", figures.own.page),
    own("a search's count", figures.own.count),
  ];
}

/** Prints each run of a figure, so a slow median names its runs. */
function logRuns(what: string, values: number[]) {
  console.log(`${what}: ${values.map((v) => `${Math.round(v)} ms`).join(', ')}`);
}

async function adminTable(browser: Browser, baseURL: string, rows: Row[]) {
  await addProducts(5_000);
  // The oldest products, each typed in full; the text before its last key matches ten
  // (`Bench Bag 499` finds 4990–4999), so an early answer cannot pass for the search.
  const targets = Array.from({ length: SEARCH_RUNS }, (_, i) => `Bench Bag ${4999 - i}`);
  await expectSearchable('products', 5_000, targets);
  const admin = await signedInContext(browser, baseURL, email('admin'), true);
  await markFirst(admin, TABLE_ROW);
  await markGuardPassed(admin);
  const first: number[] = [];
  for (let i = 0; i < SEARCH_RUNS; i += 1) {
    const page = await admin.newPage();
    const waterfall = await watchWaterfall(page);
    await page.goto('/admin/products');
    first.push(await firstSeen(page, TABLE_ROW));
    // Where the time went, so a slow figure names its cause (ms from the page's request).
    console.log(
      `Admin products first rows, run ${i + 1}: ${Math.round(first.at(-1)!)} ms (${describeWaterfall(await waterfall.read())})`,
    );
    await page.close();
  }
  // Searches over every product, typed as a person would.
  const page = await admin.newPage();
  await page.goto('/admin/products');
  await page.getByText(/Showing 50 of [\d,]+ products/).waitFor({ timeout: 120_000 });
  const { times: searches, rowTimes: searchRows } = await timeSearches(
    page,
    'Search products',
    targets,
    /Showing 1 of 1 matching/,
    /Showing 50 of [\d,]+ products/,
    TABLE_ROW,
  );
  await admin.close();
  const own = await emulatorSearchTimes('products', 'created_at', targets);
  logRuns('Admin products first rows', first);
  logRuns('Admin products searches (after the typing pause)', searches);
  logRuns("Admin products search page queries, the emulator's own time", own.page);
  logRuns("Admin products search counts, the emulator's own time", own.count);
  rows.push(
    ...adminListRows('Admin products, 5,000 products', { first, searches, searchRows, own }),
  );
}

/** Products in the bulk edit figure. */
const BULK_PRODUCTS = 1_000;

/**
 * 1,000 products bulk-edited: a job (access level and borrow status) written as
 * `startBulkJob` writes it, then run batch after batch by the bulk job's own code
 * (functions/src/bulk/jobs.ts: one transaction per batch of 100, with each product's audit
 * record and the checkpoint), each batch started on the job's new checkpoint as the
 * `bulk_jobs` trigger does. The bench runs no Functions emulator, so the trigger's hop
 * between batches is not in the figure; the products' own triggers run after it anyway.
 */
async function bulkEdit(_browser: Browser, _baseURL: string, rows: Row[]) {
  const db = benchDb();
  // With a photo: an Active product without one cannot be edited (domain bulkEditOutcome).
  await addProducts(BULK_PRODUCTS, 'bulk-bench', ['https://img.test/bench.jpg']);
  const ids = Array.from({ length: BULK_PRODUCTS }, (_, i) => `bulk-bench-${i}`);
  const started = performance.now();
  const jobId = await createBulkJob(
    db,
    { kind: 'edit', ids, change: { access_levels: 'Crown', borrow_status: 'Maintenance' } },
    { uid: null, name: 'Bench' },
  );
  let job: BulkJobDoc | undefined;
  let batches = 0;
  for (let cursor = 0; ;) {
    const outcome = await runBulkJobBatch(db, jobId, cursor);
    batches += 1;
    job = (await db.collection('bulk_jobs').doc(jobId).get()).data() as BulkJobDoc;
    if (outcome !== 'processed') break;
    cursor = job.cursor;
  }
  const elapsed = performance.now() - started;
  const records = await db.collection('activity').where('job_id', '==', jobId).count().get();
  if (
    job?.status !== 'done' ||
    job.done !== BULK_PRODUCTS ||
    records.data().count !== BULK_PRODUCTS
  )
    throw new Error(
      `the bulk job ended ${job?.status} with ${job?.done} changed, ${job?.unchanged} unchanged, ${job?.skipped.length} skipped (${job?.skipped[0]?.reason}) and ${records.data().count} records`,
    );
  console.log(
    `Bulk edit of ${BULK_PRODUCTS} products: ${batches} batches, ${Math.round(elapsed)} ms`,
  );
  rows.push(
    row(
      `${BULK_PRODUCTS.toLocaleString('en-US')} products bulk-edited (job of ${batches} batches, each one transaction with its audit records)`,
      `${(elapsed / 1000).toFixed(1)} s`,
      '≤ 15 s',
      elapsed <= 15_000,
    ),
  );
}

/** The typing pause the admin search boxes wait before they query (SEARCH_DELAY_MS). */
const TYPING_PAUSE_MS = 250;

/**
 * Types each of `targets` into the search box (emptied first, and the last search's one
 * row gone) and times until `shown` is on screen: from the last key, less the typing
 * pause (the server's answer and the render). The text before the last key must match
 * more rows than the target does, so that an answer to it cannot end the wait.
 */
async function timeSearches(
  page: Page,
  label: string,
  targets: readonly string[],
  shown: RegExp,
  cleared: RegExp,
  rowSelector: string,
) {
  const box = page.getByLabel(label);
  const times: number[] = [];
  const rowTimes: number[] = [];
  for (const text of targets) {
    await box.fill('');
    // The unsearched first page again. (Not "the result is gone": the count's wording
    // follows the box at once, so "matching" leaves and comes back before any query.)
    await page.getByText(cleared).first().waitFor({ timeout: 60_000 });
    await box.fill(text.slice(0, -1));
    const start = Date.now();
    await box.press(text.at(-1)!);
    // The rows alone (the search's page), apart from its count: the one row left.
    const rowsShown = page
      .waitForFunction(
        ({ selector, target }) => {
          const rows = Array.from(document.querySelectorAll(selector));
          return rows.length === 1 && (rows[0]?.textContent ?? '').includes(target);
        },
        { selector: rowSelector, target: text },
        { timeout: 60_000, polling: 'raf' },
      )
      .then(() => Date.now());
    await page.getByText(shown).first().waitFor({ timeout: 60_000 });
    times.push(Date.now() - start - TYPING_PAUSE_MS);
    rowTimes.push((await rowsShown) - start - TYPING_PAUSE_MS);
  }
  return { times, rowTimes };
}

/** Adds `count` waitlist signups with their search fields, as the server writes them. */
async function addSignups(count: number) {
  const db = benchDb();
  const now = Date.now();
  const tiers = ['reserve', 'elite', 'crown'] as const;
  let batch = db.batch();
  for (let i = 0; i < count; i += 1) {
    const id = `bench-signup-${i}`;
    const data = {
      full_name: `Bench Person ${i}`,
      email: `bench.person${i}@example.test`,
      tier: tiers[i % 3]!,
      zip_code: null,
      excitement_reason: null,
      comment: null,
      status: 'pending',
      submitted_at: new Date(now - i * 1000),
      notes: null,
      updated_at: new Date(now - i * 1000),
      source: 'web',
    };
    batch.set(db.doc(`waitlist_signups/${id}`), {
      ...data,
      ...searchFieldsFor('waitlist_signups', id, data),
    });
    if ((i + 1) % 500 === 0 || i === count - 1) {
      await batch.commit();
      batch = db.batch();
    }
  }
}

/** The admin waitlist with 20,000 signups: first rows and searches for the oldest. */
async function adminWaitlist(browser: Browser, baseURL: string, rows: Row[]) {
  await addSignups(20_000);
  // `bench.person1999` matches 11 signups (1999, 19990–19999); `bench.person19998` one.
  const targets = Array.from({ length: SEARCH_RUNS }, (_, i) => `bench.person${19999 - i}`);
  await expectSearchable('waitlist_signups', 20_000, targets);
  const admin = await signedInContext(browser, baseURL, email('admin'), true);
  const signupRow = 'main tbody tr';
  await markFirst(admin, signupRow);
  await markGuardPassed(admin);
  const first: number[] = [];
  for (let i = 0; i < SEARCH_RUNS; i += 1) {
    const page = await admin.newPage();
    const waterfall = await watchWaterfall(page);
    await page.goto('/admin/waitlist?status=pending');
    first.push(await firstSeen(page, signupRow));
    console.log(
      `Admin waitlist first rows, run ${i + 1}: ${Math.round(first.at(-1)!)} ms (${describeWaterfall(await waterfall.read())})`,
    );
    await page.close();
  }
  const page = await admin.newPage();
  await page.goto('/admin/waitlist?status=pending');
  await page.locator(signupRow).first().waitFor({ timeout: 60_000 });
  const { times: searches, rowTimes: searchRows } = await timeSearches(
    page,
    'Search signups',
    targets,
    /Showing 1 of 1 matching signups/,
    /Showing 50 of [\d,]+ matching signups/,
    signupRow,
  );
  await admin.close();
  const own = await emulatorSearchTimes('waitlist_signups', 'submitted_at', targets);
  logRuns('Admin waitlist first rows', first);
  logRuns('Admin waitlist searches (after the typing pause)', searches);
  rows.push(
    ...adminListRows('Admin waitlist, 20,000 signups', { first, searches, searchRows, own }),
  );
}

async function lighthouse(_browser: Browser, baseURL: string, rows: Row[]) {
  const pages = [
    '/',
    '/waitlist',
    '/bags',
    '/login',
    '/quiz',
    '/vault',
    // Hosting sends these two through the magazinePages function: the server answers them
    // with that function's page (magazinePage).
    '/magazine',
    `/magazine/${MAGAZINE_BENCH_ARTICLE}`,
  ];
  // `BENCH_LIGHTHOUSE_PAGES=/vault,/quiz`: only those (to check one page's change).
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const result = await lighthouseScores(
    baseURL,
    only ? pages.filter((page) => only.includes(page)) : pages,
  );
  if (typeof result === 'string') {
    rows.push(row('Lighthouse', result, '≥ 95 each', null));
    return;
  }
  for (const { page, scores } of result) {
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const score = scores[category]!;
      rows.push(
        row(
          `${page} Lighthouse ${category} (mobile)`,
          Number.isNaN(score) ? 'n/a' : String(score),
          '≥ 95',
          score >= 95,
          ['met', 'BELOW'],
        ),
      );
    }
  }
}

async function main() {
  const out = process.env.BENCH_LIVE_OUT;
  if (!out) throw new Error('BENCH_LIVE_OUT is not set: run through `npm run bench`');
  if ((await run('npx', ['tsx', 'scripts/seed.ts'])) !== 0) throw new Error('seeding failed');
  const rows: Row[] = [];
  let siteUrl = '';
  const server = await serveStatic(dist, hostingRules(), (pathname) =>
    magazinePage(siteUrl, pathname),
  );
  siteUrl = server.url;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    // Each part's rows are kept as soon as it is done, so a later failure loses only its own.
    let parts = [
      lighthouse,
      readsPerScreen,
      timings,
      adminTable,
      adminWaitlist,
      csvImport,
      memberRush,
      catalogPaging,
      bulkEdit,
    ];
    // `npm run bench -- --no-lighthouse` (scripts/bench.ts passes it on) leaves it out;
    // `-- --only=adminTable` (a part's name, or several, comma-separated) runs those alone.
    if (process.env.BENCH_NO_LIGHTHOUSE) parts.shift();
    const only = process.env.BENCH_ONLY?.split(',');
    if (only) parts = parts.filter((part) => only.includes(part.name));
    for (const part of parts) {
      try {
        await part(browser, server.url, rows);
      } catch (error) {
        // One part failing (a timeout on a busy machine) leaves the others' figures.
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        rows.push(row(`Emulator figures: ${part.name}`, `not measured (${reason})`, '—', null));
      }
      writeFileSync(out, JSON.stringify(rows));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error('bench (live part) could not finish:', error);
  process.exitCode = 1;
});
