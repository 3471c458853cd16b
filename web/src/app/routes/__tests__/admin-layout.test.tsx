import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import AdminLayout from '../admin/layout';

vi.mock('@/features/admin-auth/components/admin-guard', () => ({
  AdminGuard: ({ children }: { children: (user: User) => ReactNode }) =>
    children({ email: 'admin@unlimited.test' } as User),
}));
vi.mock('@/features/admin-nav/components/admin-sidebar', () => ({
  AdminSidebar: () => (
    <nav aria-label="Back office">
      <a href="/admin/orders">Orders</a>
    </nav>
  ),
  AdminNavDrawer: () => null,
}));

vi.mock('@/features/admin-auth/components/admin-header', () => ({
  AdminHeader: ({ title }: { title: string }) => (
    <header>
      <h1>{title}</h1>
      <button type="button">Sign out</button>
    </header>
  ),
}));

describe('the admin layout', () => {
  it('offers "Skip to main content" first in tab order, leading to the page’s main', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ path: 'orders', element: <h2>Order list</h2>, handle: { title: 'Orders' } }],
        },
      ],
      '/admin/orders',
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Order list' }));
  });
});
