import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminInvites,
  createInvitedAccount,
  eventually,
  newVisitor,
  openPhoneMenu,
  screenshot,
  seedEmail,
  setUpInvitee,
  signInMember,
} from './support';

/*
 * An invitee who created the account and closed the tab before paying is never stranded:
 * opening the emailed link again in a new browser says to sign in (first to sign out, when
 * someone else's account is signed in there), signing in comes back
 * to the membership step, and the dashboard of a signed-in invitee who has not paid leads
 * to the same step (never to the waitlist). Set E2E_SCREENSHOTS=<dir> to save the pages.
 */

const SIGNUP = {
  id: 'e2e-resume-invitee',
  full_name: 'Iris Resume',
  email: 'iris.resume@example.com',
  excitement_reason: 'Weekend trips',
};
const PASSWORD = 'iris-password-1';

const suite = setUpInvitee('e2e-resume', SIGNUP);

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

describe('an invitee who created the account but did not pay', () => {
  it('signs in from the used link, or from the dashboard, and finishes joining', async () => {
    const { browser, db } = suite;
    const link = await adminInvites(browser, db, SIGNUP);

    // Creates the account, then closes the browser before paying.
    const first = await newVisitor(browser);
    await first.page.goto(link);
    await eventually(() => heading(first.page, 'Create your account').isVisible());
    expect(
      await first.page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' }).count(),
    ).toBe(0);
    // Nor does the phone menu send the invitee to the waitlist.
    await first.page.setViewportSize({ width: 375, height: 812 });
    const menu = await openPhoneMenu(first.page);
    await menu.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Join Waitlist' }).count()).toBe(0);
    await screenshot(first.page, 'resume-0-invitee-menu');
    await first.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await first.page.setViewportSize({ width: 1280, height: 900 });
    await createInvitedAccount(first.page, PASSWORD, { street: '8 Pearl Street', zip: '10004' });
    await first.context.close();

    // A new browser, where someone else's account is signed in, opens the emailed link
    // again: it says which account is signed in and offers to sign out (the sign-in page
    // would only send them to that account's dashboard).
    const { context, page } = await newVisitor(browser);
    await signInMember(page, seedEmail('reserve'));
    await page.goto(link);
    await eventually(() => heading(page, 'Sign in to finish joining').isVisible());
    await page.getByText(`You are signed in as ${seedEmail('reserve')}`).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await screenshot(page, 'resume-1-signed-in-elsewhere');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();

    // Signed out: sign in to finish, no status code.
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).waitFor();
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('you will continue where you left off');
    expect(main).not.toContain('You are signed in as');
    expect(main).not.toMatch(/\[\d{3}\]/);
    expect(await page.getByRole('link', { name: /Join (the )?Waitlist/ }).count()).toBe(0);
    await screenshot(page, 'resume-1-used-invitation');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await eventually(() => heading(page, 'Welcome Back').isVisible());
    await page.getByLabel('Email').fill(SIGNUP.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back where they left off: the membership step of their invitation.
    await page.waitForURL('**/signup/tier-selection?invite=*');
    await eventually(() => heading(page, 'Choose your membership').isVisible());

    // The dashboard leads there too (never to the waitlist).
    await page.goto('/dashboard');
    await eventually(() =>
      page.getByRole('heading', { name: 'Finish joining: choose your membership' }).isVisible(),
    );
    expect(await page.getByRole('link', { name: 'Join the Waitlist' }).count()).toBe(0);
    await screenshot(page, 'resume-2-dashboard');
    await page.getByRole('link', { name: 'Choose Your Membership' }).click();
    await page.waitForURL('**/signup/tier-selection?resume=1');
    await eventually(() => heading(page, 'Choose your membership').isVisible());
    // Preselected from the signup; they choose Reserve instead.
    expect(await page.getByRole('radio', { name: /Elite/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /Reserve/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/signup/add-ons?resume=1&tier=reserve');
    await eventually(() => heading(page, 'Add-ons and payment').isVisible());
    await eventually(() => page.getByText('Demo billing — no card is charged').isVisible());
    await screenshot(page, 'resume-3-add-ons');
    await page.getByRole('button', { name: 'Start Membership' }).click();

    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    await eventually(() => page.getByText('Reserve · Active').isVisible());
    expect(
      await page.getByRole('heading', { name: 'Finish joining: choose your membership' }).count(),
    ).toBe(0);
    await screenshot(page, 'resume-4-dashboard');
    const signup = await db.collection('waitlist_signups').doc(SIGNUP.id).get();
    expect(signup.get('status')).toBe('converted');
    await context.close();
  });
});
