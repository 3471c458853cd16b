import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../scripts/seed-data';
import { eventually, launchBrowser, newVisitor, signInAdmin, signInMember } from './support';

/*
 * Every seed account the README lists can sign in, and lands where its role belongs; the
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
      if (account.role === 'admin') {
        await signInAdmin(page, account.email);
        await eventually(() =>
          page.getByRole('heading', { name: 'Admin Dashboard' }).first().isVisible(),
        );
        expect(await page.getByText(`Logged in as ${account.email}`).isVisible()).toBe(true);
      } else {
        await signInMember(page, account.email);
        await eventually(() =>
          page
            .getByRole('heading', {
              level: 1,
              name: `Welcome back, ${account.profile.first_name}`,
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

  it('shows the seed’s product photos in the catalogue', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, 'crown@unlimited.test');
    await page.goto('/bags');
    const photos = page.getByRole('main').getByRole('listitem').getByRole('img');
    await eventually(async () => (await photos.count()) > 0);
    const first = photos.first();
    // Loaded and drawn: a broken image has no natural width.
    await eventually(() =>
      first.evaluate((img) => {
        const image = img as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth > 0;
      }),
    );
    expect(await first.getAttribute('src')).toMatch(/^\/seed-photos\/.+\.svg$/);
    await context.close();
  });
});
