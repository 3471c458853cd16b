/**
 * The product fields an admin supplies (form, edit dialog or CSV row), before the
 * database adds id and timestamps. The zod schema is the single source of the type.
 */
import { z } from 'zod';
import {
  ACCESS_LEVELS,
  BORROW_STATUSES,
  CATEGORIES,
  MAX_PRODUCT_PHOTOS,
  MIN_DESCRIPTION_LENGTH,
  MIN_TITLE_LENGTH,
  normaliseList,
  PRODUCT_STATUSES,
  RANKS,
} from './catalog';

/** Blank optional text is stored as `null`, never as `''`. */
const optionalText = z
  .string()
  .trim()
  .nullable()
  .transform((value) => (value === '' ? null : value));

/**
 * Validation for a product draft, with the spec's messages (§5 "Edit product schema",
 * "Images"). Text is trimmed before its length is checked; list fields are normalised
 * with {@link normaliseList} before their size is checked. `price` is in integer cents.
 */
export const productDraftSchema = z.object({
  title: z
    .string()
    .trim()
    .min(MIN_TITLE_LENGTH, `Product title must be at least ${MIN_TITLE_LENGTH} characters`),
  brand: z.string().trim().min(1, 'Please select a brand'),
  style: optionalText,
  rank: z.enum(RANKS, { error: 'Please select a rank' }),
  size: optionalText,
  price: z
    .number({ error: 'Price must be a number' })
    .int('Price must be a whole number of cents')
    .min(0, 'Price cannot be negative'),
  status: z.enum(PRODUCT_STATUSES, { error: 'Please select a status' }),
  description: z
    .string()
    .trim()
    .min(
      MIN_DESCRIPTION_LENGTH,
      `Description must be at least ${MIN_DESCRIPTION_LENGTH} characters`,
    ),
  photos: z
    .array(z.string())
    .overwrite(normaliseList)
    .max(MAX_PRODUCT_PHOTOS, `You can only upload a maximum of ${MAX_PRODUCT_PHOTOS} images`),
  categories: z
    .array(z.enum(CATEGORIES, { error: 'Please select a valid category' }))
    .overwrite((categories) => [...new Set(categories)])
    .min(1, 'At least one category is required'),
  tags: z.array(z.string()).overwrite(normaliseList),
  borrow_status: z.enum(BORROW_STATUSES, { error: 'Please select a borrow status' }),
  access_levels: z.enum(ACCESS_LEVELS, { error: 'Please select an access level' }),
  current_borrower: optionalText,
  return_date: z.date().nullable(),
});

/** A validated product draft: what `createProduct` receives. `price` is integer cents. */
export type ProductDraft = z.infer<typeof productDraftSchema>;
