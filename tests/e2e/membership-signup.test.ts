import { describe, expect, it } from 'vitest';
import { canSee } from '@unlimited/domain';
import { seedProducts } from '../../scripts/seed-data';
import {
  adminInvites,
  createInvitedAccount,
  eventually,
  newVisitor,
  screenshot,
  setUpInvitee,
} from './support';

/*
 * From the waitlist to a paying member: an admin invites a signup, the invitation email
 * is in the outbox, the invitee opens its link, creates the account, picks Elite with
 * Full Coverage and the promotion code WELCOME20, completes checkout in demo billing mode,
 * and lands on the dashboard as an Elite member who pays the promotion's price and sees
 * Elite bags. Set E2E_SCREENSHOTS=<dir> to save each sign-up
 * step at 1280 and 375 px.
 */

const SIGNUP_ID = 'e2e-invitee';
const EMAIL = 'grace.invitee@example.com';
const PASSWORD = 'grace-password-1';
const SIGNUP = {
  id: SIGNUP_ID,
  full_name: 'Grace Invitee',
  email: EMAIL,
  excitement_reason: 'Rotating bags for work trips',
};

const suite = setUpInvitee('e2e-signup', SIGNUP);

describe('membership sign-up from an invitation', () => {
  it('an invited signup becomes an Elite member with Full Coverage, at the promotion’s price', async () => {
    const { browser, db } = suite;
    const link = await adminInvites(browser, db, SIGNUP);
    expect((await db.collection('waitlist_signups').doc(SIGNUP_ID).get()).get('status')).toBe(
      'invited',
    );

    const { context, page } = await newVisitor(browser);
    // Without the invitation the sign-up pages still send visitors to the waitlist.
    await page.goto('/signup/account-creation');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(link);
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Create your account' }).isVisible(),
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(EMAIL);
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    await screenshot(page, '1-account-creation');
    await createInvitedAccount(page, PASSWORD, { street: '40 Bank Street', zip: '10014' });
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Choose your membership' }).isVisible(),
    );
    // Preselected from the signup.
    expect(await page.getByRole('radio', { name: /Elite/ }).isChecked()).toBe(true);
    await screenshot(page, '2-tier-selection');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/signup/add-ons?invite=*&tier=elite');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Add-ons and payment' }).isVisible(),
    );
    await eventually(() => page.getByText('Demo billing — no card is charged').isVisible());
    await page.getByRole('checkbox', { name: /Full Coverage Protection/ }).check();
    const summary = page.getByRole('region', { name: 'Monthly total' });
    await eventually(async () => (await summary.innerText()).includes('$148'));
    expect(await summary.innerText()).toContain('3-month minimum');
    // The seed's WELCOME20: 20% off for 3 months.
    await page.getByLabel('Promotion code').fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    const discount = summary.getByText('−$29.60', { exact: true });
    await eventually(() => discount.isVisible());
    expect(await summary.innerText()).toMatch(/First month\s+\$118\.40/);
    await screenshot(page, '3-add-ons');
    await page.getByRole('button', { name: 'Start Membership' }).click();

    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    await eventually(() =>
      // Her first visit: no "back".
      page.getByRole('heading', { level: 1, name: 'Welcome, Grace' }).isVisible(),
    );
    await eventually(() => page.getByText('Elite · Active').isVisible());
    // The promotion she joined with is what she pays, the list price struck through beside it.
    const price = page
      .getByRole('region', { name: 'Billing Summary' })
      .getByText('Monthly price')
      .locator('xpath=following-sibling::dd[1]');
    await eventually(async () => (await price.innerText()).includes('$118.40/month'));
    expect(await price.innerText()).toMatch(/WELCOME20: 20% off until .+, then \$148\/month/);
    expect(await price.locator('s').innerText()).toContain('$148');
    await screenshot(page, '4-dashboard');

    // The catalogue now shows Elite pieces, and never Crown-only ones.
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
    await page.goto(`/bags/${eliteBag.id}`);
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: eliteBag.title }).isVisible(),
    );
    await page.goto('/bags');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'The Closet' }).isVisible());
    const titles = () =>
      page.getByRole('main').getByRole('listitem').getByRole('heading').allInnerTexts();
    await eventually(async () => (await titles()).length > 0);
    const crownOnly = seedProducts()
      .map((p) => p.data)
      .filter((p) => !canSee('elite', p.access_levels))
      .map((p) => p.title);
    expect((await titles()).filter((title) => crownOnly.includes(title.trim()))).toEqual([]);

    const signup = await db.collection('waitlist_signups').doc(SIGNUP_ID).get();
    expect(signup.get('status')).toBe('converted');
    await context.close();
  });
});
