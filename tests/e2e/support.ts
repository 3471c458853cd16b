import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
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

/** Waits until `probe` is true (Playwright locators resolve lazily; vitest's poll retries). */
export async function eventually(probe: () => Promise<boolean>, message?: string): Promise<void> {
  await expect.poll(probe, { timeout: 20_000, message }).toBe(true);
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
