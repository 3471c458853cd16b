import { describe, expect, it } from 'vitest';
import {
  CANCEL_BAG_OUT,
  CANCEL_SUCCESS,
  DOWNGRADE_BAG_OUT,
  PAUSE_BAG_OUT,
  RETENTION_ACCEPTED,
  subscriptionDocSchema,
  type SubscriptionDoc,
} from '../../membership';
import {
  ADD_ON_NOT_ON_PLAN,
  MEMBERSHIP_NOT_ACTIVE,
  ADD_ON_ALREADY_ON,
  RETENTION_ALREADY_USED,
  RETENTION_ONLY_WHEN_CANCELLING,
  SCHEDULED_CHANGE_FIRST,
  NOTHING_TO_RESUME,
  RESUME_SUCCESS,
  RESTART_SUCCESS,
  addOnEndsMessage,
  addOnKeptMessage,
  decideAddAddOn,
  decideCancel,
  decideResume,
  decideChangeTier,
  decidePause,
  decideRemoveAddOn,
  decideRetentionOffer,
  bagOutState,
  hasBagOut,
  samePlanMessage,
  type MembershipFacts,
} from '../membership-changes';

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

  it('tells a bag on its way back from one the member holds or awaits', () => {
    expect(bagOutState([{ order_status: 'return_pending' }])).toBe('returning');
    expect(bagOutState([{ order_status: 'return_pending' }, { order_status: 'completed' }])).toBe(
      'returning',
    );
    expect(
      bagOutState([{ order_status: 'return_pending' }, { order_status: 'pending_shipment' }]),
    ).toBe(true);
    expect(bagOutState([{ order_status: 'delivered' }])).toBe(true);
    expect(bagOutState([{ order_status: 'completed' }, { order_status: 'cancelled' }])).toBe(false);
  });
});

