/**
 * The demo billing provider and the intents read back off a subscription: each change,
 * made on the provider's object and read back by `billingIntents` + `subscriptionWrite`
 * (what the webhook handler does), gives the document the member expects.
 */
import { describe, expect, it } from 'vitest';
import { subscriptionWrite, type BillingPrices, planFromPrices } from '../billing';
import {
  billingIntents,
  billingObjectFromDoc,
  demoApplyChange,
  demoRenew,
  pauseResumeDate,
  type BillingChange,
  type BillingSubscriptionObject,
} from '../billing-object';
import { decodePlan, encodePlan } from '../billing-plan';
import { subscriptionDocSchema, type SubscriptionDoc } from '../../membership';

const PRICES: BillingPrices = {
  reserve: 'p_reserve',
  elite: 'p_elite',
  crown: 'p_crown',
  full_coverage: 'p_fc',
  select_access: 'p_sa',
};
const started = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-05-10T00:00:00Z');
const periodEnd = new Date('2026-05-31T00:00:00Z');

function sub(overrides: Partial<SubscriptionDoc> = {}): SubscriptionDoc {
  return subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'active',
    started_at: started,
    current_period_end: periodEnd,
    add_ons: { full_coverage: true, select_access: false },
    billing_customer_id: 'cus_demo_u',
    billing_subscription_id: 'sub_demo_u',
    billing_mode: 'demo',
    ...overrides,
  });
}

/** What the webhook handler writes for `object` (see functions/src/billing/apply-event.ts). */
function handled(
  existing: SubscriptionDoc,
  object: BillingSubscriptionObject,
  at: Date,
  deleted = false,
): SubscriptionDoc {
  const plan = planFromPrices(
    object.items.data.map((item) => item.price.id),
    PRICES,
  );
  if (plan === null) throw new Error('no plan');
  const item = object.items.data[0];
  const intents = billingIntents(object, {
    start: item?.current_period_start ?? null,
    end: item?.current_period_end ?? 0,
  });
  const decision = subscriptionWrite(existing, {
    uid: 'u',
    customerId: object.customer,
    subscriptionId: object.id,
    tier: plan.tier,
    addOns: plan.addOns,
    currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
    cancelAtPeriodEnd: object.cancel_at_period_end,
    cancelAt: object.cancel_at === null ? null : new Date(object.cancel_at * 1000),
    startedAt: new Date(object.start_date * 1000),
    eventCreated: at,
    mode: 'demo',
    ...intents,
    status: deleted ? 'canceled' : intents.status,
  });
  if (!decision.ok) throw new Error(decision.reason);
  return { ...existing, ...decision.write };
}

function change(existing: SubscriptionDoc, c: BillingChange, at = now): SubscriptionDoc {
  return handled(
    existing,
    demoApplyChange(billingObjectFromDoc('u', existing, PRICES), c, PRICES, at),
    at,
  );
}

function renew(existing: SubscriptionDoc, at: Date): SubscriptionDoc {
  const renewal = demoRenew(billingObjectFromDoc('u', existing, PRICES), PRICES, at);
  if (renewal === null) return existing;
  return handled(existing, renewal.object, at, renewal.type === 'customer.subscription.deleted');
}

const afterPeriod = new Date('2026-06-01T00:00:00Z');

describe('plans in metadata', () => {
  it('round-trips and refuses anything else', () => {
    const plan = { tier: 'elite' as const, addOns: { full_coverage: true, select_access: false } };
    expect(encodePlan(plan)).toBe('elite+full_coverage');
    expect(decodePlan('elite+full_coverage')).toEqual(plan);
    expect(decodePlan('gold')).toBeNull();
    expect(decodePlan('elite+free_bags')).toBeNull();
    expect(decodePlan(undefined)).toBeNull();
  });
});

