import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUSES } from '../../catalogue';
import { ORDER_STATUSES, type OrderStatus } from '../../orders';
import { emptyDashboardStats } from '../schemas/stats';
import { counterShardId, dashboardStatsFromShards } from '../counter-shards';
import {
  BAGS_IN_CIRCULATION_STATUSES,
  applyStatsDelta,
  dashboardCounters,
  isEmptyStatsDelta,
  nestStatsDelta,
  readCountedFields,
  recountStats,
  statsDelta,
  type CountedProduct,
  type CountedSignup,
  type DashboardCounters,
} from '../stats-rules';
import { SUBSCRIPTION_STATUSES, TIER_IDS } from '../../membership';
import { WAITLIST_STATUSES } from '../../waitlist';

const order = (order_status: OrderStatus) => ({ order_status });

describe('statsDelta for orders', () => {
  it('counts a new order in its status and the total', () => {
    expect(statsDelta('orders', null, order('pending_shipment'))).toEqual({
      orders_total: 1,
      'orders_by_status.pending_shipment': 1,
    });
  });

  it('takes a deleted order out of every counter it was in', () => {
    expect(statsDelta('orders', order('return_pending'), null)).toEqual({
      orders_total: -1,
      'orders_by_status.return_pending': -1,
      bags_in_circulation: -1,
      pending_returns: -1,
    });
  });

  it('changes nothing when the status stays the same', () => {
    for (const status of ORDER_STATUSES) {
      expect(statsDelta('orders', order(status), order(status))).toEqual({});
    }
  });

  // Every one of the 42 status changes, checked against the definitions.
  const transitions = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  const inCirculation = (s: OrderStatus) =>
    (BAGS_IN_CIRCULATION_STATUSES as readonly string[]).includes(s) ? 1 : 0;
  const returning = (s: OrderStatus) => (s === 'return_pending' ? 1 : 0);

  it.each(transitions)('moves an order from %s to %s', (from, to) => {
    const expected: Record<string, number> = {
      [`orders_by_status.${from}`]: -1,
      [`orders_by_status.${to}`]: 1,
    };
    const circulation = inCirculation(to) - inCirculation(from);
    if (circulation !== 0) expected.bags_in_circulation = circulation;
    const returns = returning(to) - returning(from);
    if (returns !== 0) expected.pending_returns = returns;
    expect(statsDelta('orders', order(from), order(to))).toEqual(expected);
  });

  it('puts a bag in circulation when it ships and takes it out when it is back', () => {
    expect(statsDelta('orders', order('pending_shipment'), order('in_transit'))).toMatchObject({
      bags_in_circulation: 1,
    });
    expect(statsDelta('orders', order('return_pending'), order('completed'))).toMatchObject({
      bags_in_circulation: -1,
      pending_returns: -1,
    });
    expect(statsDelta('orders', order('pending_shipment'), order('cancelled'))).not.toHaveProperty(
      'bags_in_circulation',
    );
  });
});

describe('statsDelta for subscriptions', () => {
  it('counts a subscription only while it is active', () => {
    expect(statsDelta('subscriptions', null, { status: 'active' })).toEqual({
      active_subscriptions: 1,
    });
    expect(statsDelta('subscriptions', null, { status: 'paused' })).toEqual({});
    expect(statsDelta('subscriptions', { status: 'active' }, { status: 'canceled' })).toEqual({
      active_subscriptions: -1,
    });
    expect(statsDelta('subscriptions', { status: 'past_due' }, { status: 'active' })).toEqual({
      active_subscriptions: 1,
      subscriptions_past_due: -1,
    });
    expect(statsDelta('subscriptions', { status: 'active' }, null)).toEqual({
      active_subscriptions: -1,
    });
  });

  it('counts the memberships whose payment failed (the task queue), until paid or ended', () => {
    expect(statsDelta('subscriptions', { status: 'active' }, { status: 'past_due' })).toEqual({
      active_subscriptions: -1,
      subscriptions_past_due: 1,
    });
    expect(statsDelta('subscriptions', { status: 'past_due' }, { status: 'canceled' })).toEqual({
      subscriptions_past_due: -1,
    });
    expect(statsDelta('subscriptions', { status: 'past_due' }, null)).toEqual({
      subscriptions_past_due: -1,
    });
  });

  it('ignores changes that keep the status (a plan change, an add-on)', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(statsDelta('subscriptions', { status }, { status })).toEqual({});
    }
  });
});

