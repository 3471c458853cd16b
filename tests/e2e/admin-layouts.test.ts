import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  launchBrowser,
  newVisitor,
  seedEmail,
  signInAdmin,
  widerThanWindow,
} from './support';

/*
 * The back-office on a phone, a tablet and a small laptop (issue 28 item 9): every section
 * at 390, 768 and 1024 px keeps to the window (wide tables scroll inside their card, never
 * the page) and the header's title, menu and buttons never overlap. The seeded data, read
 * only. Set E2E_SCREENSHOTS=<dir> to save each section.
 */

const SECTIONS = [
  '/admin',
  '/admin/tasks',
  '/admin/swaps',
  '/admin/orders',
  '/admin/products',
  '/admin/waitlist',
  '/admin/customers',
  '/admin/coupons',
  '/admin/analytics',
  '/admin/outbox',
  '/admin/activity',
  '/admin/team',
];
const WIDTHS = [390, 768, 1024];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInAdmin(page, seedEmail('admin'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * The header's visible title, links and buttons that overlap another, as `a / b` pairs
 * (evaluated in the page, where the DOM is; a control inside another is not an overlap).
 */
const HEADER_OVERLAPS = `(() => {
  const header = document.querySelector('header');
  if (header === null) return ['no header'];
  const boxes = [...header.querySelectorAll('h1, a, button')]
    .map((el) => ({ name: (el.textContent || '').trim() || el.tagName, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0);
  const inside = (a, b) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
  const pairs = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
    const apart = a.r.right <= b.r.left + 0.5 || b.r.right <= a.r.left + 0.5 ||
      a.r.bottom <= b.r.top + 0.5 || b.r.bottom <= a.r.top + 0.5;
    if (!apart && !inside(a.r, b.r) && !inside(b.r, a.r)) pairs.push(a.name + ' / ' + b.name);
  }));
  return pairs;
})()`;

describe('the back-office at 390, 768 and 1024 px', () => {
  for (const width of WIDTHS) {
    it(`keeps every section to the window at ${width} px, header unbroken`, async () => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of SECTIONS) {
        await page.goto(path);
        const main = page.getByRole('main');
        // The section has drawn its content: its heading, and no loading line left.
        await eventually(() => page.getByRole('heading', { level: 1 }).isVisible(), path);
        await eventually(
          async () => !/Loading/.test(await main.innerText().catch(() => 'Loading')),
          `${path} still loading at ${width} px`,
        );
        expect(await widerThanWindow(page), `${path} at ${width} px`).toEqual([]);
        expect(await page.evaluate(HEADER_OVERLAPS), `${path} at ${width} px`).toEqual([]);
        const shots = process.env.E2E_SCREENSHOTS;
        if (shots) {
          await page.screenshot({
            path: `${shots}/admin${path.replaceAll('/', '-')}-${width}.png`,
          });
        }
      }
    }, 240_000);
  }

  it('shows the products’ titles whole at 1280 px, and their actions in view at 1024 px', async () => {
    // Each row: is its title clipped (titles up to 32 characters must fit the Product
    // column's two lines), and is its Actions cell inside the table's card.
    const rows = () =>
      page.evaluate(`Array.from(document.querySelectorAll('tbody tr[data-product-id]')).map((row) => {
        const title = row.querySelector('td:nth-child(3) p');
        const card = row.closest('table').parentElement.getBoundingClientRect();
        const actions = row.querySelector('td:last-child').getBoundingClientRect();
        return {
          title: title.textContent || '',
          clipped: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1,
          actionsInCard: actions.left >= card.left && actions.right <= card.right + 0.5,
        };
      })`) as Promise<{ title: string; clipped: boolean; actionsInCard: boolean }[]>;
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/products');
      await eventually(async () => (await rows()).length > 5, `products at ${width} px`);
      const shown = await rows();
      expect(
        shown.filter((r) => !r.actionsInCard).map((r) => r.title),
        `actions out of view at ${width} px`,
      ).toEqual([]);
      if (width === 1280) {
        expect(
          shown.filter((r) => r.clipped && r.title.length <= 32).map((r) => r.title),
          'titles cut at 1280 px',
        ).toEqual([]);
      }
    }
  });
});
