/**
 * Promotion codes: the admin's create form (one schema for the form and `createCoupon`),
 * what a code takes off a bill, whether it can still be redeemed, and how it reads.
 */
import { z } from 'zod';
import { formatCents } from '../core';
import { type CouponDoc, COUPON_DURATIONS, COUPON_KINDS } from './schemas/coupon';

/** Largest fixed discount, in dollars. */
export const MAX_COUPON_AMOUNT_DOLLARS = 1000;
/** Longest repeating discount, in months. */
export const MAX_COUPON_MONTHS = 36;
/** A code: 3–32 letters, digits, `-` or `_` (stored and matched in upper case). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const COUPON_MESSAGES = {
  code: 'Codes are 3 to 32 letters, numbers, dashes or underscores.',
  kind: 'Choose percent off or amount off.',
  percent: 'Percent off must be a whole number from 1 to 100.',
  amount: `Amount off must be between $0.01 and $${MAX_COUPON_AMOUNT_DOLLARS.toLocaleString('en-US')}.`,
  duration: 'Choose how long the discount lasts.',
  months: `Months must be a whole number from 1 to ${MAX_COUPON_MONTHS}.`,
  limit: 'Redemption limit must be a whole number of at least 1.',
  expiryFormat: 'Enter the expiry as a date.',
  expiryPast: 'The expiry date must be in the future.',
  duplicate: 'A coupon with this code already exists.',
  notFound: 'This coupon does not exist.',
} as const;

/** What a member is told when a code cannot be used. */
export const PROMO_MESSAGES = {
  invalid: 'This promotion code is not valid.',
  inactive: 'This promotion code is no longer active.',
  expired: 'This promotion code has expired.',
  used_up: 'This promotion code has been fully redeemed.',
} as const;

/**
 * How many promotion codes one member may try in a window (preview or checkout): enough
 * for typos, too few to guess codes by script.
 */
export const PROMO_CODE_TRY_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/** What a member over {@link PROMO_CODE_TRY_LIMIT} is told. */
export const PROMO_CODE_TRIES_EXCEEDED =
  'Too many promotion codes tried. Please wait a few minutes and try again.';

/** A code as typed: trimmed and upper-cased. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const couponCode = z
  .string({ error: COUPON_MESSAGES.code })
  .transform(normaliseCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.code));

/** A number field of a form (a string) or a call (a number); blank or missing is `null`. */
function optionalNumber(message: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string' && value.trim() === '') return null;
      const n = Number(value);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** End of the given day (`YYYY-MM-DD`) in UTC: a code "expiring on" a day works all that day. */
export function expiryFromDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/** `createCoupon(...)` (admins) and the New Coupon form. Checks the expiry against now. */
export const createCouponInputSchema = z
  .object({
    code: couponCode,
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    percentOff: optionalNumber(COUPON_MESSAGES.percent),
    amountOff: optionalNumber(COUPON_MESSAGES.amount),
    duration: z.enum(COUPON_DURATIONS, { error: COUPON_MESSAGES.duration }),
    durationInMonths: optionalNumber(COUPON_MESSAGES.months),
    maxRedemptions: optionalNumber(COUPON_MESSAGES.limit),
    /** `YYYY-MM-DD`, or blank for never. */
    expiresOn: z
      .string({ error: COUPON_MESSAGES.expiryFormat })
      .trim()
      .nullish()
      .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
  })
  .superRefine((input, ctx) => {
    const whole = (n: number | null, min: number, max: number) =>
      n !== null && Number.isInteger(n) && n >= min && n <= max;
    if (input.kind === 'percent' && !whole(input.percentOff, 1, 100)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: COUPON_MESSAGES.percent });
    }
    if (input.kind === 'amount') {
      const cents = input.amountOff === null ? null : input.amountOff * 100;
      if (
        cents === null ||
        Math.abs(cents - Math.round(cents)) > 1e-6 ||
        !whole(Math.round(cents), 1, MAX_COUPON_AMOUNT_DOLLARS * 100)
      ) {
        ctx.addIssue({ code: 'custom', path: ['amountOff'], message: COUPON_MESSAGES.amount });
      }
    }
    if (input.duration === 'repeating' && !whole(input.durationInMonths, 1, MAX_COUPON_MONTHS)) {
      ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: COUPON_MESSAGES.months });
    }
    if (input.maxRedemptions !== null && !whole(input.maxRedemptions, 1, 1_000_000)) {
      ctx.addIssue({ code: 'custom', path: ['maxRedemptions'], message: COUPON_MESSAGES.limit });
    }
    if (input.expiresOn !== null) {
      const expiry = /^\d{4}-\d{2}-\d{2}$/.test(input.expiresOn)
        ? expiryFromDay(input.expiresOn)
        : null;
      if (expiry === null || Number.isNaN(expiry.getTime())) {
        ctx.addIssue({
          code: 'custom',
          path: ['expiresOn'],
          message: COUPON_MESSAGES.expiryFormat,
        });
      } else if (expiry.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: COUPON_MESSAGES.expiryPast });
      }
    }
  });
