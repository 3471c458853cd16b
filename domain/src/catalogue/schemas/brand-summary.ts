/** The `catalog/brands` document: the public brand list, kept by a trigger. */
import { z } from 'zod';

/** One brand with at least one active product. */
export const brandSummaryEntrySchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  count: z.number().int().nonnegative(),
});

/**
 * The `catalog/brands` document (public read): the brands of active products, sorted by
 * name, each with its slug and number of active products.
 */
export const brandSummaryDocSchema = z.object({
  brands: z.array(brandSummaryEntrySchema).default([]),
  updated_at: z.date(),
});

export type BrandSummaryEntry = z.output<typeof brandSummaryEntrySchema>;
/** The stored brand summary (without its id). */
export type BrandSummaryDoc = z.output<typeof brandSummaryDocSchema>;
/** The brand summary as read from Firestore (`id` is `brands`). */
export type BrandSummary = BrandSummaryDoc & { id: string };
