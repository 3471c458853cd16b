import { beforeEach, describe, expect, it } from 'vitest';
import { COUNTER_SHARD_COUNT, counterShardId } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData, productData, writeEvent } from '../../__tests__/fixtures';
import { applyStatsEvent, statsEventDocId } from '../apply-delta';
import { refreshBrandCounts } from '../brand-summary';
import { countWrite } from '../count-write';
import { recountDashboard } from '../recount';
import { readDashboardStats } from '../shards';

let fake: FakeFirestore;
const db = () => fake.asFirestore();
beforeEach(() => {
  fake = new FakeFirestore();
});

describe('applyStatsEvent', () => {
  it('adds the delta once per event id', async () => {
    const delta = { orders_total: 1, 'orders_by_status.pending_shipment': 1 };
    await expect(applyStatsEvent(db(), 'event-1', delta, NOW)).resolves.toBe('applied');
    await expect(applyStatsEvent(db(), 'event-1', delta, NOW)).resolves.toBe('duplicate');
    const stats = await readDashboardStats(db());
    expect(stats.orders_total).toBe(1);
    expect(stats.orders_by_status.pending_shipment).toBe(1);
    expect(stats.updated_at).toEqual(NOW);
    expect(fake.read('stats_events/event-1')).toMatchObject({ processed_at: NOW });
    // One shard written: the event's own.
    expect([...fake.docs.keys()].filter((path) => path.startsWith('stats/'))).toEqual([
      `stats/dashboard/shards/${counterShardId('event-1')}`,
    ]);
  });

  it('spreads events over the shards, and their sum is every event once', async () => {
    const delta = { orders_total: 1 };
    for (let i = 0; i < 100; i += 1) await applyStatsEvent(db(), `order-${i}`, delta, NOW);
    for (let i = 0; i < 100; i += 10) {
      await expect(applyStatsEvent(db(), `order-${i}`, delta, NOW)).resolves.toBe('duplicate');
    }
    const shards = [...fake.docs.keys()].filter((path) => path.startsWith('stats/dashboard/'));
    expect(shards.length).toBeGreaterThan(10);
    expect(shards.length).toBeLessThanOrEqual(COUNTER_SHARD_COUNT);
    expect((await readDashboardStats(db())).orders_total).toBe(100);
  });

  it('writes nothing for a write that changes no counter', async () => {
    await expect(applyStatsEvent(db(), 'e', {}, NOW)).resolves.toBe('no-change');
    expect(fake.docs.size).toBe(0);
  });

  it('keeps event ids usable as document ids', () => {
    expect(statsEventDocId('a/b/c')).toBe('a_b_c');
  });

  it('stamps each marker with the expiry the TTL policy deletes it by (8 days on)', async () => {
    await applyStatsEvent(db(), 'e', { orders_total: 1 }, new Date('2026-01-01T00:00:00Z'));
    expect(fake.read('stats_events/e')).toMatchObject({
      expire_at: new Date('2026-01-09T00:00:00Z'),
    });
  });
});

describe('countWrite', () => {
  it('counts an order moving from delivered to return_pending, once', async () => {
    await countWrite(db(), 'orders', writeEvent('e1', null, orderData('delivered')));
    const event = writeEvent('e2', orderData('delivered'), orderData('return_pending'));
    await countWrite(db(), 'orders', event);
    await expect(countWrite(db(), 'orders', event)).resolves.toBe('duplicate');
    const stats = await readDashboardStats(db());
    expect(stats).toMatchObject({
      orders_total: 1,
      bags_in_circulation: 1,
      pending_returns: 1,
      orders_by_status: { delivered: 0, return_pending: 1 },
    });
  });

  it('does not count a document whose counted fields are unreadable', async () => {
    await expect(
      countWrite(db(), 'waitlist_signups', writeEvent('e', null, { status: 'pending' })),
    ).resolves.toBe('no-change');
  });
});

describe('refreshBrandCounts', () => {
  it('writes each touched brand’s count of Active products, dropping brands at zero', async () => {
    fake.put('products/a', productData());
    fake.put('products/b', productData());
    fake.put('products/c', productData({ brand: 'Dior', status: 'Hidden' }));
    fake.put('catalog/brands', {
      brands: [{ name: 'Dior', slug: 'dior', count: 1 }],
      updated_at: new Date(0),
    });
    fake.put('products/d', productData({ brand: 'Goyard', access_levels: 'Crown' }));
    fake.put('products/e', productData({ access_levels: 'Any' }));
    await refreshBrandCounts(db(), ['Chanel', 'Dior', 'Goyard'], NOW);
    expect(fake.read('catalog/brands')).toEqual({
      brands: [{ name: 'Chanel', slug: 'chanel', count: 1 }],
      updated_at: NOW,
    });
    expect(fake.read('catalog/brands-elite')).toEqual({
      brands: [{ name: 'Chanel', slug: 'chanel', count: 3 }],
      updated_at: NOW,
    });
    expect(fake.read('catalog/brands-crown')).toMatchObject({
      brands: [
        { name: 'Chanel', count: 3 },
        { name: 'Goyard', count: 1 },
      ],
    });
  });

  it('does nothing when no brand is touched', async () => {
    await refreshBrandCounts(db(), [], NOW);
    expect(fake.docs.size).toBe(0);
  });
});

describe('recountDashboard', () => {
  it('rewrites the counters and the brand list from the collections', async () => {
    fake.put('orders/o1', orderData('in_transit'));
    fake.put('orders/o2', orderData('completed'));
    fake.put('subscriptions/u1', { status: 'active' });
    fake.put('waitlist_signups/w1', { status: 'pending', tier: 'crown' });
    fake.put('products/p1', productData());
    fake.put('products/p2', productData({ status: 'Hidden', photos: [] }));
    fake.put('products/p3', productData({ brand: 'Goyard', access_levels: 'Crown' }));
    fake.put('stats/dashboard/shards/0', { orders_total: 40 });
    fake.put('stats/dashboard/shards/7', { orders_total: 59 });
    const { stats, brands } = await recountDashboard(db(), NOW);
    expect(stats).toMatchObject({
      orders_total: 2,
      bags_in_circulation: 1,
      active_subscriptions: 1,
      pending_waitlist: 1,
      products_total: 3,
      products_hidden_without_photos: 1,
    });
    expect(brands.map((b) => b.name)).toEqual(['Chanel', 'Goyard']);
    // Each list names only the brands its audience may see (the fixture bags are Elite).
    const names = (id: string) =>
      (fake.read(`catalog/${id}`) as { brands: { name: string }[] }).brands.map((b) => b.name);
    expect(names('brands')).toEqual([]);
    expect(names('brands-reserve')).toEqual([]);
    expect(names('brands-elite')).toEqual(['Chanel']);
    expect(names('brands-crown')).toEqual(['Chanel', 'Goyard']);
    // The exact totals in shard 0, every other shard gone.
    expect((await readDashboardStats(db())).orders_total).toBe(2);
    expect(fake.read('stats/dashboard/shards/0')).toMatchObject({ orders_total: 2 });
    expect(fake.read('stats/dashboard/shards/7')).toBeUndefined();
  });
});
