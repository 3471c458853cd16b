import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { SEED_PASSWORD, SEED_PROJECT_ID } from '../../scripts/seed-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/*
 * Shared pieces of the end-to-end journeys: the browser, a fresh context per person, and
 * signing in the way a person does (typing into the form), once per account and run:
 * after that a fresh page of the same account starts from the saved sign-in.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium that tests/e2e/global-setup.ts started for every file of the run. */
    chromiumEndpoint: string;
    /** Where this run keeps each account's saved sign-in (emptied by the global setup). */
    signInDir: string;
  }
}

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** The Hosting emulator's address (firebase.json), serving web/dist. */
export const BASE_URL = 'http://127.0.0.1:5000';

/**
 * The run's browser: a connection to the Chromium the global setup started (one start
 * for all the files instead of one each); closing it closes this file's contexts and
 * leaves the browser to the next file. Outside that setup, a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
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
export const seedEmail = (
  role: 'visitor' | 'reserve' | 'elite' | 'crown' | 'admin' | 'owner' | 'operations' | 'support',
) => `${role}@unlimited.test`;

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

type SignInWay = { form?: boolean };

/** The file holding `email`'s saved sign-in for this run, or null outside `npm test`. */
function signInFile(email: string): string | null {
  const dir = inject('signInDir');
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  return join(dir, `${email.replace(/[^a-z0-9@.-]/gi, '_')}.json`);
}

/**
 * On a page that has not been anywhere yet, signs `email` in from the sign-in saved when
 * the account first signed in through the form in this run (cookies, local storage and
 * IndexedDB, where Firebase Auth keeps the session): opening `loginPath` then takes a
 * signed-in person on to `landing`, as the form does, which proves the session is real.
 * False when there is nothing saved or the page is not fresh (then the form is used).
 */
async function restoreSignIn(
  page: Page,
  email: string,
  loginPath: string,
  landing: (url: URL) => boolean,
): Promise<boolean> {
  const file = signInFile(email);
  if (file === null || !existsSync(file) || page.url() !== 'about:blank') return false;
  await page.context().setStorageState(JSON.parse(readFileSync(file, 'utf8')));
  await page.goto(loginPath);
  await page.waitForURL(landing);
  return true;
}

/** Keeps the page's signed-in state for the next fresh page of the same account. */
async function saveSignIn(page: Page, email: string): Promise<void> {
  const file = signInFile(email);
  if (file === null) return;
  const state = await page.context().storageState({ indexedDB: true });
  writeFileSync(file, JSON.stringify(state));
}

const onDashboard = (url: URL) => url.pathname === '/dashboard';
const onAdminHome = (url: URL) => url.pathname === '/admin' || url.pathname === '/admin/';

/**
 * Signs a member in with the seed password: through /login (typing into the form) the
 * first time in the run, and always with `{ form: true }`; on a fresh page after that,
 * from the saved sign-in (see {@link restoreSignIn}).
 */
export async function signInMember(page: Page, email: string, way: SignInWay = {}): Promise<void> {
  if (!way.form && (await restoreSignIn(page, email, '/login', onDashboard))) return;
  await page.goto('/login');
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Welcome Back' }).isVisible());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await saveSignIn(page, email);
}

