import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID } from '../../scripts/seed-data';
import { signupIdForEmail } from '../../functions/src/waitlist/signup-id';
import {
  createInvitedAccount,
  eventually,
  invitationLink,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  seriousViolations,
  signInAdmin,
  signInMember,
  widerThanWindow,
} from './support';

/*
 * The Club (issue 31): the Elite seed member copies her referral link; a visitor opens it
 * and joins the waitlist; the admin sees "Referred by" on the signup, filters the referred
 * signups and invites her; she becomes a member through the invitation in demo billing;
 * the referrer's Club then shows her as a member with the credit. Axe at each page, and
 * the Club at 390 px.
 */

const FRIEND = { full_name: 'Clara Club', email: 'clara.club@example.com' };
const PASSWORD = 'club-friend-password-1';

let browser: Browser;
let admin: App | undefined;
let db: Firestore;

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, 'e2e-club');
  db = getFirestore(admin);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('the Club', () => {
  it('a member’s link brings a friend who joins, is invited, pays, and earns her the credit', async () => {
    // The referrer copies her link.
    const { context: memberContext, page: member } = await newVisitor(browser);
    await memberContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInMember(member, seedEmail('elite'));
    await member.goto('/club');
    const linkField = member.getByLabel('Your referral link');
    await eventually(() => linkField.isVisible(), 'her referral link');
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/waitlist\?ref=GX7K2MQ9RWTZ$/);
    const referrals = member.getByRole('list', { name: 'Your referrals' });
    await eventually(async () => (await referrals.getByRole('listitem').count()) === 3);
    expect(await member.getByText('earned from 1 friend').isVisible()).toBe(true);
    await member.getByRole('button', { name: 'Copy link' }).click();
    await eventually(() =>
      member.getByText('Copied. Send it to a friend who would love Unlimited.').isVisible(),
    );
    expect(
      await member.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe(link);
    expect(await seriousViolations(member)).toEqual([]);
    await screenshot(member, 'club-member');

    // A visitor opens it and joins the waitlist.
    const { context: friendContext, page: friend } = await newVisitor(browser);
    const { pathname, search } = new URL(link);
    await friend.goto(pathname + search);
    await eventually(() =>
      friend.getByText('You are joining through a Club member’s link.').isVisible(),
    );
    await friend.getByLabel('Full name').fill(FRIEND.full_name);
    await friend.getByLabel('Email').fill(FRIEND.email);
    const elite = friend.getByRole('radio', { name: /^Elite/ });
    await friend.locator('label').filter({ has: elite }).click();
    await friend.getByRole('button', { name: 'Join Waitlist' }).click();
    await eventually(() =>
      friend.getByRole('heading', { name: "You're on the list!" }).isVisible(),
    );

    // The admin sees who referred her, among the referred signups, and invites her.
    const { context: adminContext, page: adminPage } = await newVisitor(browser);
    await signInAdmin(adminPage, seedEmail('admin'));
    await adminPage.goto('/admin/waitlist?referred=1&status=pending');
    const invite = adminPage.getByRole('button', { name: `Invite ${FRIEND.email}` });
    await eventually(() => invite.isVisible(), 'the referred signup in the list');
    const row = adminPage.getByRole('row').filter({ hasText: FRIEND.email });
    expect(await row.innerText()).toContain(`Referred by ${seedEmail('elite')}`);
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, 'club-admin-waitlist');
    await invite.click();
    await eventually(() => adminPage.getByText('Invitation sent to 1 signup').isVisible());
    await adminContext.close();

    // She takes the invitation and pays in demo billing.
    const signup = { id: signupIdForEmail(FRIEND.email), ...FRIEND };
    await friend.goto(await invitationLink(db, signup));
    await eventually(() =>
      friend.getByRole('heading', { level: 1, name: 'Create your account' }).isVisible(),
    );
    await createInvitedAccount(friend, PASSWORD, { street: '7 Club Street', zip: '10014' });
    await eventually(() =>
      friend.getByRole('heading', { level: 1, name: 'Choose your membership' }).isVisible(),
    );
    await friend.getByRole('button', { name: 'Continue' }).click();
    await friend.waitForURL('**/signup/add-ons?invite=*&tier=elite');
    await eventually(() => friend.getByText('Demo billing — no card is charged').isVisible());
    await friend.getByRole('button', { name: 'Start Membership' }).click();
    await friend.waitForURL('**/dashboard', { timeout: 60_000 });
    await friendContext.close();

    // The referrer's Club: Clara is a member, and the credit is hers.
    await member.reload();
    const clara = referrals.getByRole('listitem').filter({ hasText: 'Clara' });
    await eventually(async () =>
      (await clara.innerText().catch(() => '')).includes('Member, credit earned'),
    );
    await eventually(() => member.getByText('earned from 2 friends').isVisible());
    expect(await member.getByText('$50', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(member)).toEqual([]);
    await screenshot(member, 'club-member-credited');
    await member.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(member)).toEqual([]);
    expect(await seriousViolations(member)).toEqual([]);
    await memberContext.close();
  });

  it('tells a visitor what the Club is and the way in', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/club');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'The Club' }).isVisible());
    expect(await page.getByRole('link', { name: 'JOIN THE WAITLIST' }).getAttribute('href')).toBe(
      '/waitlist',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'club-visitor');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(page)).toEqual([]);
    await context.close();
  });
});
