import { describe, expect, it } from 'vitest';
import { dashboardStatsDocSchema } from '@unlimited/domain';
import { navCountsFrom } from '../api/get-nav-counts';

const stats = dashboardStatsDocSchema.parse({
  orders_by_status: { pending_shipment: 5, return_pending: 2 },
  pending_waitlist: 7,
});

const none = { count: 0, more: false, reservedLater: 0 };

describe('the sidebar counts', () => {
  it('counts to ship only what may ship now: reservations for a later day are left out', () => {
    expect(navCountsFrom(stats, 2, none)).toEqual({
      toShip: 3,
      returnsAwaitingReceipt: 2,
      signupsPending: 7,
    });
  });

  it('keeps the counters’ figure when the reservations cannot be counted', () => {
    expect(navCountsFrom(stats, null, none).toShip).toBe(5);
  });

  it('leaves out the orders held back (membership not active), a held reservation once', () => {
    // 5 pending: 2 reservations for a later day, 2 held back of which 1 is one of those.
    expect(navCountsFrom(stats, 2, { count: 2, more: false, reservedLater: 1 }).toShip).toBe(2);
    expect(navCountsFrom(stats, 0, { count: 5, more: false, reservedLater: 0 }).toShip).toBe(0);
  });

  it('keeps the figure without the held orders when they cannot be read', () => {
    expect(navCountsFrom(stats, 2, null).toShip).toBe(3);
  });
});
