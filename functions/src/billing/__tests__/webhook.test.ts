/**
 * The Stripe webhook end to end over the in-memory Firestore: payloads signed with the
 * SDK's own test helper, each handled event type, replays and out-of-order delivery.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BILLING_EVENT_RETENTION_DAYS,
  monthsAfter,
  subscriptionDocSchema,
  type BillingPrices,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW } from '../../__tests__/fixtures';
import { deliverToWebhook, type Sent } from './deliver-to-webhook';

const SECRET = 'whsec_test_secret';
const PRICES: BillingPrices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};
const T0 = Math.floor(NOW.getTime() / 1000);
const PERIOD_END = T0 + 30 * 86_400;

let fake: FakeFirestore;
/** A fresh database holding Ann's accepted invitation and her signup. */
function freshDatabase(): void {
  fake = new FakeFirestore();
  fake.put('invitations/signup-1', {
    signup_id: 'signup-1',
    email: 'ann@example.com',
    full_name: 'Ann Lee',
    tier: 'elite',
    token_hash: 'hash',
    status: 'accepted',
    expires_at: new Date(NOW.getTime() + 86_400_000),
    created_at: NOW,
    updated_at: NOW,
    sent_count: 1,
    invited_by: 'admin@unlimited.test',
    accepted_uid: 'uid-ann',
    accepted_at: NOW,
  });
  fake.put('waitlist_signups/signup-1', {
    full_name: 'Ann Lee',
    email: 'ann@example.com',
    tier: 'elite',
    status: 'invited',
    submitted_at: NOW,
    updated_at: NOW,
  });
}
beforeEach(() => {
  freshDatabase();
});

function subscriptionObject(overrides: Record<string, unknown> = {}, prices = ['price_elite']) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    start_date: T0,
    metadata: { uid: 'uid-ann', signup_id: 'signup-1' },
    items: {
      object: 'list',
      data: prices.map((id) => ({ price: { id }, current_period_end: PERIOD_END })),
    },
    ...overrides,
  };
}

function event(id: string, type: string, object: unknown, created = T0) {
  return { id, object: 'event', type, created, data: { object } };
}

/** `payload` delivered signed with `signWith`, as Stripe would, with this file's prices. */
function deliver(payload: unknown, signWith = SECRET, prices = PRICES): Promise<Sent> {
  return deliverToWebhook(
    JSON.stringify(payload),
    { db: fake.asFirestore(), secret: SECRET, prices, now: NOW },
    signWith,
  );
}

const stored = () => subscriptionDocSchema.parse(fake.read('subscriptions/uid-ann'));

