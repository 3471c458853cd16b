import { canSee } from '@unlimited/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { eventually, launchBrowser, newVisitor, seedEmail, signInMember, toast } from './support';

/*
 * A Reserve member signs in, sees only the bags their tier may see, chooses one, sees the
 * dashboard banner and swap clock, and removes the bag again; opening a Crown-only bag by
 * its address shows that it is not available to them. A member who opens /admin is
 * refused.
 */

const JUST_SELECTED_BANNER =
  "Your bag has been added to your rotation. We're preparing it for shipment now.";

const products = seedProducts().map((p) => ({ id: p.id, ...p.data }));
/** Whether any seed bag titled `title` is open to Reserve (the seed has units of one model). */
const reserveMaySee = (title: string): boolean | null => {
  const units = products.filter((p) => p.title === title);
  return units.length === 0 ? null : units.some((p) => canSee('reserve', p.access_levels));
};
const crownOnly = products.find(
  (p) => p.access_levels === 'Crown' && p.status === 'Active' && p.borrow_status === 'Available',
);

let browser: Browser;
let admin: App;

beforeAll(async () => {
  // The seed Reserve member already holds their one bag (an active rental). Arrange a
  // member free to choose: that rental has come back and is completed.
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, 'e2e-member');
  const held = seedOrders().find(
    (o) => o.data.user_id === 'seed-reserve' && o.data.order_status === 'active_rental',
  );
  if (!held) throw new Error('the seed Reserve member holds no bag');
  await getFirestore(admin)
    .collection('orders')
    .doc(held.id)
    // Delivered 31 days ago: her 30-day swap clock has unlocked, so the returned bag no
    // longer holds her one slot.
    .update({
      order_status: 'completed',
      shipped_date: new Date(Date.now() - 33 * 86_400_000),
      delivered_date: new Date(Date.now() - 31 * 86_400_000),
      updated_at: new Date(),
    });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** The titles of the bags on the page's catalogue grid. */
async function catalogueTitles(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('listitem').getByRole('heading').allInnerTexts();
}

describe('a Reserve member', () => {
  it('sees only their tier’s bags, chooses one, sees it on its way (no clock before delivery), then removes it', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('reserve'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: /Welcome back, Riley/ }).isVisible(),
    );
    // She has had bags before: the dashboard invites her to the next one, not her first.
    await eventually(() => page.getByRole('heading', { name: 'Choose your next bag' }).isVisible());
    expect(await page.getByRole('link', { name: 'Choose Your First Bag' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Choose Your Next Bag' }).click();
    await page.waitForURL('**/bags');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'The Closet' }).isVisible());
    await eventually(async () => (await catalogueTitles(page)).length > 0);
    const shown = await catalogueTitles(page);
    for (const title of shown) {
      // Products the admin journey adds are not in the seed; every seed bag shown must be
      // one a Reserve member may see.
      expect(reserveMaySee(title.trim()), title).not.toBe(false);
    }

    // The closet shows bags that are out too (earlier journeys leave some out or held):
    // she chooses the first one its card says is available now.
    const availableCards = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator('[data-card-state="available"]') });
    await eventually(
      async () => (await availableCards.count()) > 0,
      'no bag in her closet is available now',
    );
    const card = availableCards.first();
    const chosen = (await card.getByRole('heading').innerText()).trim();
    // The seed has several units of some models: the link of this very card.
    await card.getByRole('link', { name: chosen, exact: true }).click();
    await eventually(() => page.getByRole('heading', { level: 1, name: chosen }).isVisible());
    const choose = page.getByRole('button', { name: 'Choose this bag' });
    const note = page.getByRole('note');
    await eventually(
      async () => (await choose.isVisible()) || (await note.isVisible()),
      `neither "Choose this bag" nor a note on ${chosen}’s page`,
    );
    // A note says why she may not choose (it would otherwise be a bare click timeout).
    expect(await note.count(), await note.allInnerTexts().then((t) => t.join(' | '))).toBe(0);
    await choose.click();

    await page.waitForURL('**/dashboard');
    await eventually(() =>
      page.getByRole('status').filter({ hasText: JUST_SELECTED_BANNER }).isVisible(),
    );
    const current = page.getByRole('region', { name: 'Your Current Bag' });
    await eventually(() => current.getByText(chosen, { exact: true }).isVisible());
    expect(await current.getByText('Pending Shipment').isVisible()).toBe(true);
    // The swap clock starts when the bag arrives: a bag on its way has no countdown.
    expect(await current.getByText('On its way').isVisible()).toBe(true);
    expect(
      await current.getByText('Your 30-day swap clock starts the day it arrives.').isVisible(),
    ).toBe(true);
    expect(await current.getByRole('progressbar').count()).toBe(0);
    expect(await current.getByText('Ready to swap').count()).toBe(0);

    // Back to the bag's page: it is hers now (no longer readable in the closet), and the
    // page says so instead of crashing or blaming another member.
    await page.goBack();
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'This bag is in your rotation' }).isVisible(),
    );
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await eventually(() => current.getByText(chosen, { exact: true }).isVisible());

    await current.getByRole('button', { name: 'Remove Bag' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Bag from Order?' });
    await eventually(() => dialog.isVisible());
    await dialog.getByRole('button', { name: 'Remove Bag' }).click();
    await eventually(() => toast(page, 'Bag removed from your order successfully.').isVisible());
    await eventually(() => page.getByRole('heading', { name: 'Choose your next bag' }).isVisible());
    await context.close();
  });

  it('cannot open a Crown-only bag by its address', async () => {
    if (!crownOnly) throw new Error('the seed has no Crown-only bag on show');
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('reserve'));
    await page.goto(`/bags/${crownOnly.id}`);
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Not in your membership' }).isVisible(),
    );
    expect(
      await page
        .getByText('This bag is not among the bags your Reserve membership includes', {
          exact: false,
        })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(/chosen by another member/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Browse the closet' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: crownOnly.title }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Choose this bag' }).count()).toBe(0);
    await context.close();
  });

  it('is refused at /admin', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('reserve'));
    await page.goto('/admin');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Not authorised' }).isVisible(),
    );
    expect(await page.getByText(/signed in as reserve@unlimited\.test/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    await context.close();
  });
});

describe('a Crown member', () => {
  it('sees both bags she holds, each with its own status and clock', async () => {
    const held = seedOrders().filter(
      (o) =>
        o.data.user_id === 'seed-crown' &&
        ['pending_shipment', 'in_transit', 'delivered', 'active_rental'].includes(
          o.data.order_status,
        ),
    );
    expect(held.length).toBe(2);
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('crown'));
    for (const order of held) {
      const card = page.getByRole('region', { name: /^Your Current Bag \([12] of 2\)$/ }).filter({
        hasText: order.data.bag_name,
      });
      await eventually(() => card.isVisible(), `${order.data.bag_name} is not on the dashboard`);
      const onItsWay = ['pending_shipment', 'in_transit'].includes(order.data.order_status);
      expect(await card.getByText('On its way').count()).toBe(onItsWay ? 1 : 0);
    }
    await context.close();
  });
});
