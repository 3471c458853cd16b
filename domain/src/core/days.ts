/**
 * Days as the service counts and writes them: plain 24-hour days, and a date as the
 * member reads it ("December 7, 2026") in their own time zone.
 */

/** Milliseconds in one day. */
export const MS_PER_DAY = 86_400_000;

/**
 * "December 7, 2026": a day as the dashboard writes its "Next swap unlocks", in the
 * member's `timeZone` (an IANA name from their browser). The server passes the zone the
 * client sent, never its own, so the day named is the one the dashboard shows; an
 * unknown or missing zone falls back to `fallbackTimeZone`.
 */
export function swapDate(date: Date, timeZone?: string | null, fallbackTimeZone = 'UTC'): string {
  const options: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
    } catch {
      // An unknown zone: use the fallback.
    }
  }
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: fallbackTimeZone }).format(date);
}
