import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { formatCents, memberPurchasePrice, shipDay } from '@unlimited/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seriousViolations,
  signInMember,
  widerThanWindow,
} from './support';

/*
 * The Cart (issue 31): a Crown member of this journey's own holds two delivered bags and
 * has her next bag reserved behind a return. Her cart shows the reservation with its ship
 * day, each bag at her member price (the domain's, for her tier) and the add-on Crown may
 * add, each with a checkbox; she selects both bags, sees the total and checks out once in
 * demo billing: the confirmation lists both with the receipt, one purchase shows under
 * Past Purchases, and the receipt lists both bags. A visitor's /cart says what the Cart is
 * and the way in. axe at each step; desktop and phone.
 */

const DAY = 86_400_000;
const RUN = Date.now().toString(36);
const UID = `e2e-cart-${RUN}`;
const EMAIL = `${UID}@example.test`;
const HELD_ID = `e2e-cart-held-${RUN}`;
const HELD_TITLE = `Cart Test Satchel ${RUN}`;
const HELD_ORDER = `e2ecartheld${RUN}`;
const HELD_RETAIL = 312_000;
const SECOND_ID = `e2e-cart-second-${RUN}`;
const SECOND_TITLE = `Cart Test Bucket ${RUN}`;
const SECOND_ORDER = `e2ecartsecond${RUN}`;
const SECOND_RETAIL = 180_000;
const NEXT_ID = `e2e-cart-next-${RUN}`;
const NEXT_TITLE = `Cart Test Hobo ${RUN}`;
const RETURNING_ORDER = `e2ecartback${RUN}`;
const NEXT_ORDER = `e2ecartnext${RUN}`;

let admin: App;
let db: Firestore;
let browser: Browser;
let member: Page;
let shipOn: Date;

