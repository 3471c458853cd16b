import { describe, expect, it } from 'vitest';
import { timeAgo } from '../time-ago';

const now = new Date(2026, 10, 24, 12, 30, 0);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const DAY = 1440;

describe('timeAgo', () => {
  it('says how long ago in the largest unit there is a whole one of', () => {
    expect(timeAgo(new Date(now.getTime() - 20_000), now)).toBe('just now');
    expect(timeAgo(now, now)).toBe('just now');
    expect(timeAgo(new Date(now.getTime() - 50_000), now)).toBe('1 minute ago');
    expect(timeAgo(minutesAgo(1), now)).toBe('1 minute ago');
    expect(timeAgo(minutesAgo(5), now)).toBe('5 minutes ago');
    expect(timeAgo(minutesAgo(59), now)).toBe('59 minutes ago');
    expect(timeAgo(minutesAgo(60), now)).toBe('1 hour ago');
    expect(timeAgo(minutesAgo(119), now)).toBe('1 hour ago');
    expect(timeAgo(minutesAgo(5 * 60), now)).toBe('5 hours ago');
    expect(timeAgo(minutesAgo(26 * 60), now)).toBe('yesterday');
    expect(timeAgo(minutesAgo(3 * DAY), now)).toBe('3 days ago');
    expect(timeAgo(minutesAgo(8 * DAY), now)).toBe('last week');
    expect(timeAgo(minutesAgo(20 * DAY), now)).toBe('2 weeks ago');
    expect(timeAgo(minutesAgo(40 * DAY), now)).toBe('last month');
    expect(timeAgo(minutesAgo(100 * DAY), now)).toBe('3 months ago');
    expect(timeAgo(minutesAgo(360 * DAY), now)).toBe('11 months ago');
    expect(timeAgo(minutesAgo(400 * DAY), now)).toBe('last year');
    expect(timeAgo(minutesAgo(800 * DAY), now)).toBe('2 years ago');
  });

  it('says "in …" for a moment still to come', () => {
    expect(timeAgo(new Date(now.getTime() + 3 * 86_400_000), now)).toBe('in 3 days');
    expect(timeAgo(new Date(now.getTime() + 30 * 60_000), now)).toBe('in 30 minutes');
    expect(timeAgo(new Date(now.getTime() + 86_400_000), now)).toBe('tomorrow');
  });

  it('refuses an invalid date', () => {
    expect(() => timeAgo(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});
