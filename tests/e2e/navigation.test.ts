import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed-data';
import {
  BASE_URL,
  eventually,
  launchBrowser,
  newVisitor,
  openPhoneMenu,
  seedEmail,
  signInAdmin,
  signInMember,
  widerThanWindow,
} from './support';

/*
 * The site header follows who is signed in, on public pages (served without Firebase
 * code) and member pages alike: a member sees Dashboard, Bags, Brands, Orders, Saved,
 * Membership, Account and Sign out, never Log In or Join Waitlist; an admin also sees the back-office; at
 * 375 px the same places are in a menu, on the landing page too. A removed add-on leaves
 * the dashboard's monthly price at once.
 */

const bag = seedProducts().find(
  (p) =>
    p.data.status === 'Active' &&
    p.data.borrow_status === 'Available' &&
    p.data.access_levels === 'Any',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole('banner');

/** A person at a phone (375 px wide). */
async function newPhoneVisitor() {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function linkNames(scope: ReturnType<Page['getByRole']>): Promise<string[]> {
  return (await scope.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe('the header of a signed-in member', () => {
  it('offers Dashboard, Orders, Saved, Membership, Account and Sign out on /bags, a bag page and /brands, never Log In or Join Waitlist', async () => {
    if (!bag) throw new Error('the seed has no bag every member may see');
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('reserve'));

    for (const path of ['/bags', `/bags/${bag.id}`, '/brands']) {
      await page.goto(path);
      const nav = header(page).getByRole('navigation', { name: 'Main' });
      await eventually(
        () => nav.getByRole('link', { name: 'Dashboard' }).isVisible(),
        `Dashboard in the header on ${path}`,
      );
      expect(await linkNames(nav), path).toEqual([
        'Dashboard',
        'Bags',
        'Orders',
        'Saved',
        'Membership',
        'Account',
      ]);
      expect(await header(page).getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
      expect(await header(page).getByRole('link', { name: 'Log In' }).count(), path).toBe(0);
      expect(await header(page).getByRole('link', { name: 'Join Waitlist' }).count(), path).toBe(0);
      expect(await header(page).getByRole('link', { name: 'Back-office' }).count(), path).toBe(0);
    }

    // The member pages have the same header.
    await header(page).getByRole('link', { name: 'Membership' }).click();
    await page.waitForURL('**/membership-manage');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Manage Membership' }).isVisible(),
    );
    expect(await header(page).getByRole('link', { name: 'Account' }).isVisible()).toBe(true);

    // Signing out from the header: home, and the header offers Login again.
    await page.goto('/faq');
    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => header(page).getByRole('link', { name: 'Login' }).isVisible());
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('at 375 px opens a menu listing the member’s places', async () => {
    const { context, page } = await newPhoneVisitor();
    await signInMember(page, seedEmail('elite'));
    await page.goto('/bags');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'The Closet' }).isVisible());
    // The prerendered visitor's page shows until the member's own replaces it.
    await eventually(
      async () => (await header(page).getByRole('link', { name: 'Join Waitlist' }).count()) === 0,
    );
    const sheet = await openPhoneMenu(page);
    expect(await linkNames(sheet)).toEqual([
      'Dashboard',
      'Bags',
      'Brands',
      'Orders',
      'Saved',
      'Membership',
      'Account',
      'Quiz',
      'Magazine',
      'Club',
      'Vault',
      'Cart',
    ]);
    expect(await sheet.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await sheet.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    // Nothing wider than the phone.
    expect(await widerThanWindow(page)).toEqual([]);
    await sheet.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Account Settings' }).isVisible(),
    );
    await context.close();
  });
});

describe('the header of an admin', () => {
  it('adds a link to the back-office', async () => {
    const { context, page } = await newVisitor(browser);
    await signInAdmin(page, seedEmail('admin'));
    await page.goto('/bags');
    const backOffice = header(page).getByRole('link', { name: 'Back-office' });
    await eventually(() => backOffice.isVisible());
    await backOffice.click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await eventually(() =>
      page.getByRole('heading', { name: 'Admin Dashboard' }).first().isVisible(),
    );
    await context.close();
  });
});

describe('the landing page at 375 px', () => {
  it('has a menu with How It Works, Brands, FAQ, Log In and Join Waitlist', async () => {
    const { context, page } = await newPhoneVisitor();
    await page.goto('/');
    const sheet = await openPhoneMenu(page);
    const names = await linkNames(sheet);
    for (const name of ['How It Works', 'Brands', 'FAQ', 'Log In', 'Join Waitlist']) {
      expect(names).toContain(name);
    }
    await sheet.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await context.close();
  });

  it('opens and closes that menu from the keyboard, as a named dialog that keeps focus', async () => {
    const { context, page } = await newPhoneVisitor();
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Open menu' });
    // The prerendered page shows the button before the app runs; wait for the app.
    await eventually(async () => (await button.getAttribute('aria-expanded')) === 'false');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await eventually(async () => {
      // The sheet loads on first use; once open, the rest of the page is hidden from
      // assistive technology (and from role queries).
      if (await sheet.isVisible()) return true;
      await button.focus({ timeout: 2_000 });
      await page.keyboard.press('Enter');
      await sheet.waitFor({ state: 'visible', timeout: 3_000 });
      return true;
    }, 'Enter opens the menu');
    expect(await page.locator('button[aria-label="Open menu"]').getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Focus is inside the dialog, and Tab keeps it there.
    for (let i = 0; i < 12; i++) {
      expect(
        await page.evaluate(
          `document.querySelector('[role="dialog"]').contains(document.activeElement)`,
        ),
      ).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await eventually(async () => !(await sheet.isVisible()));
    await eventually(async () =>
      Boolean(
        await page.evaluate(`document.activeElement?.getAttribute('aria-label') === 'Open menu'`),
      ),
    );
    // Keyboard all the way: open again, Tab to How It Works, follow it.
    await page.keyboard.press('Enter');
    await eventually(() => sheet.isVisible());
    await eventually(async () => {
      await page.keyboard.press('Tab');
      return Boolean(
        await page.evaluate(
          `document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement?.textContent?.trim() === 'How It Works'`,
        ),
      );
    }, 'Tab reaches How It Works');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/how-it-works');
    await context.close();
  });
});

describe('the dashboard’s monthly price', () => {
  it('drops an add-on the member removed', async () => {
    const { context, page } = await newVisitor(browser);
    // The seed Elite member has Full Coverage: $129 + $19.
    await signInMember(page, seedEmail('elite'));
    const billing = page.getByRole('region', { name: 'Billing Summary' });
    await eventually(() => billing.getByText('$148/month').isVisible());

    await header(page).getByRole('link', { name: 'Membership' }).click();
    await page.waitForURL('**/membership-manage');
    await page.getByRole('button', { name: 'Remove Full Coverage Protection' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Full Coverage Protection?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await eventually(() => page.getByText(/Ends /).first().isVisible());

    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await eventually(() => billing.getByText('$129/month').isVisible());
    expect(await billing.getByText(/Full Coverage Protection \(ends /).isVisible()).toBe(true);
    await context.close();
  });
});
