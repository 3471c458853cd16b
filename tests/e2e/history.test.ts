import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_RECORDS, trackingLink } from '@unlimited/domain';
import { SEED_PROJECT_ID, seedOrders } from '../../scripts/seed-data';
import {
  BASE_URL,
  eventually,
  launchBrowser,
  newVisitor,
  openPhoneMenu,
  seedEmail,
  signInMember,
  widerThanWindow,
} from './support';

/*
 * A member's order history: the seed Crown member opens Your Orders from the dashboard and
 * from the header (at 1280 and at 375 px) and finds her orders newest first, each with its
 * bag, status, tracking number and dates, and no one else's; a signed-in person without
 * orders is invited to the catalogue. Other journeys change the seed's current orders, so
 * exact statuses are checked only on the Crown member's closed orders, which no journey
 * touches.
 */

const crownOrders = seedOrders().filter((o) => o.data.user_id === 'seed-crown');
/** The seed Crown member's orders by bag, newest first. */
const newestFirst = [...crownOrders]
  .sort((a, b) => b.data.created_at.getTime() - a.data.created_at.getTime())
  .map((o) => o.data.bag_name);
const closed = crownOrders.filter((o) => ['completed', 'cancelled'].includes(o.data.order_status));
const othersBags = seedOrders()
  .filter((o) => o.data.user_id !== 'seed-crown')
  .map((o) => o.data.bag_name)
  .filter((name) => !newestFirst.includes(name));

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const STATUS_LABELS = { completed: 'Completed', cancelled: 'Cancelled' } as const;

let browser: Browser;
let admin: App;

beforeAll(async () => {
  expect(closed.length).toBeGreaterThanOrEqual(3);
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-history',
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** The history's list, once it has loaded. */
async function orderList(page: Page): Promise<Locator> {
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Your Orders' }).isVisible());
  const list = page.getByRole('list', { name: 'Your orders' });
  await eventually(() => list.isVisible(), 'the order list never appeared');
  return list;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A condition entry as the card shows it: `AB · Very Good` then the notes. */
function gradeThenNotes(entry: { grade: string; notes: string }): string {
  return expect.stringMatching(
    new RegExp(`^${escapeRegExp(entry.grade)} · .*${escapeRegExp(entry.notes)}$`),
  ) as unknown as string;
}

/** The `<dt>` / `<dd>` pairs of an order card. */
async function details(card: Locator): Promise<[string, string][]> {
  return card
    .locator('dt')
    .evaluateAll((dts) =>
      dts.map((dt): [string, string] => [
        dt.textContent ?? '',
        dt.nextElementSibling?.textContent ?? '',
      ]),
    );
}

describe('a Crown member’s order history', () => {
  it('lists her orders newest first with bag, status, tracking and dates, from the dashboard', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('crown'));
    const toOrders = page
      .getByRole('navigation', { name: 'Membership actions' })
      .getByRole('link', { name: 'Your Orders' });
    await eventually(() => toOrders.isVisible(), 'no Your Orders link on the dashboard');
    await toOrders.click();
    await page.waitForURL('**/orders');
    const list = await orderList(page);

    // Newest first (a journey may have added orders of its own: only the seed's are compared).
    const headings = (await list.getByRole('heading', { level: 2 }).allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(headings.filter((name) => newestFirst.includes(name))).toEqual(newestFirst);
    for (const name of othersBags) expect(headings, name).not.toContain(name);

    const db = getFirestore(admin);
    for (const order of closed) {
      const card = list.getByRole('article', { name: order.data.bag_name });
      expect(await card.getByText(order.data.bag_brand, { exact: true }).isVisible()).toBe(true);
      expect(
        await card.getByRole('img', { name: order.data.bag_name, exact: true }).getAttribute('src'),
      ).toBe(order.data.bag_image);
      const status = STATUS_LABELS[order.data.order_status as keyof typeof STATUS_LABELS];
      expect(await card.getByText(`Status: ${status}`).isVisible()).toBe(true);

      // The dates stored now (the seed writes them relative to the day it runs).
      const stored = (await db.collection('orders').doc(order.id).get()).data();
      if (!stored) throw new Error(`seed order ${order.id} is missing`);
      const day = (field: string) => DATE.format((stored[field] as Timestamp).toDate());
      const expected: [string, string][] = [['Ordered', day('order_date')]];
      if (stored.shipped_date) expected.push(['Shipped', day('shipped_date')]);
      if (stored.delivered_date) expected.push(['Delivered', day('delivered_date')]);
      expected.push(['Last updated', day('updated_at')]);
      if (order.data.tracking_number) {
        // The carrier's name, then the number as a link to its tracking page.
        const link = trackingLink(order.data.tracking_number);
        expected.push([
          'Tracking',
          link ? `${link.carrierName}${link.number}` : order.data.tracking_number,
        ]);
      }
      // Then what was noted at dispatch and on return: the grade, then the notes.
      const record = (
        await db
          .collection('products')
          .doc(order.data.bag_id)
          .collection(CONDITION_RECORDS)
          .doc(order.id)
          .get()
      ).data();
      for (const [label, stage] of [
        ['At dispatch', 'dispatch'],
        ['On return', 'return'],
      ] as const) {
        const entry = record?.[stage] as { grade: string; notes: string } | null | undefined;
        if (entry) expected.push([label, gradeThenNotes(entry)]);
      }
      // The condition record is a listener of its own: it may arrive after the card.
      await expect.poll(() => details(card), { message: order.data.bag_name }).toEqual(expected);
    }

    // A bag she awaits has no swap date yet (its clock starts on delivery) and, kept as
    // long as she likes, never a return due date.
    const current = crownOrders.find((o) => o.data.order_status === 'pending_shipment');
    if (!current) throw new Error('the seed Crown member awaits no bag');
    const waiting = list.getByRole('article', { name: current.data.bag_name });
    const rows = await details(waiting);
    expect(rows).toContainEqual(['Swap clock', 'Starts the day it arrives']);
    expect(rows.map(([label]) => label)).not.toContain('Return due');
    await context.close();
  });

  it('opens from the header at 1280 px and from the phone menu at 375 px, fitting the phone', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('crown'));
    const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    await orderList(page);
    expect(await main.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/bags');
    const sheet = await openPhoneMenu(page);
    await sheet.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    const list = await orderList(page);
    expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(crownOrders.length);
    expect(await widerThanWindow(page)).toEqual([]);
    await context.close();
  });
});

describe('someone without orders', () => {
  it('is told there are none yet and led to the catalogue', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('visitor'));
    await page.goto('/orders');
    await eventually(() =>
      page.getByRole('heading', { level: 2, name: 'No orders yet' }).isVisible(),
    );
    await page.getByRole('link', { name: 'Browse the closet' }).click();
    await page.waitForURL('**/bags');
    await context.close();
  });
});

describe('a visitor', () => {
  it('is asked to sign in first', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/orders');
    await page.waitForURL('**/login');
    await context.close();
  });
});
