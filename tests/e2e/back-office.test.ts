import { nextBusinessDayStart, returnCode, shortOrderId } from '@unlimited/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  closeCallers,
  seedMember,
  seedProduct,
  signedInCaller,
  type Caller,
} from '../functions/helpers';
import {
  eventually,
  launchBrowser,
  newVisitor,
  seedEmail,
  signInAdmin,
  widerThanWindow,
} from './support';

/*
 * A day in the back-office (issue 17): the admin finds the work from the sidebar, ships
 * an order from Swaps with its tracking number, receives a member's return with the
 * bag's condition grade, sees the task go, reads the return-label email in the Outbox
 * and their own name in the activity log; on a phone the sidebar is a drawer. Its own
 * member, bags and orders, so no other journey sees them.
 */

const RUN = Date.now().toString(36);
const MEMBER = `e2e-backoffice-${RUN}`;
const SHIP_BAG = `e2e-bo-ship-${RUN}`;
const RETURN_BAG = `e2e-bo-return-${RUN}`;
const SHIP_TITLE = `Backoffice Ship Tote ${RUN}`;
const RETURN_TITLE = `Backoffice Return Flap ${RUN}`;
const TO_SHIP = /^([\d,+]+) orders? to ship/;
const TO_RECEIVE = /^([\d,+]+) returns? to receive/;
const TRACKING = `1ZE2E${RUN.toUpperCase()}`;
/**
 * A bag out with another member and someone with a long email waiting for it: the Swaps
 * queues must wrap it on a phone (another journey's queue once widened the page by 1 px).
 */
const QUEUE_BAG = `e2e-bo-queue-${RUN}`;
const QUEUE_EMAIL = `alexandramontgomerywhitfield.${RUN}@example.test`;

let browser: Browser;
let page: Page;
let member: Caller;
let admin: Caller;
let shipOrder: string;
let returnOrder: string;

/** The count of a task in the queue ("4 orders to ship" → 4), 0 when it is not there. */
async function taskCount(pattern: RegExp): Promise<number> {
  const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('link');
  for (const text of await tasks.allTextContents()) {
    const match = pattern.exec(text);
    if (match) return Number(match[1]!.replace(/[,+]/g, ''));
  }
  return 0;
}

/**
 * Orders in `status` now, counted on the server (what the task should say once counted):
 * to ship, without the reservations for a later day (another journey may have left one).
 */
async function ordersIn(status: string): Promise<number> {
  const orders = adminDb().collection('orders').where('order_status', '==', status);
  const all = (await orders.count().get()).data().count;
  if (status !== 'pending_shipment') return all;
  const later = (
    await orders.where('ship_on', '>=', nextBusinessDayStart(new Date())).count().get()
  ).data().count;
  return all - later;
}

/**
 * Waits, reloading the task queue, until its task matching `pattern` counts what the
 * server counts: the counters behind it are kept by triggers, a few seconds behind a
 * write on a busy machine.
 */
