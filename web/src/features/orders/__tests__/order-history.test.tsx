import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PURCHASE_FAILED_NOTE,
  PURCHASE_PROCESSING_NOTE,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { useOrderConditionRecord } from '@/components/condition/use-condition-record';
import { useOrderHistory } from '@/features/orders/api/get-order-history';
import {
  MORE_ORDERS_FAILED,
  ORDERS_FAILED,
  OrderHistory,
} from '@/features/orders/components/order-history';
import { orderFixture as memberOrder } from '@/testing/fixtures/members';
import placeholderPhoto from '@/assets/bag-placeholder.svg';

vi.mock('@/features/orders/api/get-order-history', () => ({ useOrderHistory: vi.fn() }));
vi.mock('@/components/condition/use-condition-record', () => ({
  useOrderConditionRecord: vi.fn(() => ({ status: 'success', record: null })),
}));

/** Noon UTC, so the day shown is the same in every time zone a test runs in. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function orderFixture(overrides: Partial<Order> = {}): Order {
  return memberOrder({
    bag_name: 'Classic Flap Medium',
    bag_tier: 'Crown',
    user_tier: 'crown',
    order_date: day('2026-11-01'),
    return_due_date: day('2026-12-01'),
    created_at: day('2026-11-01'),
    updated_at: day('2026-11-01'),
    ...overrides,
  });
}

const delivered = orderFixture({
  id: 'o-delivered',
  order_status: 'delivered',
  tracking_number: '1ZAB12CD34EF56GH78',
  shipped_date: day('2026-11-02'),
  delivered_date: day('2026-11-04'),
});
const completed = orderFixture({
  id: 'o-completed',
  bag_brand: 'Dior',
  bag_name: 'Lady Dior Medium',
  bag_image: null,
  order_status: 'completed',
  tracking_number: '1ZZZ99YY88XX77WW66',
  order_date: day('2026-08-01'),
  shipped_date: day('2026-08-02'),
  delivered_date: day('2026-08-04'),
  return_due_date: day('2026-08-31'),
  created_at: day('2026-08-01'),
  updated_at: day('2026-09-03'),
});
const cancelled = orderFixture({
  id: 'o-cancelled',
  bag_brand: 'Balenciaga',
  bag_name: 'Hourglass Small Top Handle',
  order_status: 'cancelled',
  order_date: day('2026-07-10'),
  return_due_date: day('2026-08-09'),
  created_at: day('2026-07-10'),
  updated_at: day('2026-07-11'),
});

function history(orders: Order[]) {
  vi.mocked(useOrderHistory).mockReturnValue({ status: 'success', orders });
}

function renderHistory(tier: TierId | null = 'crown') {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <OrderHistory uid="uid-ada" tier={tier} /> },
      { path: '/bags', element: <h1>Bags page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/returns/:orderId', element: <h1>Return label page</h1> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** The order of the list whose heading is `name`. */
function orderCard(name: string) {
  return screen.getByRole('article', { name });
}

