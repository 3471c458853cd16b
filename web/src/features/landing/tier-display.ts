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

/**
 * Everything a tier includes, for the detail view: the landing features, then the
 * waitlist-era features that say something new (case-insensitive duplicates dropped).
 */
export function fullTierFeatures(tier: TierDetails): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const feature of [...tier.features, ...tier.waitlistFeatures]) {
    const key = feature.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(feature);
  }
  return out;
}

export { TIER_LIST };
