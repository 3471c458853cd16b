import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shipDay, swapDate, type Order, type QueueEntry, type TierId } from '@unlimited/domain';
import { useHeldForMe } from '@/features/dashboard/api/get-held-for-me';
import { useMemberOrders } from '@/features/dashboard/api/get-member-orders';
import { useMemberProfile } from '@/features/dashboard/api/get-member-profile';
import { useMemberSubscription } from '@/features/dashboard/api/get-member-subscription';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { useMyInvitation } from '@/lib/my-invitation';
import { freezeClock } from '@/testing/clock';
import {
  DAY,
  daysAgo,
  orderFixture,
  profileFixture,
  subscriptionFixture,
} from '@/testing/fixtures/members';

vi.mock('@/features/dashboard/api/get-member-profile', () => ({ useMemberProfile: vi.fn() }));
vi.mock('@/features/dashboard/api/get-member-orders', () => ({ useMemberOrders: vi.fn() }));
vi.mock('@/features/dashboard/api/get-held-for-me', () => ({ useHeldForMe: vi.fn() }));
vi.mock('@/features/dashboard/api/get-member-subscription', () => ({
  useMemberSubscription: vi.fn(),
}));
vi.mock('@/lib/my-invitation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMyInvitation: vi.fn(),
}));

/** The dashboard of a subscribed member of `tier` whose orders are `orders`. */
function renderDashboard(tier: TierId, orders: Order[], held: QueueEntry[] = []) {
  vi.mocked(useMemberProfile).mockReturnValue({ status: 'success', profile: profileFixture() });
  vi.mocked(useMemberOrders).mockReturnValue({ status: 'success', orders });
  vi.mocked(useMemberSubscription).mockReturnValue({
    status: 'success',
    subscription: subscriptionFixture({ plan_name: tier }),
  });
  vi.mocked(useHeldForMe).mockReturnValue({ status: 'success', held });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <MemberDashboard uid="uid-ada" tier={tier} /> },
      { path: '/bags', element: <h1>Bags</h1> },
      { path: '/bags/:id', element: <h1>Bag page</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

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

/** The day the swap clock of a bag delivered `age` days ago unlocks, as the bag page says it. */
function unlockDay(age: number, periodDays: number): string {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return swapDate(new Date(daysAgo(age).getTime() + periodDays * DAY), local);
}

/** The ship day of a reservation following a bag delivered `age` days ago (New York). */
function reserveDay(age: number, periodDays: number): string {
  return shipDay(new Date(daysAgo(age).getTime() + periodDays * DAY));
}

function queueEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 'kelly_uid-ada',
    product_id: 'kelly',
    user_id: 'uid-ada',
    user_tier: 'elite',
    joined_at: daysAgo(10),
    status: 'offered',
    position: 1,
    estimated_at: null,
    offer_expires_at: new Date('2026-11-26T20:00:00Z'),
    bag_title: 'Kelly 28',
    bag_brand: 'Hermès',
    bag_photo: 'https://storage.example.test/products/kelly-1.svg',
    user_email: null,
    updated_at: daysAgo(0),
    ...overrides,
  };
}

// The bags' dates are days before now; the hold below ends Nov 26, 2026, two days ahead.
freezeClock();

beforeEach(() => {
  vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
});

