/*
 * The dates the app shows, in the reader's time zone: one place for each pattern the
 * screens share. Written out rather than through `Intl.DateTimeFormat`: the first
 * formatter a page makes loads the locale's calendar data, about 95 ms (CPU slowed four
 * times) of the task that puts a visitor's first bags up (docs/BENCH.md "2026-12-01
 * (day)"), for English month names and numbers. `web/src/lib/__tests__/dates.test.ts`
 * holds each to `Intl`'s `en-US` output for any moment from 1970 to 2200, in the time
 * zone the tests run in (checked in UTC, Los Angeles, Kolkata and Chatham). A valid
 * `Date` only: the app's dates come from Firestore timestamps and the clock.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthName = (date: Date) => MONTHS[date.getMonth()] as string;

/** A date as the admin tables show it: `11/3/2026`; a dash when missing. */
export function shortUsDate(date: Date | null | undefined): string {
  return date ? `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}` : '—';
}

/** `Nov 3, 2026`. */
export function mediumDate(date: Date): string {
  return `${monthName(date).slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** `November 24, 2026` (date-fns `MMMM d, yyyy` reads the same, for ≈ 6 KB more). */
export function longDate(date: Date): string {
  return `${monthDay(date)}, ${date.getFullYear()}`;
}

/** `December 4`: when a bag is due or expected back. */
export function monthDay(date: Date): string {
  return `${monthName(date)} ${date.getDate()}`;
}
