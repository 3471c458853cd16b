import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  orderDocSchema,
  type Order,
  type QueueEntry,
  type UpdateOrderInput,
} from '@unlimited/domain';
import { groupQueues, type BagQueuesState } from '../api/get-bag-queues';
import type { MembershipsState } from '../api/get-ship-memberships';
import type { SwapList, SwapListState } from '../api/get-swap-lists';
import type { BulkResult } from '../api/update-swap-orders';
import { SwapsPage } from '../components/swaps-page';
import { freezeClock } from '@/testing/clock';

let lists: Record<SwapList, SwapListState>;
const bulkUpdate = vi.fn<(inputs: UpdateOrderInput[]) => Promise<BulkResult[]>>();
vi.mock('../api/get-swap-lists', () => ({ useSwapList: (list: SwapList) => lists[list] }));
let queues: BagQueuesState = { status: 'success', queues: [] };
vi.mock('../api/get-bag-queues', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useBagQueues: () => queues,
}));
let memberships: MembershipsState = { status: 'success', memberships: new Map() };
const asked = vi.fn<(uids: readonly string[]) => void>();
vi.mock('../api/get-ship-memberships', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useMemberships: (uids: readonly string[]) => {
    asked(uids);
    return memberships;
  },
}));
vi.mock('../api/get-bag-grade', () => ({
  useBagGrade: (bagId: string) =>
    bagId === 'gone' ? { status: 'missing', grade: null } : { status: 'success', grade: 'A' },
}));
vi.mock('../api/update-swap-orders', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useBulkUpdateOrders: () => bulkUpdate,
}));

function order(id: string, overrides: Record<string, unknown> = {}): Order {
  const doc = orderDocSchema.parse({
    user_id: `member-${id}`,
    bag_id: `bag-${id}`,
    bag_name: 'Classic Flap',
    bag_brand: 'Chanel',
    bag_tier: 'Elite',
    bag_retail_price: 285050,
    user_tier: 'elite',
    shipping_address: {
      full_name: `Member ${id}`,
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    },
    order_status: 'pending_shipment',
    order_date: new Date(2026, 10, 3, 12),
    return_due_date: new Date(2026, 11, 3, 12),
    created_at: new Date(2026, 10, 3, 12),
    updated_at: new Date(2026, 10, 3, 12),
    ...overrides,
  });
  return { ...doc, id };
}

const ok = (orders: Order[]): SwapListState => ({ status: 'success', orders, more: false });
const loading: SwapListState = { status: 'loading', orders: [], more: false };

function renderPage() {
  render(
    <MemoryRouter>
      <SwapsPage />
    </MemoryRouter>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(name) }));

// How long a bag has waited or travelled is counted in days to now.
freezeClock();

beforeEach(() => {
  lists = { toShip: loading, returning: loading, overdue: loading };
  // Every member active unless a test says otherwise.
  memberships = {
    status: 'success',
    memberships: { get: () => 'active' } as unknown as ReadonlyMap<string, 'active'>,
  };
  bulkUpdate.mockReset();
  asked.mockReset();
});

