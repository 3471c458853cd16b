import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECT_ID, seedOrders } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seedEmail,
  seriousViolations,
  signInAdmin,
  signInMember,
  widerThanWindow,
} from './support';

/*
 * The Style Quiz (issue 31): a visitor answers the five questions, sees picks from the
 * public closet and joins the waitlist with the answers, which the admin then reads on
 * the signup; a member saves their answers as their style profile and the closet's
 * "For you" order puts a bag of the chosen house first. With axe, at desktop and 390 px.
 */

const VISITOR_EMAIL = 'quiz.visitor@example.com';

let browser: Browser;
let adminApp: App | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (adminApp) await deleteApp(adminApp);
});

/** Answers the current step: ticks `labels`, then Next (or See my picks). */
async function answer(page: Page, step: number, labels: string[]) {
  await eventually(() => page.getByText(`Question ${step} of 5`).isVisible());
  for (const label of labels) await page.getByLabel(label, { exact: true }).check();
  await page.getByRole('button', { name: step < 5 ? 'Next' : 'See my picks' }).click();
}

describe('the Style Quiz', () => {
  it('gives a visitor picks and joins the waitlist with the answers, which admins see', async () => {
    const { page } = await newVisitor(browser);
    await page.goto('/quiz');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'The Style Quiz' }).isVisible(),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await widerThanWindow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'quiz-question');

    await answer(page, 1, ['Everyday errands']);
    // Left and taken up again: the answers are kept in the browser.
    await page.reload();
    await eventually(() => page.getByText('Question 2 of 5').isVisible());
    await answer(page, 2, ['Browns and tan']);
    await answer(page, 3, ['Tote']);
    await answer(page, 4, ['Louis Vuitton', 'Gucci']);
    await answer(page, 5, ['No limit']);

    const picks = page.getByRole('list', { name: 'Your picks' });
    await eventually(() => picks.isVisible());
    expect(await picks.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await picks.getByRole('listitem').first().innerText()).toMatch(/Louis Vuitton|Gucci/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'quiz-visitor-picks');

    await page.getByLabel('Full name').fill('Quinn Quiz');
    await page.getByLabel('Email').fill(VISITOR_EMAIL);
    // The tier cards' radios are visually hidden: a person clicks the card (its label).
    const elite = page.getByRole('radio', { name: /^Elite/ });
    await page.locator('label').filter({ has: elite }).click();
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await eventually(() => page.getByRole('heading', { name: "You're on the list!" }).isVisible());

    const admin = (await newVisitor(browser)).page;
    await signInAdmin(admin, seedEmail('admin'));
    await admin.goto('/admin/waitlist');
    await admin.getByRole('tab', { name: /^Signups/ }).click();
    await admin.getByPlaceholder('Search by email or notes...').fill(VISITOR_EMAIL);
    const view = admin.getByRole('button', { name: `View ${VISITOR_EMAIL}` });
    await eventually(() => view.isVisible());
    await view.click();
    const dialog = admin.getByRole('dialog', { name: 'Signup Details' });
    await eventually(() => dialog.isVisible());
    const quiz = await dialog.innerText();
    expect(quiz).toContain('Which houses do you love? Louis Vuitton, Gucci');
    expect(quiz).toContain('Which shapes do you reach for? Tote');
    expect(quiz).toContain('How much may a bag be worth? No limit');
  });

  it('saves a member’s style profile, which orders the closet “For you”', async () => {
    const { page } = await newVisitor(browser);
    await signInMember(page, seedEmail('elite'));
    await page.goto('/quiz');
    // The Elite seed member has a saved profile: the quiz opens on it.
    await eventually(() => page.getByRole('heading', { name: 'Your style profile' }).isVisible());
    await page.getByRole('button', { name: 'Retake the quiz' }).click();
    await answer(page, 1, []);
    await answer(page, 2, []);
    await answer(page, 3, []);
    await answer(page, 4, ['Gucci']);
    await answer(page, 5, ['Up to $2,000']);
    await page.getByRole('button', { name: 'Save my style profile' }).click();
    await eventually(() => page.getByText('Your style profile is saved.').isVisible());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'quiz-member-saved');

    await page.getByRole('link', { name: 'See the closet, for you' }).click();
    await page.waitForURL('**/bags?sort=for-you');
    await eventually(() => page.getByText('Ordered for you by your style profile').isVisible());
    const first = page.getByRole('article').first();
    await eventually(async () => (await first.innerText()).includes('Gucci'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'closet-for-you');
  });

  it('offers a member whose membership is paused her style profile, never the waitlist', async () => {
    // Paused: her subscription says so and her account has no tier claim.
    const run = Date.now().toString(36);
    const app = initializeApp(
      { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
      'e2e-quiz',
    );
    adminApp = app;
    const email = `quiz.paused.${run}@example.com`;
    await addMember(app, getFirestore(app), {
      uid: `e2e-quiz-paused-${run}`,
      email,
      first_name: 'Paula',
      last_name: 'Pause',
      username: `paula${run}`,
      shipping_address: seedOrders()[0]!.data.shipping_address,
      tier: 'elite',
      subscription: { status: 'paused' },
    });
    const { page } = await newVisitor(browser);
    await signInMember(page, email);
    await page.goto('/quiz');
    await answer(page, 1, []);
    await answer(page, 2, []);
    await answer(page, 3, []);
    await answer(page, 4, ['Gucci']);
    await answer(page, 5, []);
    await eventually(() => page.getByRole('heading', { name: 'Your style profile' }).isVisible());
    expect(await page.getByRole('button', { name: 'Save my style profile' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Join Our Waitlist' }).count()).toBe(0);
  });
});