async function tasksAgree(pattern: RegExp, status: string): Promise<number> {
  // The functions emulator runs every trigger of every write in turn: on a busy machine a
  // counter can be a minute behind.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const expected = await ordersIn(status);
    await page.goto('/admin/tasks');
    await page.getByRole('heading', { level: 2, name: 'What Needs Doing' }).waitFor();
    await page
      .getByText('Loading...')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    const shown = await taskCount(pattern);
    if (shown === expected) return shown;
    if (Date.now() > deadline) {
      throw new Error(`The task queue says ${shown} for ${pattern}, the server counts ${expected}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const sidebar = () => page.getByRole('navigation', { name: 'Back office' });

beforeAll(async () => {
  const db = adminDb();
  await seedMember(db, MEMBER, 'crown');
  await seedProduct(db, SHIP_BAG, { title: SHIP_TITLE, rank: 'A' });
  await seedProduct(db, RETURN_BAG, { title: RETURN_TITLE, rank: 'SA' });
  await seedProduct(db, QUEUE_BAG, {
    title: `Backoffice Queue Satchel ${RUN}`,
    borrow_status: 'Borrowed',
    holder: `${MEMBER}-holder`,
  });
  const now = new Date();
  await db
    .collection('queue_entries')
    .doc(`${QUEUE_BAG}_${MEMBER}-waiting`)
    .set({
      product_id: QUEUE_BAG,
      user_id: `${MEMBER}-waiting`,
      user_tier: 'crown',
      joined_at: now,
      status: 'waiting',
      position: 1,
      estimated_at: null,
      offer_expires_at: null,
      bag_title: `Backoffice Queue Satchel ${RUN}`,
      bag_brand: 'Chanel',
      bag_photo: null,
      user_email: QUEUE_EMAIL,
      updated_at: now,
    });
  member = await signedInCaller(MEMBER);
  admin = await signedInCaller(`${MEMBER}-ops`, { admin: true });
  // The member's first bag has arrived and she sends it back; her next one waits to ship.
  returnOrder = (await member.call('createOrder', { bagId: RETURN_BAG })).orderId;
  for (const [from, to] of [
    ['pending_shipment', 'in_transit'],
    ['in_transit', 'delivered'],
  ] as const) {
    await admin.call('updateOrder', {
      orderId: returnOrder,
      expected_status: from,
      order_status: to,
      tracking_number: '1Z999',
    });
  }
  shipOrder = (await member.call('createOrder', { bagId: SHIP_BAG })).orderId;
  await member.call('startReturn', { orderId: returnOrder });

  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInAdmin(page, seedEmail('admin'));
});

afterAll(async () => {
  await browser?.close();
  await closeCallers();
});

describe('the back-office', () => {
  it(
    'ships an order from Swaps with a tracking number and the task count goes down',
    { timeout: 400_000 },
    async () => {
      await sidebar()
        .getByRole('link', { name: /^Tasks/ })
        .click();
      await page.waitForURL('**/admin/tasks');
      const toShip = await tasksAgree(TO_SHIP, 'pending_shipment');
      expect(toShip).toBeGreaterThan(0);

      // The sidebar shows the live count of bags to ship beside Swaps.
      await expect
        .poll(() =>
          sidebar()
            .getByRole('link', { name: /^Swaps/ })
            .textContent(),
        )
        .toMatch(/\d/);
      await sidebar()
        .getByRole('link', { name: /^Swaps/ })
        .click();
      await page.waitForURL('**/admin/swaps');
      const toShipList = page.getByRole('list', { name: 'Bags to Ship' });
      const row = toShipList.getByRole('listitem').filter({ hasText: SHIP_TITLE });
      await eventually(() => row.isVisible());
      await eventually(
        async () => (await row.textContent())?.includes('Condition: A (Excellent)') ?? false,
      );
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Mark Shipped (1)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark Shipped' });
      await dialog
        .getByLabel(`Tracking number for order ${shortOrderId(shipOrder)}`)
        .fill(TRACKING);
      await dialog.getByRole('button', { name: 'Mark 1 Shipped' }).click();
      await eventually(() => dialog.getByText('1 of 1 shipped.').isVisible());
      await dialog.getByRole('button', { name: 'Done' }).click();
      await eventually(async () => !(await row.isVisible()), 'the shipped order left the list');

      const order = (await adminDb().collection('orders').doc(shipOrder).get()).data();
      expect(order).toMatchObject({ order_status: 'in_transit', tracking_number: TRACKING });

      // The task counts one order fewer (and is gone once none is left).
      expect(await tasksAgree(TO_SHIP, 'pending_shipment')).toBe(toShip - 1);
    },
  );

  it(
    'receives the return with a condition grade, which becomes the bag grade',
    { timeout: 400_000 },
    async () => {
      const returns = await tasksAgree(TO_RECEIVE, 'return_pending');
      expect(returns).toBeGreaterThan(0);
      await sidebar()
        .getByRole('link', { name: /^Swaps/ })
        .click();
      const row = page
        .getByRole('list', { name: 'Returns on Their Way' })
        .getByRole('listitem')
        .filter({ hasText: RETURN_TITLE });
      await eventually(() => row.isVisible());
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Mark Received (1)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark Received' });
      await dialog
        .getByLabel(`Condition grade for order ${shortOrderId(returnOrder)}`)
        .selectOption('AB');
      await dialog.getByRole('button', { name: 'Mark 1 Received' }).click();
      await eventually(() => dialog.getByText('1 of 1 received.').isVisible());
      await dialog.getByRole('button', { name: 'Done' }).click();
      await eventually(async () => !(await row.isVisible()), 'the received return left the list');

      const bag = (await adminDb().collection('products').doc(RETURN_BAG).get()).data();
      expect(bag).toMatchObject({ rank: 'AB', borrow_status: 'Available' });
      expect(await tasksAgree(TO_RECEIVE, 'return_pending')).toBe(returns - 1);
    },
  );

  it('shows the return-label email in the Outbox and the admin in the activity log', async () => {
    await sidebar().getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL('**/admin/outbox');
    const subject = `Your return label for the Chanel ${RETURN_TITLE} (${returnCode(returnOrder)})`;
    const email = page.getByRole('list', { name: 'Emails' }).getByRole('link', { name: subject });
    await eventually(() => email.isVisible());
    await expect(email.textContent()).resolves.toContain(`To ${MEMBER}@integration.test`);
    // Its delivery state: the e2e run has no MailDev, so it may be retrying by now.
    await expect(email.textContent()).resolves.toMatch(/Queued|Sending|Retrying|Sent/);
    await email.click();
    await eventually(() => page.getByRole('heading', { level: 2, name: subject }).isVisible());
    const frame = page.frameLocator('iframe[title="Email as sent (HTML)"]');
    await eventually(() => frame.getByText(returnCode(returnOrder)).isVisible());

    await sidebar().getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL('**/admin/activity');
    const entry = page
      .getByRole('list', { name: 'Activity' })
      .getByRole('listitem')
      .filter({ hasText: `Order ${shortOrderId(shipOrder)} moved to In Transit` });
    await eventually(() => entry.isVisible());
    await expect(entry.textContent()).resolves.toContain('admin@unlimited.test');
  });

  it('opens the sections from a drawer on a phone, and Escape closes it', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sidebar().isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin sections' });
    await eventually(() => drawer.isVisible());
    await page.keyboard.press('Escape');
    await eventually(async () => !(await drawer.isVisible()));
    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: /^Swaps/ }).click();
    await page.waitForURL('**/admin/swaps');
    await eventually(async () => !(await drawer.isVisible()));
    // The queues have drawn, with the long email of the member waiting for QUEUE_BAG.
    await eventually(() => page.getByText(QUEUE_EMAIL).first().isVisible());
    expect(await widerThanWindow(page)).toEqual([]);
  });

  it('fits the admin lists to a phone: orders as cards, tables scroll inside their card, not the page', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, rows] of [
      ['/admin/orders', 'ul[aria-label="Orders"] > li'],
      ['/admin/products', 'table tbody tr'],
    ] as const) {
      await page.goto(path);
      // The list has its rows (they load after the page).
      await eventually(
        async () => (await page.locator(rows).count()) > 1,
        `${path}: no table rows (${await page
          .getByRole('main')
          .innerText()
          .catch(() => '')})`,
      );
      expect(await widerThanWindow(page), path).toEqual([]);
    }
  });
});
