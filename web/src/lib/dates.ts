import { onFirstUse } from '@unlimited/domain';

/*
 * The dates the app shows, in the reader's time zone, each format made once on first use
 * (domain `onFirstUse`): one place for each pattern the screens share.
 */
const SHORT_US = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric' }),
);
const MEDIUM = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);
const LONG = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
);
const MONTH_DAY = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' }),
);

/** A date as the admin tables show it: `11/3/2026`; a dash when missing. */
export function shortUsDate(date: Date | null | undefined): string {
  return date ? SHORT_US().format(date) : '—';
}

/** `Nov 3, 2026`. */
export function mediumDate(date: Date): string {
  return MEDIUM().format(date);
}

/** `November 24, 2026` (date-fns `MMMM d, yyyy` reads the same, for ≈ 6 KB more). */
export function longDate(date: Date): string {
  return LONG().format(date);
}

/** `December 4`: when a bag is due or expected back. */
export function monthDay(date: Date): string {
  return MONTH_DAY().format(date);
}
