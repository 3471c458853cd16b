/**
 * "November 24, 2026": the member dashboard's dates (the swap clock, the billing period).
 * Intl rather than date-fns, whose `format` and its locale would be ≈ 6 KB of the page's
 * first load for this one pattern (`MMMM d, yyyy`, which reads the same).
 */
import { onFirstUse } from '@unlimited/domain';
const LONG_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
);

export function longDate(date: Date): string {
  return LONG_DATE().format(date);
}
