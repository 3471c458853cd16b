/**
 * The order Stripe's events of one subscription apply in (never their arrival order),
 * the admin's sentence for an event that cannot be mapped, the retention window, and the
 * check a billing callable makes before it says a change is done.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscriptionWrite, type BillingSubscription } from '../billing';
import {
  BILLING_EVENT_RETENTION_DAYS,
  billingEventExpiry,
  billingProblemSentence,
  comesAfter,
  compareEventPositions,
  lifecycleRank,
  type EventPosition,
} from '../billing-events';
import { changeShows } from '../billing-object';
import { subscriptionDocSchema, type SubscriptionDoc } from '../../membership';

const T = new Date('2026-11-20T10:00:00Z');
const at = (seconds: number, ms = 0) => new Date(T.getTime() + seconds * 1000 + ms);

describe('lifecycleRank', () => {
  it('puts the start first, the end last, any live change between', () => {
    expect(lifecycleRank('customer.subscription.created', 'active')).toBe(0);
    expect(lifecycleRank('customer.subscription.updated', 'incomplete')).toBe(0);
    expect(lifecycleRank('customer.subscription.updated', 'past_due')).toBe(1);
    expect(lifecycleRank('customer.subscription.updated', 'active')).toBe(1);
    expect(lifecycleRank('customer.subscription.deleted', 'canceled')).toBe(2);
    expect(lifecycleRank('customer.subscription.updated', 'canceled')).toBe(2);
    expect(lifecycleRank('customer.subscription.updated', 'incomplete_expired')).toBe(2);
  });
});

describe('compareEventPositions', () => {
  it('orders by created to the second, then rank, then id', () => {
    const updated: EventPosition = { created: at(5, 900), rank: 1, id: 'evt_b' };
    const deleted: EventPosition = { created: at(5, 100), rank: 2, id: 'evt_a' };
    expect(compareEventPositions(updated, deleted)).toBeLessThan(0);
    expect(compareEventPositions(deleted, updated)).toBeGreaterThan(0);
    expect(compareEventPositions({ ...updated, created: at(6) }, deleted)).toBeGreaterThan(0);
    expect(compareEventPositions({ ...updated, id: 'evt_a' }, updated)).toBeLessThan(0);
    expect(compareEventPositions(updated, { ...updated })).toBe(0);
  });

  it('is a total order: any arrival order of a set of events ends on the same last one', () => {
    const position = fc.record({
      created: fc.integer({ min: 0, max: 3 }).map((s) => at(s)),
      rank: fc.constantFrom(0 as const, 1 as const, 2 as const),
      id: fc.string({ minLength: 1, maxLength: 3 }).map((s) => `evt_${s}`),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(position, { minLength: 1, maxLength: 6, selector: (p) => p.id }),
        fc.func(fc.integer()),
        (events, shuffleKey) => {
          // What the handler keeps: each arrival applies only when it comes after the stored one.
          const lastApplied = (arrivals: EventPosition[]) => {
            let stored: EventPosition | null = null;
            for (const e of arrivals) {
              if (stored === null || comesAfter(e, stored)) stored = e;
            }
            return stored?.id;
          };
          const shuffled = [...events].sort((a, b) => shuffleKey(a.id) - shuffleKey(b.id));
          const latest = [...events].sort(compareEventPositions).at(-1)?.id;
          expect(lastApplied(events)).toBe(latest);
          expect(lastApplied(shuffled)).toBe(latest);
        },
      ),
    );
  });
});

describe('comesAfter', () => {
  it('compares only the second when the stored document predates rank and id', () => {
    const incoming: EventPosition = { created: at(5), rank: 0, id: 'evt_x' };
    expect(comesAfter(incoming, { created: at(5, 500), rank: null, id: null })).toBe(true);
    expect(comesAfter(incoming, { created: at(6), rank: null, id: null })).toBe(false);
    expect(comesAfter(incoming, { created: null, rank: null, id: null })).toBe(true);
  });
});

function billing(overrides: Partial<BillingSubscription>): BillingSubscription {
  return {
    uid: 'u',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    status: 'active',
    tier: 'elite',
    addOns: { full_coverage: false, select_access: false },
    currentPeriodEnd: at(30 * 86_400),
    cancelAtPeriodEnd: false,
    startedAt: T,
    eventCreated: at(100),
    eventId: 'evt_1',
    eventType: 'customer.subscription.updated',
    mode: 'stripe',
    ...overrides,
  };
}

function stored(b: BillingSubscription): SubscriptionDoc {
  const decision = subscriptionWrite(null, b);
  if (!decision.ok) throw new Error(decision.reason);
  return subscriptionDocSchema.parse(decision.write);
}

describe('subscriptionWrite in the total order', () => {
  const deleted = billing({
    eventId: 'evt_del',
    eventType: 'customer.subscription.deleted',
    status: 'canceled',
  });
  const updated = billing({ eventId: 'evt_upd', cancelAtPeriodEnd: true });

  it('never lets an update of the same second bring a deleted subscription back', () => {
    expect(subscriptionWrite(stored(deleted), updated)).toEqual({
      ok: false,
      reason: 'older_event',
    });
    const ended = subscriptionWrite(stored(updated), deleted);
    expect(ended.ok && ended.write.status).toBe('canceled');
  });

  it('applies the provider’s current object (demo billing) whatever the stored event time', () => {
    const later = stored(billing({ eventCreated: at(10 * 86_400), status: 'paused' }));
    expect(subscriptionWrite(later, billing({ eventId: 'evt_2' })).ok).toBe(false);
    const current = subscriptionWrite(later, billing({ eventId: 'evt_2', ordering: 'current' }));
    expect(current.ok && current.write.status).toBe('active');
  });

  it('never lets a time written by demo billing (a job run with a later clock) make a Stripe event stale', () => {
    // The billing-period job ran with `--now` ten days ahead and wrote its clock's time.
    const jobNow = at(10 * 86_400);
    const byJob = stored(
      billing({
        subscriptionId: 'sub_demo_u',
        eventCreated: jobNow,
        status: 'paused',
        mode: 'demo',
        ordering: 'current',
      }),
    );
    expect(byJob).toMatchObject({ billing_mode: 'demo', billing_event_at: jobNow });
    // A later change billed by Stripe, created before that clock's time, still applies.
    const stripe = subscriptionWrite(byJob, billing({ eventId: 'evt_2', eventCreated: at(200) }));
    expect(stripe.ok && stripe.write).toMatchObject({ status: 'active', billing_mode: 'stripe' });
    // …and from then on Stripe's own order holds: an older Stripe event is stale.
    const applied = subscriptionDocSchema.parse({ ...byJob, ...(stripe.ok ? stripe.write : {}) });
    expect(
      subscriptionWrite(applied, billing({ eventId: 'evt_0', eventCreated: at(150) })),
    ).toEqual({ ok: false, reason: 'older_event' });
  });

  it('lets a new subscription replace an ended one created in the same second', () => {
    const next = billing({
      subscriptionId: 'sub_2',
      eventId: 'evt_new',
      eventType: 'customer.subscription.created',
    });
    const write = subscriptionWrite(stored(deleted), next);
    expect(write.ok && write.write).toMatchObject({
      status: 'active',
      billing_subscription_id: 'sub_2',
    });
  });
});

describe('billing event records', () => {
  it('are kept 33 days: Stripe’s 3 days of retries and 30 more', () => {
    expect(BILLING_EVENT_RETENTION_DAYS).toBe(33);
    expect(billingEventExpiry(T)).toEqual(new Date('2026-12-23T10:00:00Z'));
  });

  it('say in a sentence what is wrong and what to do', () => {
    expect(
      billingProblemSentence('unknown_price', 'customer.subscription.created', {
        objectId: 'sub_9',
        priceIds: ['price_x'],
      }),
    ).toBe(
      "sub_9 (customer.subscription.created) is billed with price_x, none of which is a membership price set in STRIPE_PRICE_RESERVE, _ELITE or _CROWN: set the price ids and Stripe's next retry applies it.",
    );
    expect(
      billingProblemSentence('missing_metadata', 'checkout.session.completed', {
        objectId: 'cs_1',
        missing: ['uid', 'signup_id'],
      }),
    ).toContain('has no uid or signup_id in its metadata');
  });
});

describe('changeShows', () => {
  const base = subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'paused',
    started_at: T,
    current_period_end: at(86_400),
    pause_requested_at: T,
  });

  it('says a restart is done only once the stored membership is active', () => {
    expect(changeShows({ kind: 'restart' }, base)).toBe(false);
    expect(
      changeShows({ kind: 'restart' }, { ...base, status: 'active', pause_requested_at: null }),
    ).toBe(true);
  });

  it('checks each kind of change against the stored membership', () => {
    const active = { ...base, status: 'active' as const, pause_requested_at: null };
    expect(changeShows({ kind: 'cancel' }, active)).toBe(false);
    expect(changeShows({ kind: 'cancel' }, { ...active, cancel_at_period_end: true })).toBe(true);
    expect(changeShows({ kind: 'keep' }, active)).toBe(true);
    expect(changeShows({ kind: 'keep' }, { ...active, pending_plan_name: 'reserve' })).toBe(false);
    const crown = {
      tier: 'crown' as const,
      addOns: { full_coverage: false, select_access: false },
    };
    expect(changeShows({ kind: 'plan_now', plan: crown }, active)).toBe(false);
    expect(changeShows({ kind: 'plan_now', plan: crown }, { ...active, plan_name: 'crown' })).toBe(
      true,
    );
    const reserve = { tier: 'reserve' as const, addOns: crown.addOns };
    expect(
      changeShows(
        { kind: 'plan_at_period_end', plan: reserve },
        { ...active, pending_plan_name: 'reserve' },
      ),
    ).toBe(true);
  });
});
