import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRAND_SUMMARY_REST_DOCUMENT } from './fixtures';
import { CHROMIUM_PATH } from './global-setup';

/*
 * The public pages in Debian Chromium at a phone and a desktop width: key texts visible,
 * no console errors or page errors, nothing wider than the screen; a full-page screenshot
 * of each goes to web/dist/screenshots/<page>-<width>.png.
 */

const SCREENSHOTS = join(import.meta.dirname, '../../web/dist/screenshots');
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  problems: string[];
  close: () => Promise<void>;
}

/**
 * Opens `path` and collects every console error, page error and failed request. The page
 * must answer with `status`; for a 404, Chromium's report of that answer is expected.
 * `prepare` runs before the page is opened (to answer requests in its place, say).
 */
async function visit(
  path: string,
  viewport: { width: number; height: number },
  {
    status = 200,
    prepare,
    theme,
  }: {
    status?: number;
    prepare?: (page: Page) => Promise<unknown>;
    /** The site's stored theme (light when unset and the system is light). */
    theme?: 'light' | 'dark';
  } = {},
): Promise<Visit> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (theme) await context.addInitScript(`localStorage.setItem('theme', '${theme}')`);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const documentAnswer =
      status === 404 &&
      message.location().url === baseUrl + path &&
      message.text().includes('status of 404');
    if (!documentAnswer) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  // The Brands dropdown reads catalog/brands over the Firestore REST API; no emulator runs
  // here, so answer it with a fixture (with the CORS header the real endpoint sends).
  await page.route('**/v1/projects/*/databases/(default)/documents/catalog/brands', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(BRAND_SUMMARY_REST_DOCUMENT),
    }),
  );
  await prepare?.(page);
  const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  expect(response?.status(), `${path} answers ${status}`).toBe(status);
  return { page, problems, close: () => context.close() };
}

/** Scrolls through the page so every section fades in, then back to the top. */
async function revealAll(page: Page) {
  // Expressions as strings: this suite type-checks without the DOM library.
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  const step = page.viewportSize()!.height / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(60);
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(800);
}