describe('stripeWebhook', () => {
  it('refuses a payload signed with another secret and writes nothing', async () => {
    const sent = await deliver(
      event('evt_1', 'customer.subscription.created', subscriptionObject()),
      'whsec_other',
    );
    expect(sent.status).toBe(400);
    expect(fake.read('subscriptions/uid-ann')).toBeUndefined();
  });

  it('customer.subscription.created writes the plan, add-ons, period end and customer', async () => {
    const sent = await deliver(
      event(
        'evt_1',
        'customer.subscription.created',
        subscriptionObject({}, ['price_elite', 'price_fc']),
      ),
    );
    expect(sent).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(stored()).toMatchObject({
      plan_name: 'elite',
      status: 'active',
      add_ons: { full_coverage: true, select_access: false },
      current_period_end: new Date(PERIOD_END * 1000),
      started_at: new Date(T0 * 1000),
      cancel_at_period_end: false,
      billing_customer_id: 'cus_1',
      billing_subscription_id: 'sub_1',
      billing_mode: 'stripe',
    });
  });

  it('a promotion code in the metadata writes its discount from our coupon, and keeps it', async () => {
    fake.put('coupons/WELCOME20', {
      code: 'WELCOME20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: 100,
      expires_at: null,
      active: true,
      redemptions: 0,
      billing_mode: 'stripe',
      stripe_coupon_id: 'co_1',
      stripe_promotion_code_id: 'promo_1',
      created_by: 'admin@unlimited.test',
      created_at: NOW,
      updated_at: NOW,
      deactivated_at: null,
    });
    const promoted = subscriptionObject({
      metadata: { uid: 'uid-ann', signup_id: 'signup-1', promo_code: 'WELCOME20' },
    });
    await deliver(event('evt_1', 'customer.subscription.created', promoted));
    const discount = {
      code: 'WELCOME20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      ends_at: monthsAfter(new Date(T0 * 1000), 3),
    };
    expect(stored()).toMatchObject({ coupon_code: 'WELCOME20', discount });
    // A later event without the code (Stripe keeps it; a replayed copy may not) keeps it.
    await deliver(event('evt_2', 'customer.subscription.updated', subscriptionObject(), T0 + 60));
    expect(stored()).toMatchObject({ coupon_code: 'WELCOME20', discount });
  });

  it('checkout.session.completed converts the signup and its invitation', async () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: 'uid-ann',
      customer: 'cus_1',
      subscription: 'sub_1',
      metadata: { uid: 'uid-ann', signup_id: 'signup-1' },
    };
    expect((await deliver(event('evt_cs', 'checkout.session.completed', session))).status).toBe(
      200,
    );
    expect(fake.read('waitlist_signups/signup-1')).toMatchObject({ status: 'converted' });
    expect(fake.read('invitations/signup-1')).toMatchObject({ status: 'converted' });
  });

  it('customer.subscription.updated follows past_due, cancel at period end and plan changes', async () => {
    await deliver(event('evt_1', 'customer.subscription.created', subscriptionObject()));
    await deliver(
      event(
        'evt_2',
        'customer.subscription.updated',
        subscriptionObject({ status: 'past_due' }),
        T0 + 10,
      ),
    );
    expect(stored().status).toBe('past_due');
    await deliver(
      event(
        'evt_3',
        'customer.subscription.updated',
        subscriptionObject({ cancel_at_period_end: true }, ['price_crown']),
        T0 + 20,
      ),
    );
    expect(stored()).toMatchObject({
      status: 'active',
      plan_name: 'crown',
      cancel_at_period_end: true,
      started_at: new Date(T0 * 1000),
    });
  });

  it('customer.subscription.deleted ends the membership', async () => {
    await deliver(event('evt_1', 'customer.subscription.created', subscriptionObject()));
    await deliver(
      event(
        'evt_9',
        'customer.subscription.deleted',
        subscriptionObject({ status: 'canceled' }),
        T0 + 50,
      ),
    );
    expect(stored().status).toBe('canceled');
  });

  it('applies a replayed event once', async () => {
    const created = event('evt_1', 'customer.subscription.created', subscriptionObject());
    await deliver(created);
    const cancelled = event(
      'evt_2',
      'customer.subscription.updated',
      subscriptionObject({ cancel_at_period_end: true }),
      T0 + 5,
    );
    await deliver(cancelled);
    // The same event again (Stripe retries) answers 200 and changes nothing.
    const replay = await deliver(created);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(stored().cancel_at_period_end).toBe(true);
  });

  it('ignores an older event delivered after a newer one', async () => {
    await deliver(
      event(
        'evt_new',
        'customer.subscription.updated',
        subscriptionObject({ status: 'past_due' }),
        T0 + 60,
      ),
    );
    const late = await deliver(
      event('evt_old', 'customer.subscription.created', subscriptionObject(), T0),
    );
    expect(late.body).toEqual({ received: true, outcome: 'stale' });
    expect(stored().status).toBe('past_due');
  });

  it('records unknown event types as processed, with their expiry', async () => {
    expect((await deliver(event('evt_x', 'customer.created', { id: 'cus_1' }))).body).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(fake.read('billing_events/evt_x')).toMatchObject({
      state: 'processed',
      outcome: 'ignored',
      attempts: 1,
      expire_at: new Date(NOW.getTime() + BILLING_EVENT_RETENTION_DAYS * 86_400_000),
    });
  });

  it('an unknown price needs attention (422, not processed), and the retry after the fix applies it', async () => {
    const created = event(
      'evt_y',
      'customer.subscription.created',
      subscriptionObject({}, ['price_elite_new']),
    );
    const first = await deliver(created);
    expect(first).toEqual({ status: 422, body: { received: false, outcome: 'attention' } });
    expect(fake.read('subscriptions/uid-ann')).toBeUndefined();
    expect(fake.read('billing_events/evt_y')).toMatchObject({
      state: 'needs_attention',
      problem: 'unknown_price',
      attempts: 1,
      outcome: null,
    });
    expect(String(fake.read('billing_events/evt_y')?.message)).toContain(
      'sub_1 (customer.subscription.created) is billed with price_elite_new',
    );
    // Stripe retries before anyone fixed it: still not done, counted.
    expect((await deliver(created)).status).toBe(422);
    expect(fake.read('billing_events/evt_y')).toMatchObject({ attempts: 2 });
    // The price ids are set; Stripe's next retry applies it once.
    const fixed = { ...PRICES, elite: 'price_elite_new' };
    expect(await deliver(created, SECRET, fixed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    expect(stored()).toMatchObject({ plan_name: 'elite', status: 'active' });
    expect(fake.read('billing_events/evt_y')).toMatchObject({
      state: 'processed',
      outcome: 'applied',
      problem: null,
      attempts: 3,
    });
    expect((await deliver(created, SECRET, fixed)).body).toEqual({
      received: true,
      outcome: 'duplicate',
    });
  });

  it('an event for no known member, or a checkout without its metadata, needs attention', async () => {
    const stranger = await deliver(
      event(
        'evt_z',
        'customer.subscription.updated',
        subscriptionObject({ customer: 'cus_unknown', metadata: {} }),
      ),
    );
    expect(stranger.status).toBe(422);
    expect(fake.read('billing_events/evt_z')).toMatchObject({ problem: 'unknown_member' });
    expect(String(fake.read('billing_events/evt_z')?.message)).toContain('cus_unknown');
    const session = { id: 'cs_9', object: 'checkout.session', mode: 'subscription', metadata: {} };
    expect((await deliver(event('evt_cs9', 'checkout.session.completed', session))).status).toBe(
      422,
    );
    expect(fake.read('billing_events/evt_cs9')).toMatchObject({ problem: 'missing_metadata' });
    expect(String(fake.read('billing_events/evt_cs9')?.message)).toContain('uid or signup_id');
  });

  it('deleted and updated in the same second end cancelled, in either order of arrival', async () => {
    for (const order of [
      ['deleted', 'updated'],
      ['updated', 'deleted'],
    ] as const) {
      freshDatabase();
      await deliver(event('evt_0', 'customer.subscription.created', subscriptionObject()));
      const deleted = event(
        'evt_del',
        'customer.subscription.deleted',
        subscriptionObject({ status: 'canceled' }),
        T0 + 100,
      );
      const updated = event(
        'evt_upd',
        'customer.subscription.updated',
        subscriptionObject({ cancel_at_period_end: true }),
        T0 + 100,
      );
      for (const kind of order) await deliver(kind === 'deleted' ? deleted : updated);
      expect(stored().status, order.join(' then ')).toBe('canceled');
    }
  });

  it('created (incomplete) and updated (active) in the same second end active, in either order', async () => {
    const created = event(
      'evt_c',
      'customer.subscription.created',
      subscriptionObject({ status: 'incomplete' }),
    );
    const paid = event('evt_u', 'customer.subscription.updated', subscriptionObject());
    await deliver(paid);
    expect((await deliver(created)).body).toEqual({ received: true, outcome: 'stale' });
    expect(stored().status).toBe('active');
  });

  it('two changes in the same second end in the same state whatever order they arrive in', async () => {
    const a = event(
      'evt_a',
      'customer.subscription.updated',
      subscriptionObject({ cancel_at_period_end: true }),
      T0 + 5,
    );
    const b = event(
      'evt_b',
      'customer.subscription.updated',
      subscriptionObject({ cancel_at_period_end: false }),
      T0 + 5,
    );
    const ends: boolean[] = [];
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      freshDatabase();
      for (const e of order) await deliver(e);
      ends.push(stored().cancel_at_period_end);
    }
    expect(ends[0]).toBe(ends[1]);
  });

  it('a pause (collection paused) is pending until a new period starts, then pauses', async () => {
    const pausedAt = T0 + 100;
    const pausing = (created: number, start: number, end: number) =>
      event(
        `evt_p${created}`,
        'customer.subscription.updated',
        subscriptionObject({
          pause_collection: { behavior: 'void', resumes_at: null },
          metadata: { uid: 'uid-ann', pause_requested_at: String(pausedAt) },
          items: {
            object: 'list',
            data: [
              {
                price: { id: 'price_elite' },
                current_period_start: start,
                current_period_end: end,
              },
            ],
          },
        }),
        created,
      );
    await deliver(pausing(pausedAt, T0, PERIOD_END));
    expect(stored()).toMatchObject({
      status: 'active',
      pause_requested_at: new Date(pausedAt * 1000),
    });
    await deliver(pausing(PERIOD_END + 1, PERIOD_END, PERIOD_END + 30 * 86_400));
    expect(stored().status).toBe('paused');
  });

  it('a scheduled downgrade and the retention coupon are read from the metadata', async () => {
    await deliver(
      event(
        'evt_s',
        'customer.subscription.updated',
        subscriptionObject(
          {
            metadata: {
              uid: 'uid-ann',
              pending_plan: 'reserve',
              pending_at: String(PERIOD_END),
              retention_offer_at: String(T0 + 10),
            },
          },
          ['price_elite', 'price_fc'],
        ),
        T0 + 10,
      ),
    );
    expect(stored()).toMatchObject({
      plan_name: 'elite',
      pending_plan_name: 'reserve',
      add_ons_ending: ['full_coverage'],
      retention_offer_applied_at: new Date((T0 + 10) * 1000),
      retention_credit_cents: 2500,
    });
    // The new phase starts: the plan applied, the stale pending keys no longer count, and
    // the offer stays used although Stripe dropped the spent coupon.
    await deliver(
      event(
        'evt_t',
        'customer.subscription.updated',
        subscriptionObject({
          metadata: { uid: 'uid-ann', pending_plan: 'reserve', pending_at: String(PERIOD_END) },
          items: {
            object: 'list',
            data: [
              {
                price: { id: 'price_reserve' },
                current_period_start: PERIOD_END,
                current_period_end: PERIOD_END + 30 * 86_400,
              },
            ],
          },
        }),
        PERIOD_END + 1,
      ),
    );
    expect(stored()).toMatchObject({
      plan_name: 'reserve',
      pending_plan_name: null,
      add_ons_ending: [],
      retention_offer_applied_at: new Date((T0 + 10) * 1000),
      retention_credit_cents: 0,
    });
  });

  it('invoice.payment_failed puts the membership on hold (past_due), for its own subscription only', async () => {
    await deliver(event('evt_1', 'customer.subscription.created', subscriptionObject()));
    const other = await deliver(
      event(
        'evt_f0',
        'invoice.payment_failed',
        { id: 'in_0', object: 'invoice', customer: 'cus_1', subscription: 'sub_old' },
        T0 + 5,
      ),
    );
    expect(other.body).toEqual({ received: true, outcome: 'stale' });
    expect(stored().status).toBe('active');
    const failed = await deliver(
      event(
        'evt_f1',
        'invoice.payment_failed',
        {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          parent: { subscription_details: { subscription: 'sub_1' } },
        },
        T0 + 10,
      ),
    );
    expect(failed.body).toEqual({ received: true, outcome: 'applied' });
    expect(stored().status).toBe('past_due');
    // Paid later: Stripe's subscription event brings it back.
    await deliver(event('evt_ok', 'customer.subscription.updated', subscriptionObject(), T0 + 20));
    expect(stored().status).toBe('active');
  });
});
