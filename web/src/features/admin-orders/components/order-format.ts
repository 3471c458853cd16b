import { TIERS, type TierId } from '@unlimited/domain';

/** The admin tables' dates (`11/3/2026`), shared with the other back-office lists. */
export { shortUsDate } from '@/lib/dates';

export function tierName(tier: TierId): string {
  return TIERS[tier].name;
}
