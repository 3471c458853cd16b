import type { Page } from 'playwright-core';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { monthsAfter } from '@unlimited/domain';
import {
  createInvitedAccount,
  eventually,
  invitationLink,
  inviteFromWaitlist,
  newVisitor,
  screenshot,
  seedEmail,
  setUpInvitee,
  signInAdmin,
  toast,
} from './support';

/*
 * The admin Customers and Coupons pages: an admin finds the Elite seed member by search,
 * opens their page and adds a note; creates a promotion code and sees it listed; an
 * invitee redeems it at demo checkout, sees the discount, and the code's redemptions go
 * to 1 on the admin list. Set E2E_SCREENSHOTS=<dir> to save the pages at 1280 and 375 px.
 */

const SIGNUP_ID = 'e2e-coupon-invitee';
const EMAIL = 'iris.coupon@example.com';
const PASSWORD = 'iris-password-1';
const SIGNUP = {
  id: SIGNUP_ID,
  full_name: 'Iris Coupon',
  email: EMAIL,
};
const CODE = 'E2E15';

const suite = setUpInvitee('e2e-coupons', SIGNUP);

/** `eventually` with a longer deadline, for work done by triggers. */
const eventuallyWithin = (ms: number, probe: () => Promise<boolean>, message: string) =>
  eventually(probe, message, ms);

