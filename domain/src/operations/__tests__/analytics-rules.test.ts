import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsCsv, analyticsCsvFilename } from '../analytics-csv';
import {
  analyticsDaySnapshot,
  analyticsDelta,
  applyAnalyticsDelta,
  nestDelta,
  readAnalyticsFields,
  recountAnalytics,
  dayKey,
  shiftDayKey,
  weekKey,
  type AnalyticsFields,
} from '../analytics-rules';
import { BORROW_STATUSES, PRODUCT_STATUSES } from '../../catalogue';
import { analyticsCurrentDocSchema, emptyAnalyticsCurrent } from '../schemas/analytics';
import { SUBSCRIPTION_STATUSES, TIER_IDS } from '../../membership';
import { WAITLIST_STATUSES } from '../../waitlist';

const NOW = new Date('2026-11-23T12:00:00Z');

const sub = (
  over: Partial<AnalyticsFields['subscriptions']> = {},
): AnalyticsFields['subscriptions'] => ({
  plan_name: 'elite',
  status: 'active',
  add_ons: { full_coverage: false, select_access: false },
  current_period_end: new Date('2026-12-10T12:00:00Z'),
  discount: null,
  ...over,
});

/** 20% off the first three bills of a subscription started on September 10. */
const threeMonths20 = {
  code: 'AUTUMN20',
  kind: 'percent' as const,
  percent_off: 20,
  amount_off_cents: null,
  duration: 'repeating' as const,
  duration_in_months: 3,
  ends_at: new Date('2026-12-10T12:00:00Z'),
};

