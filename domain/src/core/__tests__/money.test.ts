import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatCentsFixed,
  parseDollarsToCents,
} from '../money';

describe('dollarsToCents', () => {
  it('converts dollars to whole cents', () => {
    expect(dollarsToCents(2850)).toBe(285000);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('rounds half a cent up despite binary floating point', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.285)).toBe(29);
    expect(dollarsToCents(1.004)).toBe(100);
  });

  it('rounds negative amounts the mirror way', () => {
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it('reads strings with a dollar sign, thousands commas and spaces', () => {
    expect(dollarsToCents('$1,234.50')).toBe(123450);
    expect(dollarsToCents(' 2850 ')).toBe(285000);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('5.')).toBe(500);
    expect(dollarsToCents('-$5')).toBe(-500);
  });

  it('throws a RangeError for anything that is not an amount', () => {
    for (const input of ['', 'abc', '$', '1,2', '12.3.4', '1e3', '--5', Number.NaN, Infinity]) {
      expect(() => dollarsToCents(input)).toThrow(RangeError);
    }
  });

  it('throws when the cents would not be a safe integer', () => {
    expect(() => dollarsToCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('always returns an integer', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (dollars) => {
        expect(Number.isInteger(dollarsToCents(dollars))).toBe(true);
      }),
    );
  });

  it('lands within half a cent of the exact amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (dollars) => {
        expect(Math.abs(dollarsToCents(dollars) - dollars * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('undoes centsToDollars for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it('undoes formatCentsFixed for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(dollarsToCents(formatCentsFixed(cents))).toBe(cents);
      }),
    );
  });
});

describe('parseDollarsToCents', () => {
  it('parses what dollarsToCents accepts', () => {
    expect(parseDollarsToCents('$2,850')).toBe(285000);
    expect(parseDollarsToCents(12.5)).toBe(1250);
  });

  it('gives null for empty, missing or invalid input', () => {
    for (const input of ['', '   ', null, undefined, 'N/A', Number.NaN]) {
      expect(parseDollarsToCents(input)).toBeNull();
    }
  });

  it('never throws, whatever string it is given', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const cents = parseDollarsToCents(input);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });

  it('never throws on strings made of money characters', () => {
    const moneyish = fc
      .array(fc.constantFrom(...'0123456789.,$-+ '.split('')), { maxLength: 20 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(moneyish, (input) => {
        const cents = parseDollarsToCents(input);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });
});

describe('centsToDollars', () => {
  it('divides by 100', () => {
    expect(centsToDollars(285050)).toBe(2850.5);
  });
});

describe('formatCents', () => {
  it('shows whole dollars without cents', () => {
    expect(formatCents(285000)).toBe('$2,850');
  });

  it('shows cents when there are some', () => {
    expect(formatCents(285050)).toBe('$2,850.50');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('can force or suppress the cents', () => {
    expect(formatCents(285000, { decimals: true })).toBe('$2,850.00');
    expect(formatCents(285050, { decimals: false })).toBe('$2,851');
  });

  it('puts the minus sign before the dollar sign and never shows minus zero', () => {
    expect(formatCents(-500)).toBe('-$5');
    expect(formatCents(-0)).toBe('$0');
  });

  it('shows N/A for a value that is not a number', () => {
    expect(formatCents(Number.NaN)).toBe('N/A');
  });

  it('writes whole dollars as Intl does, grouping and sign included', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (dollars) => {
        expect(formatCents(dollars * 100)).toBe(intl.format(dollars));
      }),
    );
  });
});

describe('formatCentsFixed', () => {
  it('shows two decimals without a dollar sign or grouping', () => {
    expect(formatCentsFixed(285000)).toBe('2850.00');
    expect(formatCentsFixed(123456789)).toBe('1234567.89');
  });

  it('shows N/A for a value that is not a finite number', () => {
    expect(formatCentsFixed(Number.NaN)).toBe('N/A');
    expect(formatCentsFixed(Infinity)).toBe('N/A');
  });
});
