import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCancelOrder } from '@/features/dashboard/api/cancel-order';
import { useMemberOrders } from '@/features/dashboard/api/get-member-orders';
import { useMemberSubscription } from '@/features/dashboard/api/get-member-subscription';
import { useMyInvitation } from '@/lib/my-invitation';
import { useStartReturn } from '@/features/dashboard/api/start-return';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
import { longDate } from '@/features/dashboard/components/long-date';
import {
  DAY,
  daysAgo,
  orderFixture,
  profileFixture,
  subscriptionFixture,
} from '@/testing/fixtures/members';
import { dashboardData } from './dashboard-data';
import { freezeClock } from '@/testing/clock';
import { CallableError } from '@/lib/callable';
import { eventually } from '@/testing/eventually';

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
const startReturn = vi.fn();

function renderDashboard(state: unknown = null) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <MemberDashboard uid="uid-ada" tier="elite" /> },
      { path: '/bags', element: <h1>Bags</h1> },
      { path: '/account', element: <h1>Account</h1> },
      { path: '/returns/:orderId', element: <h1>Return Label</h1> },
    ],
    { pathname: '/dashboard', state },
  );
}

// The orders' dates are days before now.
freezeClock();

beforeEach(() => {
  cancelOrder.mockReset();
  startReturn.mockReset();
  vi.mocked(useCancelOrder).mockReturnValue(cancelOrder);
  vi.mocked(useStartReturn).mockReturnValue(startReturn);
  vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
  dashboardData();
});

