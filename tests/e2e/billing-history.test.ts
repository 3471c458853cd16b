import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  seriousViolations,
  signInMember,
  toast,
  widerThanWindow,
} from './support';

/*
 * The money trail, as a member sees it: a Reserve member (her own account, demo billing)
 * has no charges yet; the upgrade page says what she pays today and from the next bill;
 * after she upgrades, her billing history lists the charge for that amount, and its
 * receipt is a printable page with her name, the amount and a receipt number, on a
 * desktop and at 390 px. Another member opening that receipt sees nothing of it; the
 * seeded Crown member's history shows her monthly bills and the bag she bought. Set
 * E2E_SCREENSHOTS=<dir> to save the pages at 1280 and 375 px.
 */

const RUN = Date.now().toString(36);
const UID = `e2e-payer-${RUN}`;
const EMAIL = `${UID}@example.test`;

let admin: App;
let db: Firestore;
let browser: Browser;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-billing-history',
  );
  db = getFirestore(admin);
  const now = new Date();
  await addMember(admin, db, {
    uid: UID,
    email: EMAIL,
    first_name: 'Priya',
    last_name: 'Payer',
    username: `payer${RUN}`,
    shipping_address: seedOrders()[0]!.data.shipping_address,
    tier: 'reserve',
    claim: true,
    subscription: {
      started_at: new Date(now.getTime() - 120 * 86_400_000),
      current_period_end: new Date(now.getTime() + 12 * 86_400_000),
      billing_mode: 'demo',
      billing_customer_id: `cus_demo_${UID}`,
      billing_subscription_id: `sub_demo_${UID}`,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe('billing history and receipts', () => {
  let receiptPath = '';

  it(
    'the upgrade says what is charged today; the history lists that charge and its receipt prints with her name',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await newVisitor(browser);
      await signInMember(page, EMAIL);

      // Nothing charged yet: the history says so.
      await page.goto('/membership-manage');
      await page.getByRole('link', { name: 'Billing History' }).click();
      await page.waitForURL('**/membership-manage/billing');
      await eventually(() => page.getByText(/No charges yet/).isVisible());

      // The upgrade page: today's charge, then the monthly bill from the next billing date.
      await page.goto('/signup/tier-selection?change=upgrade');
      const elite = page.getByRole('article', { name: 'Elite' });
      const preview = elite.getByText(/^You pay \$[\d,.]+ today/);
      await eventually(() => preview.isVisible());
      const said = (await preview.textContent()) ?? '';
      expect(said).toMatch(
        /^You pay \$\d+\.\d\d today \(the difference for the rest of this billing period\), then \$129\.00 a month from \w+ \d{1,2}, \d{4}\.$/,
      );
      const today = cents(/You pay (\$[\d,.]+) today/.exec(said)?.[1] ?? '');
      // $80 more a month, 12 of about 30 days left.
      expect(today).toBeGreaterThan(2_500);
      expect(today).toBeLessThan(4_000);
      await screenshot(page, 'upgrade-charge-preview');
      await elite.getByRole('button', { name: 'Upgrade to Elite' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Upgrade to Elite?' });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(said);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await eventually(() => toast(page, 'Your membership is now Elite.').isVisible());
      await page.waitForURL('**/membership-manage');

      // The history lists it, for what the page said (to the cent: seconds passed between).
      await page.getByRole('link', { name: 'Billing History' }).click();
      await page.waitForURL('**/membership-manage/billing');
      const row = page
        .getByRole('list', { name: 'Charges' })
        .getByRole('listitem')
        .filter({ hasText: 'Upgrade to Elite: the difference for the rest of the billing period' });
      await eventually(() => row.isVisible());
      expect(await row.getByText('Paid', { exact: true }).isVisible()).toBe(true);
      const charged = cents((await row.getByText(/^\$[\d,.]+$/).textContent()) ?? '');
      expect(Math.abs(charged - today)).toBeLessThanOrEqual(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'billing-history-new-member');

      // Its receipt: printable, her name, what, the amount, a receipt number.
      await row.getByRole('link', { name: /^View receipt UL-\d{8}-\w{6}$/ }).click();
      await page.waitForURL('**/receipts/*');
      receiptPath = new URL(page.url()).pathname;
      const receipt = page.getByRole('article', { name: 'Receipt' });
      await eventually(() => receipt.isVisible());
      const text = (await receipt.textContent()) ?? '';
      expect(text).toContain('Priya Payer');
      expect(text).toContain(EMAIL);
      expect(text).toContain('Upgrade to Elite');
      expect(text).toMatch(/Receipt numberUL-\d{8}-\w{6}/);
      expect(text).toContain('(demo billing: no card was charged)');
      expect(await page.getByRole('button', { name: 'Print Receipt' }).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'receipt');

      // At 390 px the receipt reads without sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 });
      await eventually(() => receipt.isVisible());
      expect(await widerThanWindow(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it(
    'another member opening that receipt sees nothing of it; the seeded Crown member sees her bills and her purchase',
    { timeout: 180_000 },
    async () => {
      expect(receiptPath).toMatch(/^\/receipts\/in_demo_/);
      const { context, page } = await newVisitor(browser);
      await signInMember(page, seedEmail('crown'));
      await page.goto(receiptPath);
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Receipt not found' }).isVisible(),
      );
      expect(await page.getByText('Priya Payer').count()).toBe(0);
      expect(await page.getByText(/Upgrade to Elite/).count()).toBe(0);

      await page.goto('/account');
      // Account Settings, where Billing History is linked from, with its form's hints.
      await eventually(() => page.getByText('Your sign-in email', { exact: true }).isVisible());
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Billing History' }).click();
      await page.waitForURL('**/membership-manage/billing');
      const charges = page.getByRole('list', { name: 'Charges' }).getByRole('listitem');
      await eventually(async () => (await charges.count()) >= 8);
      expect(
        await charges
          .filter({ hasText: /^.*Purchase of the / })
          .first()
          .isVisible(),
      ).toBe(true);
      expect(
        await charges
          .filter({ hasText: /Crown membership, \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}/ })
          .count(),
      ).toBeGreaterThanOrEqual(7);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await eventually(() => charges.first().isVisible());
      expect(await widerThanWindow(page)).toEqual([]);
      await screenshot(page, 'billing-history');
      await context.close();
    },
  );
});
