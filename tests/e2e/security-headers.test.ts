import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  eventually,
  launchBrowser,
  newVisitor,
  seedEmail,
  signInAdmin,
  signInMember,
  toast,
} from './support';

/*
 * The Hosting emulator serves the security headers on every answer, and the app works
 * under its Content-Security-Policy: no violation while a visitor joins the waitlist, a
 * member browses, and an admin works in the back-office. The emulators run with their own
 * copy of firebase.json (scripts/lib/emulator-config.mjs), whose CSP also allows the local
 * emulators; the deployed firebase.json's CSP is the same without them.
 */

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}
const readConfig = (name: string): HostingHeaders =>
  JSON.parse(readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')) as HostingHeaders;
const securityHeaders = (config: HostingHeaders): Record<string, string> =>
  Object.fromEntries(
    (config.hosting.headers.find((block) => block.source === '**')?.headers ?? [])
      .filter(({ key }) => key !== 'Cache-Control')
      .map(({ key, value }) => [key.toLowerCase(), value]),
  );
/** What the Hosting emulator serves (written by the script that started the emulators). */
const SECURITY_HEADERS = securityHeaders(readConfig('firebase.emulators.json'));
/** What a deploy serves. */
const DEPLOYED_HEADERS = securityHeaders(readConfig('firebase.json'));

const PAGES = [
  '/',
  '/waitlist',
  '/faq',
  '/login',
  '/bags',
  '/admin',
  '/admin/orders',
  '/no-such-page',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('security headers on Hosting', () => {
  it('names the headers the issue asks for', () => {
    expect(Object.keys(SECURITY_HEADERS).sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ].sort(),
    );
    const csp = SECURITY_HEADERS['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
  });

  it('deploys the same headers, with no emulator origin in the CSP', () => {
    const deployed = DEPLOYED_HEADERS['content-security-policy'] ?? '';
    expect(deployed).not.toContain('127.0.0.1');
    expect(SECURITY_HEADERS['content-security-policy']?.replaceAll(' http://127.0.0.1:*', '')).toBe(
      deployed,
    );
    expect({ ...SECURITY_HEADERS, 'content-security-policy': deployed }).toEqual(DEPLOYED_HEADERS);
  });

  it.each(PAGES)('%s is answered with every security header', async (path) => {
    const response = await fetch(`${BASE_URL}${path}`);
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(key), `${path}: ${key}`).toBe(value);
    }
  });

  it('allows each inline script of every page by its hash, and no other inline script', async () => {
    const csp = SECURITY_HEADERS['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const used = new Set<string>();
    for (const path of PAGES) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      // Not the JSON data blocks (`type="application/json"`), which are never run.
      const inline =
        /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g;
      for (const match of html.matchAll(inline)) {
        const hash = `'sha256-${createHash('sha256')
          .update(match[1] ?? '', 'utf8')
          .digest('base64')}'`;
        expect(scriptSrc, `an inline script of ${path}`).toContain(hash);
        used.add(hash);
      }
    }
    // A hash no page uses any more is a script someone could slip in: keep the list exact.
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...used].sort(),
    );
  });

  it('keeps static assets immutable under the same headers', async () => {
    // The app's shell (prerendered pages add their entry from a script after the first paint).
    const html = await (await fetch(`${BASE_URL}/dashboard`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${BASE_URL}${asset ?? ''}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** Collects the page's Content-Security-Policy violations (events and console reports). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  // Runs through the DevTools protocol, which the page's CSP does not govern.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(event.violatedDirective + ' blocked ' + event.blockedURI));`,
  });
  return violations;
}

describe('the app under its Content-Security-Policy', () => {
  it(
    'lets a visitor join the waitlist, a member browse and an admin work, with no violation',
    { timeout: 180_000 },
    async () => {
      const visitor = await newVisitor(browser);
      const seen = await watchViolations(visitor.page);
      await visitor.page.goto('/waitlist');
      await eventually(() => visitor.page.getByLabel('Full name').isEnabled());
      await visitor.page.getByLabel('Full name').fill('Casey Policy');
      await visitor.page.getByLabel('Email').fill('casey.policy@example.com');
      const reserve = visitor.page.getByRole('radio', { name: /^Reserve/ });
      await visitor.page.locator('label').filter({ has: reserve }).click();
      await eventually(() => reserve.isChecked());
      await visitor.page.getByRole('button', { name: 'Join Waitlist' }).click();
      await eventually(() => toast(visitor.page, 'Successfully joined the waitlist!').isVisible());
      await visitor.page.goto('/');
      await visitor.page.goto('/bags');
      await eventually(() =>
        visitor.page.getByRole('heading', { level: 1, name: 'The Closet' }).isVisible(),
      );
      await visitor.context.close();

      const member = await newVisitor(browser);
      const memberSeen = await watchViolations(member.page);
      await signInMember(member.page, seedEmail('elite'));
      await member.page.goto('/bags');
      await eventually(() =>
        member.page.getByRole('heading', { level: 1, name: 'The Closet' }).isVisible(),
      );
      await eventually(async () => (await member.page.locator('main img').count()) > 0);
      await member.context.close();

      const admin = await newVisitor(browser);
      const adminSeen = await watchViolations(admin.page);
      await signInAdmin(admin.page, seedEmail('admin'));
      await admin.page.goto('/admin/orders');
      await eventually(() => admin.page.getByRole('row').nth(1).isVisible());
      await admin.context.close();

      expect([...seen, ...memberSeen, ...adminSeen]).toEqual([]);
    },
  );
});
