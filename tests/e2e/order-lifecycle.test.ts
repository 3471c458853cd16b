import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { CORRECTION_BAG_TAKEN, shortOrderId } from '@unlimited/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { eventually, launchBrowser, newVisitor, seedEmail, signInAdmin, toast } from './support';

/*
 * The order lifecycle as an admin meets it (issue 13 item 5): the dialog offers only the
 * next steps; moving a completed order back is an explicit correction, refused while
 * another member holds its bag; a bag on loan cannot be freed from the product list.
 * Its own bag and orders, so no other journey sees them.
 */

const RUN = Date.now().toString(36);
const BAG_ID = `e2e-lifecycle-bag-${RUN}`;
const BAG_TITLE = `E2E Lifecycle Kelly ${RUN}`;
const DONE_ORDER = `e2elifedone${RUN}`;
const HELD_ORDER = `e2elifeheld${RUN}`;

let admin: App;
let db: Firestore;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-lifecycle',
  );
  db = getFirestore(admin);
  const product = seedProducts().find(
    (p) => p.data.status === 'Active' && p.data.photos.length > 0,
  )!;
  const order = seedOrders()[0]!;
  const now = new Date();
  const due = new Date(now.getTime() + 20 * 86_400_000);
  // The bag went back from one member (a completed order) and is now with another.
  await db
    .collection('products')
    .doc(BAG_ID)
    .set({
      ...product.data,
      title: BAG_TITLE,
      keywords: [...product.data.keywords, 'e2elifecycle'],
      status: 'Hidden',
      borrow_status: 'Borrowed',
      return_date: due,
    });
  await db.collection('product_loans').doc(BAG_ID).set({
    product_id: BAG_ID,
    user_id: 'e2e-lifecycle-second',
    order_id: HELD_ORDER,
    created_at: now,
    updated_at: now,
  });
  const base = { ...order.data, bag_id: BAG_ID, bag_name: BAG_TITLE, updated_at: now };
  await db
    .collection('orders')
    .doc(DONE_ORDER)
    .set({
      ...base,
      user_id: 'e2e-lifecycle-first',
      order_status: 'completed',
      order_date: new Date(now.getTime() - 40 * 86_400_000),
      created_at: new Date(now.getTime() - 40 * 86_400_000),
    });
  await db
    .collection('orders')
    .doc(HELD_ORDER)
    .set({
      ...base,
      user_id: 'e2e-lifecycle-second',
      order_status: 'delivered',
      return_due_date: due,
      order_date: now,
      created_at: now,
    });
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInAdmin(page, seedEmail('admin'));
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

async function openOrder(orderId: string) {
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
  const view = page.getByRole('button', { name: `View order ${shortOrderId(orderId)}` });
  await eventually(() => view.isVisible());
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await eventually(() => dialog.getByRole('heading', { name: 'Update Order' }).isVisible());
  return dialog;
}

describe('the order lifecycle in the back-office', () => {
  it('offers only the next steps of a delivered order', async () => {
    const dialog = await openOrder(HELD_ORDER);
    const options = await dialog
      .getByLabel('Status', { exact: true })
      .locator('option')
      .allInnerTexts();
    expect(options).toEqual(['Delivered (current)', 'Active Rental', 'Return Pending']);
    await page.keyboard.press('Escape');
  });

  it('refuses to move a completed order back while another member has its bag, and changes nothing', async () => {
    const dialog = await openOrder(DONE_ORDER);
    const options = await dialog
      .getByLabel('Status', { exact: true })
      .locator('option')
      .allInnerTexts();
    expect(options).toEqual(['Completed (current)']);
    await dialog.getByRole('button', { name: 'Move back to Return Pending…' }).click();
    const confirm = dialog.getByRole('group', { name: 'Confirm the correction' });
    await eventually(() => confirm.isVisible());
    await confirm.getByRole('button', { name: 'Confirm correction' }).click();
    // The refusal is shown in the dialog, where the admin is looking.
    await eventually(() =>
      dialog.getByRole('alert').filter({ hasText: CORRECTION_BAG_TAKEN }).isVisible(),
    );

    const order = await db.collection('orders').doc(DONE_ORDER).get();
    expect(order.get('order_status')).toBe('completed');
    const bag = await db.collection('products').doc(BAG_ID).get();
    expect(bag.get('borrow_status')).toBe('Borrowed');
    const loan = await db.collection('product_loans').doc(BAG_ID).get();
    expect(loan.data()).toMatchObject({ user_id: 'e2e-lifecycle-second', order_id: HELD_ORDER });
    await page.keyboard.press('Escape');
  });

  it('shows a bag on loan as on loan in the product list, with no way to make it Available', async () => {
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(BAG_TITLE);
    const onLoan = page.getByLabel(`Borrow status for ${BAG_TITLE}: Borrowed, on loan to a member`);
    await eventually(() => onLoan.isVisible());
    expect(
      await page.getByRole('combobox', { name: `Borrow status for ${BAG_TITLE}` }).count(),
    ).toBe(0);
  });

  it('moves the order on and the bag follows: return started, then received', async () => {
    let dialog = await openOrder(HELD_ORDER);
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Return Pending' });
    await dialog.getByRole('button', { name: 'Update Order' }).click();
    await eventually(() => toast(page, 'Order updated successfully').isVisible());
    await eventually(
      async () =>
        (await db.collection('products').doc(BAG_ID).get()).get('borrow_status') === 'Swapping',
    );

    dialog = await openOrder(HELD_ORDER);
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
    await dialog.getByRole('button', { name: 'Update Order' }).click();
    await eventually(() => toast(page, 'Order updated successfully').isVisible());
    // The bag follows the order through the order trigger, after the update returns.
    await eventually(
      async () =>
        (await db.collection('products').doc(BAG_ID).get()).get('borrow_status') === 'Available',
    );
    // The loan ended with the order: nobody holds the bag.
    expect((await db.collection('product_loans').doc(BAG_ID).get()).exists).toBe(false);
  });
});