async function finish({ page, problems, close }: Visit, name: string) {
  await revealAll(page);
  const width = page.viewportSize()!.width;
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth'));
  const dark = await page.evaluate(`document.documentElement.classList.contains('dark')`);
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}-${width}${dark ? '-dark' : ''}.png`),
    fullPage: true,
  });
  await close();
  expect(overflow, 'nothing is wider than the screen').toBeLessThanOrEqual(width);
  expect(problems).toEqual([]);
}

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name });

const JS_NEEDED = 'Please turn on JavaScript in your browser to join the waitlist.';

describe.each(VIEWPORTS)('public pages at $width px', (viewport) => {
  const mobile = viewport.width < 1024;

  it('/ shows the landing page', async () => {
    const v = await visit('/', viewport);
    const { page } = v;
    await expect.poll(() => heading(page, 'DESIGNER ON ROTATION').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'unlimited' }).first().isVisible()).toBe(true);
    // The hero's faint UNLIMITED watermark, drawn by CSS behind the headline.
    expect(
      await page.evaluate(
        `[...document.querySelectorAll('[aria-hidden="true"]')].some((el) => getComputedStyle(el, '::before').content === '"UNLIMITED"')`,
      ),
    ).toBe(true);
    for (const text of ['HOW IT WORKS', 'Choose Your Access', 'LUXURY LOOKS DIFFERENT NOW']) {
      expect(await heading(page, text, 2).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'JOIN WAITLIST' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    if (mobile) {
      // The carousels' swipe engine is a chunk loaded on demand (LazyCarousel): until it
      // arrives the first slide shows alone, so the buttons are awaited, as a visitor would.
      await expect
        .poll(() => page.getByRole('button', { name: 'Next step' }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('button', { name: 'Show Elite' }).getAttribute('aria-current'))
        .toBe('true');
    } else {
      expect(await page.getByRole('article').count()).toBe(6); // 3 steps + 3 tiers
    }
    await finish(v, 'home');
  });

  it('/how-it-works shows the steps with the shared navigation', async () => {
    const v = await visit('/how-it-works', viewport);
    const { page } = v;
    await expect.poll(() => heading(page, 'How Unlimited Works').isVisible()).toBe(true);
    expect(await heading(page, 'The membership, in brief', 2).isVisible()).toBe(true);
    expect(await heading(page, 'How often you swap', 3).isVisible()).toBe(true);
    if (mobile) {
      expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
    } else {
      // The prerendered button does nothing until the page's scripts have run: hovering it
      // then asks for the brands, so the click waits for that, as a visitor would.
      let asked = false;
      page.on('request', (request) => {
        if (request.url().includes('/documents/catalog/brands')) asked = true;
      });
      const brands = page.getByRole('button', { name: 'Brands' });
      await expect
        .poll(async () => {
          await page.mouse.move(0, 0);
          await brands.hover();
          return asked;
        })
        .toBe(true);
      await brands.click();
      await expect.poll(() => page.getByRole('link', { name: 'Hermès' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'View All Brands' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    }
    await finish(v, 'how-it-works');
  });

  it('/waitlist shows its page', async () => {
    const v = await visit('/waitlist', viewport);
    const { page } = v;
    await expect.poll(() => heading(page, 'Join the Waitlist').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Join Waitlist' }).isVisible()).toBe(true);
    await finish(v, 'waitlist');
  });

  it('/waitlist explains what is missing on an empty submit', async () => {
    const v = await visit('/waitlist', viewport);
    const { page } = v;
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Please select an access level',
    ]) {
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: message }).isVisible())
        .toBe(true);
    }
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    await finish(v, 'waitlist-errors');
  });

  it('/login shows the sign-in form and asks for both fields', async () => {
    const v = await visit('/login', viewport);
    const { page } = v;
    await expect.poll(() => heading(page, 'Welcome Back').isVisible()).toBe(true);
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).isVisible(),
      )
      .toBe(true);
    await finish(v, 'login');
  });

  it('/faq shows the questions', async () => {
    const v = await visit('/faq', viewport);
    const { page } = v;
    await expect.poll(() => heading(page, 'Frequently Asked Questions').isVisible()).toBe(true);
    await page.getByText('Is there a commitment?').click();
    expect(await page.getByText(/3-month minimum, billed monthly/).isVisible()).toBe(true);
    await finish(v, 'faq');
  });

  it('an unknown path shows the 404 page', async () => {
    // Hosting answers an address no rewrite names with 404.html and status 404; the app
    // starts there and shows its 404 page.
    const v = await visit('/no-such-page', viewport, { status: 404 });
    await expect.poll(() => heading(v.page, '404 Not Found').isVisible()).toBe(true);
    await finish(v, 'not-found');
  });
});

/*
 * The public pages of the policy and the legal texts, and every public page in dark mode:
 * key heading visible, no errors, nothing wider than the screen, a screenshot each
 * (`<page>-<width>.png`, `<page>-<width>-dark.png`).
 */
const THEMED_PAGES = [
  { name: 'home', path: '/', title: 'DESIGNER ON ROTATION', light: false },
  { name: 'waitlist', path: '/waitlist', title: 'Join the Waitlist', light: false },
  { name: 'how-it-works', path: '/how-it-works', title: 'How Unlimited Works', light: false },
  { name: 'faq', path: '/faq', title: 'Frequently Asked Questions', light: false },
  { name: 'membership', path: '/membership', title: 'The Membership, Plainly', light: true },
  { name: 'terms', path: '/terms', title: 'Terms of Service', light: true },
  { name: 'privacy', path: '/privacy', title: 'Privacy Notice', light: true },
  { name: 'contact', path: '/contact', title: 'Contact Us', light: true },
  { name: 'not-found', path: '/no-such-page', title: '404 Not Found', light: false },
] as const;
const THEMED_CASES = VIEWPORTS.flatMap((viewport) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    THEMED_PAGES.filter((page) => theme === 'dark' || page.light).map((page) => ({
      ...page,
      viewport,
      theme,
      width: viewport.width,
    })),
  ),
);

describe('public pages in light and dark', () => {
  it.each(THEMED_CASES)(
    '$path at $width px, $theme',
    async ({ name, path, title, viewport, theme }) => {
      const v = await visit(path, viewport, {
        theme,
        ...(path === '/no-such-page' ? { status: 404 } : {}),
      });
      await expect.poll(() => heading(v.page, title).isVisible()).toBe(true);
      expect(await v.page.evaluate(`document.documentElement.classList.contains('dark')`)).toBe(
        theme === 'dark',
      );
      await finish(v, name);
    },
  );
});

/*
 * /, /waitlist, /how-it-works and /faq are prerendered at build time (web/scripts/
 * prerender.mjs): with scripts off they must already read as the right layout for the
 * screen, the desktop one never showing the phone's bottom bar and the reverse.
 */
describe.each(VIEWPORTS)('prerendered pages without scripts at $width px', (viewport) => {
  const mobile = viewport.width < 1024;
  const PAGES = [
    { path: '/', title: 'DESIGNER ON ROTATION' },
    { path: '/waitlist', title: 'Join the Waitlist' },
    { path: '/how-it-works', title: 'How Unlimited Works' },
    { path: '/faq', title: 'Frequently Asked Questions' },
    { path: '/membership', title: 'The Membership, Plainly' },
    { path: '/terms', title: 'Terms of Service' },
    { path: '/privacy', title: 'Privacy Notice' },
    { path: '/contact', title: 'Contact Us' },
    { path: '/bags', title: 'The Closet' },
    { path: '/quiz', title: 'The Style Quiz' },
    { path: '/vault', title: 'The Vault' },
  ];

  it.each(PAGES)(
    '$path is readable in its layout before any script runs',
    async ({ path, title }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(baseUrl + path);
        expect(await heading(page, title).isVisible()).toBe(true);
        if (path === '/') {
          expect(await page.getByRole('link', { name: 'JOIN WAITLIST' }).first().isVisible()).toBe(
            true,
          );
          expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(!mobile);
        } else {
          if (path === '/waitlist') {
            // The form waits for the app; without scripts it says why it cannot be used.
            // (Playwright's text locators skip <noscript>, so the element is read directly.)
            const note = page.locator('noscript p');
            expect(await note.isVisible()).toBe(true);
            expect(await note.textContent()).toBe(JS_NEEDED);
          }
          expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(!mobile);
          expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(mobile);
        }
      } finally {
        await context.close();
      }
    },
  );

  it('/login shows its form, with Sign In waiting for the app', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + '/login');
      expect(await heading(page, 'Welcome Back').isVisible()).toBe(true);
      expect(await page.getByLabel('Email').isEditable()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('an address that is not prerendered gets the empty app shell, not the landing page', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + '/dashboard');
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await context.close();
    }
  });
});

describe('for search engines', () => {
  it('serves robots.txt, keeping members and admins screens out of the index', async () => {
    const response = await fetch(baseUrl + '/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/admin', '/dashboard', '/account']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
  });

  it('gives each prerendered page its own title and one description of its own', async () => {
    const head = async (path: string) => {
      const html = await (await fetch(baseUrl + path)).text();
      const descriptions = [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)];
      expect(descriptions, path).toHaveLength(1);
      return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: descriptions[0]![1] };
    };
    const paths = [
      '/',
      '/waitlist',
      '/how-it-works',
      '/faq',
      '/membership',
      '/terms',
      '/privacy',
      '/contact',
    ];
    const pages = await Promise.all(paths.map(head));
    expect(new Set(pages.map((page) => page.title)).size).toBe(paths.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(paths.length);
    expect(pages[1]!.description).toMatch(/waitlist/i);
  });

  it('gives each prerendered page Open Graph tags for shared links, with the image served', async () => {
    const og = (html: string, property: string) =>
      new RegExp(`<meta\\s+property="${property}"\\s+content="([^"]*)"`).exec(html)?.[1];
    for (const path of ['/', '/waitlist', '/membership', '/terms']) {
      const html = await (await fetch(baseUrl + path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(og(html, 'og:title'), path).toBe(title);
      expect(og(html, 'og:description'), path).toBeTruthy();
      expect(og(html, 'og:image'), path).toMatch(/^https:\/\/.+\/og-image\.png$/);
      expect(og(html, 'og:url'), path).toMatch(new RegExp(`^https://[^/]+${path}$`));
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
    const image = await fetch(baseUrl + '/og-image.png');
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    // PNG header: width and height at bytes 16–23.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('preloads the hero on / only, as AVIF', async () => {
    const home = await (await fetch(baseUrl + '/')).text();
    expect(home).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+hero-480[^"]+avif 480w/,
    );
    const waitlist = await (await fetch(baseUrl + '/waitlist')).text();
    expect(waitlist).not.toContain('rel="preload" as="image"');
  });
});

