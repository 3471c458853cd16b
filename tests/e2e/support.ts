import type { Firestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SEED_PASSWORD } from '../../scripts/seed-data';

/*
 * Shared pieces of the end-to-end journeys: the browser, a fresh context per person, and
 * signing in the way a person does (typing into the form).
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The Hosting emulator's address (firebase.json), serving web/dist. */
export const BASE_URL = 'http://127.0.0.1:5000';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A person at a desktop browser: their own cookies and storage, downloads accepted. */
export async function newVisitor(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** The seed account of a role (scripts/seed-data.ts). */
export const seedEmail = (role: 'visitor' | 'reserve' | 'elite' | 'crown' | 'admin') =>
  `${role}@unlimited.test`;

/**
 * Waits until `probe` is true (Playwright locators resolve lazily), checking every 100 ms
 * for up to `timeoutMs`; a probe that throws counts as false. The default, 60 s, covers a
 * function's first call on a busy machine (its worker starting took over 20 s at load 16);
 * a passing probe returns at once. A plain loop rather than vitest's `expect.poll`, which
 * vitest 4 refuses outside a test (in `beforeAll`).
 */
export async function eventually(
  probe: () => Promise<boolean>,
  message?: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: unknown = null;
    try {
      if (await probe()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const cause = last instanceof Error ? ` (last error: ${last.message})` : '';
      throw new Error(
        `${message ?? `Still false after ${timeoutMs / 1000} s: ${probe.toString()}`}${cause}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs a member in through /login with the seed password. */
export async function signInMember(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Welcome Back' }).isVisible());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs an admin in through /admin/login with the seed password. */
export async function signInAdmin(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Admin Login' }).isVisible());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}

/**
 * A toast (sonner) with this text: an item of the toast region ("Notifications alt+T"),
 * so list items of the page itself never match. `first()`: the same message may be on
 * screen twice.
 */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first();

/**
 * Saves `page` as `<name>-1280.png` and `<name>-375.png` in the folder E2E_SCREENSHOTS
 * names, so a journey's pages can be looked at; does nothing when it is not set.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Who a pending waitlist signup written by {@link addPendingSignup} is. */
export interface PendingSignup {
  id: string;
  full_name: string;
  email: string;
  excitement_reason?: string | null;
}

/**
 * Writes a pending Elite waitlist signup from ZIP 10014 with the Admin SDK, as the
 * waitlist form would have stored it, for an admin to invite.
 */
export async function addPendingSignup(db: Firestore, signup: PendingSignup): Promise<void> {
  const { id, full_name, email, excitement_reason = null } = signup;
  await db.collection('waitlist_signups').doc(id).set({
    full_name,
    email,
    tier: 'elite',
    zip_code: '10014',
    excitement_reason,
    comment: null,
    status: 'pending',
    submitted_at: new Date(),
    notes: null,
    updated_at: new Date(),
    source: 'web',
  });
}

/**
 * The path and query of the newest invitation link emailed to `signup`, once the
 * invitation email to its address is in the outbox.
 */
export async function invitationLink(db: Firestore, signup: PendingSignup): Promise<string> {
  let link = '';
  await eventually(async () => {
    const mails = await db.collection('mail').where('meta.signup_id', '==', signup.id).get();
    const text = mails.docs.map((doc) => doc.get('message.text') as string).join('\n');
    link = /(https?:\/\/\S+\/signup\/account-creation\?invite=[\w-]+)/.exec(text)?.[1] ?? '';
    return mails.docs.some((doc) => doc.get('to') === signup.email) && link !== '';
  }, 'the invitation email is in the outbox');
  return new URL(link).pathname + new URL(link).search;
}
