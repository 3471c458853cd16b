import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUPON_MESSAGES,
  PROMO_MESSAGES,
  couponDiscountCents,
  couponRefusal,
  couponTerms,
  createCouponInputSchema,
  describeCoupon,
  firstIssueMessage,
  promoCodeField,
} from '../../index';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const form = {
  code: ' spring-20 ',
  kind: 'percent',
  percentOff: '20',
  amountOff: '',
  duration: 'repeating',
  durationInMonths: '3',
  maxRedemptions: '',
  expiresOn: '2026-12-31',
} as const;

function problems(input: object): Record<string, string> {
  const result = createCouponInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('createCouponInputSchema', () => {
  it('reads the form: the code in upper case, numbers from text, blanks as null', () => {
    const values = createCouponInputSchema.parse(form);
    expect(couponTerms(values)).toEqual({
      code: 'SPRING-20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: null,
      expires_at: new Date('2026-12-31T23:59:59.999Z'),
    });
  });

  it('stores an amount off in cents and drops the months of a one-month coupon', () => {
    const values = createCouponInputSchema.parse({
      ...form,
      kind: 'amount',
      amountOff: '25.50',
      duration: 'once',
    });
    expect(couponTerms(values)).toMatchObject({
      percent_off: null,
      amount_off_cents: 2550,
      duration_in_months: null,
    });
  });

  it('says what is wrong with each bad input', () => {
    expect(problems({ ...form, code: 'a b' })).toEqual({ code: COUPON_MESSAGES.code });
    expect(problems({ ...form, percentOff: '120' })).toEqual({
      percentOff: COUPON_MESSAGES.percent,
    });
    expect(problems({ ...form, percentOff: '' })).toEqual({ percentOff: COUPON_MESSAGES.percent });
    expect(problems({ ...form, kind: 'amount', amountOff: '0' })).toEqual({
      amountOff: COUPON_MESSAGES.amount,
    });
    expect(problems({ ...form, kind: 'amount', amountOff: '1.005' })).toEqual({
      amountOff: COUPON_MESSAGES.amount,
    });
    expect(problems({ ...form, durationInMonths: '0' })).toEqual({
      durationInMonths: COUPON_MESSAGES.months,
    });
    expect(problems({ ...form, maxRedemptions: '1.5' })).toEqual({
      maxRedemptions: COUPON_MESSAGES.limit,
    });
    expect(problems({ ...form, expiresOn: '2026-11-19' })).toEqual({
      expiresOn: COUPON_MESSAGES.expiryPast,
    });
    expect(problems({ ...form, expiresOn: 'soon' })).toEqual({
      expiresOn: COUPON_MESSAGES.expiryFormat,
    });
    expect(
      firstIssueMessage(createCouponInputSchema.safeParse({ ...form, kind: 'x' }).error!),
    ).toBe(COUPON_MESSAGES.kind);
  });

  it('accepts an expiry of today (the code works until the end of the day)', () => {
    expect(problems({ ...form, expiresOn: '2026-11-20' })).toEqual({});
  });
});

describe('redeeming', () => {
  const coupon = {
    active: true,
    expires_at: new Date('2026-12-01T00:00:00Z'),
    max_redemptions: 2,
    redemptions: 1,
  };
  const now = new Date('2026-11-20T10:00:00Z');

  it('refuses a missing, inactive, expired or used-up code', () => {
    expect(couponRefusal(coupon, now)).toBeNull();
    expect(couponRefusal(null, now)).toBe(PROMO_MESSAGES.invalid);
    expect(couponRefusal({ ...coupon, active: false }, now)).toBe(PROMO_MESSAGES.inactive);
    expect(couponRefusal(coupon, new Date('2026-12-02T00:00:00Z'))).toBe(PROMO_MESSAGES.expired);
    expect(couponRefusal({ ...coupon, redemptions: 2 }, now)).toBe(PROMO_MESSAGES.used_up);
  });

  it('takes a share or an amount off, never more than the bill', () => {
    const pct = { kind: 'percent', percent_off: 20, amount_off_cents: null } as const;
    const amt = { kind: 'amount', percent_off: null, amount_off_cents: 2500 } as const;
    expect(couponDiscountCents(pct, 12900)).toBe(2580);
    expect(couponDiscountCents(amt, 12900)).toBe(2500);
    expect(couponDiscountCents(amt, 1900)).toBe(1900);
  });

  it('reads as the member sees it', () => {
    const base = {
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration_in_months: null,
    } as const;
    expect(describeCoupon({ ...base, duration: 'repeating', duration_in_months: 3 })).toBe(
      '20% off for 3 months',
    );
    expect(describeCoupon({ ...base, duration: 'forever' })).toBe('20% off every month');
    expect(
      describeCoupon({ ...base, kind: 'amount', amount_off_cents: 2500, duration: 'once' }),
    ).toBe('$25 off the first month');
  });

  it('reads a blank promotion code at checkout as none', () => {
    expect(promoCodeField.parse('  ')).toBeNull();
    expect(promoCodeField.parse(undefined)).toBeNull();
    expect(promoCodeField.parse(' welcome20 ')).toBe('WELCOME20');
  });
});