describe('statsDelta for waitlist signups', () => {
  const signup = (status: CountedSignup['status'], tier: CountedSignup['tier'] = 'elite') => ({
    status,
    tier,
  });

  it('counts a new signup as pending, by status and by tier', () => {
    expect(statsDelta('waitlist_signups', null, signup('pending', 'crown'))).toEqual({
      pending_waitlist: 1,
      'waitlist_by_status.pending': 1,
      'waitlist_by_tier.crown': 1,
    });
  });

  it('moves a signup between statuses, leaving the tier count alone', () => {
    expect(statsDelta('waitlist_signups', signup('pending'), signup('invited'))).toEqual({
      pending_waitlist: -1,
      'waitlist_by_status.pending': -1,
      'waitlist_by_status.invited': 1,
    });
    expect(statsDelta('waitlist_signups', signup('invited'), signup('converted'))).toEqual({
      'waitlist_by_status.invited': -1,
      'waitlist_by_status.converted': 1,
    });
  });

  it('moves a signup between tiers', () => {
    expect(
      statsDelta('waitlist_signups', signup('declined', 'reserve'), signup('declined', 'elite')),
    ).toEqual({ 'waitlist_by_tier.reserve': -1, 'waitlist_by_tier.elite': 1 });
  });
});

describe('statsDelta for products', () => {
  const product = (status: string, photos: string[] = []): CountedProduct => ({ status, photos });

  it('counts every product, Hidden ones with and without a photo, and Active ones without', () => {
    expect(statsDelta('products', null, product('Active', ['a.jpg']))).toEqual({
      products_total: 1,
    });
    expect(statsDelta('products', null, product('Hidden'))).toEqual({
      products_total: 1,
      products_hidden_without_photos: 1,
    });
    expect(statsDelta('products', null, product('Hidden', ['a.jpg']))).toEqual({
      products_total: 1,
      products_hidden_with_photos: 1,
    });
    expect(statsDelta('products', null, product('Active'))).toEqual({
      products_total: 1,
      products_active_without_photos: 1,
    });
    expect(statsDelta('products', null, product('Sold'))).toEqual({ products_total: 1 });
  });

  it('moves a product between the to-do counts as it gets a photo or is shown', () => {
    expect(statsDelta('products', product('Hidden'), product('Hidden', ['a.jpg']))).toEqual({
      products_hidden_without_photos: -1,
      products_hidden_with_photos: 1,
    });
    expect(statsDelta('products', product('Hidden'), product('Active'))).toEqual({
      products_hidden_without_photos: -1,
      products_active_without_photos: 1,
    });
    expect(statsDelta('products', product('Hidden', ['a']), product('Active', ['a']))).toEqual({
      products_hidden_with_photos: -1,
    });
    expect(statsDelta('products', product('Active'), product('Active', ['a']))).toEqual({
      products_active_without_photos: -1,
    });
  });

  it('ignores borrow-state changes', () => {
    expect(statsDelta('products', product('Active', ['a']), product('Active', ['a']))).toEqual({});
  });
});

describe('readCountedFields', () => {
  it('reads the counted fields of raw data and ignores the rest', () => {
    expect(readCountedFields('orders', { order_status: 'delivered', bag_name: 'x' })).toEqual({
      order_status: 'delivered',
    });
    expect(readCountedFields('products', { status: 'Hidden' })).toEqual({
      status: 'Hidden',
      photos: [],
    });
  });

  it('gives null for missing or invalid counted fields, so the document counts nowhere', () => {
    expect(readCountedFields('orders', { order_status: 'shipped' })).toBeNull();
    expect(readCountedFields('waitlist_signups', { status: 'pending' })).toBeNull();
    expect(readCountedFields('subscriptions', null)).toBeNull();
  });
});

describe('nestStatsDelta and applyStatsDelta', () => {
  it('nests dotted paths for a merge write', () => {
    expect(
      nestStatsDelta(
        { orders_total: 1, 'orders_by_status.delivered': -1, 'orders_by_status.completed': 1 },
        (n) => n * 10,
      ),
    ).toEqual({ orders_total: 10, orders_by_status: { delivered: -10, completed: 10 } });
  });

  it('adds a delta to counters without changing them', () => {
    const counters = emptyDashboardStats();
    const next = applyStatsDelta(counters, { orders_total: 2, 'orders_by_status.delivered': 1 });
    expect(next.orders_total).toBe(2);
    expect(next.orders_by_status.delivered).toBe(1);
    expect(counters.orders_total).toBe(0);
  });

  it('knows an empty delta', () => {
    expect(isEmptyStatsDelta({})).toBe(true);
    expect(isEmptyStatsDelta({ orders_total: 1 })).toBe(false);
  });
});

describe('dashboardCounters', () => {
  it('keeps only the counters of a document read through its converter', () => {
    const read = { ...emptyDashboardStats(), orders_total: 3, updated_at: new Date(0), id: 'x' };
    const counters = dashboardCounters(read);
    expect(counters.orders_total).toBe(3);
    expect(Object.keys(counters).sort()).toEqual(
      Object.keys(read)
        .filter((key) => key !== 'id' && key !== 'updated_at')
        .sort(),
    );
  });
});