describe('/dashboard', () => {
  it('says it is loading while the member’s data arrives', () => {
    vi.mocked(useMemberOrders).mockReturnValue({ status: 'loading', orders: [] });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it('greets the member by first name, or as Member without one', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada');
  });

  it('greets a new member, with no order yet, with Welcome, not Welcome back', () => {
    dashboardData({ orders: [] });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, Ada$/);
  });

  it('welcomes a member back once they have an earlier order, even one long returned', () => {
    dashboardData({
      orders: [orderFixture({ order_status: 'completed', created_at: daysAgo(90) })],
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, Ada$/);
  });

  it('greets as Member when the profile has no first name', () => {
    dashboardData({ profile: profileFixture({ first_name: '  ' }) });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Member');
  });

  it('shows a bag on its way without a countdown: the clock starts when it arrives', () => {
    dashboardData({ orders: [orderFixture({ created_at: daysAgo(5) })] });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Your Current Bag' });
    expect(within(card).getByText('Classic Flap Bag')).toBeVisible();
    expect(within(card).getByText('Pending Shipment')).toBeVisible();
    expect(within(card).getByText('On its way')).toBeVisible();
    expect(
      within(card).getByText('Your 21-day swap clock starts the day it arrives.'),
    ).toBeVisible();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByText('Ready to swap')).toBeNull();
  });

  it('counts the swap period from the delivery day, with a progress bar', () => {
    dashboardData({
      orders: [
        orderFixture({
          created_at: daysAgo(9),
          delivered_date: daysAgo(5),
          order_status: 'delivered',
        }),
      ],
    });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Your Current Bag' });
    expect(within(card).getByText('Next Swap Unlocks')).toBeVisible();
    // Elite swaps every 21 days: delivered 5 days ago, 16 to go (not 12 from the order).
    expect(within(card).getByText(/16 days remaining/)).toBeVisible();
    const bar = within(card).getByRole('progressbar', { name: 'Swap countdown' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '21');
  });

  it('shows every bag a member holds, each with its own status and clock', () => {
    dashboardData({
      orders: [
        orderFixture({ id: 'o-1', bag_name: 'Kelly 28', created_at: daysAgo(2) }),
        orderFixture({
          id: 'o-2',
          bag_name: 'Lady Dior',
          created_at: daysAgo(30),
          delivered_date: daysAgo(25),
          order_status: 'active_rental',
        }),
      ],
    });
    renderDashboard();
    const first = screen.getByRole('region', { name: 'Your Current Bag (1 of 2)' });
    const second = screen.getByRole('region', { name: 'Your Current Bag (2 of 2)' });
    expect(within(first).getByText('Kelly 28')).toBeVisible();
    expect(within(first).getByText('On its way')).toBeVisible();
    expect(within(second).getByText('Lady Dior')).toBeVisible();
    expect(within(second).getByText('Active Rental')).toBeVisible();
    expect(within(second).getByText('Ready to swap')).toBeVisible();
  });

  it('offers the next swap once the period has passed', () => {
    dashboardData({
      orders: [
        orderFixture({
          created_at: daysAgo(27),
          delivered_date: daysAgo(24),
          order_status: 'active_rental',
        }),
      ],
    });
    renderDashboard();
    expect(screen.getByText('Ready to swap')).toBeVisible();
    // Not a link to the catalogue, which refuses a member whose one bag is still out.
    expect(screen.queryByRole('link', { name: /next swap/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Your Next Swap' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts a swap: the return is confirmed, started and its label opened', async () => {
    startReturn.mockResolvedValue({ orderId: 'order-1', returnCode: 'UNL-ORDER-1' });
    dashboardData({
      orders: [orderFixture({ delivered_date: daysAgo(24), order_status: 'active_rental' })],
    });
    const { router, user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Start Your Next Swap' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send Classic Flap Bag back?' });
    expect(startReturn).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Once the return has started you can choose your next bag');
    await user.click(within(dialog).getByRole('button', { name: 'Start Return' }));
    expect(startReturn).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(
      await findToast('Return started. Your label is also on its way to your inbox.'),
    ).toBeVisible();
    await eventually(() => expect(router.state.location.pathname).toBe('/returns/order-1'));
  });

  it('says before an early return that the next bag can be reserved to ship on the swap clock’s day', async () => {
    const delivered = daysAgo(2);
    dashboardData({
      orders: [orderFixture({ delivered_date: delivered, order_status: 'delivered' })],
    });
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Start a Return' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send Classic Flap Bag back?' });
    // Elite swaps every 21 days from the delivery.
    const unlocks = longDate(new Date(delivered.getTime() + 21 * DAY));
    expect(dialog).toHaveTextContent(
      `You can send it back now, but your next swap unlocks ${unlocks}: reserve your next bag after you start the return, and it ships that day.`,
    );
    // Not told to wait for the day: the next bag can be reserved as soon as the return starts.
    expect(dialog).not.toHaveTextContent('choose your next bag then');
    expect(dialog).not.toHaveTextContent('Once the return has started');
  });

  it('offers a return only once the bag has arrived', () => {
    renderDashboard();
    expect(screen.queryByRole('button', { name: 'Start a Return' })).toBeNull();
  });

  it('says why a return could not start, and keeps the dialog open', async () => {
    startReturn.mockRejectedValue(
      new CallableError(
        'failed-precondition',
        'This order is closed, so there is nothing to send back.',
      ),
    );
    dashboardData({
      orders: [orderFixture({ delivered_date: daysAgo(2), order_status: 'delivered' })],
    });
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Start a Return' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start Return' }));
    expect(
      await findToast('This order is closed, so there is nothing to send back.'),
    ).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('shows a bag on its way back with its return code and label', () => {
    dashboardData({
      orders: [
        orderFixture({ id: 'abcdefgh99', order_status: 'return_pending', bag_name: 'Speedy 30' }),
      ],
    });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'On Its Way Back' });
    expect(card).toHaveTextContent('UNL-ABCDEFGH');
    expect(within(card).getByRole('link', { name: 'View Return Label' })).toHaveAttribute(
      'href',
      '/returns/abcdefgh99',
    );
    // A returning bag no longer holds the member's place: they may choose the next one.
    expect(screen.getByRole('link', { name: 'Choose Your Next Bag' })).toHaveAttribute(
      'href',
      '/bags',
    );
  });

  it('does not invite someone without a membership to choose a bag', () => {
    dashboardData({ orders: [], subscription: null });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Your membership has not started' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(screen.queryByRole('link', { name: 'Choose Your First Bag' })).toBeNull();
  });

  it('tells a member whose payment failed what to do, with the way to billing', () => {
    dashboardData({ orders: [], subscription: subscriptionFixture({ status: 'past_due' }) });
    renderDashboard();
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment did not go through');
    expect(
      screen.getByRole('link', { name: 'Update your card in Manage Billing' }),
    ).toHaveAttribute('href', '/membership-manage');
    expect(screen.queryByRole('link', { name: 'Join the Waitlist' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose Your First Bag' })).toBeNull();
  });

  it('invites a member who never had a bag to choose their first one', () => {
    dashboardData({ orders: [orderFixture({ order_status: 'cancelled' })] });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'No bag in your rotation yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose Your First Bag' })).toHaveAttribute(
      'href',
      '/bags',
    );
    expect(screen.queryByRole('region', { name: 'Your Current Bag' })).toBeNull();
  });

  it.each([
    ['whose returned bag has arrived back', orderFixture({ order_status: 'completed' })],
    [
      'who bought the bag they held',
      orderFixture({ order_status: 'completed', outcome: 'purchased', delivered_date: daysAgo(3) }),
    ],
  ])('invites a member %s to choose their next bag, not their first', (_, order) => {
    dashboardData({ orders: [order] });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Choose your next bag' })).toBeVisible();
    expect(
      screen.getByText('Your swap slot is free. Pick your next piece from the closet.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose Your Next Bag' })).toHaveAttribute(
      'href',
      '/bags',
    );
    expect(screen.queryByText(/No bag in your rotation yet/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose Your First Bag' })).toBeNull();
  });

  it('summarises billing from the subscription', () => {
    renderDashboard();
    const billing = screen.getByRole('region', { name: 'Billing Summary' });
    expect(within(billing).getByText('Elite · Active')).toBeVisible();
    // $129 plan + $19 Full Coverage.
    expect(within(billing).getByText('$148/month')).toBeVisible();
    expect(within(billing).getByText('Full Coverage Protection')).toBeVisible();
    expect(within(billing).getByText('July 15, 2026')).toBeVisible();
  });

  it('says when the subscription could not be loaded', () => {
    vi.mocked(useMemberSubscription).mockReturnValue({ status: 'error', subscription: null });
    renderDashboard();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load subscription details');
  });

  it('shows the just-selected banner once and clears it from history', async () => {
    const { router } = renderDashboard({ justSelectedBag: true });
    expect(
      screen.getByText(
        "Your bag has been added to your rotation. We're preparing it for shipment now.",
      ),
    ).toBeVisible();
    await eventually(() => expect(router.state.location.state).toBeNull());
  });

  it('keeps the bag when the member thinks again', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Remove Bag' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bag from Order?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel this bag order? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Bag' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelOrder).not.toHaveBeenCalled();
  });

  it('removes the bag through cancelOrder, saying Removing... meanwhile', async () => {
    let finish: () => void = () => {};
    cancelOrder.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Remove Bag' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bag' }));

    expect(within(dialog).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    expect(cancelOrder).toHaveBeenCalledWith({ orderId: 'order-1' });
    finish();
    expect(await findToast('Bag removed from your order successfully.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says the removal failed', async () => {
    cancelOrder.mockRejectedValue(new CallableError('internal', 'internal'));
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Remove Bag' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bag' }));
    expect(await findToast('Failed to remove bag. Please try again.')).toBeVisible();
  });

  it('offers no removal once the bag has shipped', () => {
    dashboardData({ orders: [orderFixture({ order_status: 'in_transit' })] });
    renderDashboard();
    expect(screen.queryByRole('button', { name: 'Remove Bag' })).toBeNull();
  });

  it('flips Want to keep it? to the member price', async () => {
    const { user } = renderDashboard();
    const panel = screen.getByRole('button', { name: /Want to keep it\?/ });
    expect(panel).toHaveTextContent('Retail $2,850');
    await user.click(panel);
    expect(panel).toHaveTextContent('Member price $1,950');
    expect(panel).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to browsing bags, the order history and managing the membership', () => {
    renderDashboard();
    const actions = screen.getByRole('navigation', { name: 'Membership actions' });
    expect(within(actions).getByRole('link', { name: 'Browse Bags' })).toHaveAttribute(
      'href',
      '/bags',
    );
    expect(within(actions).getByRole('link', { name: 'Your Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(within(actions).getByRole('link', { name: 'Manage Membership' })).toHaveAttribute(
      'href',
      '/membership-manage',
    );
  });
});
