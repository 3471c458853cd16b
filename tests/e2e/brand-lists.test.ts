import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, launchBrowser, newVisitor, seedEmail, signInMember } from './support';

/*
 * Each viewer sees only the brands they have a bag of: the seed's Balenciaga bags are all
 * for members (none at level Any), so a visitor's /brands does not name Balenciaga and a
 * Reserve member's does (the other journeys add no Balenciaga bag).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function brandNames(page: Page): Promise<string[]> {
  await page.goto('/brands');
  await eventually(() =>
    page.getByRole('heading', { level: 1, name: 'Designer Brands' }).isVisible(),
  );
  await eventually(async () => (await page.getByRole('main').getByRole('listitem').count()) > 0);
  return (
    await page.getByRole('main').getByRole('listitem').getByRole('heading').allInnerTexts()
  ).map((name) => name.trim());
}

describe('brand lists', () => {
  it('show a visitor only brands with a bag for everyone, and a member their tier’s', async () => {
    const visitor = await newVisitor(browser);
    const forVisitors = await brandNames(visitor.page);
    expect(forVisitors).not.toContain('Balenciaga');
    await visitor.context.close();

    const member = await newVisitor(browser);
    await signInMember(member.page, seedEmail('reserve'));
    const forReserve = await brandNames(member.page);
    expect(forReserve).toContain('Balenciaga');
    for (const name of forVisitors) expect(forReserve).toContain(name);
    await member.context.close();
  });
});
