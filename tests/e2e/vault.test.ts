import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVaultShowcase } from '../../scripts/seed-data';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  seriousViolations,
  signInMember,
  widerThanWindow,
} from './support';

/*
 * The Vault (issue 31): the seed's rarest pieces in the public showcase. A visitor sees
 * them, most valuable first, with no way into their pages and the Crown waitlist as the
 * way in; a Reserve member is offered the step up to Crown; the Crown member opens a
 * piece's page from it, where she may choose it. At desktop and phone widths, with axe.
 */

const SHOWCASE = seedVaultShowcase();
const FIRST = SHOWCASE.pieces[0]!;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the Vault', () => {
  it('shows a visitor the rarest pieces and the way in through Crown', async () => {
    const { page } = await newVisitor(browser);
    // The page's head fetches the showcase document; the app takes that answer.
    const showcaseRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/documents/catalog/vault')) showcaseRequests.push(request.url());
    });
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) {
        unusedPreloads.push(message.text());
      }
    });
    await page.goto('/vault');
    const list = page.getByRole('list', { name: 'Pieces in the Vault' });
    await eventually(() => list.isVisible());
    // Preloaded from the head, and asked for once: the app's request took the preload.
    expect(await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href')).toBe(
      showcaseRequests[0],
    );
    expect(showcaseRequests).toHaveLength(1);
    const cards = list.getByRole('article');
    expect(await cards.count()).toBe(SHOWCASE.pieces.length);
    expect(await cards.first().innerText()).toContain(FIRST.title);
    expect(await list.getByRole('link').count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'JOIN THE WAITLIST FOR CROWN' }).getAttribute('href'),
    ).toBe('/waitlist?tier=crown');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'vault-visitor');
    expect(unusedPreloads).toEqual([]);
  });

  it('offers a Reserve member the step up to Crown', async () => {
    const { page } = await newVisitor(browser);
    await signInMember(page, seedEmail('reserve'));
    await page.goto('/vault');
    const step = page.getByRole('link', { name: 'STEP UP TO CROWN' });
    await eventually(() => step.isVisible());
    expect(await step.getAttribute('href')).toBe('/membership-manage');
    expect(await page.getByText('You are a Reserve member.', { exact: false }).isVisible()).toBe(
      true,
    );
    await eventually(() => page.getByRole('list', { name: 'Pieces in the Vault' }).isVisible());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'vault-reserve');
  });

  it('opens a piece’s page to the Crown member', async () => {
    const { page } = await newVisitor(browser);
    await signInMember(page, seedEmail('crown'));
    await page.goto('/vault');
    const link = page
      .getByRole('list', { name: 'Pieces in the Vault' })
      .getByRole('link', { name: new RegExp(FIRST.title) })
      .first();
    await eventually(() => link.isVisible());
    expect(await page.getByText('Your membership opens the Vault.').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'vault-crown');
    await link.click();
    await page.waitForURL(`**/bags/${FIRST.id}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: FIRST.title }).isVisible());
  });
});
