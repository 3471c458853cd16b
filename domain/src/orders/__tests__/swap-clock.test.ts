import { describe, expect, it } from 'vitest';
import { addDays, returnDueDate, swapClock } from '../swap-clock';

const created = new Date('2025-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('addDays', () => {
  it('moves a date forward and backward by whole 24-hour days', () => {
    expect(addDays(created, 30).toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(addDays(created, -1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });

  it('leaves the original date untouched', () => {
    addDays(created, 5);
    expect(created.toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });

  it('refuses an invalid date or a non-finite number of days', () => {
    expect(() => addDays(new Date('nope'), 1)).toThrow(RangeError);
    expect(() => addDays(created, Number.NaN)).toThrow(RangeError);
  });
});

describe('swapClock', () => {
  it('starts a Reserve member at zero days with 30 to go', () => {
    expect(swapClock(created, created, 'reserve')).toEqual({
      daysElapsed: 0,
      daysRemaining: 30,
      unlocksAt: at('2025-03-31T12:00:00Z'),
      progress: 0,
      ready: false,
    });
  });

  it('counts only whole days elapsed', () => {
    const clock = swapClock(created, at('2025-03-11T11:59:59Z'), 'reserve');
    expect(clock.daysElapsed).toBe(9);
    expect(clock.daysRemaining).toBe(21);
    expect(clock.progress).toBeCloseTo(9 / 30);
  });

  it('uses the swap period of the member tier', () => {
    const now = at('2025-03-11T12:00:00Z');
    expect(swapClock(created, now, 'elite').daysRemaining).toBe(11);
    expect(swapClock(created, now, 'crown').daysRemaining).toBe(4);
    expect(swapClock(created, now, 'crown').unlocksAt).toEqual(at('2025-03-15T12:00:00Z'));
  });

  it('is ready to swap on the day the period ends', () => {
    const clock = swapClock(created, at('2025-03-15T12:00:00Z'), 'crown');
    expect(clock.ready).toBe(true);
    expect(clock.daysRemaining).toBe(0);
    expect(clock.progress).toBe(1);
  });

  it('is not ready one second before the period ends', () => {
    expect(swapClock(created, at('2025-03-15T11:59:59Z'), 'crown').ready).toBe(false);
  });

  it('caps progress at 1 and remaining days at 0 long after the period', () => {
    const clock = swapClock(created, at('2025-12-01T00:00:00Z'), 'elite');
    expect(clock.progress).toBe(1);
    expect(clock.daysRemaining).toBe(0);
    expect(clock.daysElapsed).toBeGreaterThan(21);
  });

  it('treats an order created in the future (clock skew) as just created', () => {
    const clock = swapClock(created, at('2025-02-20T12:00:00Z'), 'reserve');
    expect(clock.daysElapsed).toBe(0);
    expect(clock.daysRemaining).toBe(30);
    expect(clock.progress).toBe(0);
  });

  it('throws a RangeError naming the invalid date', () => {
    expect(() => swapClock(new Date(Number.NaN), created, 'reserve')).toThrow(/startedAt/);
    expect(() => swapClock(created, new Date('x'), 'reserve')).toThrow(RangeError);
  });
});

describe('returnDueDate', () => {
  it('falls 30 days after the order was created, whatever the tier', () => {
    expect(returnDueDate(created)).toEqual(at('2025-03-31T12:00:00Z'));
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => returnDueDate(new Date('invalid'))).toThrow(RangeError);
  });
});
