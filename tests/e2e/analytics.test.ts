import { addDays, dayKey, formatCents, MRR_SOURCES } from '@unlimited/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAnalyticsDays, SEED_ANALYTICS_DAYS } from '../../scripts/seed-analytics';
import { buildSeed } from '../../scripts/seed-data';
import {
  downloadedText,
  eventually,
  launchBrowser,
  newVisitor,
  seedEmail,
  signInAdmin,
  toast,
} from './support';

/*
 * Analytics as the admin reads it: the seed's history in the charts' tables, a CSV
 * export, and a new waitlist signup from the public form moving this week's figures.
 */

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  await signInAdmin(page, seedEmail('admin'));
});

afterAll(async () => {
  await browser?.close();
});

const card = (title: string): Locator => page.getByRole('region', { name: title, exact: true });
const headline = (title: string) => card(title).getByRole('definition').textContent();

async function showTable(title: string): Promise<Locator> {
  await card(title)
    .getByRole('button', { name: `Show table of ${title}` })
    .click();
  const table = card(title).getByRole('table', { name: title });
  await eventually(() => table.isVisible());
  return table;
}

/** The seed's oldest day (past days never change; other journeys only change today). */
function seedFirstDay() {
  const now = new Date();
  const seed = buildSeed(now);
  const days = seedAnalyticsDays(
    {
      subscriptions: seed.accounts.flatMap((a) => (a.subscription ? [a.subscription] : [])),
      waitlist: seed.waitlist,
      products: seed.products,
      orders: seed.orders,
    },
    now,
  );
  const first = days[0]?.data;
  if (!first) throw new Error('the seed has no analytics history');
  expect(first.date).toBe(dayKey(addDays(now, -(SEED_ANALYTICS_DAYS - 1))));
  return first;
}

describe('an admin on Analytics & Reports', () => {
  it("opens it and reads the seed's history in the tables", async () => {
    await page.goto('/admin/analytics');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Analytics & Reports' }).isVisible(),
    );
    await eventually(() => card('Monthly recurring revenue').isVisible());

    const first = seedFirstDay();
    const mrr = MRR_SOURCES.reduce((sum, source) => sum + first.mrr_cents[source], 0);
    const mrrRow = (await showTable('Monthly recurring revenue'))
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first.date }) });
    expect(await mrrRow.getByRole('cell').last().textContent()).toBe(formatCents(mrr));

    const loanRow = (await showTable('Bag utilisation'))
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first.date }) });
    const cells = await loanRow.getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual([
      String(first.catalogue.active),
      String(first.catalogue.on_loan),
    ]);

    // The rankings come from the per-bag aggregates; other journeys may have hearted bags.
    expect(await card('Most-hearted bags').isVisible()).toBe(true);
    expect(await card('Most-queued bags').isVisible()).toBe(true);
  });

  it('exports a chart as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('Waitlist funnel')
        .getByRole('button', { name: 'Export CSV of Waitlist funnel' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `analytics-waitlist-funnel-${dayKey(new Date())}.csv`,
    );
    const csv = await downloadedText(download);
    expect(csv.split('\r\n')[0]).toBe('Stage,Signups,Share of signups (%)');
  });

  it('sees this week move when a visitor joins the waitlist', async () => {
    const title = 'Waitlist signups per week';
    await eventually(async () => (await headline(title)) !== null);
    const before = Number(await headline(title));
    const funnel = await showTable('Waitlist funnel');
    const pendingCell = funnel
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Pending' }) })
      .getByRole('cell')
      .first();
    const pendingBefore = Number(await pendingCell.textContent());

    // A visitor joins through the public form, in their own browser.
    const visitor = await newVisitor(browser);
    await visitor.page.goto('/waitlist');
    await eventually(() => visitor.page.getByLabel('Full name').isEnabled());
    await visitor.page.getByLabel('Full name').fill('Analytics Visitor');
    await visitor.page.getByLabel('Email').fill(`e2e-analytics-${Date.now()}@example.test`);
    const radio = visitor.page.getByRole('radio', { name: /^Crown/ });
    await visitor.page.locator('label').filter({ has: radio }).click();
    await visitor.page.getByRole('button', { name: 'Join Waitlist' }).click();
    await eventually(() => toast(visitor.page, 'Successfully joined the waitlist!').isVisible());
    await visitor.context.close();

    // The admin's open page follows the aggregates live: no reload.
    await eventually(
      async () => Number(await headline(title)) === before + 1,
      `"This week" did not move from ${before} to ${before + 1}`,
    );
    await eventually(async () => Number(await pendingCell.textContent()) === pendingBefore + 1);
  });
});
