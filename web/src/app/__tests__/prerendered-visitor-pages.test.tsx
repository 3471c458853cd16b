import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from '@/app/load-matched-routes';
import { renderPage } from '@/entry-server';
import { productFixture } from '@/features/bags/__tests__/fixtures';
import { useSignIn } from '@/features/auth/api/sign-in';
import { fetchPublicCatalog } from '@/lib/public-data/catalog-rest';
import type { Session } from '@/lib/session/session';
import { appAt } from './app-at';
import {
  hydrateShown,
  hydrationWarnings,
  showPrerendered,
  unmountHydrated,
} from '@/testing/hydrate';

/*
 * `/login` and `/bags` as a visitor's first visit gets them: the HTML prerendered at build
 * time (web/scripts/prerender.mjs), hydrated with the app's router as main.tsx does. React
 * must take the markup over as it is (a mismatch would re-render the page and drop what
 * was typed), and the page must then work.
 */

vi.mock('@/lib/public-data/catalog-rest', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchPublicCatalog: vi.fn(),
}));
vi.mock('@/features/auth/api/sign-in', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSignIn: vi.fn(),
}));
// Auth, once the page has been hydrated: a visitor, signed out.
vi.mock('@/app/sign-in-session', () => ({
  default: function SignedOut({ onSession }: { onSession: (session: Session) => void }) {
    useEffect(
      () => onSession({ status: 'signed-out', user: null, tier: null, isAdmin: false }),
      [onSession],
    );
    return null;
  },
}));

const signIn = vi.fn();
const prerendered: Record<string, string> = {};

beforeAll(async () => {
  for (const path of ['/login', '/bags']) {
    // As prerender.mjs writes it into #root (the title goes to the head).
    prerendered[path] = (await renderPage(path)).replace(/<title>[^<]*<\/title>/, '');
    await loadMatchedRoutes({ pathname: path });
  }
  await import('@/app/sign-in-session');
});

beforeEach(() => {
  signIn.mockReset().mockResolvedValue(undefined);
  vi.mocked(useSignIn).mockReturnValue(signIn);
  vi.mocked(fetchPublicCatalog).mockResolvedValue([
    productFixture({ id: 'flap-1', title: 'Classic Flap', access_levels: 'Any' }),
  ]);
});

afterEach(() => unmountHydrated());

/** Puts the prerendered `path` in the document, as the browser shows it before the app. */
const show = (path: string) => showPrerendered(prerendered[path]!);

/** Hydrates what `show` put up, as main.tsx does; returns React's recoverable errors. */
const hydrate = (path: string) => hydrateShown(appAt(path));

describe('the prerendered /login', () => {
  it('shows the form before the app, with Sign In waiting for it', () => {
    show('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByLabelText('Password')).toBeEnabled();
    // Pressed before the app runs, the browser would send the form in the address.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('is taken over as it is, keeps what was typed before, and signs in with it', async () => {
    const consoleError = vi.spyOn(console, 'error');
    show('/login');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    // Typed (or filled in by the browser) before the app has run.
    email.value = 'ada@example.com';
    password.value = 'unlimited-demo-2026';

    expect(await hydrate('/login')).toEqual([]);
    expect(hydrationWarnings(consoleError.mock.calls)).toEqual([]);
    consoleError.mockRestore();
    // The same elements, with what was typed.
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email.value).toBe('ada@example.com');
    expect(password.value).toBe('unlimited-demo-2026');

    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(signIn).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'unlimited-demo-2026',
    });
  });
});

describe('the prerendered /bags', () => {
  it('shows the site, the heading, the filters and the loading grid before the app', () => {
    show('/bags');
    expect(screen.getByRole('heading', { level: 1, name: 'The Closet' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search bags' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading bags...');
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    expect(fetchPublicCatalog).not.toHaveBeenCalled();
  });

  it('is taken over as it is, then shows the bags read over REST', async () => {
    const consoleError = vi.spyOn(console, 'error');
    show('/bags');
    const heading = screen.getByRole('heading', { level: 1, name: 'The Closet' });

    expect(await hydrate('/bags')).toEqual([]);
    expect(hydrationWarnings(consoleError.mock.calls)).toEqual([]);
    consoleError.mockRestore();
    expect(screen.getByRole('heading', { level: 1, name: 'The Closet' })).toBe(heading);

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Classic Flap' })).toHaveAttribute(
      'href',
      '/bags/flap-1',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the visitor’s links on a prerendered page', () => {
  it('are marked for the head script to hide from someone signed in, until the app runs', async () => {
    const root = show('/bags');
    const marked = (text: string) =>
      [...root.querySelectorAll('[data-visitor-only]')].some((element) =>
        element.textContent?.includes(text),
      );
    // The header's public links, Log In, Admin and Join Waitlist; the phone bar; the
    // footer's invitation to the waitlist.
    for (const text of ['How It Works', 'Log In', 'Admin', 'Join Waitlist', 'Info']) {
      expect(marked(text), text).toBe(true);
    }
    expect(marked('Join our waitlist to be the first to know')).toBe(true);
    // Nothing else is hidden: the page itself and the logo are there for everyone.
    expect(marked('The Closet')).toBe(false);

    expect(await hydrate('/bags')).toEqual([]);
    expect(root.querySelector('[data-visitor-only]')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Log In' }),
    ).toBeInTheDocument();
  });
});
