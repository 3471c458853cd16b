import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shipDay, type Order, type Subscription, type TierId } from '@unlimited/domain';
import { useMemberOrder } from '@/features/dashboard/api/get-member-order';
import { useMemberOrders } from '@/features/dashboard/api/get-member-orders';
import { useMemberSubscription } from '@/features/dashboard/api/get-member-subscription';
import { ReturnLabel } from '@/features/dashboard/components/return-label';
import { DAY, daysAgo, orderFixture, subscriptionFixture } from '@/testing/fixtures/members';
import { renderRoutes } from '@/testing/render-routes';
import { freezeClock } from '@/testing/clock';

vi.mock('@/features/dashboard/api/get-member-order', () => ({ useMemberOrder: vi.fn() }));
vi.mock('@/features/dashboard/api/get-member-orders', () => ({ useMemberOrders: vi.fn() }));
vi.mock('@/features/dashboard/api/get-member-subscription', () => ({
  useMemberSubscription: vi.fn(),
}));

/** A bag delivered `age` days ago, now `status`. */
function delivered(id: string, status: Order['order_status'], age: number): Order {
  return orderFixture({
    id,
    bag_name: `Bag ${id}`,
    order_status: status,
    created_at: daysAgo(age + 3),
    shipped_date: daysAgo(age + 2),
    delivered_date: daysAgo(age),
  });
}

/** The label page of `returned` (sent back) for a member of `tier` whose orders are `orders`. */
function renderLabel(
  tier: TierId,
  returned: Order,
  orders: Order[] = [returned],
  subscription: Partial<Subscription> = {},
) {
  vi.mocked(useMemberOrder).mockReturnValue({ status: 'success', order: returned });
  vi.mocked(useMemberOrders).mockReturnValue({ status: 'success', orders });
  vi.mocked(useMemberSubscription).mockReturnValue({
    status: 'success',
    subscription: subscriptionFixture({ plan_name: tier, ...subscription }),
  });
  return renderRoutes(
    [
      { path: '/returns/:id', element: <ReturnLabel uid="uid-ada" orderId={returned.id} /> },
      { path: '/bags', element: <h1>Bags</h1> },
    ],
    `/returns/${returned.id}`,
  );
}

/** The day a reservation following a bag delivered `age` days ago ships (New York). */
const reserveDay = (age: number, periodDays: number) =>
  shipDay(new Date(daysAgo(age).getTime() + periodDays * DAY));

// The bags' dates are days before now.
freezeClock();

beforeEach(() => {
  vi.mocked(useMemberOrders).mockReset();
});

