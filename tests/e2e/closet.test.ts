import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seriousViolations,
  signInMember,
} from './support';

/*
 * The whole closet (issue 29): a bag out with a member is listed in the closet, search
 * and its brand's page with its state. A member of her own sees the seed's Gucci Ophidia
 * tote (for everyone, out with the Reserve member) with when it is expected back and how
 * many wait, opens it from the card's "Join the queue", joins, and sees the count grow;
 * "Available now" hides it. A signed-out visitor sees it out too, with its due date, and
 * its page says members queue for it. She leaves the queue at the end (the seed's queue
 * is as it was for the journeys after).
 */

const RUN = Date.now().toString(36);
const ELITE = `e2e-closet-elite-${RUN}`;
const ELITE_EMAIL = `${ELITE}@example.test`;
const OUT = 'Gucci Ophidia GG Small Tote';
const OUT_ID = seedProducts().find((p) => p.data.title === OUT)!.id;

let admin: App;
let db: Firestore;
let browser: Browser;

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, 'e2e-closet');
  db = getFirestore(admin);
  await addMember(admin, db, {
    uid: ELITE,
    email: ELITE_EMAIL,
    first_name: 'Closet',
    last_name: 'Member',
    username: ELITE,
    shipping_address: seedOrders()[0]!.data.shipping_address,
    tier: 'elite',
    claim: true,
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** How many wait for the bag now (its summary, kept by the queue functions). */
async function queueLength(): Promise<number> {
  const stats = await db.collection('bag_stats').doc(OUT_ID).get();
  return Number(stats.get('queue_length') ?? 0);
}

/** The shared screenshots (1280 and 375 px) and one at 390 px, the phone width of issue 29. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const waiting = (n: number) => (n === 1 ? '1 member waiting' : `${n} members waiting`);

/** The card of the bag titled `title` on the page. */
const card = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function search(page: Page, words: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search bags' }).fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('the whole closet', () => {
  it(
    'a member sees a bag out with its date and queue, joins its queue from the card, and Available now hides it',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await newVisitor(browser);
      await signInMember(page, ELITE_EMAIL, { form: true });
      const before = await queueLength();

      // The closet: every bag her tier sees, each with its state.
      await page.goto('/bags');
      await eventually(async () => (await page.getByRole('article').count()) > 0);
      await eventually(() => page.getByText('Available now', { exact: true }).first().isVisible());
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'closet-member');

      // Search finds the tote that is out, with its state, date and queue.
      await search(page, 'Ophidia');
      const out = card(page, OUT);
      await eventually(() => out.isVisible());
      await expect
        .poll(() => out.locator('[data-card-state]').innerText())
        .toBe('Out with a member');
      await eventually(async () =>
        new RegExp(`^Expected back around [A-Z][a-z]+ \\d{1,2} · ${waiting(before)}$`).test(
          (await out.getByText(/Expected back around/).innerText()).trim(),
        ),
      );
      await shots(page, 'closet-search');

      // "Available now", by keyboard: the tote is out, so it leaves the list.
      const filter = page.getByRole('checkbox', { name: 'Available now' });
      await filter.focus();
      await page.keyboard.press('Space');
      await page.waitForURL(/[?&]available=1/);
      await eventually(() =>
        page.getByText(/No bags matching “Ophidia” are available right now/).isVisible(),
      );
      expect(await out.count()).toBe(0);
      await page.keyboard.press('Space');
      await eventually(() => out.isVisible());

      // The card's way to the queue: the bag's page, at its queue.
      await out.getByRole('link', { name: `Join the queue for ${OUT}` }).click();
      await page.waitForURL(`**/bags/${OUT_ID}#queue`);
      const panel = page.getByRole('region', { name: 'The queue for this bag' });
      await eventually(() => panel.isVisible());
      expect(await seriousViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Join the queue' }).click();
      await eventually(() => panel.getByText(/You are \d+(st|nd|rd|th) in line/).isVisible());
      await eventually(
        async () => (await queueLength()) === before + 1,
        'her place is counted',
        120_000,
      );

      // Its brand's page: the card counts her in; Available now hides it there too.
      await page.goto('/brands/gucci');
      const onBrand = card(page, OUT);
      await eventually(() => onBrand.isVisible());
      await eventually(() => onBrand.getByText(waiting(before + 1), { exact: false }).isVisible());
      await shots(page, 'closet-brand');
      await page.getByRole('checkbox', { name: 'Available now' }).check();
      await page.waitForURL(/\/brands\/gucci\?available=1/);
      await eventually(async () => (await page.getByRole('article').count()) > 0);
      await eventually(async () => (await onBrand.count()) === 0);
      for (const state of await page.locator('[data-card-state]').allInnerTexts()) {
        expect(state).toBe('Available now');
      }

      // She leaves again: the seed's queue is as it was.
      await page.goto(`/bags/${OUT_ID}`);
      await page.getByRole('button', { name: 'Leave the queue' }).click();
      await eventually(async () => (await queueLength()) === before, 'her place is gone', 120_000);
      await context.close();
    },
  );

  it(
    'a signed-out visitor sees a public bag that is out, when it is due back, and that members queue for it',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newVisitor(browser);
      await page.goto('/bags');
      await eventually(async () => (await page.getByRole('article').count()) > 0);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'closet-visitor');
      await search(page, 'Ophidia');
      const out = card(page, OUT);
      await eventually(() => out.isVisible());
      expect(await out.locator('[data-card-state]').innerText()).toBe('Out with a member');
      await eventually(() => out.getByText(/^Due back [A-Z][a-z]+ \d{1,2}$/).isVisible());
      // A visitor joins the waitlist, not a queue: no queue link on her card.
      expect(await out.getByRole('link', { name: /Join the queue/ }).count()).toBe(0);

      await out.getByRole('link', { name: OUT, exact: true }).click();
      await page.waitForURL(`**/bags/${OUT_ID}`);
      await eventually(() => page.getByRole('heading', { level: 1, name: OUT }).isVisible());
      await eventually(() =>
        page.getByText(/^Out with a member · Due back [A-Z][a-z]+ \d{1,2}$/).isVisible(),
      );
      expect(await page.getByRole('button', { name: /Choose/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Join the waitlist' }).count()).toBeGreaterThan(
        0,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'closet-visitor-bag');

      // The filtered closet in the address: the tote is not available now.
      await page.goto('/bags?available=1');
      await eventually(() => page.getByRole('checkbox', { name: 'Available now' }).isChecked());
      await eventually(async () => (await page.getByRole('article').count()) > 0);
      await search(page, 'Ophidia');
      await eventually(() =>
        page.getByText(/No bags matching “Ophidia” are available right now/).isVisible(),
      );
      await context.close();
    },
  );
});