/** The `<dt>`/`<dd>` pairs of a card, as `[label, value]`. */
function details(card: HTMLElement): [string, string][] {
  return [...card.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

beforeEach(() => {
  // Only the clock: the swap dates are counted from "now".
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(day('2026-11-10'));
  vi.mocked(useOrderHistory).mockReset();
  history([delivered, completed, cancelled]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/orders', () => {
  it('reads the signed-in member’s own orders', () => {
    renderHistory();
    expect(useOrderHistory).toHaveBeenCalledWith('uid-ada');
  });

  it('says how many of the latest orders are shown and loads the next page on Load More', async () => {
    const loadMore = vi.fn();
    vi.mocked(useOrderHistory).mockReturnValue({
      status: 'success',
      orders: [delivered, completed],
      hasMore: true,
      loadingMore: false,
      moreFailed: false,
      loadMore,
    });
    const { user } = renderHistory();
    expect(screen.getByText('Your latest 2 orders, newest first · 1 current')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps the orders shown while the next page loads, and says when it failed', () => {
    const paging = { hasMore: true, loadingMore: true, moreFailed: false, loadMore: vi.fn() };
    vi.mocked(useOrderHistory).mockReturnValue({
      status: 'success',
      orders: [delivered, completed],
      ...paging,
    });
    renderHistory();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    cleanup();

    vi.mocked(useOrderHistory).mockReturnValue({
      status: 'success',
      orders: [delivered, completed],
      ...paging,
      hasMore: false,
      loadingMore: false,
      moreFailed: true,
    });
    renderHistory();
    expect(screen.getByText(MORE_ORDERS_FAILED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('lists every order newest first, each with its bag, status and dates', () => {
    renderHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    expect(screen.getByText('3 orders, newest first · 1 current')).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole(
      'listitem',
    );
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Classic Flap Medium', 'Lady Dior Medium', 'Hourglass Small Top Handle']);

    const current = orderCard('Classic Flap Medium');
    expect(within(current).getByText('Chanel')).toBeVisible();
    expect(
      within(current).getByRole('img', { name: 'Chanel Classic Flap Medium' }),
    ).toHaveAttribute('src', 'https://storage.example.test/products/flap-1-1.svg');
    expect(within(current).getByText('Delivered', { selector: 'span' })).toHaveTextContent(
      'Status: Delivered',
    );
    expect(details(current)).toEqual([
      ['Ordered', 'Nov 1, 2026'],
      ['Shipped', 'Nov 2, 2026'],
      ['Delivered', 'Nov 4, 2026'],
      // Crown swaps every 14 days from the delivery.
      ['Next swap unlocks', 'Nov 18, 2026'],
      ['Tracking', expect.stringContaining('1ZAB12CD34EF56GH78')],
    ]);
    expect(within(current).getByText('Nov 18, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-18T12:00:00.000Z',
    );
  });

  // A member keeps a bag as long as they like: no return is ever due.
  it('shows when a held bag’s swap unlocks, never a return due date', () => {
    renderHistory();
    expect(screen.queryByText(/return due/i)).toBeNull();
    expect(screen.queryByText('Dec 1, 2026')).toBeNull();
  });

  it('counts the swap period of the member’s plan, or of the order’s without one', () => {
    renderHistory('elite');
    // Elite swaps every 21 days: delivered Nov 4, unlocks Nov 25.
    expect(details(orderCard('Classic Flap Medium'))).toContainEqual([
      'Next swap unlocks',
      'Nov 25, 2026',
    ]);
  });

  it('says the swap has unlocked once its day has passed', () => {
    vi.setSystemTime(day('2026-11-20'));
    renderHistory();
    expect(details(orderCard('Classic Flap Medium'))).toContainEqual([
      'Swap unlocked',
      'Nov 18, 2026',
    ]);
  });

  it('shows no swap date for a bag on its way: its clock starts on delivery', () => {
    history([
      orderFixture({ id: 'o-pending', order_status: 'pending_shipment' }),
      orderFixture({
        id: 'o-transit',
        bag_name: 'Kelly 28',
        order_status: 'in_transit',
        shipped_date: day('2026-11-02'),
      }),
    ]);
    renderHistory();
    expect(details(orderCard('Classic Flap Medium'))).toEqual([
      ['Ordered', 'Nov 1, 2026'],
      ['Swap clock', 'Starts the day it arrives'],
    ]);
    expect(details(orderCard('Kelly 28'))).toEqual([
      ['Ordered', 'Nov 1, 2026'],
      ['Shipped', 'Nov 2, 2026'],
      ['Swap clock', 'Starts the day it arrives'],
    ]);
  });

  it('shows a reservation with the day it ships, not as a bag on its way', () => {
    history([
      orderFixture({
        id: 'o-reserved',
        order_status: 'pending_shipment',
        order_date: day('2026-11-09'),
        ship_on: new Date('2026-11-18T15:00:00Z'),
        follows_order_id: 'o-back',
      }),
    ]);
    renderHistory();
    expect(details(orderCard('Classic Flap Medium'))).toEqual([
      ['Reserved', 'Nov 9, 2026'],
      ['Ships on', 'November 18, 2026'],
    ]);
  });

  it('shows when a returning bag’s slot unlocks while that day is ahead', () => {
    const returning = orderFixture({
      order_status: 'return_pending',
      shipped_date: day('2026-11-02'),
      delivered_date: day('2026-11-04'),
    });
    history([returning]);
    renderHistory();
    expect(details(orderCard('Classic Flap Medium'))).toContainEqual([
      'Next swap unlocks',
      'Nov 18, 2026',
    ]);
  });

  it('offers the return label of a bag whose return is on the way, and only of it', async () => {
    const returning = orderFixture({
      id: 'o-returning',
      bag_brand: 'Prada',
      bag_name: 'Re-Edition 2005 Re-Nylon',
      order_status: 'return_pending',
      shipped_date: day('2026-11-02'),
      delivered_date: day('2026-11-04'),
    });
    history([returning, delivered, completed, cancelled]);
    const { router, user } = renderHistory();
    for (const name of ['Classic Flap Medium', 'Lady Dior Medium', 'Hourglass Small Top Handle']) {
      expect(within(orderCard(name)).queryByRole('link', { name: /Return Label/ })).toBeNull();
    }
    const link = within(orderCard('Re-Edition 2005 Re-Nylon')).getByRole('link', {
      name: 'View Return Label for Prada Re-Edition 2005 Re-Nylon',
    });
    expect(link).toHaveTextContent('View Return Label');
    expect(link).toHaveAttribute('href', '/returns/o-returning');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/returns/o-returning');
    expect(screen.getByRole('heading', { name: 'Return label page' })).toBeVisible();
  });

  it('links each tracking number to its carrier’s tracking page, in a new tab', () => {
    renderHistory();
    const current = orderCard('Classic Flap Medium');
    const link = within(current).getByRole('link', {
      name: '1ZAB12CD34EF56GH78, track on UPS (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1ZAB12CD34EF56GH78');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(current).getByText('UPS')).toBeVisible();
  });

  it('shows a tracking number no carrier recognises as text, without a wrong link', () => {
    history([{ ...delivered, tracking_number: 'LOCAL-COURIER-7' }]);
    renderHistory();
    const current = orderCard('Classic Flap Medium');
    expect(within(current).getByText('LOCAL-COURIER-7')).toBeVisible();
    expect(within(current).queryByRole('link', { name: /LOCAL-COURIER-7/ })).toBeNull();
  });

  it('uses the domain’s status labels and badge colours', () => {
    renderHistory();
    const badge = (name: string, label: string) =>
      within(orderCard(name)).getByText(label, { selector: 'span' });
    expect(badge('Classic Flap Medium', 'Delivered')).toHaveClass('bg-green-100');
    expect(badge('Lady Dior Medium', 'Completed')).toHaveClass('bg-neutral-200');
    expect(badge('Hourglass Small Top Handle', 'Cancelled')).toHaveClass('bg-red-100');
  });

  it('shows a closed order’s last update under that name, never a return due date', () => {
    renderHistory();
    expect(details(orderCard('Lady Dior Medium'))).toEqual([
      ['Ordered', 'Aug 1, 2026'],
      ['Shipped', 'Aug 2, 2026'],
      ['Delivered', 'Aug 4, 2026'],
      ['Last updated', 'Sep 3, 2026'],
      ['Tracking', expect.stringContaining('1ZZZ99YY88XX77WW66')],
    ]);
    // Cancelled before shipping: no shipping dates and no tracking number.
    expect(details(orderCard('Hourglass Small Top Handle'))).toEqual([
      ['Ordered', 'Jul 10, 2026'],
      ['Last updated', 'Jul 11, 2026'],
    ]);
  });

  // Admins' notes are not on the order at all (order_notes, admin-only).
  it('never shows the shipping address', () => {
    renderHistory();
    expect(screen.queryByText(/Analytical Way/)).toBeNull();
  });

  it('shows a placeholder when a bag has no photo or its photo does not load', () => {
    renderHistory();
    expect(
      within(orderCard('Lady Dior Medium')).getByRole('img', {
        name: 'Dior Lady Dior Medium: photo unavailable',
      }),
    ).toHaveAttribute('src', placeholderPhoto);
    fireEvent.error(within(orderCard('Classic Flap Medium')).getByRole('img'));
    expect(
      within(orderCard('Classic Flap Medium')).getByRole('img', {
        name: 'Chanel Classic Flap Medium: photo unavailable',
      }),
    ).toHaveAttribute('src', placeholderPhoto);
  });

  it('never calls a bag the member keeps late', () => {
    history([
      orderFixture({
        order_status: 'active_rental',
        delivered_date: day('2026-10-01'),
        overdue: true,
      }),
    ]);
    renderHistory();
    expect(screen.queryByText(/overdue/i)).toBeNull();
    expect(screen.getByText('1 order, newest first · 1 current')).toBeVisible();
  });

  it('shows a bought bag as Purchased, with what was paid', () => {
    history([
      orderFixture({
        order_status: 'completed',
        outcome: 'purchased',
        purchase: {
          amount: 195_000,
          paid_at: day('2026-11-10'),
          payment_id: 'cs_demo_1',
          mode: 'demo',
        },
      }),
    ]);
    renderHistory();
    const card = orderCard('Classic Flap Medium');
    expect(within(card).getByText('Purchased')).toBeVisible();
    expect(within(card).queryByText('Completed')).toBeNull();
    expect(details(card)).toContainEqual([
      'Bought for',
      '$1,950.00 (demo purchase, no card charged)',
    ]);
  });

  it('says a bank payment for the bag is processing, then that it failed', () => {
    const payment = { session_id: 'cs_1', updated_at: day('2026-11-10') };
    history([
      orderFixture({
        order_status: 'delivered',
        purchase_payment: { ...payment, status: 'processing' },
      }),
    ]);
    renderHistory();
    expect(details(orderCard('Classic Flap Medium'))).toContainEqual([
      'Purchase',
      PURCHASE_PROCESSING_NOTE,
    ]);
    cleanup();
    history([
      orderFixture({
        order_status: 'delivered',
        purchase_payment: { ...payment, status: 'failed' },
      }),
    ]);
    renderHistory();
    expect(details(orderCard('Classic Flap Medium'))).toContainEqual([
      'Purchase',
      PURCHASE_FAILED_NOTE,
    ]);
  });

  it('shows the bag’s condition as it was sent and as it came back', () => {
    vi.mocked(useOrderConditionRecord).mockReturnValue({
      status: 'success',
      record: {
        id: 'o-completed',
        bag_id: completed.bag_id,
        order_id: 'o-completed',
        dispatch: {
          grade: 'A',
          notes: 'Corners crisp.',
          photos: [],
          recorded_at: day('2026-08-02'),
        },
        return: {
          grade: 'AB',
          notes: 'Light rubbing on two corners.',
          photos: ['https://photos.test/back.jpg'],
          recorded_at: day('2026-09-03'),
        },
        updated_at: day('2026-09-03'),
      },
    });
    history([completed]);
    renderHistory();
    const record = within(orderCard('Lady Dior Medium')).getByRole('region', {
      name: 'Condition record',
    });
    expect(details(record)).toEqual([
      ['At dispatch', 'A · ExcellentCorners crisp.'],
      ['On return', 'AB · Very GoodLight rubbing on two corners.'],
    ]);
    expect(
      within(record).getByRole('img', { name: /On return photos, photo 1 of 1/ }),
    ).toBeVisible();
  });

  it('announces loading', () => {
    vi.mocked(useOrderHistory).mockReturnValue({ status: 'loading', orders: [] });
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    expect(screen.queryByRole('list', { name: 'Your orders' })).toBeNull();
    expect(screen.queryByText('No orders yet')).toBeNull();
  });

  it('says so when the orders cannot be read', () => {
    vi.mocked(useOrderHistory).mockReturnValue({ status: 'error', orders: [] });
    renderHistory();
    expect(screen.getByRole('alert')).toHaveTextContent(ORDERS_FAILED);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.queryByText('No orders yet')).toBeNull();
  });

  it('invites a member without orders to the catalogue', async () => {
    history([]);
    const { user, router } = renderHistory();
    expect(screen.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Browse the closet' }));
    expect(router.state.location.pathname).toBe('/bags');
  });

  it('leads back to the dashboard from the keyboard', async () => {
    const { user, router } = renderHistory();
    await user.tab();
    expect(screen.getByRole('link', { name: '← Dashboard' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
