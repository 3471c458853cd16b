import { describe, expect, it } from 'vitest';
import {
  CANCEL_BAG_OUT,
  CANCEL_SUCCESS,
  CANCEL_TOO_EARLY,
  DOWNGRADE_BAG_OUT,
  PAUSE_BAG_OUT,
  PAUSE_INFO,
  REMOVE_ADDON_MESSAGES,
  RETENTION_ACCEPTED,
} from '../membership';
import {
  ADD_ON_NOT_ON_PLAN,
  MEMBERSHIP_NOT_ACTIVE,
  RETENTION_ALREADY_USED,
  decideCancel,
  decideChangeTier,
  decidePause,
  decideRemoveAddOn,
  decideRetentionOffer,
  hasBagOut,
  periodEndChanges,
  samePlanMessage,
  type MembershipFacts,
} from '../membership-changes';
import { subscriptionDocSchema, type SubscriptionDoc } from '../schemas/subscription';

const started = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-05-01T00:00:00Z'); // 120 days later
const periodEnd = new Date('2026-05-31T00:00:00Z');

function sub(overrides: Partial<SubscriptionDoc> = {}): SubscriptionDoc {
  return subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'active',
    started_at: started,
    current_period_end: periodEnd,
    add_ons: { full_coverage: true, select_access: true },
    ...overrides,
  });
}

function facts(overrides: Partial<MembershipFacts> = {}): MembershipFacts {
  return { subscription: sub(), hasBagOut: false, now, ...overrides };
}

describe('hasBagOut', () => {
  it('counts a bag out until its order is completed or was cancelled', () => {
    expect(hasBagOut([{ order_status: 'delivered' }])).toBe(true);
    expect(hasBagOut([{ order_status: 'return_pending' }])).toBe(true);
    expect(hasBagOut([{ order_status: 'pending_shipment' }])).toBe(true);
    expect(hasBagOut([{ order_status: 'completed' }, { order_status: 'cancelled' }])).toBe(false);
    expect(hasBagOut([])).toBe(false);
  });
});

describe('every membership change', () => {
  const decisions = {
    pause: decidePause,
    cancel: decideCancel,
    retention: decideRetentionOffer,
    removeAddOn: (f: MembershipFacts) => decideRemoveAddOn(f, 'select_access'),
    changeTier: (f: MembershipFacts) => decideChangeTier(f, 'crown'),
  };

  it.each(Object.entries(decisions))('%s needs an active subscription', (_name, decide) => {
    expect(decide(facts({ subscription: null }))).toEqual({
      ok: false,
      message: MEMBERSHIP_NOT_ACTIVE,
    });
    expect(decide(facts({ subscription: sub({ status: 'paused' }) }))).toEqual({
      ok: false,
      message: MEMBERSHIP_NOT_ACTIVE,
    });
  });
});

describe('decidePause', () => {
  it('records the pause request, to start at the end of the period', () => {
    expect(decidePause(facts())).toEqual({
      ok: true,
      patch: { pause_requested_at: now, cancel_at_period_end: false, cancel_requested_at: null },
      message: PAUSE_INFO,
    });
  });

  it('is refused while a bag is out', () => {
    expect(decidePause(facts({ hasBagOut: true }))).toEqual({ ok: false, message: PAUSE_BAG_OUT });
  });

  it('changes nothing when asked twice', () => {
    expect(decidePause(facts({ subscription: sub({ pause_requested_at: started }) }))).toEqual({
      ok: true,
      patch: {},
      message: PAUSE_INFO,
    });
  });

  it('replaces a pending cancellation', () => {
    const result = decidePause(facts({ subscription: sub({ cancel_at_period_end: true }) }));
    expect(result.ok && result.patch).toMatchObject({ cancel_at_period_end: false });
  });
});

describe('decideCancel', () => {
  it('cancels at the end of the period', () => {
    expect(decideCancel(facts())).toEqual({
      ok: true,
      patch: { cancel_at_period_end: true, cancel_requested_at: now, pause_requested_at: null },
      message: CANCEL_SUCCESS,
    });
  });

  it('is refused before three 30-day months, then while a bag is out', () => {
    const early = new Date('2026-03-31T00:00:00Z'); // 89 days
    expect(decideCancel(facts({ now: early, hasBagOut: true }))).toEqual({
      ok: false,
      message: CANCEL_TOO_EARLY,
    });
    expect(decideCancel(facts({ hasBagOut: true }))).toEqual({
      ok: false,
      message: CANCEL_BAG_OUT,
    });
  });

  it('changes nothing when asked twice', () => {
    const result = decideCancel(facts({ subscription: sub({ cancel_at_period_end: true }) }));
    expect(result).toEqual({ ok: true, patch: {}, message: CANCEL_SUCCESS });
  });
});