describe('dayKey and weekKey (the business day, New York)', () => {
  it('names the New York calendar day, not the UTC one', () => {
    expect(dayKey(new Date('2026-11-24T04:59:59Z'))).toBe('2026-11-23'); // 23:59 EST
    expect(dayKey(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24'); // midnight EST
    expect(dayKey(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30'); // 23:59 EDT
  });

  it('names the Monday of the New York week', () => {
    expect(weekKey(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23'); // Monday 00:00 EST
    expect(weekKey(new Date('2026-11-30T04:59:59Z'))).toBe('2026-11-23'); // its Sunday 23:59
    expect(weekKey(new Date('2026-11-23T04:59:59Z'))).toBe('2026-11-16'); // the Sunday before
  });

  it('shifts a day key across months and years', () => {
    expect(shiftDayKey('2026-12-28', 7)).toBe('2027-01-04');
    expect(shiftDayKey('2026-03-02', -7)).toBe('2026-02-23');
  });
});

describe('analyticsDelta', () => {
  it('counts an active subscription as a member and its tier price plus add-ons as MRR', () => {
    const delta = analyticsDelta(
      'subscriptions',
      null,
      sub({ plan_name: 'crown', add_ons: { full_coverage: true, select_access: false } }),
    );
    expect(delta).toEqual({
      'members.crown.active': 1,
      'mrr_cents.crown': 24900,
      'mrr_cents.full_coverage': 1900,
    });
  });

  it('counts what a running promotion takes off the next bill, tier and add-ons alike', () => {
    const delta = analyticsDelta(
      'subscriptions',
      null,
      sub({
        add_ons: { full_coverage: true, select_access: false },
        current_period_end: new Date('2026-11-10T12:00:00Z'),
        discount: threeMonths20,
      }),
    );
    // Elite $129 + coverage $19 = $148; 20% off is $29.60.
    expect(delta).toEqual({
      'members.elite.active': 1,
      'mrr_cents.elite': 12900,
      'mrr_cents.full_coverage': 1900,
      mrr_discount_cents: 2960,
    });
  });

  it('drops the promotion from MRR when billing renews past its end', () => {
    const before = sub({
      current_period_end: new Date('2026-11-10T12:00:00Z'),
      discount: threeMonths20,
    });
    const after = sub({
      current_period_end: new Date('2026-12-10T12:00:00Z'),
      discount: threeMonths20,
    });
    expect(analyticsDelta('subscriptions', before, after)).toEqual({ mrr_discount_cents: -2580 });
    // A fixed amount never takes more than the bill; a promotion that never ends stays.
    const forever = {
      ...threeMonths20,
      kind: 'amount' as const,
      percent_off: null,
      amount_off_cents: 50000,
      duration: 'forever' as const,
      duration_in_months: null,
      ends_at: null,
    };
    expect(analyticsDelta('subscriptions', null, sub({ discount: forever }))).toMatchObject({
      mrr_discount_cents: 12900,
    });
  });

  it('counts no promotion for a paused subscription, which pays nothing', () => {
    expect(
      analyticsDelta('subscriptions', null, sub({ status: 'paused', discount: threeMonths20 })),
    ).toEqual({ 'members.elite.paused': 1 });
  });

  it('takes the revenue away when a subscription is paused, and keeps the member', () => {
    expect(analyticsDelta('subscriptions', sub(), sub({ status: 'paused' }))).toEqual({
      'members.elite.active': -1,
      'members.elite.paused': 1,
      'mrr_cents.elite': -12900,
    });
  });

  it('moves a signup between funnel stages without touching its week', () => {
    const at = new Date('2026-11-10T09:00:00Z');
    expect(
      analyticsDelta(
        'waitlist_signups',
        { status: 'pending', submitted_at: at },
        { status: 'invited', submitted_at: at },
      ),
    ).toEqual({ 'waitlist_by_status.pending': -1, 'waitlist_by_status.invited': 1 });
  });

  it('counts a bag out on loan only while it is Active and out or held (its public state)', () => {
    expect(
      analyticsDelta(
        'products',
        { status: 'Active', borrow_status: 'Available' },
        { status: 'Active', borrow_status: 'Borrowed' },
      ),
    ).toEqual({ 'catalogue.on_loan': 1 });
    expect(
      analyticsDelta(
        'products',
        { status: 'Active', borrow_status: 'Swapping' },
        { status: 'Active', borrow_status: 'Maintenance' },
      ),
    ).toEqual({ 'catalogue.on_loan': -1 });
    expect(
      analyticsDelta('products', null, { status: 'Active', borrow_status: 'Reserved' }),
    ).toEqual({ 'catalogue.active': 1, 'catalogue.on_loan': 1 });
    expect(
      analyticsDelta('products', null, { status: 'Hidden', borrow_status: 'Borrowed' }),
    ).toEqual({});
  });

  it('reads raw documents with Timestamps and refuses unreadable ones', () => {
    const timestamp = { toDate: () => new Date('2026-11-02T10:00:00Z') };
    expect(readAnalyticsFields('orders', { order_date: timestamp, other: 1 })).toEqual({
      order_date: new Date('2026-11-02T10:00:00Z'),
    });
    expect(
      readAnalyticsFields('subscriptions', { plan_name: 'gold', status: 'active' }),
    ).toBeNull();
  });
});

describe('nestDelta', () => {
  it('nests dotted paths at any depth', () => {
    expect(nestDelta({ 'members.elite.active': 1, 'catalogue.active': -1 }, (n) => n * 10)).toEqual(
      { members: { elite: { active: 10 } }, catalogue: { active: -10 } },
    );
  });
});

const arbSignup = fc.record({
  status: fc.constantFrom(...WAITLIST_STATUSES),
  submitted_at: fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2026-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
});
const arbSub = fc.record({
  plan_name: fc.constantFrom(...TIER_IDS),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  add_ons: fc.record({ full_coverage: fc.boolean(), select_access: fc.boolean() }),
  current_period_end: fc.constantFrom(
    new Date('2026-11-10T12:00:00Z'),
    new Date('2026-12-10T12:00:00Z'),
    null,
  ),
  discount: fc.constantFrom(threeMonths20, { ...threeMonths20, ends_at: null }, null),
});
const arbProduct = fc.record({
  status: fc.constantFrom(...PRODUCT_STATUSES),
  borrow_status: fc.constantFrom(...BORROW_STATUSES),
});

describe('the sum of the deltas', () => {
  it('equals a recount after any sequence of creates, updates and deletes', () => {
    // Slots of documents: each step writes (create/update) or deletes one slot.
    const step = fc.record({
      slot: fc.nat({ max: 4 }),
      signup: fc.option(arbSignup, { nil: null }),
      sub: fc.option(arbSub, { nil: null }),
      product: fc.option(arbProduct, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const signups = new Map<number, AnalyticsFields['waitlist_signups']>();
        const subs = new Map<number, AnalyticsFields['subscriptions']>();
        const products = new Map<number, AnalyticsFields['products']>();
        let live = emptyAnalyticsCurrent();
        for (const s of steps) {
          live = applyAnalyticsDelta(
            live,
            analyticsDelta('waitlist_signups', signups.get(s.slot) ?? null, s.signup),
          );
          live = applyAnalyticsDelta(
            live,
            analyticsDelta('subscriptions', subs.get(s.slot) ?? null, s.sub),
          );
          live = applyAnalyticsDelta(
            live,
            analyticsDelta('products', products.get(s.slot) ?? null, s.product),
          );
          if (s.signup) signups.set(s.slot, s.signup);
          else signups.delete(s.slot);
          if (s.sub) subs.set(s.slot, s.sub);
          else subs.delete(s.slot);
          if (s.product) products.set(s.slot, s.product);
          else products.delete(s.slot);
        }
        const recount = recountAnalytics(
          {
            waitlist_signups: [...signups.values()],
            subscriptions: [...subs.values()],
            products: [...products.values()],
            orders: [],
          },
          null,
        );
        // Stored, a week whose count fell to zero reads as absent, as in a recount.
        expect(analyticsCurrentDocSchema.parse(live)).toEqual(recount);
      }),
    );
  });
});

describe('analyticsDaySnapshot', () => {
  it('keeps the figures of the moment under its business day', () => {
    const current = recountAnalytics(
      { waitlist_signups: [], subscriptions: [sub()], products: [], orders: [] },
      NOW,
    );
    const day = analyticsDaySnapshot(current, NOW);
    expect(day.date).toBe('2026-11-23');
    expect(day.mrr_cents.elite).toBe(12900);
    expect(day.members.elite.active).toBe(1);
    expect(day).not.toHaveProperty('waitlist_by_week');
  });

  it('names the day it was due, when it runs after midnight (a retry)', () => {
    const current = recountAnalytics(
      { waitlist_signups: [], subscriptions: [], products: [], orders: [] },
      NOW,
    );
    const due = new Date('2026-11-24T04:55:00Z'); // 23:55 in New York on the 23rd
    const ranAt = new Date('2026-11-24T05:10:00Z'); // 00:10 on the 24th
    const day = analyticsDaySnapshot(current, ranAt, due);
    expect(day.date).toBe('2026-11-23');
    expect(day.taken_at).toEqual(ranAt);
  });
});

describe('analyticsCsv', () => {
  it('writes the header and rows, numbers as numbers, and defuses formulae in text', () => {
    expect(
      analyticsCsv(
        ['Week', 'Signups'],
        [
          ['=cmd()', -3],
          ['2026-11-16', null],
        ],
      ),
    ).toBe("Week,Signups\r\n'=cmd(),-3\r\n2026-11-16,");
    expect(analyticsCsvFilename('mrr', NOW)).toBe('analytics-mrr-2026-11-23.csv');
  });
});
