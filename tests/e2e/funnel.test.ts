import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedProducts } from '../../scripts/seed-data';
import { addMember } from './members';
import { BASE_URL, eventually, launchBrowser, seriousViolations, signInMember } from './support';

/*
 * The visitor's way in and the phone, at 390 × 844: a bag page's call to action is on the
 * first screen (above the bottom bar), for a visitor and a member; a visitor who cannot
 * sign in is offered the waitlist from it and from /login; a signed-in member's bottom bar
 * is theirs (Home is their dashboard, no waitlist anywhere), and a new member is greeted
 * "Welcome", not "Welcome back"; a prerendered page never shows a member the visitor's
 * header before its scripts run; the footer's year is the clock's. axe-core finds no serious
 * or critical violation on the landing, /login, the bag page and the new member's dashboard.
 */

const RUN = Date.now().toString(36);
const PROJECT = process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID;
const BAG = `e2e-funnel-bag-${RUN}`;
const MEMBER = {
  uid: `e2e-funnel-${RUN}`,
  email: `e2e-funnel-${RUN}@unlimited.test`,
  first_name: 'Noor',
};
const PHONE = { width: 390, height: 844 };

let admin: App;
let db: Firestore;
let browser: Browser;

beforeAll(async () => {
  admin = initializeApp({ projectId: PROJECT }, 'funnel');
  db = getFirestore(admin);
  const template = seedProducts().find(
    (p) => p.data.status === 'Active' && p.data.photos.length > 0,
  )!;
  // A bag of the public closet of this file's own, so no other journey has taken it.
  await db
    .collection('products')
    .doc(BAG)
    .set({
      ...template.data,
      title: 'Funnel Top Handle',
      status: 'Active',
      borrow_status: 'Available',
      access_levels: 'Any',
      return_date: null,
    });
  // A new member: paid, no order yet.
  await addMember(admin, db, {
    ...MEMBER,
    last_name: 'Haddad',
    username: `noor${RUN}`,
    shipping_address: null,
    tier: 'reserve',
    claim: true,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.collection('products').doc(BAG).delete();
  if (admin) await deleteApp(admin);
});

async function newPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** Where E2E_SCREENSHOTS asks screenshots to go (none when unset). */
const shots = process.env.E2E_SCREENSHOTS;

/** The page as `<name>-390.png` and `<name>-1280.png` (first screen), when asked for. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}

/**
 * Whether `target` lies wholly on the first screen and above the phone's bottom bar (the
 * bar covers the bottom of the window), with the page scrolled to the top.
 */
async function onFirstScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (box === null) return false;
  const bar = await page.getByRole('navigation', { name: 'Mobile' }).boundingBox();
  const bottom = bar === null ? PHONE.height : bar.y;
  // In the page: the window's scroll position (tests/ is typed without the DOM).
  const scrollY = await page.evaluate('window.scrollY');
  return scrollY === 0 && box.y >= 0 && box.y + box.height <= bottom;
}

describe('a visitor on a phone', () => {
  it('finds "Sign in to choose" on the bag page’s first screen, with the waitlist beside it', async () => {
    const { context, page } = await newPhone();
    await page.goto(`/bags/${BAG}`);
    const signIn = page.getByRole('link', { name: 'Sign in to choose this bag' });
    await eventually(() => signIn.isVisible());
    expect(await onFirstScreen(page, signIn)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'funnel-bag-visitor');

    const join = page.getByRole('main').getByRole('link', { name: 'Join the waitlist' });
    expect(await join.isVisible()).toBe(true);
    await join.click();
    await page.waitForURL('**/waitlist');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Join the Waitlist' }).isVisible(),
    );
    await context.close();
  });

  it('is offered the waitlist on /login, having no account', async () => {
    const { context, page } = await newPhone();
    await page.goto('/login');
    await eventually(() => page.getByRole('button', { name: 'Sign In' }).isEnabled());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'funnel-login');
    await page.getByRole('link', { name: 'Join the waitlist' }).click();
    await page.waitForURL('**/waitlist');
    await context.close();
  });

  it('finds the closet and the FAQ on the landing page', async () => {
    const { context, page } = await newPhone();
    await page.goto('/');
    const closet = page.getByRole('link', { name: 'Browse the closet' });
    await eventually(() => closet.isVisible());
    expect(await page.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe(
      '/faq',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'funnel-landing');
    await closet.click();
    await page.waitForURL('**/bags');
    await context.close();
  });
});

describe('a new member on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPhone());
    await signInMember(page, MEMBER.email, { form: true });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is greeted Welcome, not Welcome back, on a first visit', async () => {
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: `Welcome, ${MEMBER.first_name}` }).isVisible(),
    );
    expect(await page.getByText(/Welcome back, /).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds "Choose this bag" on the bag page’s first screen', async () => {
    await page.goto(`/bags/${BAG}`);
    const choose = page.getByRole('button', { name: 'Choose this bag' });
    await eventually(() => choose.isEnabled());
    expect(await onFirstScreen(page, choose)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'funnel-bag-member');
  });

  it('has the member’s bottom bar: Home is the dashboard, and no waitlist anywhere', async () => {
    await page.goto('/bags');
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await eventually(() => bar.getByRole('link', { name: 'Orders' }).isVisible());
    expect(await bar.getByRole('link', { name: 'Info' }).count()).toBe(0);
    expect(await bar.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(await page.getByRole('link', { name: /join waitlist/i }).count()).toBe(0);

    await bar.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/dashboard');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: `Welcome, ${MEMBER.first_name}` }).isVisible(),
    );
    expect(await page.getByRole('link', { name: /join waitlist/i }).count()).toBe(0);
    await screenshot(page, 'funnel-dashboard-member');
  });

  it('never sees the visitor’s header on a prerendered page, even before its scripts run', async () => {
    // Scripts held back: what the browser paints from the prerendered HTML alone (and the
    // head's inline script, which reads the sign-in hint).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    await eventually(() => page.getByRole('heading', { level: 1 }).isVisible());
    // The visitor's links are in the markup, hidden (so out of the accessibility tree too).
    const header = page.getByRole('banner');
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    for (const [area, name] of [
      [header, 'Join Waitlist'],
      [bar, 'Info'],
      [bar, 'Account'],
    ] as const) {
      const link = area.getByRole('link', { name, includeHidden: true });
      expect(await link.count(), name).toBe(1);
      expect(await link.isVisible(), name).toBe(false);
    }
    // The rest of the page shows, the bar keeping its place.
    expect(await bar.isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'unlimited' }).isVisible()).toBe(true);
    await page.unroute('**/assets/*.js');

    // Once the app runs, the member's own links show.
    await page.goto('/faq');
    await eventually(() => bar.getByRole('link', { name: 'Orders' }).isVisible());
    expect(await header.getByRole('link', { name: 'Join Waitlist' }).count()).toBe(0);
  });
});

describe('a visitor before the scripts run', () => {
  it('sees the whole header and bottom bar of a prerendered page', async () => {
    const { context, page } = await newPhone();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await eventually(() => header.getByRole('link', { name: 'Join Waitlist' }).isVisible());
    expect(
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Info' })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });
});

describe('the footer', () => {
  it('says the clock’s year, not the year the page was built in', async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'));
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await eventually(() => footer.getByText('© 2031 Unlimited. All rights reserved.').isVisible());
    await context.close();
  });
});
