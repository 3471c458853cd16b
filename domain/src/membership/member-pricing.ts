/**
 * The member purchase price: what a member pays to keep the bag they hold ("Want to keep
 * it?"). The spec's demo shows retail $2,850 → member $1,950, i.e. 900/2850 ≈ 31.58% off.
 * We apply that as a per-tier discount in basis points, rounded to the nearest whole
 * dollar (a price a person can read); Crown's "best member pricing discount" is larger.
 *
 * | tier    | discount | $2,850 retail |
 * |---------|----------|---------------|
 * | reserve | 31.58%   | $1,950        |
 * | elite   | 31.58%   | $1,950        |
 * | crown   | 35%      | $1,853        |
 */
import type { TierId } from './tiers';

/** Discount off retail for each tier, in basis points (1/100 of a percent). */
export const MEMBER_DISCOUNT_BPS: Readonly<Record<TierId, number>> = {
  reserve: 3158,
  elite: 3158,
  crown: 3500,
};

/**
 * The member purchase price in cents for a bag of `retailCents`, for a member of `tier`:
 * retail less the tier's discount, rounded to the nearest whole dollar, never above retail.
 * `memberPurchasePrice(285000, 'elite')` → 195000.
 *
 * @throws RangeError when `retailCents` is not a finite, non-negative number
 */
export function memberPurchasePrice(retailCents: number, tier: TierId): number {
  if (!Number.isFinite(retailCents) || retailCents < 0) {
    throw new RangeError(`retailCents must be a non-negative number, got ${retailCents}`);
  }
  const discounted = (Math.round(retailCents) * (10_000 - MEMBER_DISCOUNT_BPS[tier])) / 10_000;
  return Math.min(Math.round(discounted / 100) * 100, Math.floor(retailCents / 100) * 100);
}
