import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import type { AdminAccess } from '@/features/admin-auth/api/get-admin-access';
import { preloadRoutes } from '@/testing/routes';

// No Firebase in component tests: the providers pass through and the data hooks are fixtures.
vi.mock('@/app/firebase-providers', () => ({
  FirebaseProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/app/data-providers', () => ({
  DataProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/session/session', () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
}));
let access: AdminAccess = { status: 'loading' };
vi.mock('@/features/admin-auth/api/get-admin-access', () => ({
  useAdminAccess: () => access,
}));
const signOut = vi.fn(() => Promise.resolve());
vi.mock('@/features/admin-auth/api/sign-out-admin', () => ({
  useSignOutAdmin: () => signOut,
}));
vi.mock('@/features/admin-auth/api/sign-in-admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSignInAdmin: () => () => Promise.resolve({ error: null }),
}));
vi.mock('@/features/admin-dashboard/api/get-dashboard-stats', () => ({
  useDashboardStats: () => ({ status: 'loading', stats: null }),
}));
vi.mock('@/features/admin-dashboard/api/get-recent-activity', () => ({
  useRecentActivity: () => ({ status: 'loading', items: [] }),
}));
vi.mock('@/features/admin-dashboard/api/get-overdue-returns', () => ({
  useOverdueReturns: () => ({ status: 'loading', count: 0 }),
}));

vi.mock('@/features/admin-analytics/api/get-analytics', () => ({
  useAnalytics: () => ({ status: 'loading' }),
}));

const adminUser = { uid: 'admin-1', email: 'admin@example.com' } as never;

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  access = { status: 'loading' };
  signOut.mockClear();
});

beforeAll(() =>
  preloadRoutes(routes, [
    '/admin/customers',
    '/admin/orders',
    '/admin/login',
    '/admin',
    '/admin/dashboard',
    '/admin/swaps',
    '/admin/coupons',
    '/admin/tasks',
    '/admin/analytics',
  ]),
);

describe('admin routes', () => {
  it('shows a spinner while auth loads, and no admin screen', async () => {
    renderAt('/admin/customers');
    expect(await screen.findByText('Checking your access...')).toBeInTheDocument();
    expect(screen.queryByText(/Logged in as/)).toBeNull();
  });

  it('sends a signed-out visitor to /admin/login', async () => {
    access = { status: 'signed-out' };
    const router = renderAt('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows "Not authorised" to a signed-in account without the admin claim', async () => {
    access = { status: 'forbidden', user: { uid: 'm1', email: 'member@example.com' } as never };
    const router = renderAt('/admin/customers');
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeVisible();
    expect(screen.getByText(/member@example.com/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Customer Management')).toBeNull();
    expect(screen.queryByText(/Logged in as/)).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/customers');
  });

  it('lets a non-admin sign out to use an admin account', async () => {
    access = { status: 'forbidden', user: { uid: 'm1', email: 'member@example.com' } as never };
    const router = renderAt('/admin/orders');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sign in as an admin' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends an admin who opens /admin/login to the dashboard', async () => {
    access = { status: 'admin', user: adminUser };
    const router = renderAt('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['/admin/customers', 'Customer Management'],
    ['/admin/swaps', 'Swap Queue Management'],
    ['/admin/coupons', 'Coupon & Promo Management'],
    ['/admin/tasks', 'Task Queue Management'],
  ])('shows the admin %s placeholder titled %s, coming soon', async (path, title) => {
    access = { status: 'admin', user: adminUser };
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText('Logged in as admin@example.com')).toBeVisible();
    expect(await screen.findByText('Coming soon')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search (coming soon)' })).toBeDisabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('serves Analytics & Reports at /admin/analytics, no longer a placeholder', async () => {
    access = { status: 'admin', user: adminUser };
    renderAt('/admin/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics & Reports' }),
    ).toBeVisible();
    expect(await screen.findByText('Loading analytics...')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('serves the dashboard at /admin/dashboard too', async () => {
    access = { status: 'admin', user: adminUser };
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});
