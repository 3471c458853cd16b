import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed-data';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  signInMember,
} from './support';

/*
 * What the seed gives the Elite demo member (scripts/seed-members.ts), as she sees it: a
 * saved bag that was sold says Sold on Saved (not "out" or "back soon"), her inbox holds
 * the notice that it was sold among read and unread notices, and she is 2nd in the
 * queue of the Ophidia tote, behind the Crown member.
 */

const bagId = (title: string) => seedProducts().find((p) => p.data.title === title)!.id;
const SOLD = 'Gucci GG Marmont Zip-Around Wallet';
const OUT = 'Gucci Ophidia GG Small Tote';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInMember(page, seedEmail('elite'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the Elite member’s saved bags, queue and inbox', () => {
  it('shows a saved bag that was sold as Sold', { timeout: 120_000 }, async () => {
    await page.goto('/saved');
    const card = (title: string) =>
      page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await eventually(() => card(SOLD).getByText('Sold', { exact: true }).isVisible());
    expect(await card(SOLD).innerText()).toContain('a member bought this bag');
    expect(await card(SOLD).innerText()).not.toMatch(/Out with a member|expected back/);
    await eventually(() =>
      card(OUT)
        .getByText(/Out with a member/)
        .isVisible(),
    );
    await screenshot(page, 'saved-seed');
  });

  it('says the sold bag is sold on its page, with no queue', { timeout: 120_000 }, async () => {
    await page.goto(`/bags/${bagId(SOLD)}`);
    await eventually(() =>
      page.getByText('A member bought this bag, so it is no longer available').isVisible(),
    );
    expect(await page.getByRole('button', { name: 'Join the queue' }).count()).toBe(0);
  });

  it(
    'holds the sold notice in her inbox, among read and unread ones',
    { timeout: 120_000 },
    async () => {
      await page.goto('/inbox');
      const sold = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `The ${SOLD} has been sold` });
      await eventually(() => sold.isVisible());
      expect(await sold.innerText()).toContain('Your places in other queues are unchanged.');
      await eventually(
        async () => (await page.getByRole('button', { name: /^Mark read:/ }).count()) > 0,
      );
      await screenshot(page, 'inbox-seed');
    },
  );

  it(
    'shows her 2nd in the Ophidia’s queue, behind the Crown member',
    { timeout: 120_000 },
    async () => {
      await page.goto(`/bags/${bagId(OUT)}`);
      const panel = page.getByRole('region', { name: 'The queue for this bag' });
      await eventually(() => panel.isVisible(), 'the queue panel', 60_000);
      try {
        await eventually(
          () => panel.getByText(/You are 2nd in line/).isVisible(),
          'her place in line',
          60_000,
        );
      } catch (error) {
        throw new Error(`${(error as Error).message}; the panel says: ${await panel.innerText()}`, {
          cause: error,
        });
      }
      expect(await panel.innerText()).toContain('2 members are waiting.');
      await screenshot(page, 'queue-seed');
    },
  );
});
