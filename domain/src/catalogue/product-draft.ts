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
import { formatCents, readDollars } from '../core';

/**
 * Bounds of a bag's retail price in cents: a positive whole-cent amount up to $100,000
 * (the catalogue's bags retail between a few hundred and about twenty thousand dollars,
 * so anything beyond is a typo such as an extra zero).
 */
export const PRICE_LIMITS = { minCents: 1, maxCents: 10_000_000 } as const;

/** What an admin is told about a price, in the product form and the CSV import alike. */
export const PRICE_MESSAGES = {
  required: 'Price is required',
  notANumber: 'Price must be a number',
  decimals: 'Price must have at most 2 decimal places',
  tooLow: 'Price must be more than $0',
  tooHigh: `Price must be at most ${formatCents(PRICE_LIMITS.maxCents)}`,
} as const;

/** A price in integer cents within {@link PRICE_LIMITS} (what a product write carries). */
export const priceCentsSchema = z
  .number({ error: PRICE_MESSAGES.notANumber })
  .int(PRICE_MESSAGES.decimals)
  .min(PRICE_LIMITS.minCents, PRICE_MESSAGES.tooLow)
  .max(PRICE_LIMITS.maxCents, PRICE_MESSAGES.tooHigh);

/**
 * A price as an admin types it in dollars (a number, or text such as `'$1,250.00'`),
 * out as integer cents. Nothing is rounded: `12.345` is refused, not stored as $12.35.
 */
export const priceDollarsSchema = z
  .union([z.number(), z.string()], { error: PRICE_MESSAGES.required })
  .transform((value, ctx) => {
    const read = readDollars(value);
    if (read.ok) return read.cents;
    const message =
      read.problem === 'blank'
        ? PRICE_MESSAGES.required
        : read.problem === 'fraction_of_cent'
          ? PRICE_MESSAGES.decimals
          : PRICE_MESSAGES.notANumber;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  })
  .pipe(priceCentsSchema);

/**
 * Longest product title: the longest real bag titles ("Hermès Birkin 25 Togo Gold
 * Hardware", with size and colour) stay under 80 characters, and a saved bag's heart
 * keeps its title up to 200 (`HEART_TEXT_MAX`), so 200 is room for any real title and
 * refuses a paste gone wrong (a whole description in the title cell).
 */
export const MAX_TITLE_LENGTH = 200;

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
    .min(MIN_TITLE_LENGTH, `Product title must be at least ${MIN_TITLE_LENGTH} characters`)
    .max(MAX_TITLE_LENGTH, `Product title must be at most ${MAX_TITLE_LENGTH} characters`),
  brand: z.string().trim().min(1, 'Please select a brand'),
  style: optionalText,
  rank: z.enum(RANKS, { error: 'Please select a rank' }),
  size: optionalText,
  price: priceCentsSchema,
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
  return_date: z.date().nullable(),
});

/** A validated product draft: what `createProduct` receives. `price` is integer cents. */
export type ProductDraft = z.infer<typeof productDraftSchema>;