describe('every membership change', () => {
  const decisions = {
    pause: (f: MembershipFacts) => decidePause(f, 1),
    cancel: decideCancel,
    retention: decideRetentionOffer,
    removeAddOn: (f: MembershipFacts) => decideRemoveAddOn(f, 'select_access'),
    addAddOn: (f: MembershipFacts) => decideAddAddOn(f, 'full_coverage'),
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
  it.each([
    [1, '2026-06-30T00:00:00Z', 'June 30, 2026'],
    [2, '2026-07-30T00:00:00Z', 'July 30, 2026'],
    [3, '2026-08-30T00:00:00Z', 'August 30, 2026'],
  ] as const)(
    'a pause of %i billing period(s) starts at the period end and resumes on %s',
    (periods, resumes, day) => {
      expect(decidePause(facts(), periods)).toEqual({
        ok: true,
        change: { kind: 'pause', resumesAt: new Date(resumes) },
        message: `Your membership will pause on May 31, 2026 and resume on ${day}. You keep full access until the pause starts, and you are not billed while it is paused.`,
      });
    },
  );

  it('is refused while a bag is out', () => {
    expect(decidePause(facts({ hasBagOut: true }), 1)).toEqual({
      ok: false,
      message: PAUSE_BAG_OUT,
    });
  });

  it('changes nothing when asked twice for the same length, and replaces a pending cancellation or another length', () => {
    const pausing = sub({
      pause_requested_at: started,
      pause_resumes_at: new Date('2026-07-30T00:00:00Z'),
    });
    expect(decidePause(facts({ subscription: pausing }), 2)).toMatchObject({
      ok: true,
      change: null,
    });
    expect(decidePause(facts({ subscription: pausing }), 1)).toMatchObject({
      change: { kind: 'pause', resumesAt: new Date('2026-06-30T00:00:00Z') },
    });
    expect(
      decidePause(facts({ subscription: sub({ cancel_at_period_end: true }) }), 1),
    ).toMatchObject({ change: { kind: 'pause' } });
    expect(
      decidePause(facts({ subscription: sub({ cancel_at: new Date('2026-06-01') }) }), 1),
    ).toMatchObject({ change: { kind: 'pause' } });
  });
});

describe('decideCancel', () => {
  it('cancels at the end of the period', () => {
    expect(decideCancel(facts())).toEqual({
      ok: true,
      change: { kind: 'cancel' },
      message: CANCEL_SUCCESS,
    });
  });

  it('inside the minimum term, schedules the cancellation for its end (computed here), on that date', () => {
    const early = new Date('2026-03-31T00:00:00Z'); // 89 days
    const termEnd = new Date('2026-04-01T00:00:00Z'); // 90 days
    expect(decideCancel(facts({ now: early }))).toEqual({
      ok: true,
      change: { kind: 'cancel_at', at: termEnd },
      message:
        'Your membership will end on April 1, 2026, at the end of your minimum term. You keep full access until then, and you can keep your membership any time before that date.',
    });
    // Asked again: nothing to change.
    expect(
      decideCancel(facts({ now: early, subscription: sub({ cancel_at: termEnd }) })),
    ).toMatchObject({ ok: true, change: null });
    // Undone by Keep My Membership.
    expect(
      decideResume(facts({ now: early, subscription: sub({ cancel_at: termEnd }) })),
    ).toMatchObject({ ok: true, change: { kind: 'keep' } });
  });

  it('is refused while a bag is out, inside the minimum term or after it', () => {
    const early = new Date('2026-03-31T00:00:00Z');
    expect(decideCancel(facts({ now: early, hasBagOut: true }))).toEqual({
      ok: false,
      message: CANCEL_BAG_OUT,
    });
    expect(decideCancel(facts({ hasBagOut: true }))).toEqual({
      ok: false,
      message: CANCEL_BAG_OUT,
    });
  });

  it('changes nothing when asked twice', () => {
    const result = decideCancel(facts({ subscription: sub({ cancel_at_period_end: true }) }));
    expect(result).toEqual({ ok: true, change: null, message: CANCEL_SUCCESS });
  });
});

describe('decideResume', () => {
  it('undoes a pending cancellation, pause or scheduled change', () => {
    for (const pending of [
      { cancel_at_period_end: true },
      { pause_requested_at: started },
      { pending_plan_name: 'reserve' as const },
      { add_ons_ending: ['select_access' as const] },
    ]) {
      expect(decideResume(facts({ subscription: sub(pending) }))).toEqual({
        ok: true,
        change: { kind: 'keep' },
        message: RESUME_SUCCESS,
      });
    }
  });

  it('restarts a paused membership, and refuses when nothing is pending', () => {
    expect(decideResume(facts({ subscription: sub({ status: 'paused' }) }))).toEqual({
      ok: true,
      change: { kind: 'restart' },
      message: RESTART_SUCCESS,
    });
    expect(decideResume(facts())).toEqual({ ok: false, message: NOTHING_TO_RESUME });
    expect(decideResume(facts({ subscription: sub({ status: 'canceled' }) }))).toEqual({
      ok: false,
      message: MEMBERSHIP_NOT_ACTIVE,
    });
  });
});

describe('decideRetentionOffer', () => {
  it('is offered inside the cancel flow: before the cancellation is confirmed, or with one pending', () => {
    const accepted = { ok: true, change: { kind: 'retention' }, message: RETENTION_ACCEPTED };
    // The confirmation step offers it first: nothing is cancelled yet.
    expect(decideRetentionOffer(facts())).toEqual(accepted);
    expect(
      decideRetentionOffer(facts({ subscription: sub({ cancel_at_period_end: true }) })),
    ).toEqual(accepted);
  });

  it('is offered inside the minimum term too, where cancelling is scheduled for its end', () => {
    expect(
      decideRetentionOffer(facts({ subscription: sub({ started_at: new Date('2026-03-01') }) })),
    ).toMatchObject({ ok: true, change: { kind: 'retention' } });
  });

  it('is refused to a membership that could not be cancelled now', () => {
    const refused = { ok: false, message: RETENTION_ONLY_WHEN_CANCELLING };
    expect(decideRetentionOffer(facts({ hasBagOut: true }))).toEqual(refused);
    expect(decideRetentionOffer(facts({ hasBagOut: 'returning' }))).toEqual(refused);
  });

  it('is refused the second time', () => {
    expect(
      decideRetentionOffer(
        facts({
          subscription: sub({ cancel_at_period_end: true, retention_offer_applied_at: started }),
        }),
      ),
    ).toEqual({ ok: false, message: RETENTION_ALREADY_USED });
  });
});

describe('decideRemoveAddOn', () => {
  it.each(['full_coverage', 'select_access'] as const)(
    'schedules the plan without %s for the next period, and says until when it stays',
    (addOn) => {
      expect(decideRemoveAddOn(facts(), addOn)).toEqual({
        ok: true,
        change: {
          kind: 'plan_at_period_end',
          plan: {
            tier: 'elite',
            addOns: {
              full_coverage: addOn !== 'full_coverage',
              select_access: addOn !== 'select_access',
            },
          },
        },
        message: addOnEndsMessage(addOn, periodEnd),
      });
    },
  );

  it('says what happened: the add-on ends with the billing period', () => {
    expect(addOnEndsMessage('full_coverage', periodEnd)).toBe(
      'Full Coverage Protection ends May 31, 2026.',
    );
    expect(addOnEndsMessage('select_access', periodEnd)).toBe('Select Access ends May 31, 2026.');
    expect(addOnKeptMessage('select_access')).toBe('Select Access stays on your membership.');
  });

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
      change: null,
    });
    expect(decideRemoveAddOn(facts({ subscription: ending }), 'full_coverage')).toMatchObject({
      change: {
        kind: 'plan_at_period_end',
        plan: { tier: 'elite', addOns: { full_coverage: false, select_access: false } },
      },
    });
  });
});

