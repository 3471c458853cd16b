import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { returnCode } from '@unlimited/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seriousViolations,
  signInMember,
} from './support';

/*
 * Shipping as a member uses it (issue 29 item 6): her bag on its way shows its tracking
 * number as a link to UPS on the dashboard and on Orders; the bag she is sending back
 * has a printable return label, reached from both, with a real Code 128 barcode, the
 * carrier, both addresses and the order number, that prints on one page. Another member
 * opening that label's address sees no label. Her own account and orders, so no other
 * journey sees them.
 */

const RUN = Date.now().toString(36);
const UID = `e2e-shipper-${RUN}`;
const EMAIL = `${UID}@example.test`;
const OTHER = `e2e-other-${RUN}`;
const OTHER_EMAIL = `${OTHER}@example.test`;
const RETURN_ID = `e2eret${RUN}`;
const TRANSIT_ID = `e2etransit${RUN}`;
const TRACKING = '1Z999AA10123456784';
const UPS_PAGE = `https://www.ups.com/track?tracknum=${TRACKING}`;
const RETURNING_TITLE = `Returning Saddle ${RUN}`;
const TRANSIT_TITLE = `Travelling Tote ${RUN}`;

const DAY = 86_400_000;

let admin: App;
let db: Firestore;
let browser: Browser;
let page: Page;
/** Her shipping address, the label's From. */
let ADDRESS: { full_name: string };

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-shipping',
  );
  db = getFirestore(admin);
  const template = seedOrders()[0]!.data;
  ADDRESS = template.shipping_address;
  const now = Date.now();
  for (const [uid, email] of [
    [UID, EMAIL],
    [OTHER, OTHER_EMAIL],
  ] as const) {
    await addMember(admin, db, {
      uid,
      email,
      first_name: 'Sam',
      last_name: 'Shipper',
      username: uid.replace(/[^a-z0-9]/gi, ''),
      shipping_address: template.shipping_address,
      tier: 'crown',
      claim: true,
    });
  }
  const order = (status: string, title: string, daysAgo: number) => ({
    ...template,
    user_id: UID,
    user_tier: 'crown',
    bag_id: `bag-${title}`,
    bag_name: title,
    order_status: status,
    order_date: new Date(now - daysAgo * DAY),
    created_at: new Date(now - daysAgo * DAY),
    shipped_date: new Date(now - (daysAgo - 1) * DAY),
    updated_at: new Date(now - DAY),
  });
  await db
    .collection('orders')
    .doc(RETURN_ID)
    .set({
      ...order('return_pending', RETURNING_TITLE, 40),
      tracking_number: '1Z999AA10000000001',
      delivered_date: new Date(now - 37 * DAY),
    });
  await db
    .collection('orders')
    .doc(TRANSIT_ID)
    .set({
      ...order('in_transit', TRANSIT_TITLE, 2),
      tracking_number: TRACKING,
      delivered_date: null,
    });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('a member following her bags', () => {
  it('sees the bag on its way with its tracking number linked to UPS on the dashboard', async () => {
    ({ page } = await newVisitor(browser));
    await signInMember(page, EMAIL);
    const card = page.getByRole('region', { name: /^Your Current Bag/ });
    await eventually(() => card.getByText(TRANSIT_TITLE).isVisible());
    const link = card.getByRole('link', { name: `${TRACKING}, track on UPS (opens in a new tab)` });
    await eventually(() => link.isVisible());
    expect(await link.getAttribute('href')).toBe(UPS_PAGE);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-tracking');
  });

  it('opens the return label from the dashboard: a Code 128 barcode, the carrier, addresses and order number', async () => {
    const back = page.getByRole('region', { name: 'On Its Way Back' });
    await eventually(() => back.getByText(RETURNING_TITLE).isVisible());
    await back.getByRole('link', { name: 'View Return Label' }).click();
    await page.waitForURL(`**/returns/${RETURN_ID}`);
    const label = page.getByRole('region', { name: 'Return label' });
    await eventually(() => label.isVisible());
    const text = await label.innerText();
    for (const part of ['UPS Ground', 'Unlimited Returns', ADDRESS.full_name, RETURN_ID]) {
      expect(text).toContain(part);
    }
    const code = returnCode(RETURN_ID);
    expect(text).toContain(code);

    // The barcode is drawn: an SVG of bars with a real size on the page.
    const barcode = label.getByRole('img', { name: `Barcode of ${code}` });
    const bars = await barcode
      .locator('svg path')
      .evaluateAll((paths) =>
        paths.reduce((n, p) => n + (p.getAttribute('d')?.match(/M/g)?.length ?? 0), 0),
      );
    // Code 128: 3 bars for each of the start, the 12 characters and the check, 4 to stop.
    expect(bars).toBe(46);
    const box = await barcode.locator('svg').boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBeGreaterThan(40);

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'return-label');
  });

  it('prints the label alone on one page', async () => {
    await page.emulateMedia({ media: 'print' });
    // The site's header and the page's steps are not printed; the label is.
    expect(await page.getByRole('heading', { name: 'Your Return Label' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Return label' }).isVisible()).toBe(true);
    const dir = process.env.E2E_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/return-label-print.png`, fullPage: true });
    const pdf = await page.pdf({ format: 'Letter' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
  });

  it('sees each tracking number on Orders as a link to UPS, and the label from there', async () => {
    await page.goto('/orders');
    const transit = page.getByRole('article', { name: TRANSIT_TITLE });
    await eventually(() => transit.isVisible());
    const link = transit.getByRole('link', {
      name: `${TRACKING}, track on UPS (opens in a new tab)`,
    });
    expect(await link.getAttribute('href')).toBe(UPS_PAGE);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'orders-tracking');
    const returning = page.getByRole('article', { name: RETURNING_TITLE });
    await returning.getByRole('link', { name: /^View Return Label/ }).click();
    await page.waitForURL(`**/returns/${RETURN_ID}`);
    await eventually(() => page.getByRole('region', { name: 'Return label' }).isVisible());
  });
});

describe('another member', () => {
  it('cannot open someone else’s return label', async () => {
    const other = await newVisitor(browser);
    await signInMember(other.page, OTHER_EMAIL);
    await other.page.goto(`/returns/${RETURN_ID}`);
    await eventually(() =>
      other.page.getByRole('heading', { name: 'Return label not found' }).isVisible(),
    );
    expect(await other.page.getByRole('region', { name: 'Return label' }).count()).toBe(0);
    expect(await other.page.getByText(RETURNING_TITLE).count()).toBe(0);
    await other.context.close();
  });
});
