import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitlistDocument } from '@/app/router-free/waitlist-document';
import { renderPage } from '@/entry-server';
import type * as CallableModule from '@/lib/callable';
import { callFunction } from '@/lib/callable';
import { setMobileViewport } from '@/testing/browser-stubs';
import { hydratePrerendered, hydrationWarnings, unmountHydrated } from '@/testing/hydrate';
import { findToast } from '@/testing/toasts';

/*
 * `/waitlist` as a visit that starts there gets it (src/waitlist-entry.tsx): the
 * prerendered HTML hydrated on its own, without React Router. These render no router at
 * all, so a component of the page that needed one would throw. The form itself is
 * covered in src/features/waitlist/__tests__.
 */

vi.mock('@/lib/callable', async (importOriginal) => ({
  ...(await importOriginal<typeof CallableModule>()),
  callFunction: vi.fn(),
}));
const callMock = vi.mocked(callFunction);

let prerendered: string;

beforeAll(async () => {
  // The page as web/scripts/prerender.mjs writes it into waitlist.html (the title goes to the head).
  prerendered = (await renderPage('/waitlist')).replace(/<title>[^<]*<\/title>/, '');
  // Chunks the page loads on demand, loaded here so a findBy waits for the page, not Vite.
  await Promise.all([
    import('@/features/waitlist/api/waitlist-validation'),
    import('@/lib/callable'),
    import('@/lib/app-check'),
    import('sonner'),
  ]);
});

beforeEach(() => {
  callMock.mockReset();
});

afterEach(() => unmountHydrated());

/** Hydrates the prerendered `/waitlist` (with `search`); returns React's recoverable errors. */
const hydrateWaitlist = (search = '') =>
  hydratePrerendered(
    prerendered,
    <WaitlistDocument location={{ pathname: '/waitlist', search }} />,
  );

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  tier: (name: 'Reserve' | 'Elite' | 'Crown') =>
    screen.getByRole('radio', { name: new RegExp(`^${name}`) }),
  submit: () => screen.getByRole('button', { name: /Join Waitlist|Joining/ }),
};

describe('the waitlist page hydrated without React Router', () => {
  it('takes over the prerendered markup as it is, and enables the form', async () => {
    const consoleError = vi.spyOn(console, 'error');
    expect(await hydrateWaitlist()).toEqual([]);
    // (React also warns here that the prerender and this page share contexts in one
    // process, which only a test does.)
    const warnings = hydrationWarnings(consoleError.mock.calls);
    consoleError.mockRestore();
    expect(warnings).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    expect(field.name()).toBeEnabled();
  });

  it('says what is missing on an empty submit, each next to its field', async () => {
    await hydrateWaitlist();
    await userEvent.setup().click(field.submit());
    for (const message of [
      'Please select an access level',
      'Full name is required',
      'Please enter a valid email address',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('takes the tier from the cards, or from ?tier=', async () => {
    await hydrateWaitlist('?tier=crown');
    expect(field.tier('Crown')).toBeChecked();
    await userEvent.setup().click(field.tier('Reserve'));
    expect(field.tier('Reserve')).toBeChecked();
    expect(field.tier('Crown')).not.toBeChecked();
  });

  it('joins the waitlist and says so', async () => {
    callMock.mockResolvedValue({ id: 'signup-1' });
    await hydrateWaitlist();
    const user = userEvent.setup();
    await user.type(field.name(), 'Ada Lovelace');
    await user.type(field.email(), 'ada@example.com');
    await user.click(field.tier('Elite'));
    await user.click(field.submit());
    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toHaveFocus();
    await findToast('Successfully joined the waitlist!');
    expect(callMock).toHaveBeenCalledTimes(1);
  });

  it('links to the other pages with plain links, on desktop and on phones', async () => {
    await hydrateWaitlist();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    // React Router's links carry `data-discover`; none of these is one.
    expect(document.querySelectorAll('a[data-discover]')).toHaveLength(0);
    unmountHydrated();

    setMobileViewport();
    await hydrateWaitlist();
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
  });
});
