import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { shortOrderId, type TierId } from '@unlimited/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  seedEmail,
  signInAdmin,
  signInMember,
  screenshot,
} from './support';

/*
 * Hearts and per-bag queues (issue 16): a member hearts a bag and finds it on Saved; two
 * members queue for a bag on loan (the Crown member ahead); the admin receives its
 * return; the first in line sees the offer in her inbox and its email is in the outbox;
 * the other member cannot order the held bag; the holder orders it. Own accounts, bag
 * and order, so no other journey sees them.
 */

const RUN = Date.now().toString(36);
const HOLDER = `e2e-holder-${RUN}`;
const CROWN = `e2e-q-crown-${RUN}`;
const ELITE = `e2e-q-elite-${RUN}`;
const email = (uid: string) => `${uid}@example.test`;
const BAG_ID = `e2e-queue-bag-${RUN}`;
const ORDER_ID = `e2equeue${RUN}`;
const BAG_TITLE = `Queue Test Kelly ${RUN}`;

let admin: App;
let db: Firestore;
let browser: Browser;
let crownPage: Page;
let elitePage: Page;

async function member(uid: string, tier: TierId, address: unknown) {
  await addMember(admin, db, {
    uid,
    email: email(uid),
    first_name: 'Queue',
    last_name: 'Member',
    username: uid.replace(/[^a-z0-9_.-]/gi, ''),
    shipping_address: address,
    tier,
    claim: true,
  });
}

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, 'e2e-queues');
  db = getFirestore(admin);
  const now = new Date();
  const product = seedProducts().find(
    (p) => p.data.status === 'Active' && p.data.photos.length > 0,
  )!;
  const order = seedOrders()[0]!;
  await member(HOLDER, 'elite', order.data.shipping_address);
  await member(CROWN, 'crown', order.data.shipping_address);
  await member(ELITE, 'elite', order.data.shipping_address);
  await db
    .collection('products')
    .doc(BAG_ID)
    .set({
      ...product.data,
      title: BAG_TITLE,
      status: 'Active',
      access_levels: 'Elite',
      borrow_status: 'Swapping',
      return_date: new Date(now.getTime() + 5 * 86_400_000),
    });
  await db.collection('product_loans').doc(BAG_ID).set({
    product_id: BAG_ID,
    user_id: HOLDER,
    order_id: ORDER_ID,
    created_at: now,
    updated_at: now,
  });
  await db
    .collection('orders')
    .doc(ORDER_ID)
    .set({
      ...order.data,
      user_id: HOLDER,
      user_tier: 'elite',
      bag_id: BAG_ID,
      bag_name: BAG_TITLE,
      bag_tier: 'Elite',
      order_status: 'return_pending',
      delivered_date: new Date(now.getTime() - 20 * 86_400_000),
      order_date: new Date(now.getTime() - 25 * 86_400_000),
      created_at: new Date(now.getTime() - 25 * 86_400_000),
      return_due_date: new Date(now.getTime() + 5 * 86_400_000),
      updated_at: now,
    });
  browser = await launchBrowser();
}, 300_000);

