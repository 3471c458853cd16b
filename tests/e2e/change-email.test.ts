import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_PROJECT_ID } from '../../scripts/seed-data';
import { addMember } from './members';
import { eventually, launchBrowser, newVisitor, signInMember } from './support';

/*
 * A member changes their sign-in email (where notices go) from /account: Auth's
 * verify-then-change flow. Nothing changes until the link mailed to the new address is
 * opened; then the member signs in with the new address and the profile follows it.
 */

const UID = 'e2e-change-email';
const OLD_EMAIL = 'change-email-old@unlimited.test';
const NEW_EMAIL = 'change-email-new@unlimited.test';
const PROJECT = process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID;

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
  newEmail?: string;
}

/** The codes the Auth emulator recorded instead of mailing them. */
async function oobCodes(): Promise<OobCode[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes answered ${response.status}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/**
 * The Change Email form at 1280 and 390 px wide, as `<name>-1280.png` and `<name>-390.png`
 * in the folder E2E_SCREENSHOTS names; nothing when it is not set.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const form = page.getByRole('form', { name: 'Change Email' });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await form.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let admin: App;
let db: Firestore;
let browser: Browser;
beforeAll(async () => {
  admin = initializeApp({ projectId: PROJECT }, 'change-email');
  db = getFirestore(admin);
  await addMember(admin, db, {
    uid: UID,
    email: OLD_EMAIL,
    first_name: 'Grace',
    last_name: 'Hopper',
    username: 'grace-email',
    shipping_address: null,
    tier: 'reserve',
    claim: true,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('changing the sign-in email', () => {
  it('mails a link to the new address, changes the sign-in email once opened, and the profile follows', async () => {
    const { context, page } = await newVisitor(browser);
    await signInMember(page, OLD_EMAIL, { form: true });
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Change Email' });
    await eventually(() => form.isVisible());

    // A wrong password: said, and the address typed stays.
    await form.getByLabel('New email').fill(NEW_EMAIL);
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByRole('button', { name: 'Change Email' }).click();
    await eventually(() =>
      form.getByRole('alert').filter({ hasText: 'Your current password is incorrect' }).isVisible(),
    );
    expect(await form.getByLabel('New email').inputValue()).toBe(NEW_EMAIL);
    await screenshot(page, 'change-email-form');

    await form.getByLabel('Current password').fill(SEED_PASSWORD);
    await form.getByRole('button', { name: 'Change Email' }).click();
    const sent = `We sent a link to ${NEW_EMAIL}. Your sign-in and notice email change once you open it.`;
    await eventually(() => form.getByRole('status').filter({ hasText: sent }).isVisible());
    await screenshot(page, 'change-email-sent');

    // Nothing has changed yet.
    expect((await getAuth(admin).getUser(UID)).email).toBe(OLD_EMAIL);
    const code = (await oobCodes()).find(
      (c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.newEmail === NEW_EMAIL,
    );
    expect(code, 'the Auth emulator recorded the verify-and-change link').toBeDefined();
    await context.close();

    // Opening the link (the emulator's action page applies it) changes the sign-in email.
    const opened = await browser.newContext();
    await (await opened.newPage()).goto(code!.oobLink);
    await eventually(async () => (await getAuth(admin).getUser(UID)).email === NEW_EMAIL);
    expect((await getAuth(admin).getUser(UID)).emailVerified).toBe(true);
    await opened.close();

    // Signed in again with the new address, the account page brings the profile along.
    const again = await newVisitor(browser);
    await signInMember(again.page, NEW_EMAIL, { form: true });
    await again.page.goto('/account');
    await eventually(() => again.page.getByRole('form', { name: 'Change Email' }).isVisible());
    await eventually(
      async () => (await db.collection('profiles').doc(UID).get()).get('email') === NEW_EMAIL,
      'the profile email follows the new sign-in email',
    );
    await again.context.close();
  });
});
