import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { swapDate, type Order, type Subscription, type TierId } from '@unlimited/domain';
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

const unlockDay = (age: number, periodDays: number) =>
  swapDate(
    new Date(daysAgo(age).getTime() + periodDays * DAY),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );

// The bags' dates are days before now.
freezeClock();

beforeEach(() => {
  vi.mocked(useMemberOrders).mockReset();
});

describe('/returns/:id: the next bag after starting a return', () => {
  it('names the day the swap clock unlocks, and offers no next bag, while it is locked', () => {
    // Elite swaps every 21 days: delivered 5 days ago, sent back early.
    renderLabel('elite', delivered('a', 'return_pending', 5));
    expect(screen.getByRole('heading', { name: 'Your Return Label' })).toBeVisible();
    expect(
      screen.getByText(
        `Your next swap unlocks ${unlockDay(5, 21)}. You can choose your next bag then.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/choose your next bag now/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
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
        `Your next swap unlocks ${unlockDay(3, 14)}. You can choose your next bag then.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
  });

  it('says nothing about a next bag without an active membership', () => {
    renderLabel('elite', delivered('a', 'return_pending', 30), undefined, { status: 'paused' });
    expect(screen.getByText('We have emailed you this label too.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
  });
});