/** Polls the admin SDK until `check` holds (triggers queue up behind the seed's). */
async function untilTriggers(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('hearts and bag queues', () => {
  it('a member hearts a bag and finds it on Saved', { timeout: 240_000 }, async () => {
    ({ page: crownPage } = await newVisitor(browser));
    await signInMember(crownPage, email(CROWN));
    await crownPage.goto('/bags');
    const heart = crownPage
      .getByRole('main')
      .getByRole('button', { name: /^Save / })
      .first();
    await eventually(() => heart.isEnabled());
    const label = (await heart.getAttribute('aria-label'))!;
    await heart.click();
    await eventually(async () => (await heart.getAttribute('aria-pressed')) === 'true');
    // The heart shows at once; leaving the page before the write reaches Firestore drops it.
    await eventually(
      async () => !(await db.collection('hearts').where('user_id', '==', CROWN).get()).empty,
      'the heart stored',
    );
    await screenshot(crownPage, 'heart-catalogue');
    await crownPage.goto('/saved');
    const saved = crownPage.getByRole('main').getByRole('button', { name: label });
    await eventually(() => saved.isVisible());
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await screenshot(crownPage, 'saved');
  });

  it(
    'two members queue for a bag on loan, the Crown member ahead',
    { timeout: 240_000 },
    async () => {
      // The bag's public summary (what a member sees of a bag that is out) comes from a trigger.
      await untilTriggers(
        'the bag summary',
        async () => (await db.collection('bag_stats').doc(BAG_ID).get()).get('title') === BAG_TITLE,
      );
      ({ page: elitePage } = await newVisitor(browser));
      await signInMember(elitePage, email(ELITE));
      await elitePage.goto(`/bags/${BAG_ID}`);
      const panel = (page: Page) => page.getByRole('region', { name: 'The queue for this bag' });
      await eventually(() => panel(elitePage).isVisible());
      // A bag that is out still shows its condition and prices, and can be saved.
      const main = elitePage.getByRole('main');
      expect(await main.getByText('Condition', { exact: true }).isVisible()).toBe(true);
      expect(await main.getByText('Retail price', { exact: true }).isVisible()).toBe(true);
      expect(await main.getByText('Member price', { exact: true }).isVisible()).toBe(true);
      const heart = main.getByRole('button', { name: new RegExp(`^Save .*${BAG_TITLE}`) });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await eventually(async () => (await heart.getAttribute('aria-pressed')) === 'true');
      await panel(elitePage).getByRole('button', { name: 'Join the queue' }).click();
      // The first call of joinQueue starts its function worker: slow on a busy machine.
      await eventually(
        () =>
          panel(elitePage)
            .getByText(/You are 1st in line/)
            .isVisible(),
        'the Elite member 1st in line',
        120_000,
      );

      await crownPage.goto(`/bags/${BAG_ID}`);
      await eventually(() => panel(crownPage).isVisible());
      expect(await panel(crownPage).innerText()).toContain('Crown members are placed ahead');
      await panel(crownPage).getByRole('button', { name: 'Join the queue' }).click();
      await eventually(() =>
        panel(crownPage)
          .getByText(/You are 1st in line/)
          .isVisible(),
      );
      await eventually(() =>
        panel(elitePage)
          .getByText(/You are 2nd in line/)
          .isVisible(),
      );
      await screenshot(crownPage, 'queue-panel');
    },
  );

  it('the admin sees the queue and receives the return', { timeout: 400_000 }, async () => {
    const { page } = await newVisitor(browser);
    await signInAdmin(page, seedEmail('admin'));
    await page.goto('/admin/swaps');
    // The list is named after the bag as people name it: brand and title.
    const queue = page.getByRole('list', { name: new RegExp(`^Queue for .*${BAG_TITLE}$`) });
    await eventually(() => queue.isVisible());
    const rows = queue.getByRole('listitem');
    expect(await rows.nth(0).innerText()).toContain(email(CROWN));
    expect(await rows.nth(1).innerText()).toContain(email(ELITE));
    // Each entry says the member's tier now (kept in step with their plan).
    expect(await rows.nth(0).innerText()).toContain('(Crown)');
    expect(await rows.nth(1).innerText()).toContain('(Elite)');
    await screenshot(page, 'admin-queues');

    const row = page
      .getByRole('list', { name: 'Returns on Their Way' })
      .getByRole('listitem')
      .filter({ hasText: BAG_TITLE });
    await eventually(() => row.isVisible());
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark Received (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Received' });
    await dialog
      .getByLabel(`Condition grade for order ${shortOrderId(ORDER_ID)}`)
      .selectOption('A');
    await dialog.getByRole('button', { name: 'Mark 1 Received' }).click();
    await eventually(() => dialog.getByText('1 of 1 received.').isVisible());
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it(
    'the first in line gets the offer in her inbox and by email; the other cannot order it; she orders it',
    { timeout: 400_000 },
    async () => {
      // The hold is made by triggers: wait for it as the member would (her inbox).
      const deadline = Date.now() + 240_000;
      for (;;) {
        const product = (await db.collection('products').doc(BAG_ID).get()).data();
        if (product?.borrow_status === 'Reserved') {
          const loan = await db.collection('product_loans').doc(BAG_ID).get();
          expect(loan.get('user_id')).toBe(CROWN);
          expect(product).not.toHaveProperty('current_borrower');
          break;
        }
        if (Date.now() > deadline) throw new Error('The bag was never held for the first in line');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // The bag's page she still has open (its queue, while it was out) becomes the held
      // bag she can choose, without a reload.
      expect(crownPage.url()).toContain(`/bags/${BAG_ID}`);
      await eventually(() =>
        crownPage.getByRole('button', { name: 'Choose this bag' }).isVisible(),
      );
      await eventually(() =>
        crownPage.getByText('It is your turn: this bag is held for you.').isVisible(),
      );
      expect(await crownPage.getByText('Held for the next member in line').count()).toBe(0);
      expect(await crownPage.getByText(/Expected back/).count()).toBe(0);
      await screenshot(crownPage, 'held-bag-page');

      // Her dashboard shows the hold, with the bag page's words and the way to it.
      await crownPage.goto('/dashboard');
      const held = crownPage.getByRole('region', { name: 'Held for You' });
      await eventually(() =>
        held.getByText('It is your turn: this bag is held for you.').isVisible(),
      );
      expect(await held.innerText()).toContain(BAG_TITLE);
      expect(await held.getByRole('link', { name: /^View the / }).getAttribute('href')).toBe(
        `/bags/${BAG_ID}`,
      );
      // The held bag is her next step: no invitation to choose another as if none waited
      // (a free slot beside it would be named "Room for one more bag").
      for (const name of [
        'Choose Your Next Bag',
        'Choose Your First Bag',
        'Choose Your Second Bag',
      ]) {
        expect(await crownPage.getByRole('link', { name }).count(), name).toBe(0);
      }
      await screenshot(crownPage, 'dashboard-held');

      await crownPage.goto('/inbox');
      const offer = crownPage
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: 'is held for you' });
      await eventually(() => offer.isVisible());
      await eventually(() =>
        crownPage.getByRole('link', { name: /^Notifications, \d+ unread$/ }).isVisible(),
      );
      await screenshot(crownPage, 'inbox');
      const notices = await db.collection('notifications').where('user_id', '==', CROWN).get();
      const offerNotice = notices.docs.find((d) => d.get('kind') === 'queue_offer')!;
      const mail = await db.collection('mail').doc(offerNotice.id).get();
      expect(mail.get('to')).toBe(email(CROWN));
      expect(mail.get('message.subject')).toContain('is held for you');

      // The other member: the bag is not in her reach.
      await elitePage.goto(`/bags/${BAG_ID}`);
      await eventually(() => elitePage.getByText('Held for the next member in line').isVisible());
      expect(await elitePage.getByRole('button', { name: 'Choose this bag' }).count()).toBe(0);
      // The bag is here, held: no date it should be back.
      expect(await elitePage.getByText(/Expected back/).count()).toBe(0);
      await screenshot(elitePage, 'held-bag-other-member');

      // The holder chooses it.
      await offer.getByRole('link').click();
      await crownPage.waitForURL(`**/bags/${BAG_ID}`);
      await eventually(() =>
        crownPage.getByText('It is your turn: this bag is held for you.').isVisible(),
      );
      await crownPage.getByRole('button', { name: 'Choose this bag' }).click();
      await crownPage.waitForURL('**/dashboard');
      const orders = await db.collection('orders').where('user_id', '==', CROWN).get();
      expect(orders.docs.map((d) => d.get('bag_id'))).toContain(BAG_ID);
    },
  );
});
