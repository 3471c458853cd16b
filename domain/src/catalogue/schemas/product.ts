/**
 * The `products` collection: the stored document, the fields derived for queries, and the
 * admin create/edit form (spec "admin-and-waitlist" §3, §5).
 */
import { z } from 'zod';
import {
  ACCESS_LEVELS,
  BORROW_STATUSES,
  CATEGORIES,
  MAX_PRODUCT_KEYWORDS,
  MIN_TITLE_LENGTH,
  PRODUCT_STATUSES,
} from '../catalog';
import { centsToDollars, dollarsToCents } from '../../core';
import { priceDollarsSchema, productDraftSchema, type ProductDraft } from '../product-draft';
import { deriveProductFields } from '../product-keywords';
import { productProblems } from '../product-validity';

const draftShape = productDraftSchema.shape;

/**
 * A `products/{id}` document (read by every member of its tier and by visitors, so it
 * names no member: who holds a bag out is in `product_loans`, see `product-loan.ts`;
 * an older document's `current_borrower` is dropped on read): every {@link ProductDraft} field, the fields derived from
 * it for queries (`brand_slug`, `keywords`, see {@link deriveProductFields}), and its
 * dates. Optional fields missing from an older document read as `null` (tags as `[]`).
 */
export const productDocSchema = productDraftSchema.extend({
  // Read as stored: an older document may hold a price the form now refuses ($0), or a
  // title longer than MAX_TITLE_LENGTH (written before there was one).
  price: z.number().int().min(0),
  title: z
    .string()
    .trim()
    .min(MIN_TITLE_LENGTH, `Product title must be at least ${MIN_TITLE_LENGTH} characters`),
  style: draftShape.style.default(null),
  size: draftShape.size.default(null),
  tags: draftShape.tags.default([]),
  return_date: draftShape.return_date.default(null),
  brand_slug: z.string(),
  keywords: z.array(z.string()).max(MAX_PRODUCT_KEYWORDS),
  // Written by the server only (domain search-tokens.ts); missing until it has run.
  search_tokens: z.array(z.string()).optional(),
  price_range: z.string().optional(),
  category_flags: z.record(z.string(), z.literal(true)).optional(),
  date_added: z.date(),
  created_at: z.date(),
  updated_at: z.date(),
  // The audit stamp of an admin's direct write (firestore.rules require it; the audit
  // trigger reads it): the admin's uid and a fresh id per write. Server writes keep it.
  updated_by: z.string().optional(),
  edit_id: z.string().optional(),
});

/** A stored product document (without its id). */
export type ProductDoc = z.output<typeof productDocSchema>;
/** A product as read from Firestore: the document plus its id. */
export type Product = ProductDoc & { id: string };

/** A new product document from a validated draft, dated `now`. */
export function createProductDoc(draft: ProductDraft, now: Date): ProductDoc {
  return {
    ...draft,
    ...deriveProductFields(draft),
    date_added: now,
    created_at: now,
    updated_at: now,
  };
}

// ---------------------------------------------------------------------------------------
// Admin product form

