import { describe, expect, it } from 'vitest';
import { dashboardStatsDocSchema } from '@unlimited/domain';
import { navCountsFrom } from '../api/get-nav-counts';

const stats = dashboardStatsDocSchema.parse({
  orders_by_status: { pending_shipment: 5, return_pending: 2 },
  pending_waitlist: 7,
});

describe('the sidebar counts', () => {
  it('counts to ship only what may ship now: reservations for a later day are left out', () => {
    expect(navCountsFrom(stats, 2)).toEqual({
      toShip: 3,
      returnsAwaitingReceipt: 2,
      signupsPending: 7,
    });
  });

  it('keeps the counters’ figure when the reservations cannot be counted', () => {
    expect(navCountsFrom(stats, null).toShip).toBe(5);
  });
});