describe('decideRetentionOffer', () => {
  it('credits $25 once and withdraws a pending cancellation or pause', () => {
    const result = decideRetentionOffer(
      facts({ subscription: sub({ cancel_at_period_end: true, pause_requested_at: started }) }),
    );
    expect(result).toEqual({
      ok: true,
      patch: {
        retention_offer_applied_at: now,
        retention_credit_cents: 2500,
        cancel_at_period_end: false,
        cancel_requested_at: null,
        pause_requested_at: null,
      },
      message: RETENTION_ACCEPTED,
    });
  });

  it('is refused the second time', () => {
    expect(
      decideRetentionOffer(facts({ subscription: sub({ retention_offer_applied_at: started }) })),
    ).toEqual({
      ok: false,
      message: RETENTION_ALREADY_USED,
    });
  });
});

describe('decideRemoveAddOn', () => {
  it.each(['full_coverage', 'select_access'] as const)(
    'lists %s as ending with the period, with its message',
    (addOn) => {
      expect(decideRemoveAddOn(facts(), addOn)).toEqual({
        ok: true,
        patch: { add_ons_ending: [addOn] },
        message: REMOVE_ADDON_MESSAGES[addOn],
      });
    },
  );

  it('is refused for an add-on the membership does not have', () => {
    const without = sub({ add_ons: { full_coverage: false, select_access: false } });
    expect(decideRemoveAddOn(facts({ subscription: without }), 'full_coverage')).toEqual({
      ok: false,
      message: ADD_ON_NOT_ON_PLAN,
    });
  });

  it('changes nothing when removed twice, and keeps the other one ending', () => {
    const ending = sub({ add_ons_ending: ['select_access'] });
    expect(decideRemoveAddOn(facts({ subscription: ending }), 'select_access')).toMatchObject({
      ok: true,
      patch: {},
    });
    expect(decideRemoveAddOn(facts({ subscription: ending }), 'full_coverage')).toMatchObject({
      patch: { add_ons_ending: ['select_access', 'full_coverage'] },
    });
  });
});

describe('decideChangeTier', () => {
  it('upgrades at once, even with a bag out', () => {
    expect(decideChangeTier(facts({ hasBagOut: true }), 'crown')).toEqual({
      ok: true,
      patch: { plan_name: 'crown', plan_changed_at: now },
      message: 'Your membership is now Crown.',
    });
  });

  it('downgrades only with the bag returned', () => {
    expect(decideChangeTier(facts({ hasBagOut: true }), 'reserve')).toEqual({
      ok: false,
      message: DOWNGRADE_BAG_OUT,
    });
    expect(decideChangeTier(facts(), 'reserve')).toMatchObject({
      ok: true,
      patch: { plan_name: 'reserve' },
    });
  });

  it('refuses the plan the member already has', () => {
    expect(decideChangeTier(facts(), 'elite')).toEqual({
      ok: false,
      message: samePlanMessage('elite'),
    });
    expect(samePlanMessage('elite')).toBe('You are already on the Elite plan.');
  });
});

describe('periodEndChanges', () => {
  const after = new Date('2026-06-01T00:00:00Z');

  it('ends a cancelled membership once its period is over', () => {
    expect(periodEndChanges(sub({ cancel_at_period_end: true }), after)).toEqual({
      status: 'canceled',
    });
  });

  it('pauses a membership whose pause was requested', () => {
    expect(periodEndChanges(sub({ pause_requested_at: now }), after)).toEqual({ status: 'paused' });
  });

  it('drops the add-ons the member removed', () => {
    expect(periodEndChanges(sub({ add_ons_ending: ['select_access'] }), after)).toEqual({
      add_ons: { full_coverage: true, select_access: false },
      add_ons_ending: [],
    });
  });

  it('does nothing before the period ends, for inactive memberships, or with nothing pending', () => {
    expect(periodEndChanges(sub({ cancel_at_period_end: true }), now)).toBeNull();
    expect(
      periodEndChanges(sub({ status: 'paused', cancel_at_period_end: true }), after),
    ).toBeNull();
    expect(periodEndChanges(sub(), after)).toBeNull();
  });
});
