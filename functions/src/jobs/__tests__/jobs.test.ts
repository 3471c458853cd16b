import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDocSchema } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData, subscriptionData } from '../../__tests__/fixtures';
import { runBillingPeriodEndsJob } from '../billing-period-ends';
import { runReturnDueJob, settleMemberOrders } from '../return-due';

let fake: FakeFirestore;
const db = () => fake.asFirestore();
beforeEach(() => {
  fake = new FakeFirestore();
});

describe('runReturnDueJob', () => {
  // orderData is created 2026-09-01: at NOW (2026-11-01) two months past the old
  // "return due" date of created + 30 days. member-1 has an active membership.
  beforeEach(() => {
    fake.put('subscriptions/member-1', subscriptionData());
    fake.put('subscriptions/member-2', subscriptionData({ status: 'past_due' }));
    fake.put('orders/kept', orderData('active_rental'));
    fake.put('orders/late', orderData('delivered', { user_id: 'member-2' }));
    fake.put('orders/not-shipped', orderData('pending_shipment', { user_id: 'member-2' }));
    fake.put('orders/done', orderData('completed', { user_id: 'member-2' }));
  });

  it('flags a bag out while the membership is not active, never one kept under an active membership', async () => {
    await expect(runReturnDueJob(db(), NOW)).resolves.toEqual({
      checked: 2,
      flagged: ['late'],
      cleared: [],
    });
    const late = orderDocSchema.parse(fake.read('orders/late'));
    expect(late).toMatchObject({ overdue: true, overdue_flagged_at: NOW });
    expect(fake.read('activity/overdue-late')).toEqual({
      action:
        "Order late is overdue: Classic Flap Bag is still out and the membership's last payment failed",
      timestamp: NOW,
      actor: 'System',
      search_tokens: expect.arrayContaining(['late', 'classic', 'flap']),
    });
    for (const id of ['kept', 'not-shipped', 'done']) {
      expect(fake.read(`orders/${id}`)).not.toHaveProperty('overdue');
    }
  });

  it('flags a return started over two weeks ago and not received, whatever the membership', async () => {
    fake.put(
      'orders/lost',
      orderData('return_pending', { updated_at: new Date('2026-10-10T00:00:00Z') }),
    );
    fake.put(
      'orders/travelling',
      orderData('return_pending', { updated_at: new Date('2026-10-25T00:00:00Z') }),
    );
    const report = await runReturnDueJob(db(), NOW);
    expect(report.flagged.sort()).toEqual(['late', 'lost']);
    expect(fake.read('activity/overdue-lost')).toMatchObject({
      action:
        'Order lost is overdue: the return of Classic Flap Bag was started on 10/10/2026 and has not reached us',
    });
    expect(fake.read('orders/travelling')).not.toHaveProperty('overdue');
  });

  it('flags each order once, however often it runs', async () => {
    await runReturnDueJob(db(), NOW);
    await expect(runReturnDueJob(db(), new Date('2026-11-02T12:00:00Z'))).resolves.toEqual({
      checked: 2,
      flagged: [],
      cleared: [],
    });
    expect(fake.all('activity').size).toBe(1);
  });

  it('clears the flag once the membership is active again, and keeps the activity line', async () => {
    await runReturnDueJob(db(), NOW);
    fake.put('subscriptions/member-2', subscriptionData());
    await expect(runReturnDueJob(db(), NOW)).resolves.toMatchObject({
      flagged: [],
      cleared: ['late'],
    });
    expect(fake.read('orders/late')).toMatchObject({ overdue: false, overdue_flagged_at: null });
    expect(fake.all('activity').size).toBe(1);
  });

  it('flags each order once when two runs overlap', async () => {
    fake.put('orders/late-2', orderData('in_transit', { user_id: 'member-3' }));
    const commit = vi.spyOn(fake, 'commit');
    const [first, second] = await Promise.all([
      runReturnDueJob(db(), NOW),
      runReturnDueJob(db(), NOW),
    ]);
    expect([...first.flagged, ...second.flagged].sort()).toEqual(['late', 'late-2']);
    expect([...fake.all('activity').keys()].sort()).toEqual(['overdue-late', 'overdue-late-2']);
    // They overlapped: both read an order before either wrote it, and one write was refused.
    expect(commit.mock.results.some((r) => r.type === 'throw')).toBe(true);
  });

  it('decides again on fresh data when the order changed after the job read it', async () => {
    const commit = fake.commit.bind(fake);
    vi.spyOn(fake, 'commit').mockImplementationOnce((writes) => {
      // The bag comes back between the job's read and its write.
      fake.put('orders/late', orderData('completed', { user_id: 'member-2' }));
      commit(writes);
    });
    await expect(runReturnDueJob(db(), NOW)).resolves.toMatchObject({ flagged: [], cleared: [] });
    expect(fake.read('orders/late')).toMatchObject({ order_status: 'completed' });
    expect(fake.read('orders/late')).not.toHaveProperty('overdue');
    expect(fake.all('activity').size).toBe(0);
  });
});

