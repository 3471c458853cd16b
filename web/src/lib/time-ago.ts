/**
 * How long ago (or until) a moment is, in words, for the admin dashboard's activity feed:
 * "5 minutes ago", "1 hour ago", "yesterday", "3 weeks ago", "in 2 days". The platform's
 * `Intl.RelativeTimeFormat` says it; this only picks the largest unit that fits. (It was
 * date-fns's `formatDistanceToNow`, whose distance code and English locale were 3.8 KB
 * gzip of the first screen an admin opens.)
 */
import { onFirstUse } from '@unlimited/domain';

const RELATIVE = onFirstUse(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

/** Each unit with its length in seconds, largest first (a month and a year as averages). */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.25 * 86_400],
  ['month', (365.25 / 12) * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * `date` from `now` in the largest unit it has a whole one of: "3 days ago", "yesterday",
 * "in 3 days" for a moment still to come, "just now" within 45 seconds.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, length] of UNITS) {
    if (Math.abs(seconds) >= length) return RELATIVE().format(Math.trunc(seconds / length), unit);
  }
  return Math.abs(seconds) < 45 ? 'just now' : RELATIVE().format(Math.sign(seconds), 'minute');
}
