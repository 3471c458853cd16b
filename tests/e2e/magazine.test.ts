import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles, seedProducts } from '../../scripts/seed-data';
import {
  BASE_URL,
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  seriousViolations,
  signInAdmin,
  toast,
  widerThanWindow,
} from './support';

/*
 * The Magazine (issue 31): operations staff write an article in the back-office (Markdown
 * with a live preview, a cover, a bag found by search) and publish it; a visitor finds it
 * first on /magazine, reads it, and its bag's card leads to the bag's page. The page's
 * HTML, fetched without running the app, carries the article's Open Graph tags, and the
 * RSS feed lists it. axe on the editor, the list and the article, desktop and phone.
 */

const BAG = seedProducts().find((p) => p.data.title === 'Dior Saddle Card Holder')!;
const TITLE = 'The Saddle, in miniature';
const SLUG = 'the-saddle-in-miniature';
const DESCRIPTION = 'The Dior Saddle card holder keeps the 1999 curve in a size for a pocket.';
const SEEDED = seedArticles().filter((a) => a.data.status === 'published');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the Magazine', () => {
  it('lets operations staff write an article and publish it', async () => {
    const { page } = await newVisitor(browser);
    await signInAdmin(page, seedEmail('operations'));
    await page.goto('/admin/magazine');
    const list = page.getByRole('region', { name: 'Articles' });
    await eventually(() => list.getByRole('link', { name: SEEDED[0]!.data.title }).isVisible());
    expect(await list.getByText('Draft', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.waitForURL('**/admin/magazine/new');

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION);
    await page
      .getByRole('textbox', { name: 'Cover image address' })
      .fill(`/seed-photos/${BAG.id}-1.jpg`);
    await page
      .getByRole('textbox', { name: 'Cover image description' })
      .fill('The Dior Saddle card holder in blue Oblique canvas');
    await page
      .getByRole('textbox', { name: 'Article (Markdown)' })
      .fill('## A curve for a pocket\n\nJohn Galliano drew the **Saddle** in 1999.');
    const preview = page.getByRole('region', { name: 'Preview' });
    await eventually(() =>
      preview.getByRole('heading', { name: 'A curve for a pocket' }).isVisible(),
    );
    await page.getByRole('searchbox', { name: 'Search bags to mention' }).fill('saddle');
    const add = page
      .getByRole('list', { name: 'Bags found' })
      .getByRole('button', { name: `Add ${BAG.data.title}` });
    await eventually(() => add.isVisible());
    await add.click();
    await eventually(() =>
      page.getByRole('list', { name: 'Bags mentioned' }).getByText(BAG.data.title).isVisible(),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'magazine-editor');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(`**/admin/magazine/${SLUG}`);
    const publish = page.getByRole('button', { name: 'Publish now' });
    await eventually(() => publish.isEnabled());
    await publish.click();
    await eventually(() => toast(page, 'Article published.').isVisible());
    await eventually(() =>
      page
        .getByRole('region', { name: 'Publishing' })
        .getByText('Published', { exact: true })
        .isVisible(),
    );
  });

  it('shows the article first on /magazine to a visitor, and its bag leads to the bag’s page', async () => {
    const { page } = await newVisitor(browser);
    await page.goto('/magazine');
    const first = page.getByRole('article').first();
    await eventually(async () => (await first.innerText()).includes(TITLE));
    expect(await page.getByRole('article').count()).toBe(SEEDED.length + 1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await widerThanWindow(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await widerThanWindow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'magazine-list');

    await first.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`**/magazine/${SLUG}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: TITLE }).isVisible());
    expect(
      await page.getByRole('heading', { level: 2, name: 'A curve for a pocket' }).isVisible(),
    ).toBe(true);
    const bags = page.getByRole('region', { name: 'The bags in this story' });
    const bagLink = bags.getByRole('link', { name: BAG.data.title });
    // They load as the reader nears them.
    await bags.scrollIntoViewIfNeeded();
    await eventually(() => bagLink.isVisible());
    expect(await bags.locator('[data-card-state]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await widerThanWindow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'magazine-article');

    await bagLink.click();
    await page.waitForURL(`**/bags/${BAG.id}`);
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: BAG.data.title }).isVisible(),
    );
  });

  it('sends the article in the page’s HTML, which the app takes over without reading it again', async () => {
    const { page } = await newVisitor(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const articleReads: string[] = [];
    page.on('request', (request) => {
      if (/\/documents(\/articles\/|:runQuery)/.test(request.url()))
        articleReads.push(request.url());
    });
    await page.goto(`/magazine/${SLUG}`);
    expect(await page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
    const bags = page.getByRole('region', { name: 'The bags in this story' });
    // The bags after the story load as the reader nears them.
    await bags.scrollIntoViewIfNeeded();
    await eventually(() => bags.getByRole('link', { name: BAG.data.title }).isVisible());
    expect(articleReads).toEqual([]);
    // Hydrated, not only painted: its links move within the app, without loading a page.
    await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
    await page.getByRole('link', { name: 'All articles' }).click();
    await page.waitForURL('**/magazine');
    await eventually(() => page.getByRole('link', { name: TITLE }).isVisible());
    expect(await page.evaluate(() => 'sameDocument' in globalThis)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('sends the article’s text and Open Graph tags in the HTML, and lists it in the RSS feed', async () => {
    const response = await fetch(`${BASE_URL}/magazine/${SLUG}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE}" />`);
    expect(html).toContain(`<meta property="og:description" content="${DESCRIPTION}" />`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]+/seed-photos/${BAG.id}-1\\.jpg" />`),
    );
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]+/magazine/${SLUG}" />`));
    expect(html).toContain(`<title>${TITLE} · Unlimited</title>`);
    // What the app shows, for readers before it runs and for search engines.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
    expect(html).toContain('<h2>A curve for a pocket</h2>');
    expect(html).toContain('John Galliano drew the <strong>Saddle</strong> in 1999.');
    const list = await (await fetch(`${BASE_URL}/magazine`)).text();
    expect(list).toMatch(new RegExp(`<a [^>]*href="/magazine/${SLUG}"[^>]*>${TITLE}</a>`));

    const draft = await fetch(`${BASE_URL}/magazine/caring-for-silk-scarves`);
    expect(draft.status).toBe(404);

    const feed = await fetch(`${BASE_URL}/magazine/rss.xml`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<title>${TITLE}</title>`);
    expect(xml).not.toContain('Caring for silk scarves');
  });
});
