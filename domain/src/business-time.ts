/**
 * The service's time zone (New York): the analytics' days and weeks are its calendar
 * days, and hold ends are told in it ("ET"), so dates read as the operators' calendar.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const businessDate = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of a moment's date in {@link BUSINESS_TIME_ZONE}. */
export function businessDayKey(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    businessDate.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
