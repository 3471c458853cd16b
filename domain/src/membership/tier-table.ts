/**
 * THE tier table: every fact about a membership tier is written here once (price, swap
 * rhythm, bags at a time, value cap, name, badge, copy). Everything else reads it:
 * `TIERS` (tier-details.ts) derives the feature lists from it, access.ts the value caps
 * and their messages, the functions bill from it, the web shows it, and
 * `npm run rules:generate` writes its constants into firestore.rules (scripts/lib/
 * rules-constants.ts; a unit test fails when the rules' block is stale).
 *
 * The spec gives Crown as $289 on the landing data and $249 in billing and on the manage
 * page; we charge and display $249 everywhere so the price a visitor reads is the price
 * they pay.
 */
import type { TierId } from './tiers';

/** Display name of a tier. */
export type TierName = 'Reserve' | 'Elite' | 'Crown';

/** Badge of a tier (Elite's "Most Loved" is the one the public cards carry). */
export type TierBadge = 'Starter' | 'Most Loved' | 'VIP';

/** Where a feature names its tier's value cap: `{valueCap}` becomes "$2,000". */
export const VALUE_CAP_PLACEHOLDER = '{valueCap}';

/** The facts of one tier, as written in {@link TIER_TABLE}. */
export interface TierFacts {
  id: TierId;
  name: TierName;
  /** Monthly price in cents. */
  monthlyPriceCents: number;
  tagline: string;
  /** Days a member keeps a bag before the next swap unlocks. */
  swapEveryDays: number;
  /** Bags a member may hold at once. */
  bagsAtATime: number;
  /**
   * The most a bag open to this tier may be valued at, in cents, as the tier is sold
   * (Elite: "bags valued up to $2,000"); `null`: the tier has no cap of its own. What a
   * tier sees, every tier above sees too, so a tier's members also borrow within the caps
   * of the tiers above it (`tierValueCapCents` in access.ts).
   */
  valueCapCents: number | null;
  badge: TierBadge;
  /**
   * The features after the rhythm (which `TIERS` puts first, built from `swapEveryDays`
   * and `bagsAtATime`); {@link VALUE_CAP_PLACEHOLDER} stands for the value cap.
   */
  moreFeatures: readonly string[];
}

/** The three tiers, keyed by id, in ascending order. */
export const TIER_TABLE: Readonly<Record<TierId, TierFacts>> = {
  reserve: {
    id: 'reserve',
    name: 'Reserve',
    monthlyPriceCents: 4900,
    tagline: 'Curated access for the luxury-curious',
    swapEveryDays: 30,
    bagsAtATime: 1,
    valueCapCents: null,
    badge: 'Starter',
    moreFeatures: [
      'Jewelry, accessories and select bags',
      'Early access to new arrivals',
      'Ideal for first-time members',
    ],
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    monthlyPriceCents: 12900,
    tagline: 'Premium access, your way',
    swapEveryDays: 21,
    bagsAtATime: 1,
    valueCapCents: 200_000,
    badge: 'Most Loved',
    moreFeatures: [
      `High-tier designer bags valued up to ${VALUE_CAP_PLACEHOLDER}`,
      'Early access to new drops',
      'Full Coverage Protection available',
      'Restock notifications for popular pieces',
    ],
  },
  crown: {
    id: 'crown',
    name: 'Crown',
    monthlyPriceCents: 24900,
    tagline: 'Unlimited access, ultimate freedom',
    swapEveryDays: 14,
    bagsAtATime: 2,
    valueCapCents: null,
    badge: 'VIP',
    moreFeatures: [
      'The whole closet, with no price limits',
      'First pick on new arrivals',
      'Best member pricing discount',
      'Full Coverage Protection available',
      'VIP perks and elevated member support',
    ],
  },
};
