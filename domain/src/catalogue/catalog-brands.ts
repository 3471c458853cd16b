/**
 * The brand lists (`catalog/brands` for visitors, `catalog/brands-{tier}` for members):
 * every brand with at least one Active product the audience may see, sorted by name, with
 * its slug and its number of such products (whatever their borrow status, as the spec's
 * brand list reads "brand where status Active"). A brand whose bags are all out on loan
 * stays listed; its page then shows what is available. A brand whose only bags are for a
 * higher tier is not in the list of those who may not see them (not even its count).
 */
import { canSee } from './access';
import { brandToSlug } from './brands';
import type { BrandSummaryEntry } from './schemas/brand-summary';
import type { TierId } from '../membership';

/** The fields of a product that the brand lists read. */
export interface BrandCountedProduct {
  brand: string;
  status: string;
  access_levels: string;
}

/** Who each brand list is for: visitors (`null`) and each tier. */
export const BRAND_AUDIENCES: readonly (TierId | null)[] = [null, 'reserve', 'elite', 'crown'];

/** The `catalog` document id of the brand list for `tier` (`null`: visitors). */
export function brandSummaryDocId(tier: TierId | null): string {
  return tier === null ? 'brands' : `brands-${tier}`;
}

function isListed(
  product: BrandCountedProduct | null,
  tier: TierId | null = 'crown',
): product is BrandCountedProduct {
  return (
    product !== null &&
    product.status === 'Active' &&
    product.brand.trim() !== '' &&
    canSee(tier, product.access_levels)
  );
}

function byName(a: BrandSummaryEntry, b: BrandSummaryEntry): number {
  return a.name.localeCompare(b.name, 'en');
}

/** The brand list of `tier` (`null`: visitors) counted from scratch. */
export function summariseBrands(
  products: readonly BrandCountedProduct[],
  tier: TierId | null,
): BrandSummaryEntry[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (isListed(product, tier)) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, slug: brandToSlug(name), count }))
    .sort(byName);
}

/**
 * The brands whose counts a product write may change: the old brand if the product was
 * listed for anyone, the new one if it now is, and none when neither the brand, whether
 * it is listed, nor who may see it changed. `null` stands for "no document".
 */
export function brandsTouched(
  before: BrandCountedProduct | null,
  after: BrandCountedProduct | null,
): string[] {
  const wasListed = isListed(before);
  const isNowListed = isListed(after);
  if (
    wasListed &&
    isNowListed &&
    before.brand === after.brand &&
    before.access_levels === after.access_levels
  ) {
    return [];
  }
  const names = new Set<string>();
  if (wasListed) names.add(before.brand);
  if (isNowListed) names.add(after.brand);
  return [...names];
}

/**
 * `brands` with `name` set to `count` Active products: added when new, removed at 0, and
 * kept sorted by name. `brands` is not changed.
 */
export function setBrandCount(
  brands: readonly BrandSummaryEntry[],
  name: string,
  count: number,
): BrandSummaryEntry[] {
  const others = brands.filter((entry) => entry.name !== name);
  if (count <= 0) return others;
  return [...others, { name, slug: brandToSlug(name), count }].sort(byName);
}
