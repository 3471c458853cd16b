import { TIER_LIST, formatCents, type TierDetails, type TierId } from '@unlimited/domain';
import { Crown, Gem, Sparkles } from 'lucide-react';

/** Icon of each tier card. */
export const TIER_ICONS = { reserve: Gem, elite: Sparkles, crown: Crown } as const satisfies Record<
  TierId,
  unknown
>;

/** Monthly price as the cards show it: `$129`. */
export function tierPrice(tier: TierDetails): string {
  return formatCents(tier.monthlyPriceCents);
}

export { TIER_LIST };
