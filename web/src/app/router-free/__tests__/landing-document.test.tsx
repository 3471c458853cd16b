import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/entry-server';
import { LandingDocument } from '@/app/router-free/landing-document';
import { SIGNED_IN_HINT_KEY } from '@/lib/public-data/signed-in-hint';
import { setMobileViewport } from '@/testing/browser-stubs';
import { NOW } from '@/testing/clock';
import { hydratePrerendered, hydrationWarnings, unmountHydrated } from '@/testing/hydrate';
import { findToast } from '@/testing/toasts';

/*
 * `/` as a visit that starts there gets it (src/landing-entry.tsx): the prerendered HTML,
 * hydrated on its own without React Router. These render no router at all, so a
 * component of the page that needed one would throw.
 */

const signOut = vi.fn<() => Promise<void>>();
vi.mock('@/lib/session/sign-out', () => ({ signOut: () => signOut() }));

let prerendered: string;

/** `/` as web/scripts/prerender.mjs writes it into index.html (the title goes to the head). */
const prerender = async () => (await renderPage('/')).replace(/<title>[^<]*<\/title>/, '');

beforeAll(async () => {
  // Prerendered in 2026 (the footer's copyright names the year).
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  prerendered = await prerender();
  vi.useRealTimers();
  // Chunks the page loads on demand, loaded here so a findBy waits for the page, not Vite.
  await Promise.all([
    import('@/components/layout/mobile-menu-sheet'),
    import('@/components/ui/carousel'),
    import('sonner'),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  unmountHydrated();
  signOut.mockReset();
});

/** Hydrates the prerendered `/`, as the landing entry does; returns React's recoverable errors. */
const hydrateLanding = () =>
  hydratePrerendered(prerendered, <LandingDocument location={{ pathname: '/', search: '' }} />);

describe('the landing page hydrated without React Router', () => {
  it('takes over the prerendered markup as it is', async () => {
    const consoleError = vi.spyOn(console, 'error');
    expect(await hydrateLanding()).toEqual([]);
    // (React also warns here that the prerender and this page share contexts in one
    // process, which only a test does.)
    const warnings = hydrationWarnings(consoleError.mock.calls);
    consoleError.mockRestore();
    expect(warnings).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'DESIGNER ON ROTATION' })).toBeVisible();
  });

  it('takes over a page prerendered last year, on New Year’s Day, with this year’s copyright', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T12:00:00Z'), toFake: ['Date'] });
    const lastYear = await prerender();
    vi.setSystemTime(new Date('2027-01-01T12:00:00Z'));
    const consoleError = vi.spyOn(console, 'error');
    const errors = await hydratePrerendered(
      lastYear,
      <LandingDocument location={{ pathname: '/', search: '' }} />,
    );
    const warnings = hydrationWarnings(consoleError.mock.calls);
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    // The copyright is the clock's year, not the year the page was built in.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2027 Unlimited. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).queryByText(/© 2026/)).toBeNull();
  });

  it('links to the other pages with plain links', async () => {
    // The footer's year is redrawn from the clock once the page runs: set it.
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await hydrateLanding();
    const joins = screen.getAllByRole('link', { name: 'JOIN WAITLIST' });
    expect(joins).toHaveLength(5);
    for (const link of joins) expect(link).toHaveAttribute('href', '/waitlist');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'unlimited' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Membership policy' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(
      within(footer).getByText(`© ${NOW.getUTCFullYear()} Unlimited. All rights reserved.`),
    ).toBeInTheDocument();
    // React Router's links carry `data-discover`; none of these is one.
    expect(document.querySelectorAll('a[data-discover]')).toHaveLength(0);
  });

  it('links the closet and the FAQ from the hero', async () => {
    await hydrateLanding();
    const hero = screen.getByRole('region', { name: 'DESIGNER ON ROTATION' });
    expect(within(hero).getByRole('link', { name: 'Browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
    expect(within(hero).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  it('marks the visitor’s Login in the prerendered markup only, for the head script to hide from a member', async () => {
    const shown = document.createElement('div');
    shown.innerHTML = prerendered;
    const login = [...shown.querySelectorAll('header a')].find((a) => a.textContent === 'Login');
    expect(login).toHaveAttribute('data-visitor-only');
    // Once the app runs, a visitor's Login is plain; a member has the Dashboard instead.
    await hydrateLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).not.toHaveAttribute(
      'data-visitor-only',
    );
    expect(document.querySelector('[data-visitor-only]')).toBeNull();
  });

  it('opens a tier’s details and closes them with Esc', async () => {
    await hydrateLanding();
    const user = userEvent.setup();
    const details = screen.getByRole('button', { name: 'View details of Crown' });
    await user.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Crown Membership' });
    expect(within(dialog).getByRole('link', { name: 'JOIN WAITLIST' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(details).toHaveFocus();
  });

  it('switches the comparison', async () => {
    await hydrateLanding();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Traditional Buying' }));
    expect(screen.getByRole('button', { name: 'Traditional Buying' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('gives phones the site menu, with plain links', async () => {
    setMobileViewport();
    await hydrateLanding();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    for (const [name, href] of [
      ['How It Works', '/how-it-works'],
      ['FAQ', '/faq'],
      ['Log In', '/login'],
      ['Join Waitlist', '/waitlist'],
    ]) {
      expect(within(sheet).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }),
    ).toHaveFocus();
  });

  it('offers a signed-in member the Dashboard', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    await hydrateLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('signs a member out from the phone menu, and says so when that fails', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    setMobileViewport();
    await hydrateLanding();
    const user = userEvent.setup();
    signOut.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    // A failed sign-out says so in the toast region, which the page mounts once hydrated.
    await findToast('Could not sign you out. Please try again.');
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
