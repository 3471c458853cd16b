import { describe, expect, it } from 'vitest';
import { emptyDashboardStats, type DashboardStatsDoc } from '@unlimited/domain';
import { tasksFrom } from '../api/get-tasks';

function counters(overrides: Partial<DashboardStatsDoc> = {}) {
  return { status: 'success', value: { ...emptyDashboardStats(), ...overrides } } as const;
}
const count = (value: number) => ({ status: 'success', value }) as const;
const noId = { status: 'success', value: undefined } as const;
const loading = { status: 'loading' } as const;
const error = { status: 'error' } as const;

describe('the task queue from its sources', () => {
  it('reads every task from the counters and the two time-based counts', () => {
    const state = tasksFrom({
      counters: counters({
        orders_by_status: { ...emptyDashboardStats().orders_by_status, pending_shipment: 3 },
        products_active_without_photos: 2,
        products_hidden_with_photos: 1,
        products_hidden_without_photos: 7,
        subscriptions_past_due: 2,
      }),
      overdue: count(1),
      staleSignups: count(15),
      firstPastDue: loading,
    });
    expect(state).toEqual({ status: 'success', tasks: expect.any(Array), failed: [] });
    if (state.status !== 'success') return;
    expect(state.tasks.map((task) => task.title)).toEqual([
      '1 return is overdue',
      '2 memberships have a failed payment',
      '3 orders to ship',
      '15 waitlist signups pending for more than a week',
      '2 active products have no photos',
      '1 hidden product is ready to publish',
    ]);
    expect(state.tasks[1]?.to).toBe('/admin/customers?status=past_due');
  });

  it('leaves out the orders held back (membership not active) and lists them as their own task', () => {
    const state = tasksFrom({
      counters: counters({
        orders_by_status: { ...emptyDashboardStats().orders_by_status, pending_shipment: 6 },
      }),
      overdue: count(0),
      staleSignups: count(0),
      firstPastDue: noId,
      // 6 pending: 2 reservations for a later day, 3 held back, one of them a reservation.
      reservedLater: { status: 'success', value: { count: 2, next: null } },
      heldBack: { status: 'success', value: { count: 3, more: false, reservedLater: 1 } },
    });
    expect(state.status === 'success' && state.tasks.map((t) => [t.title, t.to])).toEqual([
      ['2 orders to ship', '/admin/swaps'],
      ['3 orders are held back: membership not active', '/admin/swaps'],
      ['1 reservation ships on a later day', '/admin/swaps#reserved-to-ship-later-heading'],
    ]);
    // Without the held orders, the orders to ship are not known: said, not guessed.
    const failed = tasksFrom({
      counters: counters({
        orders_by_status: { ...emptyDashboardStats().orders_by_status, pending_shipment: 6 },
      }),
      overdue: count(0),
      staleSignups: count(0),
      firstPastDue: noId,
      heldBack: error,
    });
    expect(failed).toEqual({ status: 'success', tasks: [], failed: ['heldBack'] });
  });

  it('does not count reservations whose day is ahead as orders to ship, and names the next day', () => {
    const state = tasksFrom({
      counters: counters({
        orders_by_status: { ...emptyDashboardStats().orders_by_status, pending_shipment: 5 },
      }),
      overdue: count(0),
      staleSignups: count(0),
      firstPastDue: noId,
      reservedLater: {
        status: 'success',
        value: { count: 2, next: new Date('2026-12-07T15:00:00Z') },
      },
    });
    expect(state.status === 'success' && state.tasks.map((t) => [t.title, t.where])).toEqual([
      ['3 orders to ship', 'Mark shipped in Swaps'],
      [
        '2 reservations ship on a later day',
        'Not to ship yet. The next ships on December 7, 2026 (Swaps)',
      ],
    ]);
    // Without the reservations' count, the orders to ship are not known: said, not guessed.
    const failed = tasksFrom({
      counters: counters({
        orders_by_status: { ...emptyDashboardStats().orders_by_status, pending_shipment: 5 },
      }),
      overdue: count(0),
      staleSignups: count(0),
      firstPastDue: noId,
      reservedLater: error,
    });
    expect(failed).toEqual({ status: 'success', tasks: [], failed: ['reservedLater'] });
  });

  it("waits for the one failed payment's member, then links to them", () => {
    const sources = {
      counters: counters({ subscriptions_past_due: 1 }),
      overdue: count(0),
      staleSignups: count(0),
    };
    expect(tasksFrom({ ...sources, firstPastDue: loading })).toEqual({ status: 'loading' });
    const state = tasksFrom({
      ...sources,
      firstPastDue: { status: 'success', value: 'seed-elite' },
    });
    expect(state.status === 'success' && state.tasks[0]?.to).toBe('/admin/customers/seed-elite');
  });

  it('is loading until the counters and both counts are in', () => {
    const ready = { counters: counters(), overdue: count(0), staleSignups: count(0) };
    expect(tasksFrom({ ...ready, firstPastDue: noId })).toEqual({
      status: 'success',
      tasks: [],
      failed: [],
    });
    for (const source of ['counters', 'overdue', 'staleSignups'] as const) {
      expect(tasksFrom({ ...ready, [source]: loading, firstPastDue: noId })).toEqual({
        status: 'loading',
      });
    }
  });

  it('names a source that could not be read and leaves its tasks out, not zero', () => {
    const state = tasksFrom({
      counters: error,
      overdue: count(2),
      staleSignups: error,
      firstPastDue: noId,
    });
    expect(state).toEqual({
      status: 'success',
      tasks: [expect.objectContaining({ id: 'overdue', title: '2 returns are overdue' })],
      failed: ['counters', 'staleSignups'],
    });
  });
});