/** The invitee creates their account from the link and reaches add-ons with Elite. */
async function createAccountToAddOns(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await eventually(() =>
    page.getByRole('heading', { level: 1, name: 'Create your account' }).isVisible(),
  );
  await createInvitedAccount(page, PASSWORD, { street: '40 Bank Street', zip: '10014' });
  await eventually(() =>
    page.getByRole('heading', { level: 1, name: 'Choose your membership' }).isVisible(),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/signup/add-ons?invite=*&tier=elite');
  await eventually(() => page.getByText('Demo billing — no card is charged').isVisible());
}

describe('admin Customers and Coupons', () => {
  it(
    'finds a member, notes something, and a new code is redeemed at checkout',
    { timeout: 420_000 },
    async () => {
      const { browser, db } = suite;
      const { context: adminContext, page: adminPage } = await newVisitor(browser);
      await signInAdmin(adminPage, seedEmail('admin'));

      // Customers: search, open the member's page, add a note.
      await adminPage.goto('/admin/customers');
      await adminPage.getByRole('searchbox', { name: 'Search members' }).fill('elena mar');
      const members = adminPage.getByRole('list', { name: 'Members' });
      await eventually(async () => (await members.getByRole('link').count()) === 1);
      await screenshot(adminPage, 'customers-search');
      await members.getByRole('link', { name: /Elena Marquez/ }).click();
      await adminPage.waitForURL('**/admin/customers/seed-elite');
      await eventually(() =>
        adminPage.getByRole('heading', { level: 2, name: 'Elena Marquez' }).isVisible(),
      );
      await eventually(() => adminPage.getByText('1450 Sunset Plaza Drive').isVisible());
      const note = 'Called to confirm the Los Angeles delivery window.';
      await adminPage.getByLabel('New note').fill(note);
      await adminPage.getByRole('button', { name: 'Add Note' }).click();
      // A callable's first call starts its worker, slow on a busy machine.
      await eventuallyWithin(
        90_000,
        () => adminPage.getByRole('list', { name: 'Notes' }).getByText(note).isVisible(),
        'the note is listed',
      );
      await screenshot(adminPage, 'customer-page');

      // Coupons: a bad code is refused with its message, then the code is created and listed.
      await adminPage.goto('/admin/coupons');
      await eventually(() => adminPage.getByRole('list', { name: 'Coupons' }).isVisible());
      await adminPage.getByRole('button', { name: 'New Coupon' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'New Coupon' });
      await dialog.getByLabel('Code').fill(CODE);
      await dialog.getByLabel('Percent off').fill('150');
      await dialog.getByRole('button', { name: 'Create Coupon' }).click();
      await eventually(() =>
        dialog.getByText('Percent off must be a whole number from 1 to 100.').isVisible(),
      );
      await dialog.getByLabel('Percent off').fill('15');
      await screenshot(adminPage, 'coupon-form');
      await dialog.getByRole('button', { name: 'Create Coupon' }).click();
      await eventually(() => toast(adminPage, `Coupon ${CODE} created`).isVisible());
      const row = adminPage.getByRole('listitem', { name: CODE });
      await eventually(() => row.getByText('15% off the first month').isVisible());
      expect(await row.getByTestId('redemptions').innerText()).toBe('0');

      // The invitee redeems it at demo checkout.
      await inviteFromWaitlist(adminPage, SIGNUP, 90_000);
      const link = await invitationLink(db, SIGNUP);
      const { context, page } = await newVisitor(browser);
      await createAccountToAddOns(page, link);
      await page.getByLabel('Promotion code').fill('nope-code');
      await page.getByRole('button', { name: 'Apply' }).click();
      await eventuallyWithin(
        90_000,
        () => page.getByText('This promotion code is not valid.').isVisible(),
        'the unknown code is refused',
      );
      await page.getByLabel('Promotion code').fill(CODE.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      const summary = page.getByRole('region', { name: 'Monthly total' });
      await eventually(async () => (await summary.innerText()).includes('−$19.35'));
      expect(await summary.innerText()).toMatch(/First month\s*\$109\.65/);
      await screenshot(page, 'checkout-promo');
      await page.getByRole('button', { name: 'Start Membership' }).click();
      await page.waitForURL('**/dashboard', { timeout: 60_000 });
      await eventually(() => page.getByText('Elite · Active').isVisible());

      const uid = (await db.collection('invitations').doc(SIGNUP_ID).get()).get(
        'accepted_uid',
      ) as string;
      const subscription = await db.collection('subscriptions').doc(uid).get();
      expect(subscription.get('coupon_code')).toBe(CODE);
      // Billing wrote the discount (the client cannot write a subscription): the first
      // month's bill only, so it ends a month after the membership started.
      const endsAt = (subscription.get('discount.ends_at') as Timestamp).toDate();
      expect(subscription.get('discount')).toMatchObject({
        code: CODE,
        kind: 'percent',
        percent_off: 15,
        duration: 'once',
      });
      expect(endsAt.getTime()).toBe(
        monthsAfter((subscription.get('started_at') as Timestamp).toDate(), 1).getTime(),
      );
      // The dashboard shows what she pays this month, the list price beside it, and until when.
      const price = page
        .getByRole('region', { name: 'Billing Summary' })
        .getByText('Monthly price')
        .locator('xpath=following-sibling::dd[1]');
      await eventually(async () => (await price.innerText()).includes('$109.65/month'));
      const until = new Intl.DateTimeFormat('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(endsAt);
      expect(await price.innerText()).toContain(`${CODE}: 15% off until ${until}, then $129/month`);
      expect(await price.locator('s').innerText()).toContain('$129');
      await screenshot(page, 'dashboard-promo');
      // Manage Membership says the same.
      await page.goto('/membership-manage');
      const plan = page
        .getByRole('region', { name: 'Current Plan' })
        .getByText('Plan', { exact: true })
        .locator('xpath=following-sibling::dd[1]');
      await eventually(async () => (await plan.innerText()).includes('$109.65/month'));
      expect(await plan.innerText()).toContain(`${CODE}: 15% off until ${until}, then $129/month`);
      await screenshot(page, 'manage-promo');
      await context.close();

      // The admin list counts the redemption (live; the counting trigger can lag a minute
      // on a busy machine).
      await adminPage.goto('/admin/coupons');
      await eventuallyWithin(
        150_000,
        async () => (await row.getByTestId('redemptions').innerText()) === '1',
        'the redemption is counted on the admin list',
      );
      await screenshot(adminPage, 'coupons-list');
      await adminContext.close();
    },
  );
});