describe('prerendered pages when the app takes over', () => {
  it('keeps the reader where they scrolled to', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      // Hold the page's scripts back until the visitor has scrolled down the page.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/waitlist-entry-*.js', async (route) => {
        await held;
        await route.continue();
      });
      // Not waiting for `load`: the held script delays it.
      await page.goto(baseUrl + '/waitlist', { waitUntil: 'domcontentloaded' });
      await page.evaluate('document.fonts.ready.then(() => window.scrollTo(0, 900))');
      const scrolled = Number(await page.evaluate('window.scrollY'));
      expect(scrolled).toBeGreaterThan(600);
      release();
      // The form is enabled once the app has taken the page over.
      await expect.poll(() => page.getByLabel('Full name').isEnabled()).toBe(true);
      await page.waitForTimeout(300);
      expect(Number(await page.evaluate('window.scrollY'))).toBe(scrolled);
    } finally {
      await context.close();
    }
  });

  it('never shows the sign-in form to someone the navigation hint says is signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      await context.addInitScript(`localStorage.setItem('unlimited:signed-in', 'member')`);
      const page = await context.newPage();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/index-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(baseUrl + '/login', { waitUntil: 'domcontentloaded' });
      // In the document, but hidden until the app has run.
      const form = page.locator('h1', { hasText: 'Welcome Back' });
      expect(await form.count()).toBe(1);
      expect(await form.isVisible()).toBe(false);
      release();
      // No one is really signed in here (the hint is stale): the app shows the form.
      await expect.poll(() => heading(page, 'Welcome Back').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates / and /waitlist on their own, without the app’s entry and React Router', async () => {
    for (const [path, entry] of [
      ['/', 'landing-entry'],
      ['/waitlist', 'waitlist-entry'],
    ] as const) {
      const v = await visit(path, { width: 375, height: 812 });
      const loadedScripts = (): Promise<string[]> =>
        v.page.evaluate(
          `performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.js'))`,
        );
      // The page's loader adds its entry once a frame has been painted (or after a second):
      // on a busy machine the network can fall idle before that, so wait for the entry.
      await expect
        .poll(
          async () => (await loadedScripts()).some((url) => url.includes(`/assets/${entry}-`)),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      const scripts = await loadedScripts();
      expect(scripts.filter((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toEqual([]);
      await v.close();
      expect(v.problems).toEqual([]);
    }
  });

  it('starts a public page without preload links, and preloads a member screen’s code', async () => {
    // Public routes load without Vite's modulepreload links (web/src/config/module-preload.ts):
    // adding them was a third of the task that starts a prerendered page.
    const preloads = (page: Page): Promise<string[]> =>
      page.evaluate(
        `[...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href)`,
      );
    const v = await visit('/faq', { width: 375, height: 812 });
    // The helper adds a route's links before importing it: once the FAQ's module has
    // loaded, any link it would add is there.
    await expect
      .poll(
        () =>
          v.page.evaluate(
            `performance.getEntriesByType('resource').some((r) => /\\/assets\\/prerendered-faq-[\\w-]+\\.js$/.test(r.name))`,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    // (What loads later on its own, like the toasts' library at idle, keeps its links.)
    const routeFiles = /\/assets\/(prerendered-faq|prerendered-site-layout|site-shell)-[\w-]+\.js$/;
    expect((await preloads(v.page)).filter((href) => routeFiles.test(href))).toEqual([]);
    await v.close();
    expect(v.problems).toEqual([]);

    // A member screen renders only once its code is there: its Firebase graph is preloaded.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + '/dashboard');
      await expect
        .poll(
          async () => (await preloads(page)).some((href) => /\/assets\/firestore-/.test(href)),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('renders the right page when prerendered HTML comes for another address', async () => {
    // Hosting never does this (/index redirects to /), but a stale cache or a proxy could:
    // /faq answered with the landing page's prerendered markup must still show the FAQ.
    const landing = await (await fetch(baseUrl + '/')).text();
    const v = await visit(
      '/faq',
      { width: 375, height: 812 },
      {
        prepare: (page) =>
          page.route(baseUrl + '/faq', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: landing }),
          ),
      },
    );
    await expect.poll(() => heading(v.page, 'Frequently Asked Questions').isVisible()).toBe(true);
    expect(await heading(v.page, 'DESIGNER ON ROTATION').count()).toBe(0);
    await v.close();
    expect(v.problems).toEqual([]);
  });

  it('shows one layout for a visitor with a larger default font, before and after', async () => {
    // 1100 px at a 20 px default font is under Tailwind's 64rem `lg` breakpoint (1280 px).
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
      await page.goto(baseUrl + '/waitlist', { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByLabel('Full name').isEnabled()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: 'unlimited' }).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Join Waitlist' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
