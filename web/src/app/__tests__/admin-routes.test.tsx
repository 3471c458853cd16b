import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import type { AdminAccess } from '@/features/admin-auth/api/get-admin-access';
import type { NavCounts } from '@/features/admin-nav/api/get-nav-counts';
import type { Session } from '@/lib/session/session';
import { pagedState } from '@/testing/paged';
import { preloadRoutes } from '@/testing/routes';

// No Firebase in component tests: the providers pass through and the data hooks are fixtures.
vi.mock('@/app/firebase-providers', () => ({
  FirebaseProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/app/data-providers', () => ({
  DataProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/session/session-provider', () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
}));
let access: AdminAccess = { status: 'loading' };
// The admin login reads the session; it says what `access` says.
vi.mock('@/lib/session/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: (): Session =>
    access.status === 'loading' || access.status === 'signed-out'
      ? { status: access.status, user: null, tier: null, isAdmin: false }
      : { status: 'signed-in', user: access.user, tier: null, isAdmin: access.status === 'admin' },
}));
vi.mock('@/features/admin-auth/api/get-admin-access', () => ({
  useAdminAccess: () => access,
}));
const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/session/sign-out', () => ({ signOut }));
vi.mock('@/features/admin-auth/api/sign-in-admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSignInAdmin: () => () => Promise.resolve({ error: null }),
}));
// The products table's early first query (started as its route loads) talks to Firebase.
vi.mock('@/features/admin-products/api/warm-admin-products', () => ({
  FIRST_PAGE_SIZE: 20,
  warmAdminProducts: vi.fn(),
  releaseWarmAdminProducts: vi.fn(),
}));
vi.mock('@/features/admin-dashboard/api/get-dashboard-stats', () => ({
  useDashboardStats: () => ({ status: 'loading', stats: null }),
}));
vi.mock('@/features/admin-billing/api/get-billing-attention', () => ({
  useBillingAttention: () => ({ status: 'success', events: [], more: false }),
}));
vi.mock('@/features/admin-dashboard/api/get-recent-activity', () => ({
  useRecentActivity: () => ({ status: 'loading', items: [] }),
}));
vi.mock('@/features/admin-nav/api/get-nav-counts', () => ({ useNavCounts: () => navCounts }));
let navCounts: NavCounts | null = null;
vi.mock('@/features/admin-tasks/api/get-tasks', () => ({
  useTasks: () => ({ status: 'loading' }),
}));
vi.mock('@/features/admin-swaps/api/get-bag-queues', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBagQueues: () => ({ status: 'success', queues: [] }),
}));
vi.mock('@/features/admin-swaps/api/get-swap-lists', () => ({
  useSwapList: () => ({ status: 'loading', orders: [], more: false }),
}));
vi.mock('@/features/admin-swaps/api/get-ship-memberships', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMemberships: () => ({ status: 'loading', memberships: null }),
}));
vi.mock('@/features/admin-swaps/api/update-swap-orders', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useBulkUpdateOrders: () => vi.fn(),
}));
vi.mock('@/features/admin-outbox/api/get-outbox', () => ({
  useOutbox: () => pagedState({ status: 'loading' }),
}));
vi.mock('@/features/admin-activity/api/get-activity-log', () => ({
  useActivityLog: () => pagedState({ status: 'loading' }),
  useActivityPeople: () => [],
}));

vi.mock('@/features/admin-customers/api/get-customers', () => ({
  useCustomers: () => pagedState({ status: 'loading' }),
}));

vi.mock('@/features/admin-coupons/api/get-coupons', () => ({
  COUPONS_LIMIT: 100,
  useCoupons: () => ({ status: 'loading', data: undefined, error: undefined }),
}));

vi.mock('@/features/admin-coupons/api/manage-coupons', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useCreateCoupon: () => vi.fn(),
  useDeactivateCoupon: () => vi.fn(),
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
  navCounts = null;
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
    '/admin/outbox',
    '/admin/activity',
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

  it('shows the admin login form while Auth is still loading', async () => {
    access = { status: 'loading' };
    renderAt('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
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

  it.each([
    ['/admin/swaps', 'Swap Queue Management'],
    ['/admin/tasks', 'Task Queue Management'],
    ['/admin/outbox', 'Outbox'],
    ['/admin/activity', 'Activity Log'],
    ['/admin/customers', 'Customer Management'],
    ['/admin/coupons', 'Coupon & Promo Management'],
  ])('shows the real %s screen titled %s, not a placeholder', async (path, title) => {
    access = { status: 'admin', user: adminUser };
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('has a sidebar with every section, the current one marked, and live counts', async () => {
    access = { status: 'admin', user: adminUser };
    navCounts = { toShip: 3, returnsAwaitingReceipt: 2, signupsPending: 0 };
    renderAt('/admin/swaps');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/tasks',
      '/admin/swaps',
      '/admin/orders',
      '/admin/products',
      '/admin/waitlist',
      '/admin/customers',
      '/admin/coupons',
      '/admin/analytics',
      '/admin/magazine',
      '/admin/outbox',
      '/admin/activity',
    ]);
    const swaps = within(nav).getByRole('link', { name: /^Swaps/ });
    expect(swaps).toHaveAttribute('aria-current', 'page');
    expect(swaps).toHaveAccessibleName('Swaps, 3 to ship, 2 returns awaiting receipt');
    // A zero count is not shown.
    expect(within(nav).getByRole('link', { name: 'Waitlist' })).toBeVisible();
  });

  it('opens the sections in a drawer from Menu, and Escape closes it', async () => {
    access = { status: 'admin', user: adminUser };
    const user = userEvent.setup();
    renderAt('/admin/tasks');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Admin sections' });
    expect(within(drawer).getByRole('link', { name: 'Outbox' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('closes the drawer when a section is chosen', async () => {
    access = { status: 'admin', user: adminUser };
    const user = userEvent.setup();
    const router = renderAt('/admin/tasks');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin sections' });
    await user.click(within(drawer).getByRole('link', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/activity');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('serves the dashboard at /admin/dashboard too', async () => {
    access = { status: 'admin', user: adminUser };
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});
