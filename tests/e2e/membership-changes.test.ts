import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSee } from '@unlimited/domain';
import { SEED_PROJECT_ID, seedOrders, seedProducts } from '../../scripts/seed-data';
import { addMember } from './members';
import { eventually, launchBrowser, newVisitor, signInMember, toast, screenshot } from './support';

/*
 * Every later membership change through (demo) billing, as a member does it: a Reserve
 * member upgrades to Elite, seeing the new price first and confirming it, and then sees Elite bags; cancels
 * and is offered the $25 retention credit inside the cancel flow, once; cancels again
 * and undoes it; pauses and resumes; adds Full Coverage. Her own account, so no other
 * journey sees it. Set E2E_SCREENSHOTS=<dir> to save the pages at 1280 and 375 px.
 */

const RUN = Date.now().toString(36);
const UID = `e2e-changer-${RUN}`;
const EMAIL = `${UID}@example.test`;

let admin: App;
let db: Firestore;
let browser: Browser;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-changes',
  );
  db = getFirestore(admin);
  const now = new Date();
  await addMember(admin, db, {
    uid: UID,
    email: EMAIL,
    first_name: 'Morgan',
    last_name: 'Changer',
    username: `changer${RUN}`,
    shipping_address: seedOrders()[0]!.data.shipping_address,
    tier: 'reserve',
    // Four months in (past the 3-month minimum), no bag out, billed by demo billing.
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

/** Triggers queue behind the seed's in the emulator on a busy machine: up to 150 s. */
const eventuallySlow = (probe: () => Promise<boolean>, message: string) =>
  eventually(probe, message, 150_000);

const stored = async () => (await db.collection('subscriptions').doc(UID).get()).data() ?? {};

async function openCancel(page: Page) {
  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await eventually(() => dialog.isVisible());
  return dialog;
}

describe('membership changes through billing', () => {
  it(
    'upgrades, is offered retention once inside the cancel flow, undoes, pauses, resumes and adds an add-on',
    { timeout: 420_000 },
    async () => {
      const { context, page } = await newVisitor(browser);
      await signInMember(page, EMAIL);

      await page.goto('/membership-manage');
      await eventually(() => page.getByText('Reserve · $49/month').isVisible());
      await screenshot(page, 'membership-manage-reserve');

      // Upgrade: the new price and when it applies, before confirming.
      await page.getByRole('link', { name: 'Upgrade Plan' }).click();
      await page.waitForURL('**/signup/tier-selection?change=upgrade');
      const elite = page.getByRole('article', { name: 'Elite' });
      await eventually(() => elite.getByText(/then \$129\.00 a month from/).isVisible());
      await screenshot(page, 'plan-upgrade');
      await elite.getByRole('button', { name: 'Upgrade to Elite' }).click();
      // Charged at once: confirmed in a dialog that says what changes and what it costs.
      const upgrade = page.getByRole('alertdialog', { name: 'Upgrade to Elite?' });
      await upgrade.waitFor();
      expect(await upgrade.textContent()).toContain(
        'Your plan changes from Reserve to Elite today.',
      );
      await screenshot(page, 'plan-upgrade-confirm');
      await upgrade.getByRole('button', { name: 'Confirm' }).click();
      await eventually(() => toast(page, 'Your membership is now Elite.').isVisible());
      await page.waitForURL('**/membership-manage');
      await eventually(() => page.getByText('Elite · $129/month').isVisible());
      expect(await stored()).toMatchObject({ plan_name: 'elite', billing_mode: 'demo' });

      // She now sees an Elite-only bag (the claim follows the subscription).
      const eliteBag = seedProducts()
        .map((p) => ({ id: p.id, ...p.data }))
        .find(
          (p) =>
            p.status === 'Active' &&
            p.borrow_status === 'Available' &&
            canSee('elite', p.access_levels) &&
            !canSee('reserve', p.access_levels),
        );
      if (!eliteBag) throw new Error('the seed has no bag for Elite members only');
      await eventuallySlow(
        async () => (await getAuth(admin).getUser(UID)).customClaims?.tier === 'elite',
        'the elite claim',
      );
      await eventuallySlow(async () => {
        await page.goto(`/bags/${eliteBag.id}`);
        // isVisible() does not wait (its timeout is ignored): give the page time to show.
        return page
          .getByRole('heading', { level: 1, name: eliteBag.title })
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
      }, 'the Elite bag is visible to her');

      // Cancel: the confirmation offers $25 off first; nothing is cancelled before it.
      await page.goto('/membership-manage');
      await eventually(() => page.getByText('Elite · $129/month').isVisible());
      const confirm = await openCancel(page);
      await eventually(() =>
        confirm.getByText(/Before you go: stay with us and get \$25 off/).isVisible(),
      );
      expect(await confirm.getByText(/you keep access until/).isVisible()).toBe(true);
      expect((await stored()).cancel_at_period_end).toBe(false);
      await screenshot(page, 'cancel-retention-offer');
      await confirm.getByRole('button', { name: 'Accept Offer' }).click();
      await eventually(() => toast(page, /Your next month will be \$25 off/).isVisible());
      await eventually(() => page.getByText('$25 off your next month').isVisible());
      // One toast: no cancellation was announced (or made).
      expect(await toast(page, /cancellation initiated/).count()).toBe(0);
      expect(await stored()).toMatchObject({
        cancel_at_period_end: false,
        retention_credit_cents: 2500,
      });

      // Cancelling again: no second offer; the cancellation is undone with Keep My Membership.
      await openCancel(page);
      await confirm.getByRole('button', { name: 'Confirm Cancellation' }).click();
      await eventually(() => page.getByText('Your membership is set to cancel.').isVisible());
      expect(await page.getByRole('button', { name: 'Accept Offer' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Keep My Membership' }).click();
      await eventually(
        async () => (await page.getByText('Your membership is set to cancel.').count()) === 0,
      );
      expect((await stored()).cancel_at_period_end).toBe(false);

      // Pause, then resume before it starts.
      await page.getByRole('button', { name: 'Pause Membership' }).click();
      const pause = page.getByRole('dialog', { name: 'Pause your membership' });
      await pause.getByRole('button', { name: 'Pause for 1 billing period' }).click();
      await eventually(() => page.getByText(/Your membership will pause on/).isVisible());
      await page.getByRole('button', { name: 'Keep My Membership' }).click();
      await eventually(
        async () => (await page.getByText(/Your membership will pause on/).count()) === 0,
      );
      expect((await stored()).pause_requested_at).toBeNull();

      // Add Full Coverage (Elite may have it).
      await page.getByRole('button', { name: 'Add Full Coverage Protection' }).click();
      const addOn = page.getByRole('alertdialog', { name: 'Add Full Coverage Protection?' });
      await addOn.waitFor();
      // Elite $129 + Full Coverage $19: the rest of this period today, then $148 a month.
      expect(await addOn.textContent()).toMatch(
        /You pay \$\d+\.\d\d today .*then \$148\.00 a month from/,
      );
      await screenshot(page, 'add-on-confirm');
      await addOn.getByRole('button', { name: 'Confirm' }).click();
      await eventually(() =>
        toast(page, 'Full Coverage Protection is now part of your membership.').isVisible(),
      );
      await eventually(() =>
        page.getByRole('button', { name: 'Remove Full Coverage Protection' }).isVisible(),
      );
      expect((await stored()).add_ons).toEqual({ full_coverage: true, select_access: false });

      // Removing it asks first and says until when it stays; Keep undoes it, with its own toast.
      await page.getByRole('button', { name: 'Remove Full Coverage Protection' }).click();
      const removal = page.getByRole('alertdialog', { name: 'Remove Full Coverage Protection?' });
      await removal.waitFor();
      expect(await removal.textContent()).toMatch(
        /Full Coverage Protection stays on your membership until \w+ \d{1,2}, \d{4}, then ends\./,
      );
      expect((await stored()).add_ons_ending).toEqual([]);
      await removal.getByRole('button', { name: 'Remove' }).click();
      await eventually(() =>
        toast(page, /^Full Coverage Protection ends \w+ \d{1,2}, \d{4}\.$/).isVisible(),
      );
      const keep = page.getByRole('button', { name: 'Keep Full Coverage Protection' });
      await eventually(() => keep.isVisible());
      expect((await stored()).add_ons_ending).toEqual(['full_coverage']);
      await keep.click();
      await eventually(() =>
        toast(page, 'Full Coverage Protection stays on your membership.').isVisible(),
      );
      await eventually(() =>
        page.getByRole('button', { name: 'Remove Full Coverage Protection' }).isVisible(),
      );
      expect((await stored()).add_ons_ending).toEqual([]);
      await screenshot(page, 'membership-manage-elite');

      // A downgrade shows its price and date before confirming.
      await page.goto('/signup/tier-selection?change=downgrade');
      const reserve = page.getByRole('article', { name: 'Reserve' });
      await eventually(() => reserve.getByText(/New monthly price: \$49\/month from/).isVisible());
      await screenshot(page, 'plan-downgrade');
      await context.close();
    },
  );
});
