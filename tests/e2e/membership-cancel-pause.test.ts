import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESTART_SUCCESS,
  RESUME_SUCCESS,
  cancelAtTermEndMessage,
  membershipDate,
  pauseResumeDate,
  pauseScheduledMessage,
  subscriptionDocSchema,
} from '@unlimited/domain';
import { billingPrices } from '../../functions/src/billing/params';
import { runBillingPeriodEndsJob } from '../../functions/src/jobs/billing-period-ends';
import { SEED_PROJECT_ID, seedOrders } from '../../scripts/seed-data';
import { addMember } from './members';
import {
  eventually,
  launchBrowser,
  newVisitor,
  screenshot,
  seriousViolations,
  signInMember,
  toast,
} from './support';

/*
 * Cancel and pause on the member's terms, through (demo) billing: a member 40 days into
 * her 3-month minimum term finds Cancel Membership on the membership page, is offered to
 * cancel at the end of the minimum term on its date, and undoes it; then pauses for two
 * billing periods, sees the resume date, and once the pause has started sees a paused
 * membership (no price, no next billing date) and resumes it. Set E2E_SCREENSHOTS=<dir>
 * to save the pages at 1280 and 375 px.
 */

const RUN = Date.now().toString(36);
const UID = `e2e-term-${RUN}`;
const EMAIL = `${UID}@example.test`;
const DAY = 86_400_000;
const STARTED = new Date(Math.floor(Date.now() / 1000) * 1000 - 40 * DAY);
const PERIOD_END = new Date(Math.floor(Date.now() / 1000) * 1000 + 12 * DAY);

let admin: App;
let db: Firestore;
let browser: Browser;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-cancel-pause',
  );
  db = getFirestore(admin);
  await addMember(admin, db, {
    uid: UID,
    email: EMAIL,
    first_name: 'Tess',
    last_name: 'Term',
    username: `term${RUN}`,
    shipping_address: seedOrders()[0]!.data.shipping_address,
    tier: 'elite',
    claim: true,
    subscription: {
      started_at: STARTED,
      current_period_end: PERIOD_END,
      billing_mode: 'demo',
      billing_customer_id: `cus_demo_${UID}`,
      billing_subscription_id: `sub_demo_${UID}`,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** Her stored subscription, as the domain reads it (Timestamps as Dates). */
const stored = async () =>
  subscriptionDocSchema.parse(
    Object.fromEntries(
      Object.entries((await db.collection('subscriptions').doc(UID).get()).data() ?? {}).map(
        ([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value],
      ),
    ),
  );

const plan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });

describe('cancel and pause on the member’s terms', () => {
  it(
    'schedules a cancellation for the end of the minimum term and undoes it; pauses for two periods and resumes',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await newVisitor(browser);
      await signInMember(page, EMAIL);
      await page.goto('/membership-manage');
      await eventually(() => page.getByText('Elite · $129/month').isVisible());
      expect(await page.getByRole('button', { name: 'Take a Break' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'membership-active-in-term');

      // Cancel, inside the minimum term: offered for its end, on its date.
      const termEnd = new Date(STARTED.getTime() + 90 * DAY);
      const termDay = membershipDate(termEnd);
      await page.getByRole('button', { name: 'Cancel Membership' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel your membership?' });
      await eventually(() =>
        confirm
          .getByText(`Your 3-month minimum term ends on ${termDay}.`, { exact: false })
          .isVisible(),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'cancel-at-term-end-confirm');
      await confirm
        .getByRole('button', { name: `Cancel at the end of the minimum term, on ${termDay}` })
        .click();
      await eventually(() => toast(page, cancelAtTermEndMessage(termEnd)).isVisible());
      await eventually(() =>
        page
          .getByText(
            `Your membership is set to cancel at the end of your minimum term, on ${termDay}.`,
            { exact: false },
          )
          .isVisible(),
      );
      expect(await stored()).toMatchObject({
        status: 'active',
        cancel_at: termEnd,
        cancel_at_period_end: false,
      });
      expect(await page.getByRole('button', { name: 'Cancel Membership' }).count()).toBe(0);
      await screenshot(page, 'cancel-at-term-end-scheduled');

      // Undone before that date: the membership simply continues.
      await page.getByRole('button', { name: 'Keep My Membership' }).click();
      await eventually(() => toast(page, RESUME_SUCCESS).isVisible());
      await eventually(() => page.getByRole('button', { name: 'Cancel Membership' }).isVisible());
      expect((await stored()).cancel_at).toBeNull();

      // Pause for two billing periods: each choice shows its resume date.
      const resumes = pauseResumeDate(PERIOD_END, 2);
      await page.getByRole('button', { name: 'Pause Membership' }).click();
      const pause = page.getByRole('dialog', { name: 'Pause your membership' });
      await pause.getByRole('group', { name: 'Pause for' }).waitFor();
      for (const n of [1, 2, 3]) {
        expect(await pause.textContent()).toContain(
          `Resumes on ${membershipDate(pauseResumeDate(PERIOD_END, n))}`,
        );
      }
      await pause.getByRole('radio', { name: /2 billing periods/ }).check();
      await screenshot(page, 'pause-choose-length');
      await pause.getByRole('button', { name: 'Pause for 2 billing periods' }).click();
      await eventually(() => toast(page, pauseScheduledMessage(PERIOD_END, resumes)).isVisible());
      await eventually(() =>
        page
          .getByText(
            `Your membership will pause on ${membershipDate(PERIOD_END)} and resume on ${membershipDate(resumes)}.`,
          )
          .isVisible(),
      );
      expect(await stored()).toMatchObject({ status: 'active', pause_resumes_at: resumes });
      await screenshot(page, 'pause-scheduled');

      // The period ends (the test moves it to a second ago) and the daily job starts the pause.
      await db
        .collection('subscriptions')
        .doc(UID)
        .update({ current_period_end: new Date(Date.now() - 1000) });
      await runBillingPeriodEndsJob(db, billingPrices(), new Date());
      expect(await stored()).toMatchObject({ status: 'paused', pause_resumes_at: resumes });
      await eventually(() => plan(page).getByText('Resumes on').isVisible());
      const paused = (await plan(page).textContent()) ?? '';
      expect(paused).toContain('Paused');
      expect(paused).toContain(membershipDate(resumes));
      expect(paused).not.toMatch(/\$|Next billing date|Days left/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'membership-paused');

      // Resumed now: active again, billed from today.
      await page.getByRole('button', { name: 'Resume Membership Now' }).click();
      await eventually(() => toast(page, RESTART_SUCCESS).isVisible());
      await eventually(() => page.getByText('Elite · $129/month').isVisible());
      expect(await stored()).toMatchObject({ status: 'active', pause_requested_at: null });
      await context.close();
    },
  );
});