const template = () => seedProducts().find((p) => p.data.status === 'Active')!;

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, 'e2e-cart');
  db = getFirestore(admin);
  const now = new Date();
  shipOn = new Date(now.getTime() + 6 * DAY);
  const product = template();
  const order = seedOrders()[0]!.data;
  await addMember(admin, db, {
    uid: UID,
    email: EMAIL,
    first_name: 'Cara',
    last_name: 'Cartwright',
    username: `cara${RUN}`,
    shipping_address: order.shipping_address,
    tier: 'crown',
    claim: true,
  });
  const bag = (id: string, title: string, price: number) =>
    db
      .collection('products')
      .doc(id)
      .set({
        ...product.data,
        title,
        price,
        access_levels: 'Any',
        status: 'Active',
        borrow_status: 'Borrowed',
        return_date: new Date(now.getTime() + 20 * DAY),
        created_at: now,
        updated_at: now,
      });
  await bag(HELD_ID, HELD_TITLE, HELD_RETAIL);
  await bag(NEXT_ID, NEXT_TITLE, 240_000);
  await bag(SECOND_ID, SECOND_TITLE, SECOND_RETAIL);
  for (const [productId, orderId] of [
    [HELD_ID, HELD_ORDER],
    [SECOND_ID, SECOND_ORDER],
  ] as const) {
    await db.collection('product_loans').doc(productId).set({
      product_id: productId,
      user_id: UID,
      order_id: orderId,
      created_at: now,
      updated_at: now,
    });
  }
  const base = {
    ...order,
    user_id: UID,
    user_tier: 'crown',
    order_date: new Date(now.getTime() - 10 * DAY),
    created_at: new Date(now.getTime() - 10 * DAY),
    return_due_date: new Date(now.getTime() + 20 * DAY),
    updated_at: now,
  };
  await db
    .collection('orders')
    .doc(HELD_ORDER)
    .set({
      ...base,
      bag_id: HELD_ID,
      bag_name: HELD_TITLE,
      bag_retail_price: HELD_RETAIL,
      order_status: 'delivered',
      shipped_date: new Date(now.getTime() - 8 * DAY),
      delivered_date: new Date(now.getTime() - 6 * DAY),
    });
  await db
    .collection('orders')
    .doc(SECOND_ORDER)
    .set({
      ...base,
      bag_id: SECOND_ID,
      bag_name: SECOND_TITLE,
      bag_retail_price: SECOND_RETAIL,
      order_status: 'delivered',
      shipped_date: new Date(now.getTime() - 8 * DAY),
      delivered_date: new Date(now.getTime() - 6 * DAY),
    });
  await db
    .collection('orders')
    .doc(RETURNING_ORDER)
    .set({
      ...base,
      bag_id: `${NEXT_ID}-returning`,
      bag_name: `Returning Clutch ${RUN}`,
      order_status: 'return_pending',
      shipped_date: new Date(now.getTime() - 9 * DAY),
      delivered_date: new Date(now.getTime() - 8 * DAY),
      created_at: new Date(now.getTime() - 11 * DAY),
    });
  await db
    .collection('orders')
    .doc(NEXT_ORDER)
    .set({
      ...base,
      bag_id: NEXT_ID,
      bag_name: NEXT_TITLE,
      bag_retail_price: 240_000,
      order_status: 'pending_shipment',
      ship_on: shipOn,
      follows_order_id: RETURNING_ORDER,
      shipped_date: null,
      delivered_date: null,
      created_at: new Date(now.getTime() - 1 * DAY),
    });
  browser = await launchBrowser();
  ({ page: member } = await newVisitor(browser));
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('the Cart', () => {
  it('tells a visitor what the Cart is and the way in', async () => {
    const { page } = await newVisitor(browser);
    await page.goto('/cart');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Your Cart' }).isVisible());
    expect(await page.getByRole('link', { name: 'JOIN THE WAITLIST' }).getAttribute('href')).toBe(
      '/waitlist',
    );
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).toBe('/login');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'cart-visitor');
  });

  it('shows the member her reserved next bag, the bag she may buy and the add-on', async () => {
    await signInMember(member, EMAIL);
    await member.goto('/cart');
    const reserved = member.getByRole('list', { name: 'Reserved bags' });
    await eventually(() => reserved.isVisible());
    const reservedText = await reserved.innerText();
    expect(reservedText).toContain(NEXT_TITLE);
    expect(reservedText).toContain(`Ships on ${shipDay(shipOn)}`);
    expect(await reserved.getByRole('button', { name: 'Cancel Reservation' }).isVisible()).toBe(
      true,
    );

    const held = member.getByRole('list', { name: 'Bags you hold' });
    const price = formatCents(memberPurchasePrice(HELD_RETAIL, 'crown'));
    expect(await held.innerText()).toContain(HELD_TITLE);
    expect(await held.innerText()).toContain(price);
    expect(await held.innerText()).toContain(formatCents(HELD_RETAIL));
    expect(await held.getByRole('checkbox').count()).toBe(2);

    // Crown may add Full Coverage; Select Access is not for Crown.
    const addOns = member.getByRole('list', { name: 'Add-ons' });
    expect(
      await addOns.getByRole('checkbox', { name: /^Add Full Coverage Protection/ }).isVisible(),
    ).toBe(true);
    expect(await addOns.getByText('Select Access').count()).toBe(0);
    expect(await member.getByText('You have not bought a bag yet.').isVisible()).toBe(true);

    expect(await seriousViolations(member)).toEqual([]);
    await member.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(member)).toEqual([]);
    expect(await seriousViolations(member)).toEqual([]);
    await member.setViewportSize({ width: 1280, height: 900 });
    await screenshot(member, 'cart-member');
  });

  it('checks out two bags at once and shows the receipt', { timeout: 240_000 }, async () => {
    const first = memberPurchasePrice(HELD_RETAIL, 'crown');
    const second = memberPurchasePrice(SECOND_RETAIL, 'crown');
    const total = formatCents(first + second, { decimals: true });
    const held = member.getByRole('list', { name: 'Bags you hold' });
    // From the keyboard: Space ticks a checkbox.
    await held.getByRole('checkbox', { name: new RegExp(`^Buy the .*${HELD_TITLE}`) }).focus();
    await member.keyboard.press('Space');
    await held.getByRole('checkbox', { name: new RegExp(`^Buy the .*${SECOND_TITLE}`) }).check();
    const selection = member.getByRole('list', { name: 'Your selection' });
    await eventually(() => selection.isVisible());
    expect(await selection.getByRole('listitem').count()).toBe(2);
    expect(await member.getByTestId('cart-total').innerText()).toBe(total);
    expect(await seriousViolations(member)).toEqual([]);
    await screenshot(member, 'cart-selected');
    await member.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(member)).toEqual([]);
    await member.setViewportSize({ width: 1280, height: 900 });

    await member.getByRole('button', { name: 'Checkout' }).click();
    const thanks = member.getByRole('heading', { name: 'Thank you. Your checkout is complete.' });
    // The first call of checkoutCart starts its worker.
    await eventually(() => thanks.isVisible(), 'the checkout confirmation', 120_000);
    const bought = member.getByRole('list', { name: 'What you bought' });
    expect(await bought.innerText()).toContain(HELD_TITLE);
    expect(await bought.innerText()).toContain(SECOND_TITLE);
    for (const orderId of [HELD_ORDER, SECOND_ORDER]) {
      expect((await db.collection('orders').doc(orderId).get()).get('outcome')).toBe('purchased');
    }

    // The cart follows live: the bags leave it, and the one purchase is listed with a receipt.
    const purchases = member.getByRole('list', { name: 'Bags bought' });
    await eventually(() => purchases.isVisible(), 'the purchase in Past Purchases', 120_000);
    expect(await purchases.getByRole('listitem').count()).toBe(1);
    expect(await purchases.innerText()).toContain(total);
    expect(await member.getByRole('list', { name: 'Bags you hold' }).count()).toBe(0);
    expect(await seriousViolations(member)).toEqual([]);
    await screenshot(member, 'cart-checked-out');

    await member.getByRole('link', { name: 'View your receipt' }).click();
    await member.waitForURL('**/receipts/**');
    await eventually(() => member.getByText(HELD_TITLE, { exact: false }).first().isVisible());
    const receipt = await member.getByRole('main').innerText();
    expect(receipt).toContain(SECOND_TITLE);
    expect(receipt).toContain(total);
  });
});
