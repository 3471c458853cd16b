import { formatDistance } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../time-ago';

const now = new Date(2026, 10, 24, 12, 30, 0);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('timeAgo', () => {
  it('says how long ago in the activity feed’s words', () => {
    expect(timeAgo(new Date(now.getTime() - 20_000), now)).toBe('less than a minute ago');
    expect(timeAgo(minutesAgo(1), now)).toBe('1 minute ago');
    expect(timeAgo(minutesAgo(5), now)).toBe('5 minutes ago');
    expect(timeAgo(minutesAgo(60), now)).toBe('about 1 hour ago');
    expect(timeAgo(minutesAgo(5 * 60), now)).toBe('about 5 hours ago');
    expect(timeAgo(minutesAgo(26 * 60), now)).toBe('1 day ago');
    expect(timeAgo(minutesAgo(3 * 1440), now)).toBe('3 days ago');
    expect(timeAgo(minutesAgo(40 * 1440), now)).toBe('about 1 month ago');
    expect(timeAgo(minutesAgo(100 * 1440), now)).toBe('3 months ago');
    expect(timeAgo(new Date(2025, 9, 1), now)).toBe('about 1 year ago');
    expect(timeAgo(new Date(2025, 4, 1), now)).toBe('over 1 year ago');
    expect(timeAgo(new Date(2024, 11, 30), now)).toBe('almost 2 years ago');
    expect(timeAgo(now, now)).toBe('less than a minute ago');
  });

  it('says "in …" for a moment still to come', () => {
    expect(timeAgo(new Date(now.getTime() + 3 * 86_400_000), now)).toBe('in 3 days');
  });

  it('agrees with date-fns formatDistanceToNow over a spread of distances and dates', () => {
    // Distances from seconds to years, each from several days of the year (month ends,
    // February, daylight-saving changes where the test runs).
    const bases = [
      now,
      new Date(2026, 2, 31, 23, 59),
      new Date(2026, 1, 28, 8),
      new Date(2028, 1, 29, 8),
      new Date(2026, 9, 25, 3),
      new Date(2027, 0, 31, 0, 0, 30),
    ];
    let minutes = 0.1;
    const distances: number[] = [];
    while (minutes < 60 * 24 * 365 * 6) {
      distances.push(minutes, minutes + 0.49, minutes + 0.51);
      minutes *= 1.07;
    }
    for (const base of bases) {
      for (const distance of distances) {
        for (const sign of [-1, 1]) {
          const date = new Date(base.getTime() + sign * Math.round(distance * 60_000));
          expect(timeAgo(date, base), `${date.toISOString()} from ${base.toISOString()}`).toBe(
            formatDistance(date, base, { addSuffix: true }),
          );
        }
      }
    }
  });

  it('refuses an invalid date', () => {
    expect(() => timeAgo(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});