/** Optional form text: trimmed; blank or missing becomes `null`. */
const optionalFormText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` string as local midnight, or `null` when it is not a real date. */
function parseDateOnly(text: string): Date | null {
  const match = DATE_ONLY.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

function formatDateOnly(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The admin create/edit product form (spec §5 "Edit product schema"). Price is typed in
 * dollars (a number or a string such as `'$1,250.00'`; blank reads as 0) and comes out
 * as dollars rounded to whole cents; {@link productFormToDraft} turns it into cents.
 * `return_date` is the `YYYY-MM-DD` of a date input.
 */
export const productFormSchema = z
  .object({
    title: draftShape.title,
    brand: draftShape.brand,
    style: optionalFormText,
    rank: draftShape.rank,
    size: optionalFormText,
    price: priceDollarsSchema.transform(centsToDollars),
    status: z.enum(PRODUCT_STATUSES, { error: 'Please select a status' }).default('Hidden'),
    description: draftShape.description,
    photos: draftShape.photos.default([]),
    categories: z
      .array(z.enum(CATEGORIES, { error: 'Please select a valid category' }), {
        error: 'At least one category is required',
      })
      .overwrite((categories) => [...new Set(categories)])
      .min(1, 'At least one category is required'),
    tags: draftShape.tags.default([]),
    borrow_status: z
      .enum(BORROW_STATUSES, { error: 'Please select a borrow status' })
      .default('Available'),
    access_levels: z.enum(ACCESS_LEVELS, { error: 'Please select an access level' }).default('Any'),
    return_date: optionalFormText.refine(
      (value) => value === null || parseDateOnly(value) !== null,
      'Please enter a valid return date',
    ),
  })
  .superRefine((values, ctx) => {
    // The product checks (productProblems) of the fields the form decides together while
    // the admin types: price and access level (the value caps), said at the field to
    // change. The write asks the same function about the rest (photos, status, loans).
    if (!Number.isFinite(values.price)) return;
    const problems = productProblems({
      before: null,
      after: productFormToDraft(values),
      changed: ['price', 'access_levels'],
    });
    for (const { field, message } of problems) {
      ctx.addIssue({ code: 'custom', path: field === null ? [] : [field], message });
    }
  });

/** What the product form holds while it is being edited. */
export type ProductFormInput = z.input<typeof productFormSchema>;
/** The product form after validation (price still in dollars). */
export type ProductFormValues = z.output<typeof productFormSchema>;

/**
 * Starting values of the product form. The stored default access level is `Any`; the
 * form starts new products at `Reserve`, as the spec's form did.
 */
export const PRODUCT_FORM_DEFAULTS = {
  title: '',
  brand: '',
  style: '',
  rank: 'A',
  size: '',
  price: '',
  status: 'Hidden',
  description: '',
  photos: [],
  categories: [],
  tags: [],
  borrow_status: 'Available',
  access_levels: 'Reserve',
  return_date: '',
} as const satisfies ProductFormInput;

/** A validated form as a product draft: dollars become whole cents. */
export function productFormToDraft(values: ProductFormValues): ProductDraft {
  return {
    title: values.title,
    brand: values.brand,
    style: values.style,
    rank: values.rank,
    size: values.size,
    price: dollarsToCents(values.price),
    status: values.status,
    description: values.description,
    photos: values.photos,
    categories: values.categories,
    tags: values.tags,
    borrow_status: values.borrow_status,
    access_levels: values.access_levels,
    return_date: values.return_date === null ? null : parseDateOnly(values.return_date),
  };
}

/** A stored product as edit-form values: cents become dollars, `null` becomes `''`. */
export function productToFormValues(product: ProductDraft): ProductFormInput {
  return {
    title: product.title,
    brand: product.brand,
    style: product.style ?? '',
    rank: product.rank,
    size: product.size ?? '',
    price: centsToDollars(product.price),
    status: product.status,
    description: product.description,
    photos: [...product.photos],
    categories: [...product.categories],
    tags: [...product.tags],
    borrow_status: product.borrow_status,
    access_levels: product.access_levels,
    return_date: product.return_date === null ? '' : formatDateOnly(product.return_date),
  };
}

/** The create-product checks of spec §5, in the order they are made. */
export const CREATE_PRODUCT_MESSAGES = [
  'You must be logged in to create products',
  'Please upload at least one photo',
  'Please fill in all required fields',
  'Please select at least one category',
] as const;

/** What {@link validateProductCreate} looks at. */
export interface ProductCreateCheck {
  signedIn: boolean;
  photoCount: number;
  /**
   * False where photos cannot be uploaded (the local emulators without Storage): the
   * product is then created without photos, Hidden (the rules let only a product with a
   * photo be Active). True unless given.
   */
  photosRequired?: boolean;
  title: string;
  brand: string;
  description: string;
  categories: readonly string[];
}

/**
 * The first failing create-product check (spec §5 "Create product", in that order), or
 * `null` when creation may go ahead. Text counts as missing when blank after trimming.
 */
export function validateProductCreate(check: ProductCreateCheck): string | null {
  const [notSignedIn, noPhoto, missingFields, noCategory] = CREATE_PRODUCT_MESSAGES;
  if (!check.signedIn) return notSignedIn;
  if (check.photoCount < 1 && check.photosRequired !== false) return noPhoto;
  if ([check.title, check.brand, check.description].some((text) => text.trim() === '')) {
    return missingFields;
  }
  if (check.categories.length === 0) return noCategory;
  return null;
}