export type CreateCouponInput = z.input<typeof createCouponInputSchema>;
export type CreateCouponValues = z.output<typeof createCouponInputSchema>;
export interface CreateCouponResult {
  code: string;
}

/** What a new coupon's discount and limits are: stored, and sent to Stripe. */
export type NewCouponTerms = Pick<
  CouponDoc,
  | 'code'
  | 'kind'
  | 'percent_off'
  | 'amount_off_cents'
  | 'duration'
  | 'duration_in_months'
  | 'max_redemptions'
  | 'expires_at'
>;

/** The stored terms of a new coupon from the parsed form. */
export function couponTerms(values: CreateCouponValues): NewCouponTerms {
  return {
    code: values.code,
    kind: values.kind,
    percent_off: values.kind === 'percent' ? values.percentOff : null,
    amount_off_cents:
      values.kind === 'amount' && values.amountOff !== null
        ? Math.round(values.amountOff * 100)
        : null,
    duration: values.duration,
    duration_in_months: values.duration === 'repeating' ? values.durationInMonths : null,
    max_redemptions: values.maxRedemptions,
    expires_at: values.expiresOn === null ? null : expiryFromDay(values.expiresOn),
  };
}

/** `deactivateCoupon({ code })` (admins). */
export const deactivateCouponInputSchema = z.object({ code: couponCode });
export type DeactivateCouponInput = z.input<typeof deactivateCouponInputSchema>;
export interface DeactivateCouponResult {
  code: string;
}

/** A promotion code typed at checkout (blank: none). */
export const promoCodeField = z
  .string()
  .max(64, PROMO_MESSAGES.invalid)
  .nullish()
  .transform((v) =>
    v === undefined || v === null || v.trim() === '' ? null : normaliseCouponCode(v),
  );

/** `previewPromoCode({ code })` (signed in): what the code takes off, before paying. */
export const previewPromoCodeInputSchema = z.object({
  code: z
    .string({ error: PROMO_MESSAGES.invalid })
    .trim()
    .min(1, 'Enter a promotion code.')
    .max(64, PROMO_MESSAGES.invalid)
    .transform(normaliseCouponCode),
});
export type PreviewPromoCodeInput = z.input<typeof previewPromoCodeInputSchema>;

/** The terms of a code a member may see. */
export type CouponTerms = Pick<
  CouponDoc,
  'code' | 'kind' | 'percent_off' | 'amount_off_cents' | 'duration' | 'duration_in_months'
>;
export interface PreviewPromoCodeResult {
  coupon: CouponTerms;
  /** `20% off for 3 months`. */
  summary: string;
}

/** Why `coupon` cannot be redeemed now, or `null` when it can. */
export function couponRefusal(
  coupon: Pick<CouponDoc, 'active' | 'expires_at' | 'max_redemptions' | 'redemptions'> | null,
  now: Date,
): string | null {
  if (coupon === null) return PROMO_MESSAGES.invalid;
  if (!coupon.active) return PROMO_MESSAGES.inactive;
  if (coupon.expires_at !== null && coupon.expires_at.getTime() <= now.getTime()) {
    return PROMO_MESSAGES.expired;
  }
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) {
    return PROMO_MESSAGES.used_up;
  }
  return null;
}

/** Cents the coupon takes off a monthly bill of `cents` (never more than the bill). */
export function couponDiscountCents(
  coupon: Pick<CouponDoc, 'kind' | 'percent_off' | 'amount_off_cents'>,
  cents: number,
): number {
  const off =
    coupon.kind === 'percent'
      ? Math.round((cents * (coupon.percent_off ?? 0)) / 100)
      : (coupon.amount_off_cents ?? 0);
  return Math.max(0, Math.min(cents, off));
}

/** `20% off for 3 months`, `$25 off the first month`, `10% off every month`. */
export function describeCoupon(
  coupon: Pick<
    CouponDoc,
    'kind' | 'percent_off' | 'amount_off_cents' | 'duration' | 'duration_in_months'
  >,
): string {
  const off =
    coupon.kind === 'percent'
      ? `${coupon.percent_off ?? 0}% off`
      : `${formatCents(coupon.amount_off_cents ?? 0)} off`;
  switch (coupon.duration) {
    case 'once':
      return `${off} the first month`;
    case 'forever':
      return `${off} every month`;
    case 'repeating': {
      const months = coupon.duration_in_months ?? 1;
      return `${off} for ${months} ${months === 1 ? 'month' : 'months'}`;
    }
  }
}

/** The terms of a stored coupon a member may see. */
export function couponTermsOf(coupon: CouponDoc): CouponTerms {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent_off: coupon.percent_off,
    amount_off_cents: coupon.amount_off_cents,
    duration: coupon.duration,
    duration_in_months: coupon.duration_in_months,
  };
}
