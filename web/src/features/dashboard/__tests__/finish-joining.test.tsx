import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMemberSubscription } from '@/features/dashboard/api/get-member-subscription';
import { useMyInvitation } from '@/lib/my-invitation';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { subscriptionFixture } from '@/testing/fixtures/members';
import { dashboardData } from './dashboard-data';

vi.mock('@/features/dashboard/api/get-member-profile', () => ({ useMemberProfile: vi.fn() }));
vi.mock('@/features/dashboard/api/get-member-orders', () => ({ useMemberOrders: vi.fn() }));
vi.mock('@/features/dashboard/api/get-held-for-me', () => ({
  useHeldForMe: () => ({ status: 'success', held: [] }),
}));
vi.mock('@/features/dashboard/api/get-member-subscription', () => ({
  useMemberSubscription: vi.fn(),
}));
vi.mock('@/lib/my-invitation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMyInvitation: vi.fn(),
}));

function Where() {
  const location = useLocation();
  return <h1>At {`${location.pathname}${location.search}`}</h1>;
}

function renderDashboard() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <MemberDashboard uid="uid-nora" tier={null} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  dashboardData({ orders: [], subscription: null });
});

describe('/dashboard for an invitee who created the account and left before paying', () => {
  it('asks for the invitation only when there is no subscription', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
    renderDashboard();
    expect(useMyInvitation).toHaveBeenLastCalledWith(true);
    vi.mocked(useMemberSubscription).mockReturnValue({
      status: 'success',
      subscription: subscriptionFixture(),
    });
    renderDashboard();
    expect(useMyInvitation).toHaveBeenLastCalledWith(false);
  });

  it('leads them to the plan step of their invitation, never to the waitlist', async () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'open', tier: 'elite' });
    const user = renderDashboard();
    expect(
      screen.getByRole('heading', { name: 'Finish joining: choose your membership' }),
    ).toBeVisible();
    expect(screen.getByText(/you asked about Elite/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join the Waitlist' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose your access' })).toHaveAttribute(
      'href',
      '/signup/tier-selection?resume=1',
    );
    await user.click(screen.getByRole('link', { name: 'Choose Your Membership' }));
    expect(
      screen.getByRole('heading', { name: 'At /signup/tier-selection?resume=1' }),
    ).toBeVisible();
  });

  it('says it is checking while the invitation is looked up', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'loading' });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation...');
    expect(screen.queryByRole('link', { name: 'Join the Waitlist' })).toBeNull();
  });

  it('sends someone without an invitation to the waitlist', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Your membership has not started' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(screen.getByRole('link', { name: 'Choose your access' })).toHaveAttribute(
      'href',
      '/tier-selection',
    );
  });

  it('points to the invitation email when the check fails', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'error' });
    renderDashboard();
    expect(screen.getByText(/open the link in your invitation email/)).toBeVisible();
  });
});
