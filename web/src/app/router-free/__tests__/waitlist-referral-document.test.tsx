import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitlistDocument } from '@/app/router-free/waitlist-document';
import { renderPage } from '@/entry-server';
import { REFERRAL_STORAGE_KEY } from '@/features/waitlist/api/referral-code';
import { hydratePrerendered, hydrationWarnings, unmountHydrated } from '@/testing/hydrate';

/*
 * A referral link (`/waitlist?ref=CODE`) is served the page prerendered for `/waitlist`,
 * which cannot know the code: the page hydrates that markup as it is (no mismatch, so
 * React does not throw it away and render afresh), then says the friend joins through a
 * member's link.
 */

const NOTICE = 'You are joining through a Club member’s link.';
let prerendered: string;

beforeAll(async () => {
  prerendered = (await renderPage('/waitlist')).replace(/<title>[^<]*<\/title>/, '');
});

beforeEach(() => window.sessionStorage.clear());
afterEach(() => unmountHydrated());

/** Hydrates `/waitlist` + `search`; returns React's recoverable errors and hydration warnings. */
async function hydrateAt(search: string) {
  const consoleError = vi.spyOn(console, 'error');
  const errors = await hydratePrerendered(
    prerendered,
    <WaitlistDocument location={{ pathname: '/waitlist', search }} />,
  );
  const warnings = hydrationWarnings(consoleError.mock.calls);
  consoleError.mockRestore();
  return { errors, warnings };
}

describe('a referral link to the prerendered waitlist', () => {
  it('has no referral notice in the prerendered markup', () => {
    expect(prerendered).not.toContain('joining through a Club member');
  });

  it.each(['?ref=GX7K2MQ9RWTZ', '?ref=BOGUS', '?tier=crown&ref=GX7K2MQ9RWTZ'])(
    'hydrates %s without a mismatch, then shows the notice',
    async (search) => {
      const { errors, warnings } = await hydrateAt(search);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
      expect(await screen.findByText(NOTICE)).toBeVisible();
    },
  );

  it('hydrates without a mismatch when the code is remembered from earlier in the visit', async () => {
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'GX7K2MQ9RWTZ');
    const { errors, warnings } = await hydrateAt('');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await screen.findByText(NOTICE)).toBeVisible();
  });
});
