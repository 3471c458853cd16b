import { describe, expect, it } from 'vitest';
import {
  couponDiscountCents,
  memberPrice,
  monthsAfter,
  subscriptionDiscount,
  subscriptionWrite,
  type BillingSubscription,
  type CouponTerms,
} from '../../index';

const WELCOME20: CouponTerms = {
  code: 'WELCOME20',
  kind: 'percent',
  percent_off: 20,
  amount_off_cents: null,
  duration: 'repeating',
  duration_in_months: 3,
};
const started = new Date('2026-11-24T15:00:00Z');

describe('subscriptionDiscount', () => {
  it('runs a repeating code for its months from the start of the membership', () => {
    expect(subscriptionDiscount(WELCOME20, started)).toEqual({
      code: 'WELCOME20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      ends_at: new Date('2027-02-24T15:00:00Z'),
    });
  });

  it('covers the first bill only for a once code, and every bill for a forever code', () => {
    const once = {
      ...WELCOME20,
      kind: 'amount' as const,
      percent_off: null,
      amount_off_cents: 2500,
    };
    expect(subscriptionDiscount({ ...once, duration: 'once' }, started)).toMatchObject({
      amount_off_cents: 2500,
      duration_in_months: null,
      ends_at: new Date('2026-12-24T15:00:00Z'),
    });
    expect(subscriptionDiscount({ ...WELCOME20, duration: 'forever' }, started).ends_at).toBeNull();
  });

  it('counts months as calendar months, the 31st becoming the month’s last day', () => {
    expect(monthsAfter(new Date('2027-01-31T10:00:00Z'), 1)).toEqual(
      new Date('2027-02-28T10:00:00Z'),
    );
    expect(monthsAfter(new Date('2027-01-31T10:00:00Z'), 3)).toEqual(
      new Date('2027-04-30T10:00:00Z'),
    );
    expect(monthsAfter(new Date('2026-11-30T10:00:00Z'), 3)).toEqual(
      new Date('2027-02-28T10:00:00Z'),
    );
  });
});

describe('memberPrice', () => {
  const discount = subscriptionDiscount(WELCOME20, started);

  it('takes a running promotion off the list price and says until when', () => {
    expect(memberPrice(12900, discount, new Date('2027-01-10T00:00:00Z'))).toEqual({
      listCents: 12900,
      payCents: 10320,
      promotion: { code: 'WELCOME20', off: '20% off', endsAt: new Date('2027-02-24T15:00:00Z') },
    });
  });

  it('is the list price once the promotion has ended, or without one', () => {
    const ended = { listCents: 12900, payCents: 12900, promotion: null };
    expect(memberPrice(12900, discount, new Date('2027-02-24T15:00:00Z'))).toEqual(ended);
    expect(memberPrice(12900, null, new Date('2027-01-10T00:00:00Z'))).toEqual(ended);
  });

  it('takes off what checkout previewed for the same code and bill', () => {
    for (const listCents of [4900, 12900, 14800, 24900]) {
      expect(memberPrice(listCents, discount, started).payCents).toBe(
        listCents - couponDiscountCents(WELCOME20, listCents),
      );
    }
  });

  it('never takes off more than the bill', () => {
    const big = subscriptionDiscount(
      { ...WELCOME20, kind: 'amount', percent_off: null, amount_off_cents: 100_000 },
      started,
    );
    expect(memberPrice(4900, big, started)).toMatchObject({
      payCents: 0,
      promotion: { off: '$1,000 off' },
    });
  });
});

describe('subscriptionWrite and the discount', () => {
  const billing: BillingSubscription = {
    uid: 'u1',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    status: 'active',
    tier: 'elite',
    addOns: { full_coverage: false, select_access: false },
    currentPeriodEnd: new Date('2026-12-24T15:00:00Z'),
    cancelAtPeriodEnd: false,
    startedAt: started,
    eventCreated: started,
    mode: 'demo',
  };

  it('writes the discount billing applied and keeps it on later events of that subscription only', () => {
    const discount = subscriptionDiscount(WELCOME20, started);
    const first = subscriptionWrite(null, { ...billing, couponCode: 'WELCOME20', discount });
    if (!first.ok) throw new Error('refused');
    expect(first.write.discount).toEqual(discount);
    const existing = { ...first.write } as Parameters<typeof subscriptionWrite>[0];
    const later = subscriptionWrite(existing, {
      ...billing,
      eventCreated: new Date('2026-12-01T00:00:00Z'),
    });
    expect(later.ok && later.write.discount).toEqual(discount);
    const other = subscriptionWrite(existing, {
      ...billing,
      subscriptionId: 'sub_2',
      eventCreated: new Date('2026-12-02T00:00:00Z'),
    });
    expect(other.ok && other.write.discount).toBeNull();
    expect(subscriptionWrite(null, billing)).toMatchObject({ ok: true, write: { discount: null } });
  });
});
