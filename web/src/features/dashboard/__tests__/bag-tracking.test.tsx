import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMyInvitation } from '@/lib/my-invitation';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { renderRoutes } from '@/testing/render-routes';
import { daysAgo, orderFixture } from '@/testing/fixtures/members';
import { dashboardData } from './dashboard-data';
import { freezeClock } from '@/testing/clock';

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
vi.mock('@/features/dashboard/api/cancel-order', () => ({ useCancelOrder: () => vi.fn() }));
vi.mock('@/features/dashboard/api/start-return', () => ({ useStartReturn: () => vi.fn() }));

function renderDashboard() {
  return renderRoutes(
    [{ path: '/dashboard', element: <MemberDashboard uid="uid-ada" tier="elite" /> }],
    '/dashboard',
  );
}

const inTransit = (tracking: string | null) =>
  orderFixture({
    order_status: 'in_transit',
    created_at: daysAgo(3),
    shipped_date: daysAgo(1),
    tracking_number: tracking,
  });

freezeClock();

beforeEach(() => {
  vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
});

describe('/dashboard: a bag on its way', () => {
  it('shows its tracking number as a link to the carrier’s tracking page', () => {
    dashboardData({ orders: [inTransit('1Z999AA10123456784')] });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Your Current Bag' });
    expect(within(card).getByText('In Transit')).toBeVisible();
    const link = within(card).getByRole('link', {
      name: '1Z999AA10123456784, track on UPS (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows a number no carrier recognises as text, without a link', () => {
    dashboardData({ orders: [inTransit('HAND-DELIVERY-4')] });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Your Current Bag' });
    expect(within(card).getByText('HAND-DELIVERY-4')).toBeVisible();
    expect(within(card).queryByRole('link', { name: /HAND-DELIVERY-4/ })).toBeNull();
  });

  it('shows no tracking once the bag has arrived (Orders keeps it)', () => {
    dashboardData({
      orders: [
        orderFixture({
          order_status: 'delivered',
          created_at: daysAgo(5),
          shipped_date: daysAgo(4),
          delivered_date: daysAgo(2),
          tracking_number: '1Z999AA10123456784',
        }),
      ],
    });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Your Current Bag' });
    expect(within(card).queryByText(/1Z999AA10123456784/)).toBeNull();
  });
});