describe('demo billing, read back as the webhook does', () => {
  it('an upgrade applies at once and keeps the period', () => {
    const after = change(sub(), {
      kind: 'plan_now',
      plan: { tier: 'crown', addOns: { full_coverage: true, select_access: false } },
    });
    expect(after).toMatchObject({ plan_name: 'crown', status: 'active', plan_changed_at: now });
    expect(after.current_period_end).toEqual(periodEnd);
  });

  it('a downgrade is scheduled, then applies at the period end', () => {
    const scheduled = change(sub(), {
      kind: 'plan_at_period_end',
      plan: { tier: 'reserve', addOns: { full_coverage: false, select_access: false } },
    });
    expect(scheduled).toMatchObject({
      plan_name: 'elite',
      pending_plan_name: 'reserve',
      add_ons_ending: ['full_coverage'],
    });
    expect(renew(scheduled, now)).toBe(scheduled);
    const renewed = renew(scheduled, afterPeriod);
    expect(renewed).toMatchObject({
      plan_name: 'reserve',
      pending_plan_name: null,
      add_ons_ending: [],
      add_ons: { full_coverage: false, select_access: false },
      status: 'active',
    });
    expect(renewed.current_period_end).toEqual(new Date('2026-06-30T00:00:00Z'));
  });

  it('back to the current plan withdraws the scheduled change', () => {
    const scheduled = change(sub(), {
      kind: 'plan_at_period_end',
      plan: { tier: 'elite', addOns: { full_coverage: false, select_access: false } },
    });
    expect(scheduled.add_ons_ending).toEqual(['full_coverage']);
    const kept = change(scheduled, { kind: 'keep' });
    expect(kept).toMatchObject({ add_ons_ending: [], pending_plan_name: null });
  });

  it('a cancellation keeps access until the period end, then ends; undo keeps it', () => {
    const cancelling = change(sub(), { kind: 'cancel' });
    expect(cancelling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_requested_at: now,
    });
    expect(change(cancelling, { kind: 'keep' })).toMatchObject({
      cancel_at_period_end: false,
      cancel_requested_at: null,
    });
    expect(renew(cancelling, afterPeriod)).toMatchObject({ status: 'canceled' });
  });

  it('a cancellation at the end of the minimum term keeps access until then, ends at the renewal that reaches it, and can be undone', () => {
    const termEnd = new Date('2026-05-31T00:00:00Z');
    const scheduled = change(sub({ started_at: new Date('2026-03-02T00:00:00Z') }), {
      kind: 'cancel_at',
      at: termEnd,
    });
    expect(scheduled).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: termEnd,
      cancel_requested_at: now,
    });
    expect(change(scheduled, { kind: 'keep' })).toMatchObject({
      cancel_at: null,
      cancel_requested_at: null,
    });
    expect(renew(scheduled, now)).toBe(scheduled);
    expect(renew(scheduled, afterPeriod)).toMatchObject({ status: 'canceled' });
    // A term end beyond this period: the membership renews and ends at a later renewal.
    const later = change(sub(), { kind: 'cancel_at', at: new Date('2026-06-15T00:00:00Z') });
    const renewed = renew(later, afterPeriod);
    expect(renewed).toMatchObject({
      status: 'active',
      cancel_at: new Date('2026-06-15T00:00:00Z'),
    });
    expect(renew(renewed, new Date('2026-07-01T00:00:00Z'))).toMatchObject({ status: 'canceled' });
  });

  it('a pause of two periods starts at the period end, bills nothing until its resume date, then is active again', () => {
    const resumesAt = pauseResumeDate(periodEnd, 2);
    // Monthly from May 31, as the demo provider renews: June 30, then July 30.
    expect(resumesAt).toEqual(new Date('2026-07-30T00:00:00Z'));
    const pausing = change(sub(), { kind: 'pause', resumesAt });
    expect(pausing).toMatchObject({
      status: 'active',
      pause_requested_at: now,
      pause_resumes_at: resumesAt,
    });
    const paused = renew(pausing, afterPeriod);
    expect(paused).toMatchObject({ status: 'paused', pause_resumes_at: resumesAt });
    const stillPaused = renew(paused, new Date('2026-07-01T00:00:00Z'));
    expect(stillPaused).toMatchObject({ status: 'paused', pause_resumes_at: resumesAt });
    const resumed = renew(stillPaused, new Date('2026-07-30T00:00:01Z'));
    expect(resumed).toMatchObject({
      status: 'active',
      pause_requested_at: null,
      pause_resumes_at: null,
    });
    expect(resumed.current_period_end).toEqual(new Date('2026-08-30T00:00:00Z'));
  });

  it('a pause starts at the period end, and a restart bills from today', () => {
    const pausing = change(sub(), { kind: 'pause', resumesAt: new Date('2026-06-30T00:00:00Z') });
    expect(pausing).toMatchObject({ status: 'active', pause_requested_at: now });
    const paused = renew(pausing, afterPeriod);
    expect(paused.status).toBe('paused');
    const later = new Date('2026-08-01T00:00:00Z');
    const back = change(paused, { kind: 'restart' }, later);
    expect(back).toMatchObject({ status: 'active', pause_requested_at: null });
    expect(back.current_period_end).toEqual(new Date('2026-09-01T00:00:00Z'));
  });

  it('the retention coupon withdraws the cancellation, credits $25 once, and is remembered', () => {
    const offered = change(change(sub(), { kind: 'cancel' }), { kind: 'retention' });
    expect(offered).toMatchObject({
      cancel_at_period_end: false,
      retention_offer_applied_at: now,
      retention_credit_cents: 2500,
    });
    const renewed = renew(offered, afterPeriod);
    expect(renewed).toMatchObject({ retention_credit_cents: 0, retention_offer_applied_at: now });
  });
});
