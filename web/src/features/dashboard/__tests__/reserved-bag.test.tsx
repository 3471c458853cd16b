import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCancelOrder } from '@/features/dashboard/api/cancel-order';
import { useMemberOrders } from '@/features/dashboard/api/get-member-orders';
import { useStartReturn } from '@/features/dashboard/api/start-return';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { useMyInvitation } from '@/lib/my-invitation';
import { freezeClock } from '@/testing/clock';
import { orderFixture } from '@/testing/fixtures/members';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
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
vi.mock('@/features/dashboard/api/cancel-order', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCancelOrder: vi.fn(),
}));
vi.mock('@/features/dashboard/api/start-return', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useStartReturn: vi.fn(),
}));

const cancelOrder = vi.fn();

// Tue, Nov 24, 2026, 10 AM ET. The returned bag was delivered Nov 16: Elite unlocks Dec 7.
freezeClock();

const returned = orderFixture({
  id: 'order-back',
  bag_brand: 'Gucci',
  bag_name: 'Ophidia GG Small Tote',
  order_status: 'return_pending',
  shipped_date: new Date('2026-11-14T15:00:00Z'),
  delivered_date: new Date('2026-11-16T15:00:00Z'),
  created_at: new Date('2026-11-13T15:00:00Z'),
});
const reserved = orderFixture({
  id: 'order-next',
  bag_id: 'saddle-1',
  bag_brand: 'Dior',
  bag_name: 'Saddle Bag',
  ship_on: new Date('2026-12-07T15:00:00Z'),
  follows_order_id: 'order-back',
  created_at: new Date('2026-11-24T14:00:00Z'),
});

function renderDashboard(state: unknown = null) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <MemberDashboard uid="uid-ada" tier="elite" /> },
      { path: '/bags', element: <h1>Bags</h1> },
      { path: '/returns/:orderId', element: <h1>Return Label</h1> },
    ],
    { pathname: '/dashboard', state },
  );
}

beforeEach(() => {
  cancelOrder.mockReset();
  vi.mocked(useCancelOrder).mockReturnValue(cancelOrder);
  vi.mocked(useStartReturn).mockReturnValue(vi.fn());
  vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
  dashboardData({ orders: [reserved, returned] });
});

describe('/dashboard: the next bag reserved while the last one is on its way back', () => {
  it('says which bag ships on which day, beside the return, and not as a bag held', () => {
    renderDashboard({ justReservedBag: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your next bag is reserved. We ship it on the day your swap unlocks.',
    );
    const back = screen.getByRole('region', { name: 'On Its Way Back' });
    expect(back).toHaveTextContent('Gucci Ophidia GG Small Tote');
    const next = screen.getByRole('region', { name: 'Your Next Bag · Reserved' });
    expect(next).toHaveTextContent('Your next bag, Dior Saddle Bag, ships on December 7, 2026.');
    expect(next).toHaveTextContent('You can cancel it until it ships.');
    // Beside the return's state: the card right after it.
    expect(back.parentElement).toContainElement(next);
    expect(screen.queryByRole('region', { name: /Your Current Bag/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Reserve Your Next Bag|Choose/ })).toBeNull();
  });

  it('says it waits for the return when the day has come and the bag has not reached us', () => {
    vi.setSystemTime(new Date('2026-12-08T15:00:00Z'));
    renderDashboard();
    expect(screen.getByRole('region', { name: 'Your Next Bag · Reserved' })).toHaveTextContent(
      'Your next bag, Dior Saddle Bag, was reserved to ship on December 7, 2026. It ships as soon as your Gucci Ophidia GG Small Tote reaches us.',
    );
  });

  it('says it is being prepared once the day has come and the return was received', () => {
    vi.setSystemTime(new Date('2026-12-08T15:00:00Z'));
    vi.mocked(useMemberOrders).mockReturnValue({
      status: 'success',
      orders: [reserved, { ...returned, order_status: 'completed' }],
    });
    renderDashboard();
    expect(screen.getByRole('region', { name: 'Your Next Bag · Reserved' })).toHaveTextContent(
      'Your next bag, Dior Saddle Bag, is being prepared to ship.',
    );
  });

  it('cancels the reservation through cancelOrder after confirming', async () => {
    cancelOrder.mockResolvedValue({ orderId: 'order-next' });
    const { user } = renderDashboard();
    const next = screen.getByRole('region', { name: 'Your Next Bag · Reserved' });
    await user.click(within(next).getByRole('button', { name: 'Cancel Reservation' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel This Reservation?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Reservation' }));
    expect(cancelOrder).toHaveBeenCalledWith({ orderId: 'order-next' });
    expect(await findToast('Reservation cancelled. The bag is back in the closet.')).toBeVisible();
  });
});
