/**
 * Money: prices are stored as integer cents; forms and CSV files speak dollars.
 */
import { onFirstUse } from './on-first-use';

// Accepts "1234.5", "1,234.50", "$1,234.50", "-$5", "$-5", ".5" and "5." (spaces ignored).
// Commas, when present, must group thousands so "1,2" is not silently read as 12.
const DOLLARS_PATTERN = /^([+-]?)\$?([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

function parseDollarString(input: string): number | null {
  const match = DOLLARS_PATTERN.exec(input.replace(/\s+/g, ''));
  if (match === null) return null;
  const [, signBefore = '', signAfter = '', whole = '', fraction] = match;
  if (signBefore !== '' && signAfter !== '') return null;
  if (whole === '' && (fraction === undefined || fraction === '')) return null;
  const value = Number(`${whole.replace(/,/g, '') || '0'}.${fraction ?? ''}0`);
  return signBefore === '-' || signAfter === '-' ? -value : value;
}

function toCents(dollars: number): number {
  // Round the product to 6 decimals before rounding to cents: 1.005 * 100 is
  // 100.49999999999999 in binary floating point, and the 1.005 a person typed means 101.
  // Halves round away from zero so negative amounts mirror positive ones.
  const cents = Number((Math.abs(dollars) * 100).toFixed(6));
  const rounded = Math.sign(dollars) * Math.round(cents);
  if (!Number.isSafeInteger(rounded)) return Number.NaN;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Dollars to whole cents, rounding half a cent away from zero (1.005 → 101). Strings may
 * carry a dollar sign, thousands commas and spaces: `'$1,234.50'` → 123450.
 *
 * @throws RangeError when the input is not a finite amount or is too large for safe
 *   integer cents
 */
export function dollarsToCents(dollars: number | string): number {
  const value = typeof dollars === 'string' ? parseDollarString(dollars) : dollars;
  const cents = value === null || !Number.isFinite(value) ? Number.NaN : toCents(value);
  if (Number.isNaN(cents)) {
    throw new RangeError(`Not a dollar amount: ${JSON.stringify(String(dollars))}`);
  }
  return cents;
}

/**
 * Non-throwing {@link dollarsToCents} for form fields and CSV cells: `null` when the input
 * is empty, missing or not a dollar amount.
 */
export function parseDollarsToCents(input: number | string | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  try {
    return dollarsToCents(input);
  } catch {
    return null;
  }
}

/** Why {@link readDollars} refused an input. */
export type DollarsProblem = 'blank' | 'not_a_number' | 'fraction_of_cent';

/**
 * Dollars to whole cents without rounding: like {@link parseDollarsToCents}, but an
 * amount with a fraction of a cent (`12.345`) is refused rather than rounded, and the
 * answer says why an input was refused.
 */
export function readDollars(
  input: number | string | null | undefined,
): { ok: true; cents: number } | { ok: false; problem: DollarsProblem } {
  if (input === null || input === undefined) return { ok: false, problem: 'blank' };
  if (typeof input === 'string' && input.trim() === '') return { ok: false, problem: 'blank' };
  const value = typeof input === 'string' ? parseDollarString(input) : input;
  if (value === null || !Number.isFinite(value)) return { ok: false, problem: 'not_a_number' };
  const exact = Number((value * 100).toFixed(6));
  if (!Number.isInteger(exact)) return { ok: false, problem: 'fraction_of_cent' };
  if (!Number.isSafeInteger(exact)) return { ok: false, problem: 'not_a_number' };
  return { ok: true, cents: exact === 0 ? 0 : exact };
}

/** Cents to dollars as a number (285050 → 2850.5). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

const WHOLE_DOLLARS = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const WITH_CENTS = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const FIXED_TWO = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
);

/** Options of {@link formatCents}. */
export interface FormatCentsOptions {
  /**
   * `true` always shows cents, `false` never does (rounding to the dollar); left out, cents
   * are shown only when the amount is not a whole number of dollars.
   */
  decimals?: boolean;
}

/**
 * A price in cents as US dollars for people: `'$2,850'` when whole, `'$2,850.50'`
 * otherwise (see {@link FormatCentsOptions}). Gives `'N/A'` for a value that is not a
 * finite number, rather than `'$NaN'`.
 */
export function formatCents(cents: number, options: FormatCentsOptions = {}): string {
  if (!Number.isFinite(cents)) return 'N/A';
  const rounded = Math.round(cents) || 0; // no '-$0' for -0 or -0.4 cents
  const showCents = options.decimals ?? rounded % 100 !== 0;
  if (!showCents && rounded % 100 === 0) return wholeDollars(rounded);
  return (showCents ? WITH_CENTS() : WHOLE_DOLLARS()).format(centsToDollars(rounded));
}

/**
 * A whole number of dollars (in cents) as en-US currency writes it: 285000 → `'$2,850'`,
 * -500 → `'-$5'`; the same text as `Intl.NumberFormat` (a property test holds them
 * equal). Written out because most prices are whole dollars, and a page that shows only
 * those then makes no `NumberFormat`, whose locale data costs tens of milliseconds on a
 * slow phone as the page starts.
 */
function wholeDollars(cents: number): string {
  const grouped = String(Math.abs(cents) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}`;
}

/**
 * A price in cents as bare dollars with two decimals, as the admin tables show it:
 * 285000 → `'2850.00'`. Gives `'N/A'` for a value that is not a finite number.
 */
export function formatCentsFixed(cents: number): string {
  if (!Number.isFinite(cents)) return 'N/A';
  return FIXED_TWO().format(centsToDollars(Math.round(cents) || 0));
}