describe('/returns/:id: the next bag after starting a return', () => {
  it('names the day the swap clock unlocks, and offers to reserve the next bag for it', () => {
    // Elite swaps every 21 days: delivered 5 days ago, sent back early.
    renderLabel('elite', delivered('a', 'return_pending', 5));
    expect(screen.getByRole('heading', { name: 'Your Return Label' })).toBeVisible();
    expect(
      screen.getByText(
        `Your next swap unlocks ${reserveDay(5, 21)}. Reserve your next bag now and it ships that day.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/choose your next bag now/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Reserve Your Next Bag' })).toHaveAttribute(
      'href',
      '/bags',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers the next bag once the clock has unlocked', async () => {
    const { user, router } = renderLabel('elite', delivered('a', 'return_pending', 22));
    expect(screen.getByText(/You can choose your next bag now\./)).toBeVisible();
    expect(screen.queryByText(/Your next swap unlocks/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Choose Your Next Bag' }));
    expect(router.state.location.pathname).toBe('/bags');
  });

  it('counts Crown’s two slots: the other one is free while the returned bag’s clock runs', () => {
    // Crown holds 2 and swaps every 14 days: sent back 3 days after delivery.
    const returned = delivered('a', 'return_pending', 3);
    renderLabel('crown', returned);
    expect(screen.getByRole('link', { name: 'Choose Your Next Bag' })).toBeVisible();
  });

  it('names the day when Crown’s other slot holds a bag', () => {
    const returned = delivered('a', 'return_pending', 3);
    renderLabel('crown', returned, [returned, delivered('b', 'delivered', 2)]);
    expect(
      screen.getByText(
        `Your next swap unlocks ${reserveDay(3, 14)}. Reserve your next bag now and it ships that day.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
  });

  it('names the day and offers nothing more once the next bag is reserved', () => {
    const returned = delivered('a', 'return_pending', 5);
    const next = {
      ...delivered('n', 'pending_shipment', 0),
      delivered_date: null,
      shipped_date: null,
      ship_on: new Date((returned.delivered_date?.getTime() ?? 0) + 21 * DAY),
      follows_order_id: 'a',
    };
    renderLabel('elite', returned, [returned, next]);
    expect(
      screen.queryByRole('link', { name: /Reserve Your Next Bag|Choose Your Next Bag/ }),
    ).toBeNull();
  });

  it('says nothing about a next bag without an active membership', () => {
    renderLabel('elite', delivered('a', 'return_pending', 30), undefined, { status: 'paused' });
    expect(screen.getByText('We have emailed you this label too.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
  });
});

describe('/returns/:id: the printable label', () => {
  it('carries the carrier, both addresses, the order number and the return code as a Code 128 barcode', () => {
    renderLabel('elite', delivered('abcdefgh1234', 'return_pending', 5));
    const label = screen.getByRole('region', { name: 'Return label' });
    expect(label).toHaveTextContent('UPS Ground');
    expect(label).toHaveTextContent('Prepaid return');
    expect(label).toHaveTextContent('Ada Lovelace');
    expect(label).toHaveTextContent('Unlimited Returns 120 Hudson Street');
    expect(label).toHaveTextContent('Order numberabcdefgh1234');
    expect(label).toHaveTextContent('Drop it at any UPS location');
    const barcode = within(label).getByRole('img', { name: 'Barcode of UNL-ABCDEFGH' });
    // Drawn bars, not an empty box: Code 128 draws 3 bars a character, 4 to stop (46 here),
    // as vertical strokes grouped by width in SVG paths.
    const bars = [...barcode.querySelectorAll('svg path')].flatMap(
      (path) => path.getAttribute('d')?.match(/M[\d.]+ [\d.]+L[\d.]+ [\d.]+/g) ?? [],
    );
    expect(bars).toHaveLength(46);
    expect(within(label).getByText('UNL-ABCDEFGH')).toBeVisible();
  });

  it('draws a different barcode for a different return code', () => {
    renderLabel('elite', delivered('abcdefgh1234', 'return_pending', 5));
    const first = screen.getByRole('img', { name: /^Barcode of/ }).innerHTML;
    cleanup();
    renderLabel('elite', delivered('zyxwvuts9876', 'return_pending', 5));
    const second = screen.getByRole('img', { name: 'Barcode of UNL-ZYXWVUTS' }).innerHTML;
    expect(second).not.toBe(first);
  });

  it('has no label for an order whose return has not started', () => {
    renderLabel('elite', delivered('a', 'delivered', 5));
    expect(screen.getByRole('heading', { name: 'No return label' })).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Barcode of/ })).toBeNull();
  });

  it('has no label for an order the member cannot read (another member’s)', () => {
    vi.mocked(useMemberOrder).mockReturnValue({ status: 'error', order: null });
    vi.mocked(useMemberOrders).mockReturnValue({ status: 'success', orders: [] });
    renderRoutes(
      [{ path: '/returns/:id', element: <ReturnLabel uid="uid-ada" orderId="theirs" /> }],
      '/returns/theirs',
    );
    expect(screen.getByRole('heading', { name: 'Return label not found' })).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Barcode of/ })).toBeNull();
  });
});
