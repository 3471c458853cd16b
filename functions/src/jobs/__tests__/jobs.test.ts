import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDocSchema } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData, subscriptionData } from '../../__tests__/fixtures';
import { runBillingPeriodEndsJob } from '../billing-period-ends';
import { runReturnDueJob } from '../return-due';

let fake: FakeFirestore;
const db = () => fake.asFirestore();
beforeEach(() => {
  fake = new FakeFirestore();
});

describe('runReturnDueJob', () => {
  // orderData is created 2026-09-01, so due 2026-10-01: past due at NOW (2026-11-01).
  beforeEach(() => {
    fake.put('orders/late', orderData('active_rental'));
    fake.put('orders/returning', orderData('return_pending'));
    fake.put('orders/done', orderData('completed'));
    fake.put(
      'orders/fresh',
      orderData('delivered', { return_due_date: new Date('2026-11-20T00:00:00Z') }),
    );
  });

  it('flags orders still out past their due date and lists each in activity', async () => {
    await expect(runReturnDueJob(db(), NOW)).resolves.toEqual({ checked: 1, flagged: ['late'] });
    const late = orderDocSchema.parse(fake.read('orders/late'));
    expect(late).toMatchObject({ overdue: true, overdue_flagged_at: NOW });
    expect(fake.read('activity/overdue-late')).toEqual({
      action: 'Order late is overdue: Classic Flap Bag was due back on 10/1/2026',
      timestamp: NOW,
      actor: 'System',
    });
    expect(fake.read('orders/fresh')).not.toHaveProperty('overdue');
  });

  it('flags each order once, however often it runs', async () => {
    await runReturnDueJob(db(), NOW);
    await expect(runReturnDueJob(db(), new Date('2026-11-02T12:00:00Z'))).resolves.toEqual({
      checked: 1,
      flagged: [],
    });
    expect(fake.all('activity').size).toBe(1);
  });

  it('flags each order once when two runs overlap', async () => {
    fake.put('orders/late-2', orderData('delivered'));
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
      fake.put('orders/late', orderData('completed'));
      commit(writes);
    });
    await expect(runReturnDueJob(db(), NOW)).resolves.toEqual({ checked: 1, flagged: [] });
    expect(fake.read('orders/late')).toMatchObject({ order_status: 'completed' });
    expect(fake.read('orders/late')).not.toHaveProperty('overdue');
    expect(fake.all('activity').size).toBe(0);
  });
});

describe('runBillingPeriodEndsJob', () => {
  it('applies a cancellation whose period has ended, and leaves the rest', async () => {
    const ended = new Date('2026-10-20T00:00:00Z');
    fake.put(
      'subscriptions/leaving',
      subscriptionData({ current_period_end: ended, cancel_at_period_end: true }),
    );
    fake.put('subscriptions/staying', subscriptionData({ current_period_end: ended }));
    fake.put('subscriptions/later', subscriptionData({ cancel_at_period_end: true }));
    await expect(runBillingPeriodEndsJob(db(), NOW)).resolves.toEqual({ changed: ['leaving'] });
    expect(fake.read('subscriptions/leaving')).toMatchObject({ status: 'canceled' });
    expect(fake.read('subscriptions/later')).toMatchObject({ status: 'active' });
  });
});
