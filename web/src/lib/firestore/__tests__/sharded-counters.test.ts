import { Timestamp, type QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { dashboardStatsFromShards } from '@unlimited/domain';
import { countersFromShards } from '../sharded-counters';

/** A query snapshot as the shard listener delivers it. */
function snapshot(shards: Record<string, unknown>[], fromCache = false): QuerySnapshot {
  return {
    docs: shards.map((data) => ({ data: () => data })),
    empty: shards.length === 0,
    metadata: { fromCache },
  } as unknown as QuerySnapshot;
}

const success = (data: ReturnType<typeof snapshot>) =>
  ({ status: 'success', data, error: undefined }) as const;

describe('countersFromShards', () => {
  it('sums the shards, timestamps read as dates, before reading them as counters', () => {
    const read = countersFromShards(
      success(
        snapshot([
          {
            orders_total: 2,
            orders_by_status: { pending_shipment: 2 },
            updated_at: Timestamp.fromDate(new Date('2026-11-25T10:00:00Z')),
          },
          {
            orders_by_status: { pending_shipment: -1, in_transit: 1 },
            updated_at: Timestamp.fromDate(new Date('2026-11-25T11:00:00Z')),
          },
        ]),
      ),
      dashboardStatsFromShards,
    );
    expect(read.status).toBe('success');
    if (read.status !== 'success') return;
    expect(read.value.orders_total).toBe(2);
    expect(read.value.orders_by_status.pending_shipment).toBe(1);
    expect(read.value.orders_by_status.in_transit).toBe(1);
    expect(read.value.updated_at).toEqual(new Date('2026-11-25T11:00:00Z'));
  });

  it('reads no shards from the server as all zeros', () => {
    const read = countersFromShards(success(snapshot([])), dashboardStatsFromShards);
    expect(read).toEqual({ status: 'success', value: dashboardStatsFromShards([]) });
  });

  it('reads no shards from an empty offline cache as a failure, not zeros', () => {
    const read = countersFromShards(success(snapshot([], true)), dashboardStatsFromShards);
    expect(read).toEqual({ status: 'error' });
  });

  it('passes loading and errors through', () => {
    const loading = { status: 'loading', data: undefined, error: undefined } as const;
    expect(countersFromShards(loading, dashboardStatsFromShards)).toEqual({ status: 'loading' });
  });
});
