/**
 * The public brand list (`catalog/brands`): every brand with at least one Active product,
 * sorted by name, with its slug and its number of Active products (whatever their borrow
 * status, as the spec's brand list reads "brand where status Active"). A brand whose bags
 * are all out on loan stays listed; its page then shows what is available.
 */
import { brandToSlug } from './brands';
import type { BrandSummaryEntry } from './schemas/brand-summary';

/** The fields of a product that the brand list reads. */
export interface BrandCountedProduct {
  brand: string;
  status: string;
}

function isListed(product: BrandCountedProduct | null): product is BrandCountedProduct {
  return product !== null && product.status === 'Active' && product.brand.trim() !== '';
}

function byName(a: BrandSummaryEntry, b: BrandSummaryEntry): number {
  return a.name.localeCompare(b.name, 'en');
}

/** The brand list counted from scratch. */
export function summariseBrands(products: readonly BrandCountedProduct[]): BrandSummaryEntry[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (isListed(product)) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, slug: brandToSlug(name), count }))
    .sort(byName);
}

/**
 * The brands whose count a product write may change: the old brand if the product was
 * listed, the new one if it is now listed, and none when neither the brand nor whether
 * it is listed changed. `null` stands for "no document" (create or delete).
 */
export function brandsTouched(
  before: BrandCountedProduct | null,
  after: BrandCountedProduct | null,
): string[] {
  const wasListed = isListed(before);
  const isNowListed = isListed(after);
  if (wasListed && isNowListed && before.brand === after.brand) return [];
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
