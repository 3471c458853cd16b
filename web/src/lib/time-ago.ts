/**
 * How long ago (or until) a moment is, in the words of date-fns's
 * `formatDistanceToNow(date, { addSuffix: true })` in English: "less than a minute ago",
 * "5 minutes ago", "about 1 hour ago", "3 days ago", "about 1 month ago", "over 1 year ago",
 * "in 2 days". The admin dashboard's activity feed is on the first screen an admin opens;
 * date-fns's distance code with its English locale was 3.8 KB gzip of that screen's JS.
 * The same thresholds and rounding as date-fns 4 (`formatDistance`), tested against it.
 */

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43200;

const count = (n: number, one: string, other: string) => (n === 1 ? one : `${n} ${other}`);

/** Whole months from `earlier` to `later`, as date-fns `differenceInMonths` counts them. */
function monthsBetween(later: Date, earlier: Date): number {
  const difference =
    (later.getFullYear() - earlier.getFullYear()) * 12 + (later.getMonth() - earlier.getMonth());
  if (difference < 1) return 0;
  const back = new Date(later);
  if (back.getMonth() === 1 && back.getDate() > 27) back.setDate(30);
  back.setMonth(back.getMonth() - difference);
  const lastDayOfMonth =
    new Date(later.getFullYear(), later.getMonth() + 1, 0).getDate() === later.getDate();
  const lastMonthNotFull = back < earlier && !(lastDayOfMonth && difference === 1);
  return difference - (lastMonthNotFull ? 1 : 0);
}

/** The distance alone ("about 2 hours"), between two moments in either order. */
function distance(later: Date, earlier: Date): string {
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  // Across a daylight-saving change, date-fns counts local clock time.
  const offsetSeconds = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds - offsetSeconds) / 60);
  if (minutes < 2) return minutes === 0 ? 'less than a minute' : '1 minute';
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return 'about 1 hour';
  if (minutes < MINUTES_IN_DAY) return `about ${Math.round(minutes / 60)} hours`;
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return '1 day';
  if (minutes < MINUTES_IN_MONTH) return count(Math.round(minutes / MINUTES_IN_DAY), '1 day', 'days');
  if (minutes < MINUTES_IN_MONTH * 2) {
    return `about ${count(Math.round(minutes / MINUTES_IN_MONTH), '1 month', 'months')}`;
  }
  const months = monthsBetween(later, earlier);
  if (months < 12) return count(Math.round(minutes / MINUTES_IN_MONTH), '1 month', 'months');
  const years = Math.trunc(months / 12);
  const rest = months % 12;
  if (rest < 3) return `about ${count(years, '1 year', 'years')}`;
  if (rest < 9) return `over ${count(years, '1 year', 'years')}`;
  return `almost ${count(years + 1, '1 year', 'years')}`;
}

/** `date` from `now`: "3 days ago", or "in 3 days" for a moment still to come. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date > now ? `in ${distance(date, now)}` : `${distance(now, date)} ago`;
}
