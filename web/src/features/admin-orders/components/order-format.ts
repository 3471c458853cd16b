import { TIERS, type TierId, onFirstUse } from '@unlimited/domain';

const SHORT_US_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'numeric',
      day: 'numeric',
      year: 'numeric',
    }),
);

/** A date as the admin tables show it: 11/3/2026; a dash when missing. */
export function shortUsDate(date: Date | null | undefined): string {
  return date ? SHORT_US_DATE().format(date) : '—';
}

export function tierName(tier: TierId): string {
  return TIERS[tier].name;
}
