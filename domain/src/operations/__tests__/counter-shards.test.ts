import { describe, expect, it } from 'vitest';
import {
  COUNTER_SHARD_COUNT,
  analyticsCurrentFromShards,
  counterShardId,
  dashboardStatsFromShards,
  sumShards,
} from '../counter-shards';

describe('counterShardId', () => {
  it('picks the same shard for the same event, within the shard count', () => {
    expect(counterShardId('event-1')).toBe(counterShardId('event-1'));
    for (let i = 0; i < 200; i += 1) {
      const id = Number(counterShardId(`event-${i}`));
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(0);
      expect(id).toBeLessThan(COUNTER_SHARD_COUNT);
    }
    expect(counterShardId('anything', 1)).toBe('0');
  });

  it('spreads a rush of events over every shard', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const id = counterShardId(
        `projects/demo/databases/(default)/documents/orders/o${i}-${i * 7}`,
      );
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.size).toBe(COUNTER_SHARD_COUNT);
    // 50 each on average; no shard takes more than twice its share.
    expect(Math.max(...counts.values())).toBeLessThan(100);
  });
});

describe('sumShards', () => {
  it('adds numbers at every depth and keeps the latest date', () => {
    const sum = sumShards([
      {
        orders_total: 2,
        orders_by_status: { delivered: 1 },
        members: { elite: { active: 1 } },
        updated_at: new Date('2026-01-01T10:00:00Z'),
        id: '0',
      },
      {
        orders_total: 3,
        orders_by_status: { delivered: -1, in_transit: 1 },
        members: { elite: { active: 2, past_due: 1 } },
        updated_at: new Date('2026-01-01T11:00:00Z'),
      },
      { orders_total: 1, updated_at: new Date('2026-01-01T09:00:00Z') },
    ]);
    expect(sum).toEqual({
      orders_total: 6,
      orders_by_status: { delivered: 0, in_transit: 1 },
      members: { elite: { active: 3, past_due: 1 } },
      updated_at: new Date('2026-01-01T11:00:00Z'),
    });
  });

  it('sums no shards to nothing, and ignores what is not a shard', () => {
    expect(sumShards([])).toEqual({});
    expect(sumShards([null, 'x', 3, { n: 1 }])).toEqual({ n: 1 });
  });
});

describe('dashboardStatsFromShards', () => {
  it('sums before clamping: a shard below zero is offset by another', () => {
    // An order counted pending in shard 4 and moved to in transit by an event in shard 9.
    const stats = dashboardStatsFromShards([
      { orders_total: 1, orders_by_status: { pending_shipment: 1 } },
      { orders_by_status: { pending_shipment: -1, in_transit: 1 }, bags_in_circulation: 1 },
    ]);
    expect(stats.orders_total).toBe(1);
    expect(stats.orders_by_status.pending_shipment).toBe(0);
    expect(stats.orders_by_status.in_transit).toBe(1);
    expect(stats.bags_in_circulation).toBe(1);
  });

  it('reads a total still below zero as 0, and no shards as all zeros', () => {
    expect(dashboardStatsFromShards([{ pending_returns: -1 }]).pending_returns).toBe(0);
    expect(dashboardStatsFromShards([])).toEqual(dashboardStatsFromShards([{}]));
    expect(dashboardStatsFromShards([]).updated_at).toBeNull();
  });
});

describe('analyticsCurrentFromShards', () => {
  it('sums the nested figures and the weeks of every shard', () => {
    const current = analyticsCurrentFromShards([
      { members: { elite: { active: 1 } }, orders_by_week: { '2026-01-05': 2 } },
      { members: { elite: { active: 1 } }, orders_by_week: { '2026-01-05': -2, '2026-01-12': 1 } },
    ]);
    expect(current.members.elite.active).toBe(2);
    // A week whose count fell to zero reads as absent, as a recount has it.
    expect(current.orders_by_week).toEqual({ '2026-01-12': 1 });
  });
});
