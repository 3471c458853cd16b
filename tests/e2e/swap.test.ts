import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { returnCode } from '@unlimited/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { eventually, launchBrowser, newVisitor, signInMember, toast } from './support';

/*
 * A swap as a member does it (issue 13 item 3): her bag has arrived; she starts a return
 * from the dashboard, gets a printable label (and the same label by email, through the
 * mail outbox), sees the bag on its way back and is invited to choose the next one; the
 * admin then marks it received. Her own account, bag and order, so no other journey
 * sees them.
 */

const RUN = Date.now().toString(36);
const UID = `e2e-swapper-${RUN}`;
const EMAIL = `${UID}@example.test`;
const BAG_ID = `e2e-swap-bag-${RUN}`;
const ORDER_ID = `e2eswap${RUN}`;
const BAG_TITLE = `Swap Test Saddle ${RUN}`;

let admin: App;
let db: Firestore;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, 'e2e-swap');
  db = getFirestore(admin);
  const now = new Date();
  // Reserve swaps every 30 days: the bag arrived 35 days ago, so the swap is due.
  const delivered = new Date(now.getTime() - 35 * 86_400_000);
  const product = seedProducts().find(
    (p) => p.data.status === 'Active' && p.data.photos.length > 0,
  )!;
  const order = seedOrders()[0]!;
  await getAuth(admin).createUser({ uid: UID, email: EMAIL, password: SEED_PASSWORD });
  await db
    .collection('profiles')
    .doc(UID)
    .set({
      first_name: 'Sasha',
      last_name: 'Swapper',
      username: `swapper${RUN}`,
      email: EMAIL,
      shipping_address: order.data.shipping_address,
    });
  await db
    .collection('subscriptions')
    .doc(UID)
    .set({
      plan_name: 'reserve',
      status: 'active',
      started_at: new Date(now.getTime() - 90 * 86_400_000),
      current_period_end: new Date(now.getTime() + 10 * 86_400_000),
      add_ons: { full_coverage: false, select_access: false },
    });
  await db
    .collection('products')
    .doc(BAG_ID)
    .set({
      ...product.data,
      title: BAG_TITLE,
      status: 'Hidden',
      borrow_status: 'Borrowed',
      current_borrower: UID,
      return_date: new Date(now.getTime() + 5 * 86_400_000),
    });
  await db
    .collection('orders')
    .doc(ORDER_ID)
    .set({
      ...order.data,
      user_id: UID,
      user_tier: 'reserve',
      bag_id: BAG_ID,
      bag_name: BAG_TITLE,
      order_status: 'delivered',
      shipped_date: new Date(delivered.getTime() - 2 * 86_400_000),
      delivered_date: delivered,
      order_date: new Date(delivered.getTime() - 3 * 86_400_000),
      created_at: new Date(delivered.getTime() - 3 * 86_400_000),
      return_due_date: new Date(now.getTime() + 5 * 86_400_000),
      updated_at: now,
    });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('a member swapping her bag', () => {
  it('starts the return from the dashboard and gets a printable label', async () => {
    ({ page } = await newVisitor(browser));
    await signInMember(page, EMAIL);
    const card = page.getByRole('region', { name: 'Your Current Bag' });
    await eventually(() => card.getByText(BAG_TITLE).isVisible());
    await eventually(() => card.getByText('Ready to swap').isVisible());
    await card.getByRole('button', { name: 'Start Your Next Swap' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Send ${BAG_TITLE} back?` });
    await eventually(() => dialog.isVisible());
    await dialog.getByRole('button', { name: 'Start Return' }).click();

    await page.waitForURL(`**/returns/${ORDER_ID}`);
    await eventually(() =>
      toast(page, 'Return started. Your label is also on its way to your inbox.').isVisible(),
    );
    const label = page.getByRole('region', { name: 'Return label' });
    await eventually(() => label.isVisible());
    expect(await label.innerText()).toContain(returnCode(ORDER_ID));
    expect(await label.innerText()).toContain('Unlimited Returns');
  });

  it('has moved the order, the bag and queued the label email', async () => {
    const order = await db.collection('orders').doc(ORDER_ID).get();
    expect(order.get('order_status')).toBe('return_pending');
    const bag = await db.collection('products').doc(BAG_ID).get();
    expect(bag.get('borrow_status')).toBe('Swapping');
    const mail = await db.collection('mail').doc(`return-label-${ORDER_ID}`).get();
    expect(mail.get('to')).toBe(EMAIL);
    expect(mail.get('message.subject')).toContain(returnCode(ORDER_ID));
  });

  it('sees the bag on its way back and is invited to choose the next one', async () => {
    await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
    const back = page.getByRole('region', { name: 'On Its Way Back' });
    await eventually(() => back.isVisible());
    expect(await back.innerText()).toContain(returnCode(ORDER_ID));
    await page.getByRole('link', { name: 'Choose Your Next Bag' }).click();
    await page.waitForURL('**/bags');
    // The catalogue lets her choose: no "Return a bag before choosing another".
    await eventually(() => page.getByRole('main').getByRole('listitem').first().isVisible());
    expect(await page.getByText('Return a bag before choosing another').count()).toBe(0);
  });
});
