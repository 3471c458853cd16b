import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicShell } from '@/components/layout/public-layout';
import { resetBrandSummaryForTests } from '@/lib/public-data/brand-summary';
import { setMedia } from '@/testing/browser-stubs';

const signOut = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('@/lib/session/sign-out', () => ({ signOut }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PublicShell>
            <Outlet />
          </PublicShell>
        ),
        children: [
          { path: '/faq', element: <h1>FAQ page</h1> },
          { path: '/signup/account-creation', element: <h1>Create your account</h1> },
          { path: '/signup/add-ons', element: <h1>Add-ons and payment</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetBrandSummaryForTests(() => new Promise(() => undefined));
});

describe('the site header on an invitee’s sign-up pages', () => {
  it.each(['/signup/account-creation?invite=tok123', '/signup/add-ons?invite=tok123&tier=elite'])(
    'does not send the invitee to the waitlist from %s',
    (path) => {
      renderAt(path);
      const header = screen.getByRole('banner');
      expect(within(header).queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
      expect(within(header).getByRole('link', { name: 'Log In' })).toBeVisible();
    },
  );

  it('still offers Join Waitlist to visitors elsewhere', () => {
    renderAt('/faq');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Join Waitlist' }),
    ).toBeVisible();
  });

  it.each(['/signup/account-creation?invite=tok123', '/signup/add-ons?invite=tok123&tier=elite'])(
    'leaves Join Waitlist out of the phone menu too on %s',
    async (path) => {
      setMedia({ width: 375 });
      renderAt(path);
      await userEvent.click(
        within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }),
      );
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(menu).getByRole('link', { name: 'Log In' })).toBeVisible();
      expect(within(menu).queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
    },
  );

  it('still offers Join Waitlist in the phone menu elsewhere', async () => {
    setMedia({ width: 375 });
    renderAt('/faq');
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Join Waitlist' })).toBeVisible();
  });
});
