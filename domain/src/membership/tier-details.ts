/**
 * Membership tier details: prices, texts and limits shown on the landing page, the
 * waitlist, the manage page and used for billing, derived from the one tier table
 * (`TIER_TABLE` in tier-table.ts, where every tier fact is written).
 */
import { formatCents } from '../core';
import {
  TIER_TABLE,
  VALUE_CAP_PLACEHOLDER,
  type TierBadge,
  type TierFacts,
  type TierName,
} from './tier-table';
import { TIER_IDS, type TierId } from './tiers';

export type { TierBadge, TierName } from './tier-table';

/** Everything the interface and billing need to know about one tier. */
export interface TierDetails {
  id: TierId;
  name: TierName;
  /** Monthly price in cents. */
  monthlyPriceCents: number;
  tagline: string;
  /**
   * The tier's one feature list, shown on every surface (landing cards and dialog, the
   * waitlist, tier selection). It opens with the rhythm ({@link rhythmFeature}); compact
   * cards show the first three.
   */
  features: readonly string[];
  /** Days a member keeps a bag before the next swap unlocks. */
  swapEveryDays: number;
  /** Bags a member may hold at once. */
  bagsAtATime: number;
  /** The tier's own value cap in cents (`TierFacts.valueCapCents`), or `null`. */
  valueCapCents: number | null;
  badge: TierBadge;
}

/**
 * The rhythm as a feature: `rhythmFeature(21, 1)` → "1 bag at a time, swap every 21 days".
 */
export function rhythmFeature(swapEveryDays: number, bagsAtATime: number): string {
  return `${bagsAtATime} ${bagsAtATime === 1 ? 'bag' : 'bags'} at a time, swap every ${swapEveryDays} days`;
}

/** A tier's details from its facts: the rhythm first, the value cap written in. */
export function tierDetails(facts: TierFacts): TierDetails {
  const { moreFeatures, ...details } = facts;
  const cap = facts.valueCapCents === null ? null : formatCents(facts.valueCapCents);
  const features = moreFeatures.map((feature) => {
    if (!feature.includes(VALUE_CAP_PLACEHOLDER)) return feature;
    if (cap === null) throw new Error(`${facts.name} has no value cap to name in "${feature}"`);
    return feature.replaceAll(VALUE_CAP_PLACEHOLDER, cap);
  });
  return {
    ...details,
    features: [rhythmFeature(facts.swapEveryDays, facts.bagsAtATime), ...features],
  };
}

/** The three tiers, keyed by id (from `TIER_TABLE`). */
export const TIERS: Readonly<Record<TierId, TierDetails>> = {
  reserve: tierDetails(TIER_TABLE.reserve),
  elite: tierDetails(TIER_TABLE.elite),
  crown: tierDetails(TIER_TABLE.crown),
};

/** The tiers in ascending order (reserve, elite, crown). */
export const TIER_LIST: readonly TierDetails[] = TIER_IDS.map((id) => TIERS[id]);

/** Identifiers of the optional monthly add-ons, as stored on a subscription. */
export const ADD_ON_IDS = ['full_coverage', 'select_access'] as const;
/** Identifier of an optional monthly add-on. */
export type AddOnId = (typeof ADD_ON_IDS)[number];

/** An optional monthly add-on. */
export interface AddOnDetails {
  id: AddOnId;
  name: string;
  /** Monthly price in cents. */
  monthlyPriceCents: number;
}

/** The two add-ons, keyed by their camel-case name. */
export const ADD_ONS = {
  fullCoverage: {
    id: 'full_coverage',
    name: 'Full Coverage Protection',
    monthlyPriceCents: 1900,
  },
  selectAccess: {
    id: 'select_access',
    name: 'Select Access',
    monthlyPriceCents: 2900,
  },
} as const satisfies Record<string, AddOnDetails>;

/** Discount of the retention offer on the next month, in cents ($25). */
export const RETENTION_OFFER_CENTS = 2500;
/** Minimum membership length before a member may cancel, in months. */
export const MIN_COMMITMENT_MONTHS = 3;
/** Length of a month for commitment counting, in days. */
export const DAYS_PER_MONTH = 30;
/** Minimum membership length before a member may cancel, in days (3 × 30). */
export const MIN_COMMITMENT_DAYS = MIN_COMMITMENT_MONTHS * DAYS_PER_MONTH;
/** Rental period: the return is due this many days after the order was created. */
export const RENTAL_PERIOD_DAYS = 30;

/** Position of a tier in ascending order: reserve 0, elite 1, crown 2. */
export function tierRank(tier: TierId): number {
  return TIER_IDS.indexOf(tier);
}

/**
 * The tier whose pieces a member sees: their own, or with Select Access the one above
 * (DESIGN.md: Reserve sees Elite pieces, Elite sees Crown pieces; Crown needs none).
 * Every catalogue check (rules, queries, `createOrder`) uses this tier. Here rather than in
 * `access.ts`: the session reads it on every signed-in page, without the access levels.
 */
export function accessTier(tier: TierId | null, selectAccess: boolean): TierId | null {
  if (tier === null || !selectAccess) return tier;
  return TIER_IDS[Math.min(tierRank(tier) + 1, TIER_IDS.length - 1)] ?? tier;
}

/** Whether a value is one of the three tier ids. */
export function isTierId(x: unknown): x is TierId {
  return typeof x === 'string' && (TIER_IDS as readonly string[]).includes(x);
}

/**
 * Comparator for sorting tiers in ascending order: negative when `a` is below `b`, zero
 * when equal, positive when above.
 */
export function compareTiers(a: TierId, b: TierId): number {
  return tierRank(a) - tierRank(b);
}

/** A tier with the add-ons a member has chosen. */
export interface PlanSelection {
  tier: TierId;
  addOns: Record<AddOnId, boolean>;
}

/** Monthly bill in cents: the tier's price plus each chosen add-on. */
export function monthlyTotalCents({ tier, addOns }: PlanSelection): number {
  return (
    TIERS[tier].monthlyPriceCents +
    (addOns.full_coverage ? ADD_ONS.fullCoverage.monthlyPriceCents : 0) +
    (addOns.select_access ? ADD_ONS.selectAccess.monthlyPriceCents : 0)
  );
}
