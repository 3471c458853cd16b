import { describe, expect, it } from 'vitest';
import { dashboardStatsDocSchema, emptyDashboardStats } from '../schemas/stats';

describe('dashboard counters document', () => {
  it('reads a missing document as all zeros', () => {
    const stats = emptyDashboardStats();
    expect(stats.active_subscriptions).toBe(0);
    expect(stats.orders_by_status.pending_shipment).toBe(0);
    expect(stats.updated_at).toBeNull();
  });

  it('reads a counter briefly pushed below zero by out-of-order triggers as 0', () => {
    const stats = dashboardStatsDocSchema.parse({
      pending_returns: -1,
      waitlist_by_tier: { elite: -2, crown: 3 },
    });
    expect(stats.pending_returns).toBe(0);
    expect(stats.waitlist_by_tier).toEqual({ reserve: 0, elite: 0, crown: 3 });
  });

  it('still refuses a counter that is not a whole number', () => {
    expect(dashboardStatsDocSchema.safeParse({ pending_returns: 1.5 }).success).toBe(false);
  });
});
