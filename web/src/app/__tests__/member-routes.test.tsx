import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { resetBrandSummaryForTests } from '@/lib/public-data/brand-summary';
import { useSession, type Session } from '@/lib/session/session';
import { preloadRoutes } from '@/testing/routes';

// No Firebase: the providers pass through, the session and data hooks are fixtures.
vi.mock('@/app/firebase-providers', () => ({
  FirebaseProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/app/data-providers', () => ({
  DataProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/session/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: vi.fn(),
}));
vi.mock('@/lib/session/session-provider', () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/features/auth/api/sign-in', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSignIn: () => vi.fn(),
}));
vi.mock('@/features/bags/api/get-catalog', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCatalog: () => ({ status: 'success', products: [], hasMore: false }),
}));
// A visitor's closet reads over REST: replaced too, so no test reaches for a network.
vi.mock('@/features/bags/api/get-public-catalog', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePublicCatalog: () => ({ status: 'success', products: [], hasMore: false }),
}));
vi.mock('@/features/auth/api/reset-password', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSendPasswordReset: () => vi.fn(),
}));
vi.mock('@/features/membership/api/change-tier', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useChangeTier: () => vi.fn(),
}));
vi.mock('@/features/membership/api/get-membership', () => ({
  useMembership: () => ({ status: 'loading', subscription: null, orders: [] }),
}));

const signedOut: Session = { status: 'signed-out', user: null, tier: null, isAdmin: false };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetBrandSummaryForTests(() => Promise.resolve([]));
  vi.mocked(useSession).mockReturnValue(signedOut);
});

beforeAll(() =>
  preloadRoutes(routes, [
    '/dashboard',
    '/membership-manage',
    '/account',
    '/login',
    '/bags',
    '/categories/jewelry',
    '/tier-selection',
    '/signup/tier-selection',
    '/reset-password',
    '/signup',
    '/',
  ]),
);

describe('member routes', () => {
  it.each(['/dashboard', '/membership-manage', '/account'])(
    'sends a visitor from %s to /login',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('serves the closet at /bags and a category at /categories/:slug', async () => {
    const router = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'The Closet' })).toBeVisible();
    await router.navigate('/categories/jewelry');
    expect(await screen.findByRole('heading', { name: 'Jewelry' })).toBeVisible();
  });

  it('serves tier selection at both addresses', async () => {
    const router = renderAt('/tier-selection');
    expect(await screen.findByRole('heading', { name: 'Choose Your Access' })).toBeVisible();
    await router.navigate('/signup/tier-selection?change=upgrade');
    expect(await screen.findByRole('heading', { name: 'Choose Your Access' })).toBeVisible();
  });

  it('serves the password reset page', async () => {
    renderAt('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });

  it('sends /signup to the landing page', async () => {
    const router = renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'DESIGNER ON ROTATION' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