describe('/dashboard: the next bag', () => {
  it('offers to reserve the next bag while a returned bag’s swap clock is locked, naming the day', async () => {
    // Elite swaps every 21 days: delivered 5 days ago, sent back early.
    const { user, router } = renderDashboard('elite', [delivered('a', 'return_pending', 5)]);
    expect(screen.getByRole('region', { name: 'On Its Way Back' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reserve your next bag' })).toBeVisible();
    expect(
      screen.getByText(
        `Your next swap unlocks ${reserveDay(5, 21)}. Reserve your next bag now and it ships that day.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your Next Bag' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Reserve Your Next Bag' }));
    expect(router.state.location.pathname).toBe('/bags');
  });

  it('offers the next bag once the returned bag’s clock has unlocked', async () => {
    const { user, router } = renderDashboard('elite', [delivered('a', 'return_pending', 22)]);
    expect(screen.queryByText(/Your next swap unlocks/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Choose Your Next Bag' }));
    expect(router.state.location.pathname).toBe('/bags');
  });

  it('names the day too when the returned bag has already arrived back', () => {
    renderDashboard('reserve', [delivered('a', 'completed', 10)]);
    expect(
      screen.getByText(
        `Your next swap unlocks ${reserveDay(10, 30)}. Reserve your next bag now and it ships that day.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your First Bag' })).toBeNull();
  });

  it('offers Crown’s free second slot beside the bag out', async () => {
    const { user, router } = renderDashboard('crown', [delivered('a', 'active_rental', 3)]);
    expect(screen.getByRole('heading', { name: 'Choose your second bag' })).toBeVisible();
    expect(
      screen.getByText('Crown holds 2 bags at a time, so you can choose another one now.'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Choose Your Second Bag' }));
    expect(router.state.location.pathname).toBe('/bags');
  });

  it('offers no second bag when both of Crown’s slots are out, or to a one-bag tier', () => {
    renderDashboard('crown', [
      delivered('a', 'active_rental', 3),
      orderFixture({ id: 'b', bag_name: 'Bag b' }),
    ]);
    expect(screen.getAllByRole('region', { name: /Your Current Bag/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Choose Your/ })).toBeNull();
    document.body.innerHTML = '';
    renderDashboard('elite', [delivered('a', 'active_rental', 3)]);
    expect(screen.queryByRole('link', { name: /Choose Your/ })).toBeNull();
  });

  it('says when Crown’s second slot unlocks while a returned bag still holds it', () => {
    // Crown swaps every 14 days: the returned bag arrived 4 days ago.
    renderDashboard('crown', [
      delivered('a', 'active_rental', 3),
      delivered('b', 'return_pending', 4),
    ]);
    expect(
      screen.getByText(
        `Your next swap unlocks ${reserveDay(4, 14)}. Reserve your next bag now and it ships that day.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Choose Your/ })).toBeNull();
  });
});

describe('/dashboard: a bag held for the member', () => {
  it('shows the bag held for them, until when, and leads to its page', async () => {
    const { user, router } = renderDashboard('elite', [], [queueEntry()]);
    const card = screen.getByRole('region', { name: 'Held for You' });
    expect(within(card).getByText('Hermès Kelly 28')).toBeVisible();
    expect(within(card).getByText('It is your turn: this bag is held for you.')).toBeVisible();
    expect(card).toHaveTextContent(
      'Choose it before Nov 26, 2026, 3:00 PM ET, or it passes to the next member in line.',
    );
    await user.click(within(card).getByRole('link', { name: 'View the Hermès Kelly 28' }));
    expect(router.state.location.pathname).toBe('/bags/kelly');
  });

  it('reads the member’s own queue entries', () => {
    renderDashboard('elite', []);
    expect(useHeldForMe).toHaveBeenCalledWith('uid-ada');
    expect(screen.queryByRole('region', { name: 'Held for You' })).toBeNull();
  });
});

describe('/dashboard: a bag held for the member and the next bag', () => {
  it('makes the held bag the next step: no invitation to choose another beside it', () => {
    // Reserve, the last bag back and its clock unlocked: the one free slot is the held bag's.
    renderDashboard('reserve', [delivered('a', 'completed', 40)], [queueEntry()]);
    expect(screen.getByRole('region', { name: 'Held for You' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Choose your/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Choose Your/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose Another Bag' })).toBeNull();
  });

  it('offers no first bag either to a member whose first bag is held for them', () => {
    renderDashboard('elite', [], [queueEntry()]);
    expect(screen.getByRole('region', { name: 'Held for You' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your First Bag' })).toBeNull();
  });

  it('says clearly when Crown has a free slot besides the held bag', async () => {
    const { user, router } = renderDashboard('crown', [], [queueEntry()]);
    expect(screen.getByRole('region', { name: 'Held for You' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Room for one more bag' })).toBeVisible();
    expect(
      screen.getByText(
        'Your Crown membership holds 2 bags at a time. Besides the bag held for you, you can choose one more now.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose Your First Bag' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Choose Another Bag' }));
    expect(router.state.location.pathname).toBe('/bags');
  });

  it('offers nothing beside the held bag when Crown’s other slot is out', () => {
    renderDashboard('crown', [delivered('a', 'active_rental', 3)], [queueEntry()]);
    expect(screen.getByRole('region', { name: 'Held for You' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Choose your second bag' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Choose (Your|Another)/ })).toBeNull();
  });

  it('says why a held bag cannot be chosen once the slots have filled, as the bag page does', () => {
    renderDashboard(
      'elite',
      [
        orderFixture({
          id: 'out',
          bag_name: 'Gucci Ophidia GG Small Tote',
          order_status: 'active_rental',
          delivered_date: daysAgo(3),
        }),
      ],
      [queueEntry()],
    );
    const card = screen.getByRole('region', { name: 'Held for You' });
    expect(card).toHaveTextContent(
      `You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Elite membership holds 1 bag at a time. Your next swap unlocks ${unlockDay(3, 21)}: from then, start a return to choose your next bag.`,
    );
    expect(card).toHaveTextContent(
      'It stays held for you until Nov 26, 2026, 3:00 PM ET, then passes to the next member in line.',
    );
    expect(card).not.toHaveTextContent('Choose it before');
  });

  it('waits for the member’s holds before offering a next bag', () => {
    renderDashboard('elite', []);
    vi.mocked(useHeldForMe).mockReturnValue({ status: 'loading', held: [] });
    document.body.innerHTML = '';
    const router = createMemoryRouter(
      [{ path: '/dashboard', element: <MemberDashboard uid="uid-ada" tier="elite" /> }],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Choose Your/ })).toBeNull();
  });
});
