/**
 * Every membership change through billing. With Stripe (the SDK against a local stub of
 * its API) each change is the Stripe call the README lists, and the subscription
 * document is left untouched: only the webhook writes it, once Stripe reports the change
 * (and, for an upgrade or an added add-on, its payment). In demo billing mode the same
 * handler writes it at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RESTART_SUCCESS,
  RETENTION_ONLY_WHEN_CANCELLING,
  decideAddAddOn,
  decideCancel,
  decideChangeTier,
  decidePause,
  decideRemoveAddOn,
  decideResume,
  decideRetentionOffer,
  subscriptionDocSchema,
  type BillingPrices,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData, subscriptionData } from '../../__tests__/fixtures';
import { billingPortalUrl, NO_BILLING_ACCOUNT } from '../billing-portal';
import { changeThroughBilling, type MembershipDecision } from '../membership-billing';
import { RETENTION_COUPON_ID } from '../stripe-changes';
import { runBillingPeriodEndsJob } from '../../jobs/billing-period-ends';
import { SCHEDULE_START, startStripeStub, type StripeStub } from './stripe-stub';

const PRICES: BillingPrices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};
const PERIOD_END = Math.floor(new Date('2026-11-20T00:00:00Z').getTime() / 1000);
const NOW_S = String(Math.floor(NOW.getTime() / 1000));

function stripeSubscription(schedule: string | null = null) {
  return {
    id: 'sub_1',
    object: 'subscription',
    schedule,
    items: {
      object: 'list',
      data: [
        { id: 'si_tier', price: { id: 'price_elite' }, current_period_end: PERIOD_END },
        { id: 'si_fc', price: { id: 'price_fc' }, current_period_end: PERIOD_END },
      ],
    },
  };
}

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub(stripeSubscription());
});
afterAll(() => stub.close());

let fake: FakeFirestore;
const stripeDoc = (overrides: Record<string, unknown> = {}) =>
  subscriptionData({
    started_at: new Date(NOW.getTime() - 200 * 86_400_000),
    billing_mode: 'stripe',
    billing_customer_id: 'cus_1',
    billing_subscription_id: 'sub_1',
    ...overrides,
  });
beforeEach(() => {
  stub.requests.length = 0;
  stub.subscription = stripeSubscription();
  stub.couponExists = false;
  fake = new FakeFirestore();
  fake.put('subscriptions/uid-1', stripeDoc());
});

const deps = (mode: 'stripe' | 'demo' | null = 'stripe') => ({
  mode,
  stripe: () => stub.client(),
  prices: PRICES,
});
const change = (decide: MembershipDecision, mode: 'stripe' | 'demo' | null = 'stripe') =>
  changeThroughBilling(fake.asFirestore(), deps(mode), 'uid-1', 'test', decide, NOW);
const calls = () => stub.requests.map((r) => `${r.method} ${r.path}`);
const lastForm = () => stub.requests.at(-1)?.form;
const stored = () => fake.read('subscriptions/uid-1');

describe('with Stripe', () => {
  it('an upgrade swaps the tier price, invoiced now, applied only once paid', async () => {
    const result = await change((f) => decideChangeTier(f, 'crown'));
    // Not done yet: the answer names the change the page waits to see on the membership.
    expect(result.message).toBe('Your membership is now Crown.');
    expect(result.awaiting).toEqual({
      kind: 'plan_now',
      plan: { tier: 'crown', addOns: { full_coverage: true, select_access: false } },
    });
    expect(result.subscription.tier).toBe('elite');
    expect(calls()).toEqual(['GET /v1/subscriptions/sub_1', 'POST /v1/subscriptions/sub_1']);
    expect(lastForm()).toEqual({
      'items[0][id]': 'si_tier',
      'items[0][deleted]': 'true',
      'items[1][price]': 'price_crown',
      'items[1][quantity]': '1',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
  });

  it('adding an add-on adds its price, invoiced now, applied only once paid', async () => {
    await change((f) => decideAddAddOn(f, 'select_access'));
    expect(lastForm()).toEqual({
      'items[0][price]': 'price_sa',
      'items[0][quantity]': '1',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
  });

  it('a downgrade is a schedule whose next phase starts at the period end', async () => {
    const result = await change((f) => decideChangeTier(f, 'reserve'));
    expect(result.message).toBe(
      'Your plan changes to Reserve on November 20, 2026. Until then you keep Elite.',
    );
    expect(calls()).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscription_schedules',
      'POST /v1/subscription_schedules/sub_sched_1',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(stub.requests[1]?.form).toEqual({ from_subscription: 'sub_1' });
    expect(stub.requests[2]?.form).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      'phases[0][items][0][price]': 'price_elite',
      'phases[0][items][0][quantity]': '1',
      'phases[0][items][1][price]': 'price_fc',
      'phases[0][items][1][quantity]': '1',
      'phases[0][start_date]': String(SCHEDULE_START),
      'phases[0][end_date]': String(PERIOD_END),
      // Full Coverage is not for Reserve: it ends with the downgrade.
      'phases[1][items][0][price]': 'price_reserve',
      'phases[1][items][0][quantity]': '1',
      'phases[1][duration][interval]': 'month',
      'phases[1][duration][interval_count]': '1',
    });
    expect(lastForm()).toEqual({
      'metadata[pending_plan]': 'reserve',
      'metadata[pending_at]': String(PERIOD_END),
    });
  });

  it('removing an add-on is scheduled for the period end the same way', async () => {
    await change((f) => decideRemoveAddOn(f, 'full_coverage'));
    expect(stub.requests[2]?.form).toMatchObject({
      'phases[1][items][0][price]': 'price_elite',
    });
    expect(stub.requests[2]?.form).not.toHaveProperty('phases[1][items][1][price]');
    expect(lastForm()).toEqual({
      'metadata[pending_plan]': 'elite',
      'metadata[pending_at]': String(PERIOD_END),
    });
  });

  it('a pause pauses collection from the period end until the resume date the server computed', async () => {
    const result = await change((f) => decidePause(f, 2));
    const resumes = String(Math.floor(new Date('2027-01-20T00:00:00Z').getTime() / 1000));
    expect(lastForm()).toEqual({
      cancel_at_period_end: 'false',
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': resumes,
      'metadata[pending_plan]': '',
      'metadata[pending_at]': '',
      'metadata[pause_requested_at]': NOW_S,
      'metadata[pause_resumes_at]': resumes,
    });
    expect(result.awaiting).toEqual({ kind: 'pause', resumesAt: '2027-01-20T00:00:00.000Z' });
  });

  it('inside the minimum term, a cancellation is cancel_at its end (no proration); its undo clears cancel_at', async () => {
    const started = new Date(NOW.getTime() - 30 * 86_400_000);
    const termEnd = new Date(started.getTime() + 90 * 86_400_000);
    fake.put('subscriptions/uid-1', stripeDoc({ started_at: started }));
    const result = await change(decideCancel);
    expect(lastForm()).toEqual({
      cancel_at: String(termEnd.getTime() / 1000),
      proration_behavior: 'none',
      pause_collection: '',
      'metadata[pending_plan]': '',
      'metadata[pending_at]': '',
      'metadata[pause_requested_at]': '',
      'metadata[pause_resumes_at]': '',
    });
    expect(result.awaiting).toEqual({ kind: 'cancel_at', at: termEnd.toISOString() });
    fake.put('subscriptions/uid-1', stripeDoc({ started_at: started, cancel_at: termEnd }));
    stub.subscription = { ...stripeSubscription(), cancel_at: termEnd.getTime() / 1000 };
    await change(decideResume);
    expect(lastForm()).toMatchObject({ cancel_at: '', pause_collection: '' });
    expect(lastForm()).not.toHaveProperty('cancel_at_period_end');
  });

  it('a cancellation is cancel_at_period_end; its undo releases any schedule and clears it all', async () => {
    await change(decideCancel);
    expect(lastForm()).toMatchObject({ cancel_at_period_end: 'true', pause_collection: '' });
    fake.put('subscriptions/uid-1', stripeDoc({ cancel_at_period_end: true }));
    stub.subscription = stripeSubscription('sub_sched_1');
    stub.requests.length = 0;
    await change(decideResume);
    expect(calls()).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscription_schedules/sub_sched_1/release',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(lastForm()).toEqual({
      cancel_at_period_end: 'false',
      pause_collection: '',
      'metadata[pending_plan]': '',
      'metadata[pending_at]': '',
      'metadata[pause_requested_at]': '',
      'metadata[pause_resumes_at]': '',
    });
  });

  it('a paused membership restarts billed from today', async () => {
    fake.put('subscriptions/uid-1', stripeDoc({ status: 'paused' }));
    await change(decideResume);
    expect(lastForm()).toEqual({
      pause_collection: '',
      'billing_cycle_anchor[type]': 'now',
      'metadata[pause_resumes_at]': '',
      proration_behavior: 'none',
      'metadata[pause_requested_at]': '',
    });
  });

  it('the retention offer is a $25-off-once coupon, created on first use, inside the cancel flow only', async () => {
    // A membership that could not be cancelled, nor scheduled to (a bag out), is not offered it.
    fake.put('orders/o1', orderData('delivered', { user_id: 'uid-1' }));
    await expect(change(decideRetentionOffer)).rejects.toMatchObject({
      message: RETENTION_ONLY_WHEN_CANCELLING,
    });
    expect(stub.requests).toEqual([]);
    fake.put('orders/o1', orderData('completed', { user_id: 'uid-1' }));
    // Offered in the cancel confirmation, before anything is cancelled.
    fake.put('subscriptions/uid-1', stripeDoc());
    await change(decideRetentionOffer);
    expect(calls()).toEqual([
      'GET /v1/subscriptions/sub_1',
      `GET /v1/coupons/${RETENTION_COUPON_ID}`,
      'POST /v1/coupons',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(stub.requests[2]?.form).toEqual({
      id: RETENTION_COUPON_ID,
      name: '$25 off your next month',
      amount_off: '2500',
      currency: 'usd',
      duration: 'once',
    });
    expect(lastForm()).toEqual({
      'discounts[0][coupon]': RETENTION_COUPON_ID,
      cancel_at_period_end: 'false',
      'metadata[retention_offer_at]': NOW_S,
    });
  });

  it('the retention coupon keeps the promotion code the member joined with', async () => {
    fake.put('subscriptions/uid-1', stripeDoc({ cancel_at_period_end: true }));
    stub.subscription = { ...stub.subscription, discounts: ['di_welcome20'] };
    await change(decideRetentionOffer);
    expect(lastForm()).toMatchObject({
      'discounts[0][discount]': 'di_welcome20',
      'discounts[1][coupon]': RETENTION_COUPON_ID,
    });
  });

  it('refuses what the domain refuses before calling Stripe', async () => {
    fake.put('orders/o1', orderData('delivered', { user_id: 'uid-1' }));
    await expect(change((f) => decideChangeTier(f, 'reserve'))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'You must return your current bag to downgrade your membership.',
    });
    await expect(change((f) => decideAddAddOn(f, 'full_coverage'))).rejects.toMatchObject({
      message: 'This add-on is already part of your membership.',
    });
    expect(stub.requests).toEqual([]);
  });

  it('refuses a membership Stripe does not bill, and any change when billing is not set up', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ plan_name: 'reserve' }));
    await expect(change((f) => decideChangeTier(f, 'crown'))).rejects.toMatchObject({
      code: 'unavailable',
    });
    fake.put('subscriptions/uid-1', stripeDoc());
    await expect(change((f) => decidePause(f, 1), null)).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(stub.requests).toEqual([]);
  });
});

describe('a member calling a plan-changing callable directly cannot get what they have not paid for', () => {
  const decisions: Record<string, MembershipDecision> = {
    changeTier: (f) => decideChangeTier(f, 'crown'),
    addAddOn: (f) => decideAddAddOn(f, 'select_access'),
    removeAddOn: (f) => decideRemoveAddOn(f, 'full_coverage'),
    pauseMembership: (f) => decidePause(f, 3),
    cancelMembership: decideCancel,
  };
  it.each(Object.entries(decisions))(
    '%s with Stripe writes nothing; the webhook alone does',
    async (_name, decide) => {
      const before = structuredClone(stored());
      await change(decide);
      expect(stub.requests.length).toBeGreaterThan(0);
      expect(stored()).toEqual(before);
      expect(fake.read('billing_events/x')).toBeUndefined();
    },
  );

  it.each([
    ['changeTier', (f: Parameters<MembershipDecision>[0]) => decideChangeTier(f, 'crown')],
    ['addAddOn', (f: Parameters<MembershipDecision>[0]) => decideAddAddOn(f, 'select_access')],
    ['resumeMembership', decideResume],
  ] as const)('%s on a cancelled membership is refused in demo billing too', async (_n, decide) => {
    fake.put('subscriptions/uid-1', subscriptionData({ status: 'canceled', billing_mode: 'demo' }));
    await expect(change(decide, 'demo')).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(subscriptionDocSchema.parse(stored()).status).toBe('canceled');
  });

  it('acceptRetentionOffer never changes the tier', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ cancel_at_period_end: true }));
    const result = await change(decideRetentionOffer, 'demo');
    expect(result.subscription.tier).toBe('elite');
  });
});

describe('in demo billing mode', () => {
  it('writes each change through the webhook handler at once', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ plan_name: 'reserve', add_ons: {} }));
    const up = await change((f) => decideChangeTier(f, 'elite'), 'demo');
    expect(up.subscription.tier).toBe('elite');
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      plan_name: 'elite',
      billing_mode: 'demo',
      billing_customer_id: 'cus_demo_uid-1',
    });
    await change((f) => decideAddAddOn(f, 'full_coverage'), 'demo');
    expect(subscriptionDocSchema.parse(stored()).add_ons.full_coverage).toBe(true);
    await change((f) => decidePause(f, 1), 'demo');
    expect(subscriptionDocSchema.parse(stored()).pause_requested_at).toEqual(
      new Date(Number(NOW_S) * 1000),
    );
    await change(decideResume, 'demo');
    expect(subscriptionDocSchema.parse(stored()).pause_requested_at).toBeNull();
    expect(stub.requests).toEqual([]);
  });
});

describe('in demo billing mode, every change answers only once it shows', () => {
  it('downgrade, add-on removal, cancel, retention offer and undo each end as the member was told', async () => {
    const demo = { billing_mode: 'demo', started_at: new Date(NOW.getTime() - 200 * 86_400_000) };
    fake.put('subscriptions/uid-1', subscriptionData(demo));
    const read = () => subscriptionDocSchema.parse(stored());
    await change((f) => decideChangeTier(f, 'reserve'), 'demo');
    expect(read()).toMatchObject({ plan_name: 'elite', pending_plan_name: 'reserve' });
    await change(decideResume, 'demo');
    expect(read()).toMatchObject({ pending_plan_name: null, add_ons_ending: [] });
    await change((f) => decideRemoveAddOn(f, 'full_coverage'), 'demo');
    expect(read().add_ons_ending).toEqual(['full_coverage']);
    await change(decideCancel, 'demo');
    expect(read().cancel_at_period_end).toBe(true);
    await change(decideRetentionOffer, 'demo');
    expect(read()).toMatchObject({ cancel_at_period_end: false, retention_credit_cents: 2500 });
  });
});

describe('resume after the billing-period job ran', () => {
  it('really resumes a membership the job paused, even when the job ran with a later clock', async () => {
    const periodEnd = new Date(NOW.getTime() - 86_400_000);
    fake.put(
      'subscriptions/uid-1',
      subscriptionData({
        billing_mode: 'demo',
        current_period_end: periodEnd,
        pause_requested_at: new Date(NOW.getTime() - 10 * 86_400_000),
      }),
    );
    // `npm run job:billing-period-ends -- --now=…` ten days ahead of the member's clock.
    const jobNow = new Date(NOW.getTime() + 10 * 86_400_000);
    await expect(runBillingPeriodEndsJob(fake.asFirestore(), PRICES, jobNow)).resolves.toEqual({
      changed: ['uid-1'],
    });
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      status: 'paused',
      billing_event_at: new Date(Math.floor(jobNow.getTime() / 1000) * 1000),
    });
    const resumed = await change(decideResume, 'demo');
    expect(resumed.message).toBe(RESTART_SUCCESS);
    expect(resumed.subscription.status).toBe('active');
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      status: 'active',
      pause_requested_at: null,
    });
  });
});

describe('demo billing: a pause of N periods and a cancellation at the end of the minimum term, through the billing-period job', () => {
  it('pauses at the period end, stays paused (no price) until the resume date, then bills again', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ billing_mode: 'demo' }));
    const result = await change((f) => decidePause(f, 2), 'demo');
    expect(result.message).toBe(
      'Your membership will pause on November 20, 2026 and resume on January 20, 2027. You keep full access until the pause starts, and you are not billed while it is paused.',
    );
    const resumes = new Date('2027-01-20T00:00:00Z');
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      status: 'active',
      pause_resumes_at: resumes,
    });
    const job = (at: string) => runBillingPeriodEndsJob(fake.asFirestore(), PRICES, new Date(at));
    await job('2026-11-20T01:00:00Z');
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      status: 'paused',
      pause_resumes_at: resumes,
    });
    await job('2026-12-20T01:00:00Z');
    expect(subscriptionDocSchema.parse(stored()).status).toBe('paused');
    await job('2027-01-20T01:00:00Z');
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      status: 'active',
      pause_requested_at: null,
      pause_resumes_at: null,
      current_period_end: new Date('2027-02-20T00:00:00Z'),
    });
  });

  it('schedules the cancellation for the end of the minimum term, which the job carries out then, not before', async () => {
    const started = new Date('2026-10-01T00:00:00Z');
    const termEnd = new Date('2026-12-30T00:00:00Z');
    fake.put(
      'subscriptions/uid-1',
      subscriptionData({
        billing_mode: 'demo',
        started_at: started,
        current_period_end: new Date('2026-11-01T00:00:00Z'),
      }),
    );
    const result = await change(decideCancel, 'demo');
    expect(result.awaiting).toEqual({ kind: 'cancel_at', at: termEnd.toISOString() });
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      cancel_at: termEnd,
      cancel_at_period_end: false,
    });
    const job = (at: string) => runBillingPeriodEndsJob(fake.asFirestore(), PRICES, new Date(at));
    await job('2026-11-01T01:00:00Z');
    await job('2026-12-01T01:00:00Z');
    expect(subscriptionDocSchema.parse(stored())).toMatchObject({
      status: 'active',
      cancel_at: termEnd,
    });
    await job('2027-01-01T01:00:00Z');
    expect(subscriptionDocSchema.parse(stored()).status).toBe('canceled');
  });
});

describe('billing portal', () => {
  it('opens the Stripe customer portal for the member’s customer', async () => {
    const url = await billingPortalUrl(
      fake.asFirestore(),
      { ...deps(), returnUrl: 'https://unlimited.example/membership-manage' },
      'uid-1',
    );
    expect(url).toBe('https://billing.stripe.com/p/session/t');
    expect(stub.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_1', return_url: 'https://unlimited.example/membership-manage' },
    });
  });

  it('says there is no card on file in demo billing', async () => {
    await expect(
      billingPortalUrl(fake.asFirestore(), { ...deps('demo'), returnUrl: 'x' }, 'uid-1'),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: NO_BILLING_ACCOUNT });
  });
});
