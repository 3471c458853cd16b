import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed-data';
import { eventually, launchBrowser, newVisitor, toast } from './support';

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

describe('a visitor', () => {
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
        .isVisible(),
    );
    expect(await page.getByRole('heading', { name: "You're on the list!" }).count()).toBe(0);
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
});
