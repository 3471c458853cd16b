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
import { formatCents } from '../core';
import { TIER_LIST, TIERS, tierRank, type TierDetails, TIER_IDS, type TierId } from '../membership';

/** The tier names in ascending order, as access levels write them. */
const TIER_NAMES_IN_ORDER: readonly string[] = TIER_LIST.map((tier) => tier.name);

function isAccessLevel(x: string): x is AccessLevel {
  return (ACCESS_LEVELS as readonly string[]).includes(x);
}

/** Rank of the lowest tier named in a stored level; `Any` counts as below every tier. */
function lowestRank(level: AccessLevel): number {
  if (level === 'Any') return -1;
  return Math.min(...level.split(',').map((part) => TIER_NAMES_IN_ORDER.indexOf(part)));
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

// ---- Value caps ------------------------------------------------------------------------
//
// A tier's own cap (`valueCapCents` in the tier table: Elite is sold as "bags valued up
// to $2,000"; Crown has "no price limits") bounds every product open to that tier. What a
// tier sees, every tier above it sees too, so a member borrows within the caps of their
// tier and of every tier above it (`tierValueCapCents`). firestore.rules get the same
// caps from the table (scripts/lib/rules-constants.ts).

/** The tiers with a cap of their own, in ascending order. */
function cappedTiers(): TierDetails[] {
  return TIER_LIST.filter((tier) => tier.valueCapCents !== null);
}

/**
 * The most a bag may be valued at for a member whose catalogue is that of `tier` (their
 * `accessTier`; `null`: no tier), in cents, or `null` when there is no cap: the lowest
 * own cap of `tier` and of every tier above it (Reserve and visitors borrow within
 * Elite's $2,000; Crown has none).
 */
export function tierValueCapCents(tier: TierId | null): number | null {
  const rank = tier === null ? -1 : tierRank(tier);
  const caps = TIER_LIST.filter((t) => tierRank(t.id) >= rank).flatMap((t) =>
    t.valueCapCents === null ? [] : [t.valueCapCents],
  );
  return caps.length === 0 ? null : Math.min(...caps);
}

/** The tier whose own cap `product` breaks (the lowest), or `null` when it fits every cap. */
function brokenCap(product: { access_levels: string; price: number }): TierDetails | null {
  return (
    cappedTiers().find(
      (tier) =>
        product.price > (tier.valueCapCents ?? Infinity) && canSee(tier.id, product.access_levels),
    ) ?? null
  );
}

/** The tiers above `tier`, by name: "Crown", or "Elite or Crown". */
function namesAbove(tier: TierDetails): string {
  return TIER_LIST.filter((t) => tierRank(t.id) > tierRank(tier.id))
    .map((t) => t.name)
    .join(' or ');
}

/** "Elite members borrow bags valued up to $2,000." for a tier with a cap. */
function borrowsUpTo(tier: TierDetails): string {
  return `${tier.name} members borrow bags valued up to ${formatCents(tier.valueCapCents ?? 0)}.`;
}

/**
 * Refusal at the access-level (or price) field of the product form, the access-level
 * change and the CSV import, for a product that breaks {@link fitsValueCap} at `tier`'s
 * cap: "Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or
 * check its price."
 */
export function valueCapMessage(tier: TierDetails): string {
  return `${borrowsUpTo(tier)} Open this bag to ${namesAbove(tier)} only, or check its price.`;
}

/**
 * Whether a product's access level fits its price: for every tier with a cap of its own
 * that may see the product's level (Elite sees `Any`, `Reserve`, `Reserve,Elite`,
 * `Elite,Crown`, …; Reserve members with Select Access see the same pieces), the price
 * is at most that cap; above Elite's, only `Crown` fits. `price` is the value shown on
 * cards (integer cents).
 */
export function fitsValueCap(product: { access_levels: string; price: number }): boolean {
  return brokenCap(product) === null;
}

/** The flag of the admin products list on a product that breaks a tier's cap. */
export interface ValueCapFlag {
  label: string;
  reason: string;
}

/**
 * The admin products list's flag on a product stored before the cap that breaks
 * {@link fitsValueCap} at `tier`'s cap: a short label and the reason (members below the
 * tiers above it neither see nor choose it until it is fixed).
 */
export function valueCapFlag(tier: TierDetails): ValueCapFlag {
  const cap = formatCents(tier.valueCapCents ?? 0);
  return {
    label: `Over ${tier.name} cap`,
    reason: `Priced over ${cap} but open to ${tier.name}, whose members borrow bags valued up to ${cap}, so members below ${namesAbove(tier)} cannot see or choose it. Open it to ${namesAbove(tier)} only, or check its price.`,
  };
}

/** The flag of a product that breaks {@link fitsValueCap}, or `null`. */
export function valueCapFlagOf(product: {
  access_levels: string;
  price: number;
}): ValueCapFlag | null {
  const tier = brokenCap(product);
  return tier === null ? null : valueCapFlag(tier);
}

/** {@link valueCapMessage} when the product breaks {@link fitsValueCap}, else `null`. */
export function valueCapProblem(product: { access_levels: string; price: number }): string | null {
  const tier = brokenCap(product);
  return tier === null ? null : valueCapMessage(tier);
}

/**
 * Whether a member whose catalogue is that of `tier` (their `accessTier`) may borrow a
 * bag of this value: within {@link tierValueCapCents}. This also keeps a product stored
 * before the cap (over $2,000 yet open to Elite) out of their reach.
 */
export function withinValueCap(tier: TierId | null, price: number): boolean {
  const cap = tierValueCapCents(tier);
  return cap === null || price <= cap;
}

/**
 * The member's refusal for a bag over their catalogue's cap (`tier` is their
 * `accessTier`): "This bag is valued over $2,000, so it is for Crown members. Elite
 * members borrow bags valued up to $2,000." The tier named is the one whose cap binds.
 */
export function overValueCapRefusal(tier: TierId | null): string {
  const rank = tier === null ? -1 : tierRank(tier);
  const binding =
    cappedTiers()
      .filter((t) => tierRank(t.id) >= rank)
      .sort((a, b) => (a.valueCapCents ?? 0) - (b.valueCapCents ?? 0))[0] ?? TIERS.crown;
  const above = TIER_LIST.filter((t) => tierRank(t.id) > tierRank(binding.id)).map((t) => t.name);
  return `This bag is valued over ${formatCents(binding.valueCapCents ?? 0)}, so it is for ${above.join(' and ')} members. ${borrowsUpTo(binding)}`;
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
