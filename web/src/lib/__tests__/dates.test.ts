import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longDate, mediumDate, monthDay, shortUsDate } from '../dates';

/*
 * The formats are written out (no Intl at runtime, lib/dates.ts); each must read exactly as
 * `Intl.DateTimeFormat('en-US')` writes it, in the time zone the tests run in, for any
 * moment of the years the product deals with.
 */
const moments = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);

describe('the app’s dates', () => {
  it('read as Intl writes them, for any date', () => {
    const short = intl({ month: 'numeric', day: 'numeric', year: 'numeric' });
    const medium = intl({ month: 'short', day: 'numeric', year: 'numeric' });
    const long = intl({ month: 'long', day: 'numeric', year: 'numeric' });
    const md = intl({ month: 'long', day: 'numeric' });
    fc.assert(
      fc.property(moments, (date) => {
        expect(shortUsDate(date)).toBe(short.format(date));
        expect(mediumDate(date)).toBe(medium.format(date));
        expect(longDate(date)).toBe(long.format(date));
        expect(monthDay(date)).toBe(md.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('write every month as Intl does, September’s short name included', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 9, 12);
      expect(mediumDate(date)).toBe(
        intl({ month: 'short', day: 'numeric', year: 'numeric' }).format(date),
      );
    }
    expect(mediumDate(new Date(2026, 8, 30, 12))).toBe('Sep 30, 2026');
    expect(monthDay(new Date(2026, 11, 4, 12))).toBe('December 4');
    expect(longDate(new Date(2026, 10, 24, 12))).toBe('November 24, 2026');
    expect(shortUsDate(new Date(2026, 10, 3, 12))).toBe('11/3/2026');
  });

  it('show a dash for a missing date in the admin tables', () => {
    expect(shortUsDate(null)).toBe('—');
    expect(shortUsDate(undefined)).toBe('—');
  });
});