describe('runBillingPeriodEndsJob', () => {
  const PRICES = {
    reserve: 'price_reserve',
    elite: 'price_elite',
    crown: 'price_crown',
    full_coverage: 'price_fc',
    select_access: 'price_sa',
  };
  const ended = new Date('2026-10-20T00:00:00Z');

  it('ends, renews, downgrades and pauses demo-billed memberships through the webhook handler', async () => {
    const demo = { billing_mode: 'demo', current_period_end: ended };
    fake.put('subscriptions/leaving', subscriptionData({ ...demo, cancel_at_period_end: true }));
    fake.put('subscriptions/staying', subscriptionData(demo));
    fake.put(
      'subscriptions/downgrading',
      subscriptionData({
        ...demo,
        pending_plan_name: 'reserve',
        add_ons_ending: ['full_coverage'],
      }),
    );
    fake.put(
      'subscriptions/pausing',
      subscriptionData({ ...demo, pause_requested_at: new Date('2026-10-10T00:00:00Z') }),
    );
    fake.put('subscriptions/later', subscriptionData({ cancel_at_period_end: true }));
    fake.put(
      'subscriptions/stripe',
      subscriptionData({
        billing_mode: 'stripe',
        current_period_end: ended,
        cancel_at_period_end: true,
      }),
    );
    const { changed } = await runBillingPeriodEndsJob(db(), PRICES, NOW);
    expect(changed.sort()).toEqual(['downgrading', 'leaving', 'pausing', 'staying']);
    expect(fake.read('subscriptions/leaving')).toMatchObject({ status: 'canceled' });
    expect(fake.read('subscriptions/staying')).toMatchObject({
      status: 'active',
      current_period_end: new Date('2026-11-20T00:00:00Z'),
    });
    expect(fake.read('subscriptions/downgrading')).toMatchObject({
      status: 'active',
      plan_name: 'reserve',
      pending_plan_name: null,
      add_ons: { full_coverage: false, select_access: false },
    });
    expect(fake.read('subscriptions/pausing')).toMatchObject({ status: 'paused' });
    expect(fake.read('subscriptions/later')).toMatchObject({ status: 'active' });
    // Stripe ends its own subscriptions (customer.subscription.deleted).
    expect(fake.read('subscriptions/stripe')).toMatchObject({ status: 'active' });
    // Four changes, and the new period's invoice of each membership still billed.
    expect(fake.all('billing_events').size).toBe(6);
    const charges = [...fake.all('charges').values()] as {
      user_id: string;
      amount_cents: number;
    }[];
    expect(charges.map((c) => [c.user_id, c.amount_cents]).sort()).toEqual([
      ['downgrading', 4_900],
      ['staying', 12_900 + 1_900],
    ]);
  });

  it('changes nothing on a second run', async () => {
    fake.put(
      'subscriptions/leaving',
      subscriptionData({
        billing_mode: 'demo',
        current_period_end: ended,
        cancel_at_period_end: true,
      }),
    );
    await runBillingPeriodEndsJob(db(), PRICES, NOW);
    await expect(runBillingPeriodEndsJob(db(), PRICES, NOW)).resolves.toEqual({ changed: [] });
  });
});

describe('settleMemberOrders (the subscription trigger)', () => {
  beforeEach(() => {
    fake.put('subscriptions/member-1', subscriptionData({ status: 'paused' }));
    fake.put('subscriptions/member-2', subscriptionData({ status: 'past_due' }));
    fake.put('orders/mine-out', orderData('active_rental'));
    fake.put('orders/mine-waiting', orderData('pending_shipment'));
    fake.put('orders/theirs-out', orderData('delivered', { user_id: 'member-2' }));
  });

  it('flags only that member’s bags out, with the activity line the daily job writes', async () => {
    await expect(settleMemberOrders(db(), 'member-1', NOW)).resolves.toEqual({
      flagged: ['mine-out'],
      cleared: [],
    });
    expect(fake.read('orders/mine-out')).toMatchObject({ overdue: true, overdue_flagged_at: NOW });
    expect(fake.read('activity/overdue-mine-out')).toMatchObject({
      action:
        'Order mine-out is overdue: Classic Flap Bag is still out and the membership is paused',
    });
    expect(fake.read('orders/mine-waiting')).not.toHaveProperty('overdue');
    expect(fake.read('orders/theirs-out')).not.toHaveProperty('overdue');
    // A repeated event changes nothing.
    await expect(settleMemberOrders(db(), 'member-1', NOW)).resolves.toEqual({
      flagged: [],
      cleared: [],
    });
  });

  it('clears the flag as soon as the membership is active again', async () => {
    await settleMemberOrders(db(), 'member-1', NOW);
    fake.put('subscriptions/member-1', subscriptionData());
    await expect(settleMemberOrders(db(), 'member-1', NOW)).resolves.toEqual({
      flagged: [],
      cleared: ['mine-out'],
    });
    expect(fake.read('orders/mine-out')).toMatchObject({
      overdue: false,
      overdue_flagged_at: null,
    });
  });
});