describe('decideAddAddOn', () => {
  const bare = { add_ons: { full_coverage: false, select_access: false } };

  it('adds an add-on at once when the tier allows it', () => {
    expect(decideAddAddOn(facts({ subscription: sub(bare) }), 'full_coverage')).toEqual({
      ok: true,
      change: {
        kind: 'plan_now',
        plan: { tier: 'elite', addOns: { full_coverage: true, select_access: false } },
      },
      message: 'Full Coverage Protection is now part of your membership.',
    });
  });

  it('follows DESIGN.md: Full Coverage not on Reserve, Select Access not on Crown', () => {
    expect(
      decideAddAddOn(
        facts({ subscription: sub({ ...bare, plan_name: 'reserve' }) }),
        'full_coverage',
      ),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/Elite and Crown/) });
    expect(
      decideAddAddOn(
        facts({ subscription: sub({ ...bare, plan_name: 'crown' }) }),
        'select_access',
      ),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/Crown members already/) });
    expect(
      decideAddAddOn(
        facts({ subscription: sub({ ...bare, plan_name: 'reserve' }) }),
        'select_access',
      ),
    ).toMatchObject({ ok: true, change: { kind: 'plan_now' } });
  });

  it('refuses one already on, keeps one that was ending, and waits for a scheduled change', () => {
    expect(decideAddAddOn(facts(), 'full_coverage')).toEqual({
      ok: false,
      message: ADD_ON_ALREADY_ON,
    });
    expect(
      decideAddAddOn(
        facts({ subscription: sub({ add_ons_ending: ['full_coverage'] }) }),
        'full_coverage',
      ),
    ).toEqual({
      ok: true,
      change: {
        kind: 'plan_at_period_end',
        plan: { tier: 'elite', addOns: { full_coverage: true, select_access: true } },
      },
      message: 'Full Coverage Protection stays on your membership.',
    });
    expect(
      decideAddAddOn(
        facts({ subscription: sub({ ...bare, pending_plan_name: 'reserve' }) }),
        'full_coverage',
      ),
    ).toEqual({ ok: false, message: SCHEDULED_CHANGE_FIRST });
  });
});

describe('decideChangeTier', () => {
  it('upgrades at once, even with a bag out, dropping add-ons the new tier cannot have', () => {
    expect(decideChangeTier(facts({ hasBagOut: true }), 'crown')).toEqual({
      ok: true,
      change: {
        kind: 'plan_now',
        plan: { tier: 'crown', addOns: { full_coverage: true, select_access: false } },
      },
      message: 'Your membership is now Crown.',
    });
  });

  it('schedules a downgrade for the period end, only with the bag returned', () => {
    expect(decideChangeTier(facts({ hasBagOut: true }), 'reserve')).toEqual({
      ok: false,
      message: DOWNGRADE_BAG_OUT,
    });
    expect(decideChangeTier(facts(), 'reserve')).toEqual({
      ok: true,
      change: {
        kind: 'plan_at_period_end',
        plan: { tier: 'reserve', addOns: { full_coverage: false, select_access: true } },
      },
      message: 'Your plan changes to Reserve on May 31, 2026. Until then you keep Elite.',
    });
  });

  it('refuses the plan the member already has, and an upgrade while a downgrade is scheduled', () => {
    expect(decideChangeTier(facts(), 'elite')).toEqual({
      ok: false,
      message: samePlanMessage('elite'),
    });
    expect(samePlanMessage('elite')).toBe('You are already on the Elite plan.');
    expect(
      decideChangeTier(facts({ subscription: sub({ pending_plan_name: 'reserve' }) }), 'crown'),
    ).toEqual({ ok: false, message: SCHEDULED_CHANGE_FIRST });
  });
});