describe('recountStats', () => {
  it('counts each collection by the dashboard definitions', () => {
    const stats = recountStats(
      {
        orders: [order('in_transit'), order('return_pending'), order('completed')],
        subscriptions: [{ status: 'active' }, { status: 'paused' }, { status: 'past_due' }],
        waitlist: [
          { status: 'pending', tier: 'reserve' },
          { status: 'invited', tier: 'reserve' },
        ],
        products: [
          { status: 'Hidden', photos: [] },
          { status: 'Active', photos: ['a'] },
          { status: 'Hidden', photos: ['a'] },
          { status: 'Active', photos: [] },
        ],
      },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(stats).toMatchObject({
      active_subscriptions: 1,
      bags_in_circulation: 2,
      pending_returns: 1,
      pending_waitlist: 1,
      orders_total: 3,
      products_total: 4,
      products_hidden_without_photos: 1,
      products_hidden_with_photos: 1,
      products_active_without_photos: 1,
      subscriptions_past_due: 1,
      waitlist_by_tier: { reserve: 2, elite: 0, crown: 0 },
      updated_at: new Date('2026-01-01T00:00:00Z'),
    });
  });

  // A random sequence of creates, updates and deletes: the counters kept by deltas always
  // equal a recount of what is stored.
  const orderArb = fc.constantFrom(...ORDER_STATUSES).map(order);
  const subArb = fc.constantFrom(...SUBSCRIPTION_STATUSES).map((status) => ({ status }));
  const signupArb = fc.record({
    status: fc.constantFrom(...WAITLIST_STATUSES),
    tier: fc.constantFrom(...TIER_IDS),
  });
  const productArb = fc.record({
    status: fc.constantFrom(...PRODUCT_STATUSES),
    photos: fc.array(fc.constant('p.jpg'), { maxLength: 2 }),
  });
  const step = fc.oneof(
    fc.record({
      collection: fc.constant('orders' as const),
      key: fc.nat(4),
      doc: fc.option(orderArb),
    }),
    fc.record({
      collection: fc.constant('subscriptions' as const),
      key: fc.nat(4),
      doc: fc.option(subArb),
    }),
    fc.record({
      collection: fc.constant('waitlist_signups' as const),
      key: fc.nat(4),
      doc: fc.option(signupArb),
    }),
    fc.record({
      collection: fc.constant('products' as const),
      key: fc.nat(4),
      doc: fc.option(productArb),
    }),
  );

  it('equals the counters kept by applying each write’s delta', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const stored = {
          orders: new Map<number, ReturnType<typeof order>>(),
          subscriptions: new Map<number, { status: string }>(),
          waitlist_signups: new Map<number, CountedSignup>(),
          products: new Map<number, CountedProduct>(),
        };
        let counters: DashboardCounters = emptyDashboardStats();
        for (const { collection, key, doc } of steps) {
          const map = stored[collection] as Map<number, unknown>;
          const before = (map.get(key) ?? null) as never;
          counters = applyStatsDelta(counters, statsDelta(collection, before, doc as never));
          if (doc === null) map.delete(key);
          else map.set(key, doc);
        }
        const recount = recountStats(
          {
            orders: [...stored.orders.values()],
            subscriptions: [...stored.subscriptions.values()],
            waitlist: [...stored.waitlist_signups.values()],
            products: [...stored.products.values()],
          },
          new Date(0),
        );
        expect(dashboardCounters(counters)).toEqual(dashboardCounters(recount));
      }),
    );
  });

  it('equals the sum of the shards when each write is counted into its event’s shard', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (steps, n) => {
          const stored = {
            orders: new Map<number, ReturnType<typeof order>>(),
            subscriptions: new Map<number, { status: string }>(),
            waitlist_signups: new Map<number, CountedSignup>(),
            products: new Map<number, CountedProduct>(),
          };
          // Shards as stored: raw increments, so one may hold a negative count.
          const shards = new Map<string, Record<string, unknown>>();
          steps.forEach(({ collection, key, doc }, i) => {
            const map = stored[collection] as Map<number, unknown>;
            const before = (map.get(key) ?? null) as never;
            const delta = statsDelta(collection, before, doc as never);
            const id = counterShardId(`event-${i}`, n);
            const shard = (shards.get(id) ?? {}) as DashboardCounters;
            shards.set(id, applyStatsDelta(shard, delta) as Record<string, unknown>);
            if (doc === null) map.delete(key);
            else map.set(key, doc);
          });
          const recount = recountStats(
            {
              orders: [...stored.orders.values()],
              subscriptions: [...stored.subscriptions.values()],
              waitlist: [...stored.waitlist_signups.values()],
              products: [...stored.products.values()],
            },
            new Date(0),
          );
          expect(shards.size).toBeLessThanOrEqual(n);
          expect(dashboardCounters(dashboardStatsFromShards([...shards.values()]))).toEqual(
            dashboardCounters(recount),
          );
        },
      ),
    );
  });
});
