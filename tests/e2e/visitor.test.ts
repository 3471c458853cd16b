import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed-data';
import { BASE_URL, eventually, launchBrowser, newVisitor, toast } from './support';

/*
 * A visitor (not signed in): joins the waitlist, is told when they try the same email
 * again, and browses the brands and one brand's collection.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Chooses an access level on the waitlist form as a person does: by clicking its card.
 * The radio inside is visually hidden (`sr-only`, clipped to nothing), so a click aimed
 * at the radio itself lands on its label and Playwright's `check()` keeps retrying.
 */
async function chooseTier(page: Page, tier: 'Reserve' | 'Elite' | 'Crown'): Promise<void> {
  const radio = page.getByRole('radio', { name: new RegExp(`^${tier}`) });
  await page.locator('label').filter({ has: radio }).click();
  await eventually(() => radio.isChecked(), `${tier} is not checked`);
}

/** Where E2E_SCREENSHOTS asks screenshots to go (none when unset). */
const shots = process.env.E2E_SCREENSHOTS;

describe('a visitor', () => {
  it('sees three tiers and Select Access as an add-on on /tier-selection, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(`localStorage.setItem('theme', '${theme}')`);
      const page = await context.newPage();
      await page.goto('/tier-selection');
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Choose Your Access' }).isVisible(),
      );
      expect(await page.getByRole('article').count()).toBe(3);
      const addOn = page.getByRole('region', { name: /Select Access/ });
      expect(await addOn.getByText('Add-on', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Most Loved').isVisible()).toBe(true);
      if (shots) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
          await page.screenshot({
            path: `${shots}/tier-selection-${width}${theme === 'dark' ? '-dark' : ''}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  });

  it('joins the waitlist, then is told the same email is already on it', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `e2e-visitor-${Date.now()}@example.test`;
    await page.goto('/waitlist');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Join the Waitlist' }).isVisible(),
    );
    // /waitlist is prerendered: its form is disabled until the app has taken it over.
    await eventually(() => page.getByLabel('Full name').isEnabled());

    await page.getByLabel('Full name').fill('Morgan Hale');
    await page.getByLabel('Email').fill(email);
    await chooseTier(page, 'Elite');
    // The optional fields fold under "Tell us more".
    await page.getByRole('button', { name: /Tell us more/ }).click();
    await page.getByLabel('ZIP code (optional)').fill('10012');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();

    await eventually(() => page.getByRole('heading', { name: "You're on the list!" }).isVisible());
    expect(await page.getByText(email).isVisible()).toBe(true);
    await eventually(() => toast(page, 'Successfully joined the waitlist!').isVisible());

    await page.getByRole('button', { name: 'Join Another Email' }).click();
    await page.getByLabel('Full name').fill('Morgan Hale');
    await page.getByLabel('Email').fill(email);
    await chooseTier(page, 'Crown');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();

    await eventually(() =>
      page
        .getByRole('alert')
        .filter({ hasText: 'This email is already on our waitlist!' })
        .first()
        .isVisible(),
    );
    expect(await page.getByRole('heading', { name: "You're on the list!" }).count()).toBe(0);
    // Said once, at the email field (so announced once): not by the button, not in a toast.
    const emailField = page.getByLabel('Email');
    const describedBy = (await emailField.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    expect(
      await page
        .locator(
          describedBy
            .split(' ')
            .map((id) => `[id="${id}"]`)
            .join(','),
        )
        .allInnerTexts(),
    ).toContain('This email is already on our waitlist!');
    expect(await page.getByText('This email is already on our waitlist!').count()).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Join Waitlist' }).getAttribute('aria-describedby'),
    ).toBeNull();
    await context.close();
  });

  it('is told to sign in, not put on the list, when the email is a member’s', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/waitlist');
    await eventually(() => page.getByLabel('Full name').isEnabled());
    await page.getByLabel('Full name').fill('Reserve Member');
    await page.getByLabel('Email').fill('Reserve@Unlimited.test');
    await chooseTier(page, 'Crown');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();

    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'This email already has a membership. Sign in instead.' });
    await eventually(() => alert.isVisible());
    expect(await page.getByRole('heading', { name: "You're on the list!" }).count()).toBe(0);
    await alert.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('is told next to the button when a signup fails, and can send it again', async () => {
    const { context, page } = await newVisitor(browser);
    // The service answers with a failure once, then works again.
    let failures = 1;
    await page.route('**/joinWaitlist', (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'Unavailable' } }),
          })
        : route.continue(),
    );
    await page.goto('/waitlist');
    await eventually(() => page.getByLabel('Full name').isEnabled());
    await page.getByLabel('Full name').fill('Robin Vale');
    await page.getByLabel('Email').fill(`e2e-inline-${Date.now()}@example.test`);
    await chooseTier(page, 'Reserve');
    const submit = page.getByRole('button', { name: 'Join Waitlist' });
    await submit.click();

    // The alert sits right under the button, in the same group, and describes it.
    const inline = page.locator('form [role="alert"]', {
      hasText: 'Something went wrong. Please try again.',
    });
    await eventually(() => inline.isVisible());
    const [button, alert] = await Promise.all([submit.boundingBox(), inline.boundingBox()]);
    expect(alert!.y - (button!.y + button!.height)).toBeLessThan(40);
    expect(await submit.getAttribute('aria-describedby')).toBe(await inline.getAttribute('id'));
    expect(await page.getByLabel('Full name').inputValue()).toBe('Robin Vale');

    await submit.click();
    await eventually(() => page.getByRole('heading', { name: "You're on the list!" }).isVisible());
    await context.close();
  });

  it('browses the brands and opens one brand’s collection', async () => {
    // A brand with a bag any visitor may see (Active, Available, access level Any).
    const open = seedProducts()
      .map((p) => p.data)
      .filter((p) => p.status === 'Active' && p.borrow_status === 'Available');
    const shown = open.find((p) => p.access_levels === 'Any');
    if (!shown) throw new Error('the seed has no bag open to visitors');
    const membersOnly = open.filter((p) => p.brand === shown.brand && p.access_levels !== 'Any');

    const { context, page } = await newVisitor(browser);
    await page.goto('/brands');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Designer Brands' }).isVisible(),
    );
    await eventually(() => page.getByRole('heading', { level: 2, name: shown.brand }).isVisible());

    await page.getByRole('link', { name: `View Collection of ${shown.brand}` }).click();
    await page.waitForURL(`**/brands/${shown.brand_slug}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: shown.brand }).isVisible());
    await eventually(() =>
      page.getByRole('heading', { name: shown.title, exact: true }).isVisible(),
    );
    for (const hidden of membersOnly) {
      expect(await page.getByRole('heading', { name: hidden.title, exact: true }).count()).toBe(0);
    }

    // Exact: the header's Brands dropdown, when open, holds a 'View All Brands' link.
    await page.getByRole('link', { name: 'All Brands', exact: true }).click();
    await page.waitForURL('**/brands');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Designer Brands' }).isVisible(),
    );
    await context.close();
  });
  it('gets the closet’s first bags from Firestore in one request, with no preflight before it', async () => {
    const { context, page } = await newVisitor(browser);
    // The browser's own record of what it sent: a CORS preflight is a request of its own
    // there (type Preflight), which Playwright's request events do not show.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const toFirestore: { type?: string; method: string; url: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ type, request }) => {
      if (request.url.includes('/documents'))
        toFirestore.push({ type, method: request.method, url: request.url });
    });
    await page.goto('/bags');
    await eventually(async () => (await page.locator('[data-catalog-results] img').count()) > 0);

    expect(toFirestore.filter(({ url }) => url.endsWith('/documents:runQuery'))).toEqual([
      expect.objectContaining({ type: 'Fetch', method: 'POST' }),
    ]);
    expect(
      toFirestore.filter(({ type, method }) => type === 'Preflight' || method === 'OPTIONS'),
    ).toEqual([]);
    await context.close();
  });

  it('sees which bag card has the keyboard focus, by the gold ring, light and dark', async () => {
    // The newest such bag: on the closet's first page (newest first), wherever it sits.
    const shown = seedProducts()
      .map((p) => p.data)
      .filter(
        (p) =>
          p.status === 'Active' && p.borrow_status === 'Available' && p.access_levels === 'Any',
      )
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
    if (!shown) throw new Error('the seed has no bag open to visitors');
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(`localStorage.setItem('theme', '${theme}')`);
      const page = await context.newPage();
      // The prerendered closet, then one brand's collection: the same card.
      for (const path of ['/bags', `/brands/${shown.brand_slug}`]) {
        await page.goto(path);
        const link = page.getByRole('main').getByRole('link', { name: shown.title, exact: true });
        await eventually(() => link.isVisible());
        // `has` looks inside each card: the title's link, not scoped to the page again.
        const card = page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.getByRole('link', { name: shown.title, exact: true }) });
        // The card's outline, read in the page (tests compile without the DOM's types).
        const outline = (prop: 'outlineStyle' | 'outlineWidth' | 'outlineColor') =>
          card.evaluate((el, name) => {
            const view = globalThis as unknown as {
              getComputedStyle: (node: unknown) => Record<string, string>;
            };
            return view.getComputedStyle(el)[name] ?? '';
          }, prop);
        const ring = async () =>
          `${await outline('outlineStyle')} ${await outline('outlineWidth')}`;
        expect(await ring()).toMatch(/^none /);
        // Keyboard focus (a key press first, so the browser shows focus as from the keyboard).
        await page.keyboard.press('Shift');
        await link.focus();
        await eventually(async () => (await ring()) === 'solid 2px', `no focus ring on ${path}`);
        const color = await outline('outlineColor');
        expect(color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
        if (shots) {
          await page.screenshot({
            path: `${shots}/card-focus${path === '/bags' ? '' : '-brand'}${theme === 'dark' ? '-dark' : ''}.png`,
          });
        }
      }
      await context.close();
    }
  });
});
