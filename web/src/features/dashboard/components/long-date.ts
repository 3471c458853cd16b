/** "November 24, 2026": the member dashboard's dates (the swap clock, the billing period). */
export { longDate } from '@/lib/dates';
