import { onFirstUse } from './on-first-use';

/**
 * The service's time zone (New York): the analytics' days and weeks are its calendar
 * days, and hold ends are told in it ("ET"), so dates read as the operators' calendar.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const businessDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** `YYYY-MM-DD` of a moment's date in {@link BUSINESS_TIME_ZONE}. */
export function businessDayKey(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    businessDate()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const businessClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/** How far the business clock is ahead of UTC at `date`, in ms (negative in New York). */
function businessOffset(date: Date): number {
  const parts = businessClock().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The first instant of the business day after `now`'s (midnight in {@link BUSINESS_TIME_ZONE}),
 * daylight saving included: a moment lies on `now`'s business day or before it exactly
 * when it is earlier than this.
 */
export function nextBusinessDayStart(now: Date): Date {
  const [year = 0, month = 1, day = 1] = businessDayKey(now).split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, day + 1);
  // The offset at midnight may differ from now's (a clock change that night): ask twice.
  const first = midnight - businessOffset(now);
  return new Date(midnight - businessOffset(new Date(first)));
}