/** Signs an admin in with the seed password: through /admin/login as {@link signInMember}. */
export async function signInAdmin(page: Page, email: string, way: SignInWay = {}): Promise<void> {
  if (!way.form && (await restoreSignIn(page, email, '/admin/login', onAdminHome))) return;
  await page.goto('/admin/login');
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Admin Login' }).isVisible());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(onAdminHome);
  await saveSignIn(page, email);
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

/**
 * What makes the page wider than its window: `[]` when it fits, else the page's width and
 * the outermost elements that stick out past the right edge (tag, classes, start of the
 * text), so a failure names its cause whatever data the other journeys left behind.
 */
export async function widerThanWindow(page: Page): Promise<string[]> {
  // A script, not a function: this project has no DOM types (the page has the DOM).
  return page.evaluate(`(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return [];
    const edge = window.innerWidth + 0.5;
    const out = ['page ' + root.scrollWidth + ' px in a ' + window.innerWidth + ' px window'];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      const parent = el.parentElement && el.parentElement.getBoundingClientRect();
      if (rect.right <= edge || (parent && parent.right > edge)) continue;
      const classes = String(el.getAttribute('class') || '').replaceAll(' ', '.');
      const text = (el.textContent || '').trim().slice(0, 60);
      out.push(el.tagName.toLowerCase() + '.' + classes + ' (right ' + Math.round(rect.right) + '): ' + text);
      if (out.length > 6) break;
    }
    return out;
  })()`);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/**
 * The serious and critical accessibility problems axe-core finds on the page, as
 * `rule: selectors` lines (expect them to equal `[]`).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the site's CSP rightly refuses inline scripts.
  // First, so that the wait below ends right before the scan (a section could start to
  // fade in while axe was being loaded).
  await page.evaluate(AXE);
  // A section that starts to fade in while axe scans (its observer fired late, under load)
  // is measured mid-fade as low contrast: such a scan is thrown away and made again once
  // the page is still. A real problem is found by every scan.
  for (let scan = 1; ; scan += 1) {
    await waitForStillPage(page);
    const { violations, moved } = await page.evaluate(async () => {
      // In the page: axe-core's global, added by the evaluation above.
      const window = globalThis as unknown as {
        axe: { run: (context: unknown) => Promise<AxeResults> };
        document: {
          querySelectorAll(selector: string): ArrayLike<unknown>;
          getAnimations(): unknown[];
        };
      };
      const motion = () =>
        `${window.document.querySelectorAll('[data-reveal="shown"]').length}/${window.document.getAnimations().length}`;
      const before = motion();
      // A toast fading in or out (the sign-in's) is measured mid-animation: the page alone.
      const results = await window.axe.run({ exclude: [['[data-sonner-toaster]']] });
      return {
        moved: motion() !== before,
        violations: results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      };
    });
    if (!moved || violations.length === 0 || scan === 5) return violations;
  }
}

/**
 * Waits until every landing section that has started to fade in (Reveal, 700 ms) is fully
 * opaque (those still waiting are hidden) and no opacity transition is running.
 */
async function waitForStillPage(page: Page): Promise<void> {
  // A function, not a string: the page's CSP refuses the eval a string predicate polls with.
  await page.waitForFunction(
    () => {
      // In the page (the tests' types have no DOM): the window, as far as this reads it.
      const page = globalThis as unknown as {
        document: {
          querySelectorAll(selector: string): ArrayLike<unknown>;
          getAnimations(): { playState: string; transitionProperty?: string }[];
        };
        getComputedStyle(element: unknown): { opacity: string };
      };
      return (
        Array.from(page.document.querySelectorAll('[data-reveal="shown"]')).every(
          (el) => page.getComputedStyle(el).opacity === '1',
        ) &&
        page.document
          .getAnimations()
          .every((a) => a.transitionProperty !== 'opacity' || a.playState !== 'running')
      );
    },
    undefined,
    { timeout: 10_000 },
  );
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

/**
 * The set-up of a journey that starts from a waitlist invitation: before the file's tests
 * an Admin SDK app named `appName` writes `signup` as a pending signup and the browser is
 * launched; after them both are closed. Read `browser` and `db` inside the tests.
 */
export function setUpInvitee(
  appName: string,
  signup: PendingSignup,
): { readonly browser: Browser; readonly db: Firestore } {
  let admin: App | undefined;
  let browser: Browser | undefined;
  let db: Firestore | undefined;
  beforeAll(async () => {
    admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID }, appName);
    db = getFirestore(admin);
    await addPendingSignup(db, signup);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (admin) await deleteApp(admin);
  });
  return {
    get browser() {
      if (!browser) throw new Error('setUpInvitee: the browser is launched in beforeAll');
      return browser;
    },
    get db() {
      if (!db) throw new Error('setUpInvitee: the Admin SDK app starts in beforeAll');
      return db;
    },
  };
}

/**
 * On a signed-in admin's `page`: invites `signup` from the pending waitlist and waits up to
 * `timeoutMs` for the toast that says it was sent.
 */
export async function inviteFromWaitlist(
  page: Page,
  signup: PendingSignup,
  timeoutMs?: number,
): Promise<void> {
  await page.goto('/admin/waitlist?status=pending');
  await page.getByRole('button', { name: `Invite ${signup.email}` }).click();
  await eventually(
    () => toast(page, 'Invitation sent to 1 signup').isVisible(),
    'the invitation is sent',
    timeoutMs,
  );
}

/**
 * The seed admin signs in in a browser of their own, invites `signup` and leaves; returns
 * the invitation link emailed to it ({@link invitationLink}).
 */
export async function adminInvites(
  browser: Browser,
  db: Firestore,
  signup: PendingSignup,
): Promise<string> {
  const { context, page } = await newVisitor(browser);
  await signInAdmin(page, seedEmail('admin'));
  await inviteFromWaitlist(page, signup);
  await context.close();
  return invitationLink(db, signup);
}

/**
 * On the invitation's Create your account page: types the password and a New York
 * shipping address, creates the account and waits for the membership step.
 */
export async function createInvitedAccount(
  page: Page,
  password: string,
  address: { street: string; zip: string },
): Promise<void> {
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code').fill(address.zip);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/signup/tier-selection?invite=*');
}

/**
 * The text of a finished download. The suite's pages live in one shared Chromium that each
 * file connects to, where `download.path()` is not available: the file is saved locally.
 */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'unlimited-download-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens the header's phone menu and returns the sheet. A page shows the button before the
 * app has taken it over (a prerendered page, or a slow machine), and a tap that early does
 * nothing, as for a person: tap again until the sheet opens.
 */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await eventually(async () => {
    if (await sheet.isVisible()) return true;
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Open menu' })
      .click({ timeout: 2_000 });
    await sheet.waitFor({ state: 'visible', timeout: 2_000 });
    return true;
  }, 'the phone menu opens');
  return sheet;
}
