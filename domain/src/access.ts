/**
 * Which products a member may see, by the product's access level and the member's tier.
 *
 * Rule: a member of tier T sees a product whose level is `Any`, or whose comma-joined
 * parts include a tier at or below T. A `Reserve,Elite` bag is therefore visible to
 * Reserve members, and every tier sees everything the tiers below it see. Visitors and
 * members without an active tier see `Any` only.
 *
 * This deliberately completes the table of spec §6, which forgot the combined values: it
 * gives elite no `Elite,Crown` and crown no `Reserve,Crown`, although a bag labelled
 * "Elite & Crown" is plainly meant for Elite members and Crown sees all lower tiers.
 */
import { ACCESS_LEVELS, type AccessLevel } from './catalog';
import { ELITE_VALUE_CAP_CENTS, tierRank } from './tier-details';
import { TIER_IDS, type TierId } from './tiers';

const TIER_NAMES_IN_ORDER = ['Reserve', 'Elite', 'Crown'] as const;
type TierPart = (typeof TIER_NAMES_IN_ORDER)[number];

function isAccessLevel(x: string): x is AccessLevel {
  return (ACCESS_LEVELS as readonly string[]).includes(x);
}

/** Rank of the lowest tier named in a stored level; `Any` counts as below every tier. */
function lowestRank(level: AccessLevel): number {
  if (level === 'Any') return -1;
  return Math.min(...level.split(',').map((part) => TIER_NAMES_IN_ORDER.indexOf(part as TierPart)));
}

/**
 * The access levels a tier may see, in `ACCESS_LEVELS` order. Built for the catalogue
 * query `where('access_levels', 'in', visibleAccessLevels(tier))`.
 *
 * @param tier - the member's active tier, or `null` for visitors and lapsed members
 */
export function visibleAccessLevels(tier: TierId | null): AccessLevel[] {
  const rank = tier === null ? -1 : tierRank(tier);
  return ACCESS_LEVELS.filter((level) => lowestRank(level) <= rank);
}

/**
 * Whether a member of `tier` may see a product stored with `accessLevel`. Unknown level
 * strings are never visible.
 */
export function canSee(tier: TierId | null, accessLevel: AccessLevel | string): boolean {
  if (!isAccessLevel(accessLevel)) return false;
  return visibleAccessLevels(tier).includes(accessLevel);
}

/**
 * Refusal at the access-level (or price) field of the product form, the access-level
 * change and the CSV import, for a product that breaks {@link fitsValueCap}.
 */
export const ELITE_VALUE_CAP_MESSAGE =
  'Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or check its price.';

/**
 * Whether a product's access level fits its price. Elite is sold as "bags valued up to
 * $2,000", and an Elite member sees every level a tier at or below Elite is named in
 * (`Any`, `Reserve`, `Reserve,Elite`, `Elite,Crown`, …; Reserve members with Select
 * Access see the same pieces), so a product open to Elite costs at most
 * `ELITE_VALUE_CAP_CENTS`; above it, only `Crown` fits. `price` is the value shown on
 * cards (integer cents).
 */
export function fitsValueCap(product: { access_levels: string; price: number }): boolean {
  return product.price <= ELITE_VALUE_CAP_CENTS || !canSee('elite', product.access_levels);
}

/**
 * The admin products list's flag on a product stored before the cap that breaks
 * {@link fitsValueCap}: a short label and the reason (members below Crown neither see
 * nor choose it until it is fixed).
 */
export const VALUE_CAP_FLAG = {
  label: 'Over Elite cap',
  reason:
    'Priced over $2,000 but open to Elite, whose members borrow bags valued up to $2,000, so members below Crown cannot see or choose it. Open it to Crown only, or check its price.',
} as const;

/** {@link ELITE_VALUE_CAP_MESSAGE} when the product breaks {@link fitsValueCap}, else `null`. */
export function valueCapProblem(product: { access_levels: string; price: number }): string | null {
  return fitsValueCap(product) ? null : ELITE_VALUE_CAP_MESSAGE;
}

/**
 * Whether a member whose catalogue is that of `tier` (their `accessTier`) may borrow a
 * bag of this value: below Crown, only up to `ELITE_VALUE_CAP_CENTS`. This also keeps a
 * product stored before the cap (over $2,000 yet open to Elite) out of their reach.
 */
export function withinValueCap(tier: TierId | null, price: number): boolean {
  return price <= ELITE_VALUE_CAP_CENTS || (tier !== null && tierRank(tier) >= tierRank('crown'));
}

/**
 * Reads an access level typed by a person or found in a CSV cell and returns the stored
 * value, or `null` when it is not one of the seven levels.
 *
 * Case and spaces are ignored, parts may be joined by `,`, `&`, `/` or `and`, and parts
 * are put in tier order: `' Elite , Reserve '` and `'Reserve & Elite'` both give
 * `Reserve,Elite`. A repeated part counts once. `Any` is only valid alone.
 */
export function parseAccessLevel(input: string): AccessLevel | null {
  const parts = input
    .split(/\s*(?:,|&|\/|\band\b)\s*/i)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  if (parts.every((part) => part === 'any')) return 'Any';

  const ranks = new Set<number>();
  for (const part of parts) {
    const rank = (TIER_IDS as readonly string[]).indexOf(part);
    if (rank === -1) return null;
    ranks.add(rank);
  }
  const joined = [...ranks]
    .sort((a, b) => a - b)
    .map((rank) => TIER_NAMES_IN_ORDER[rank])
    .join(',');
  return isAccessLevel(joined) ? joined : null;
}
