/**
 * The brand list (`catalog/brands*`) read without zod, for the navigation's Brands menu on
 * every public page, which must not load zod for it. Same rules as
 * {@link brandSummaryDocSchema}, held to them by `brand-summary-reader.test.ts`.
 */
import type { BrandSummaryEntry } from './brand-summary';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The brands of a brand-list document's data (plain values, dates as `Date`).
 *
 * @throws Error when the data does not match the schema
 */
export function readBrandSummaryBrands(data: unknown): BrandSummaryEntry[] {
  const doc = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const brands = doc.brands ?? [];
  const valid =
    doc.updated_at instanceof Date &&
    Array.isArray(brands) &&
    brands.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        isText((entry as BrandSummaryEntry).name) &&
        isText((entry as BrandSummaryEntry).slug) &&
        Number.isInteger((entry as BrandSummaryEntry).count) &&
        (entry as BrandSummaryEntry).count >= 0,
    );
  if (!valid) throw new Error('The brand summary document has an unexpected shape');
  return (brands as BrandSummaryEntry[]).map(({ name, slug, count }) => ({ name, slug, count }));
}
