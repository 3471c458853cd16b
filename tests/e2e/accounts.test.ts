import type { Browser } from 'playwright-core';
import { isStaffRole } from '@unlimited/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts, seedProducts } from '../../scripts/seed-data';
import { eventually, launchBrowser, newVisitor, signInAdmin, signInMember } from './support';

/*
 * Every seed account the README lists can sign in through the form (never from a saved
 * sign-in: tests/e2e/support.ts), and lands where its role belongs; the
 * seed's product photos are served (by Hosting, with or without the Storage emulator).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the seed accounts', () => {
  for (const account of seedAccounts()) {
    it(`${account.email} signs in with the documented password`, async () => {
      const { context, page } = await newVisitor(browser);
      // Staff (an owner, operations, support) sign in to the back-office as the admin does.
      if (account.role === 'admin' || isStaffRole(account.role)) {
        await signInAdmin(page, account.email, { form: true });
        await eventually(() =>
          page.getByRole('heading', { name: 'Admin Dashboard' }).first().isVisible(),
        );
        expect(await page.getByText(`Logged in as ${account.email}`).isVisible()).toBe(true);
      } else {
        await signInMember(page, account.email, { form: true });
        // "Welcome back" once there is an earlier order; the visitor account has none.
        const greeting = account.role === 'visitor' ? 'Welcome' : 'Welcome back';
        await eventually(() =>
          page
            .getByRole('heading', {
              level: 1,
              name: `${greeting}, ${account.profile.first_name}`,
            })
            .isVisible(),
        );
        if (account.role === 'visitor') {
          // Someone without a membership is not invited to choose a bag.
          await eventually(() =>
            page.getByRole('heading', { name: 'Your membership has not started' }).isVisible(),
          );
          expect(await page.getByRole('link', { name: 'Choose Your First Bag' }).count()).toBe(0);
        }
      }
      await context.close();
    });
  }

  it('shows the seed’s product photos', async () => {
    // A seed bag every member may see (other journeys add bags of their own to the
    // catalogue, so the first card is not necessarily a seed bag).
    const bag = seedProducts().find(
      (p) =>
        p.data.status === 'Active' &&
        p.data.borrow_status === 'Available' &&
        p.data.access_levels === 'Any' &&
        p.data.photos.length > 0,
    );
    if (!bag) throw new Error('the seed has no bag with photos on show to everyone');
    const { context, page } = await newVisitor(browser);
    await page.goto(`/bags/${bag.id}`);
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: bag.data.title }).isVisible(),
    );
    const photo = page.locator(`img[src="${bag.data.photos[0]}"]`).first();
    await eventually(() => photo.isVisible());
    // Loaded and drawn: a broken image has no natural width.
    await eventually(() =>
      photo.evaluate((img) => {
        const image = img as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth > 0;
      }),
    );
    expect(bag.data.photos[0]).toMatch(/^\/seed-photos\/.+\.jpg$/);
    await context.close();
  });
});
