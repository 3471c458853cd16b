/**
 * The service's time zone (New York): the analytics' days and weeks are its calendar
 * days, and hold ends are told in it ("ET"), so dates read as the operators' calendar.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';