describe('Swaps', () => {
  it('shows each list loading, then empty, and a failed list as an error', () => {
    renderPage();
    expect(section('Bags to Ship').getByRole('status')).toHaveTextContent('Loading...');
    lists = {
      toShip: ok([]),
      returning: { status: 'error', orders: [], more: false },
      overdue: ok([]),
    };
    renderPage();
    expect(screen.getByText('No bags to ship. Every order has gone out.')).toBeVisible();
    expect(screen.getByText('No overdue returns.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the returns on their way');
  });

  it('lists reservations apart with their ship day, and one whose return is late as waiting for it', () => {
    // Now: Nov 24, 2026 (freezeClock). One reservation ships Dec 7; one was due Nov 20, but
    // the bag its member sent back is still on its way; one was due Nov 22 and its return
    // is in: that one is to ship.
    lists = {
      toShip: ok([
        order('plain001'),
        order('later001', {
          ship_on: new Date('2026-12-07T15:00:00Z'),
          follows_order_id: 'back0001',
        }),
        order('late0001', {
          ship_on: new Date('2026-11-20T15:00:00Z'),
          follows_order_id: 'back0002',
        }),
        order('due00001', {
          ship_on: new Date('2026-11-22T15:00:00Z'),
          follows_order_id: 'gone0001',
        }),
      ]),
      returning: ok([
        order('back0002', {
          order_status: 'return_pending',
          bag_brand: 'Gucci',
          bag_name: 'Ophidia Tote',
        }),
      ]),
      overdue: ok([]),
    };
    renderPage();
    const ship = section('Bags to Ship');
    expect(ship.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Member plain001'),
      expect.stringContaining('Member due00001'),
    ]);
    const later = section('Reserved to Ship Later');
    const [first, second] = later.getAllByRole('listitem');
    expect(first).toHaveTextContent('Member later001');
    expect(first).toHaveTextContent('Ships on December 7, 2026');
    expect(second).toHaveTextContent('Member late0001');
    expect(second).toHaveTextContent(
      'Ship day November 20, 2026 has come: waiting for the return of the Gucci Ophidia Tote (UNL-BACK0002)',
    );
    // Nothing there can be selected to ship.
    expect(later.queryAllByRole('checkbox')).toEqual([]);
  });

  it('lists bags to ship with the address and the bag condition, and says when nobody queues', () => {
    lists = {
      toShip: ok([order('ship0001'), order('ship0002', { bag_id: 'gone' })]),
      returning: ok([]),
      overdue: ok([]),
    };
    renderPage();
    const ship = section('Bags to Ship');
    const [first, second] = ship.getAllByRole('listitem');
    expect(first).toHaveTextContent('Chanel Classic Flap');
    expect(first).toHaveTextContent('Member ship0001');
    expect(first).toHaveTextContent('Austin, TX 78701');
    expect(first).toHaveTextContent('Condition: A (Excellent)');
    expect(second).toHaveTextContent('Bag not found');
    expect(screen.getByRole('region', { name: 'Per-Bag Queues' })).toHaveTextContent(
      'Nobody is waiting for a bag.',
    );
  });

  it('holds back the bags of members whose membership is not active, saying why, and ships the rest', async () => {
    lists = {
      toShip: ok([order('ship0001'), order('lapsed01'), order('paused01'), order('nomember')]),
      returning: ok([]),
      overdue: ok([]),
    };
    memberships = { status: 'loading', memberships: null };
    renderPage();
    // Until the memberships are read, nothing is offered for shipping.
    expect(section('Bags to Ship').getByRole('status')).toHaveTextContent('Loading...');
    expect(asked).toHaveBeenLastCalledWith([
      'member-ship0001',
      'member-lapsed01',
      'member-paused01',
      'member-nomember',
    ]);

    cleanup();
    memberships = {
      status: 'success',
      memberships: new Map([
        ['member-ship0001', 'active'],
        ['member-lapsed01', 'past_due'],
        ['member-paused01', 'paused'],
      ]),
    };
    renderPage();
    const ship = section('^Bags to Ship');
    expect(ship.getAllByRole('listitem')).toHaveLength(1);
    expect(ship.getByRole('listitem')).toHaveTextContent('Member ship0001');
    expect(ship.getByText(/3 orders held back below: membership not active\./)).toBeVisible();
    const held = screen.getByRole('region', { name: /Membership not active — do not ship/ });
    const rows = within(held).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Membership not active: the member's last payment failed"),
      expect.stringContaining("Membership not active: the member's membership is paused"),
      expect.stringContaining('Membership not active: the member has no membership'),
    ]);
    // Held orders cannot be chosen for shipping.
    expect(within(held).queryByRole('checkbox')).toBeNull();
    expect(within(held).queryByRole('button')).toBeNull();
  });

  it('says so when the memberships cannot be read, rather than offering every bag', () => {
    lists = { toShip: ok([order('ship0001')]), returning: ok([]), overdue: ok([]) };
    memberships = { status: 'error', memberships: null };
    renderPage();
    expect(section('^Bags to Ship').getByRole('alert')).toHaveTextContent(
      'Failed to load the bags to ship',
    );
    expect(section('^Bags to Ship').queryByRole('checkbox')).toBeNull();
  });

  it('lists each bag’s queue in turn order: who holds the offer, then who is next', () => {
    lists = { toShip: ok([]), returning: ok([]), overdue: ok([]) };
    const entry = (uid: string, position: number, overrides: Partial<QueueEntry> = {}) =>
      ({
        id: `kelly_${uid}`,
        product_id: 'kelly',
        user_id: uid,
        user_tier: 'elite',
        joined_at: new Date(2026, 10, 1),
        status: 'waiting',
        position,
        estimated_at: new Date(2026, 11, 4, 12),
        offer_expires_at: null,
        bag_title: 'Kelly 28',
        bag_brand: 'Hermès',
        bag_photo: null,
        user_email: `${uid}@example.com`,
        updated_at: new Date(2026, 10, 1),
        ...overrides,
      }) satisfies QueueEntry;
    queues = {
      status: 'success',
      queues: groupQueues([
        entry('ada', 1, {
          status: 'offered',
          user_tier: 'crown',
          offer_expires_at: new Date('2026-11-25T20:00:00Z'),
        }),
        entry('bob', 2),
      ]),
    };
    renderPage();
    const list = screen.getByRole('list', { name: 'Queue for Hermès Kelly 28' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1. ada@example.com (Crown)');
    expect(rows[0]).toHaveTextContent('Held for them until Nov 25, 2026, 3:00 PM ET');
    expect(rows[1]).toHaveTextContent('2. bob@example.com (Elite)');
    expect(rows[1]).toHaveTextContent('Estimated 12/4/2026');
    queues = { status: 'success', queues: [] };
  });

  it('ships the chosen orders with their tracking numbers and reports each result, a refusal included', async () => {
    const user = userEvent.setup();
    lists = {
      toShip: ok([order('ship0001'), order('ship0002'), order('ship0003')]),
      returning: ok([]),
      overdue: ok([]),
    };
    bulkUpdate.mockResolvedValue([
      { orderId: 'ship0001', ok: true },
      {
        orderId: 'ship0003',
        ok: false,
        message: 'A bag they sent back has not been received yet.',
      },
    ]);
    renderPage();
    const markShipped = screen.getByRole('button', { name: /Mark Shipped/ });
    expect(markShipped).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select order ship0001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order ship0003' }));
    await user.click(screen.getByRole('button', { name: 'Mark Shipped (2)' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Shipped' }));
    await user.click(dialog.getByRole('button', { name: 'Mark 2 Shipped' }));
    expect(
      dialog.getAllByText('Enter the tracking number to mark the order In Transit'),
    ).toHaveLength(2);
    expect(bulkUpdate).not.toHaveBeenCalled();
    // The same characters the Update Order dialog and the server accept.
    const first = dialog.getByLabelText('Tracking number for order ship0001');
    await user.type(first, '1Z;111');
    await user.click(dialog.getByRole('button', { name: 'Mark 2 Shipped' }));
    expect(first).toHaveAccessibleDescription(
      'Tracking number may only contain letters, numbers, dashes and spaces',
    );
    expect(bulkUpdate).not.toHaveBeenCalled();
    await user.clear(first);

    await user.type(first, ' 1Z111 ');
    await user.type(dialog.getByLabelText('Tracking number for order ship0003'), '1Z333');
    await user.click(dialog.getByRole('button', { name: 'Mark 2 Shipped' }));
    expect(bulkUpdate).toHaveBeenCalledWith([
      {
        orderId: 'ship0001',
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        tracking_number: '1Z111',
      },
      {
        orderId: 'ship0003',
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        tracking_number: '1Z333',
      },
    ]);
    const results = await dialog.findByRole('status');
    expect(results).toHaveTextContent('1 of 2 shipped; 1 refused.');
    expect(results).toHaveTextContent('Order ship0001: shipped');
    expect(results).toHaveTextContent(
      'Order ship0003: A bag they sent back has not been received yet.',
    );
  });

  it('receives returns with the condition grade chosen for each bag', async () => {
    const user = userEvent.setup();
    const returning = order('ret00001', { order_status: 'return_pending' });
    lists = { toShip: ok([]), returning: ok([returning]), overdue: ok([]) };
    bulkUpdate.mockResolvedValue([{ orderId: 'ret00001', ok: true }]);
    renderPage();
    await user.click(section('Returns on Their Way').getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Mark Received (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Received' }));
    expect(dialog.getByText(/Notes and photos go on the bag's condition record/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Mark 1 Received' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a grade');
    await user.selectOptions(dialog.getByLabelText('Condition grade for order ret00001'), 'AB');
    const record = within(
      dialog.getByRole('group', { name: 'Condition notes and photos for order ret00001' }),
    );
    await user.type(record.getByLabelText('Condition notes'), 'Light rubbing on two corners.');
    await user.click(dialog.getByRole('button', { name: 'Mark 1 Received' }));
    expect(bulkUpdate).toHaveBeenCalledWith([
      {
        orderId: 'ret00001',
        expected_status: 'return_pending',
        order_status: 'completed',
        condition_grade: 'AB',
        condition_notes: 'Light rubbing on two corners.',
      },
    ]);
    expect(await dialog.findByRole('status')).toHaveTextContent('1 of 1 received.');
  });

  it('lists overdue returns with why each is overdue, and says a kept bag never is', () => {
    const now = new Date();
    const daysAgo = (n: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, 12);
    lists = {
      toShip: ok([]),
      returning: ok([]),
      overdue: ok([
        order('late0001', {
          order_status: 'active_rental',
          overdue: true,
          overdue_flagged_at: new Date(2026, 10, 20, 6),
        }),
        order('lost0001', {
          order_status: 'return_pending',
          updated_at: daysAgo(20),
          overdue: true,
          overdue_flagged_at: daysAgo(5),
        }),
      ]),
    };
    renderPage();
    const overdue = section('Overdue Returns');
    expect(
      screen.getByText(
        'Bags we need back: still out while the membership is not active (a failed payment, a pause or an end), or sent back over 14 days ago and not received. A bag kept under an active membership is never overdue. A bag is listed as soon as the membership changes (and the daily return-due job checks the returns). Contact the member.',
      ),
    ).toBeVisible();
    const [held, lost] = overdue.getAllByRole('listitem');
    expect(held).toHaveTextContent('Membership not active');
    expect(held).toHaveTextContent('Overdue since 11/20/2026');
    expect(held).not.toHaveTextContent(/due back/i);
    expect(lost).toHaveTextContent('Not received after 20 days');
    expect(overdue.queryByRole('checkbox')).toBeNull();
  });

  it('says how long each return has been on its way, not a due date', () => {
    const now = new Date();
    const started = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 2, 12);
    lists = {
      toShip: ok([]),
      returning: ok([order('ret00002', { order_status: 'return_pending', updated_at: started })]),
      overdue: ok([]),
    };
    renderPage();
    const item = section('Returns on Their Way').getByRole('listitem');
    expect(item).toHaveTextContent('On its way 2 days');
    expect(item).not.toHaveTextContent(/due back/i);
  });
});
