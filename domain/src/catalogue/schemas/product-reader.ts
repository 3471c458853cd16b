/**
 * A stored product read without zod, for the visitor's catalogue pages: they read
 * products over REST and would otherwise load the whole of zod (about 25 KB gzip) for this
 * one check. It applies the rules of {@link productDocSchema} (types, enums, lengths,
 * trimming, list normalisation and defaults) and gives the same value for every document
 * the schema accepts; `product-reader.test.ts` holds it to that. The schema stays the
 * source of truth: writes, callables, the member pages and the admin read with it.
 */
import {
  ACCESS_LEVELS,
  BORROW_STATUSES,
  CATEGORIES,
  MAX_PRODUCT_KEYWORDS,
  MAX_PRODUCT_PHOTOS,
  MIN_DESCRIPTION_LENGTH,
  MIN_TITLE_LENGTH,
  normaliseList,
  PRODUCT_STATUSES,
  RANKS,
} from '../catalog';
import { DocSchemaError, type DocIssue } from '../../core';
import type { Product } from './product';

type Data = Record<string, unknown>;

/**
 * The stored fields a {@link Product} is read from: every field of the type but its id and
 * the optional ones the server and the audit stamp write.
 * A read that needs only the product (the visitor's REST catalogue) asks for these alone
 * (`select`), so the fields the server keeps for the back-office (`search_tokens`, up to
 * 600 of them, the admin filters' `price_range` and `category_flags`, `updated_by`) do
 * not travel to every visitor.
 */
export const PRODUCT_READ_FIELDS = [
  'title',
  'brand',
  'style',
  'rank',
  'size',
  'price',
  'status',
  'description',
  'photos',
  'categories',
  'tags',
  'borrow_status',
  'access_levels',
  'return_date',
  'brand_slug',
  'keywords',
  'date_added',
  'created_at',
  'updated_at',
] as const satisfies readonly Exclude<keyof Product, 'id'>[];

/** The keys of `T` that every value has (not the optional ones). */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
// Every field a Product always has is in the list (the optional ones are the server's and
// the audit stamp's): a field added to the type and not here fails to compile.
type Unread = Exclude<RequiredKeys<Product>, 'id' | (typeof PRODUCT_READ_FIELDS)[number]>;
const everyFieldRead: [Unread] extends [never] ? true : never = true;
void everyFieldRead;

/**
 * Reads one `products/{id}` document's data (plain values, dates as `Date`) into a
 * {@link Product}, as `parseDoc('products', id, data, productDocSchema)` does.
 *
 * @throws DocSchemaError naming each field that does not match
 */
export function readProductDoc(id: string, data: unknown): Product {
  const issues: DocIssue[] = [];
  const fail = <T>(path: string, message: string, fallback: T): T => {
    issues.push({ path, message });
    return fallback;
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new DocSchemaError('products', id, 'read', [{ path: '', message: 'Not an object' }]);
  }
  const doc = data as Data;

  const text = (key: string, min = 0): string => {
    const value = doc[key];
    if (typeof value !== 'string') return fail(key, 'Expected a string', '');
    const trimmed = value.trim();
    return trimmed.length < min ? fail(key, `Too short (at least ${min})`, trimmed) : trimmed;
  };
  const optionalText = (key: string): string | null => {
    const value = doc[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return fail(key, 'Expected a string or null', null);
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  };
  const oneOf = <T extends string>(key: string, options: readonly T[]): T => {
    const value = doc[key];
    return options.includes(value as T)
      ? (value as T)
      : fail(key, 'Not an allowed value', options[0]!);
  };
  const strings = (key: string, fallback?: string[]): string[] => {
    const value = doc[key];
    if (value === undefined && fallback) return fallback;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      return fail(key, 'Expected a list of strings', []);
    }
    return value as string[];
  };
  const date = (key: string): Date =>
    doc[key] instanceof Date ? (doc[key] as Date) : fail(key, 'Expected a date', new Date(0));

  const price = doc.price;
  const photos = normaliseList(strings('photos', []));
  if (photos.length > MAX_PRODUCT_PHOTOS) fail('photos', 'Too many photos', null);
  const categoryList = strings('categories');
  if (!categoryList.every((c) => (CATEGORIES as readonly string[]).includes(c))) {
    fail('categories', 'Not an allowed category', null);
  }
  const categories = [...new Set(categoryList)] as Product['categories'];
  if (categories.length < 1) fail('categories', 'At least one category is required', null);
  const keywords = strings('keywords');
  if (keywords.length > MAX_PRODUCT_KEYWORDS) fail('keywords', 'Too many keywords', null);
  const returnDate = doc.return_date;

  const product: Product = {
    title: text('title', MIN_TITLE_LENGTH),
    brand: text('brand', 1),
    style: optionalText('style'),
    rank: oneOf('rank', RANKS),
    size: optionalText('size'),
    price:
      typeof price === 'number' && Number.isInteger(price) && price >= 0
        ? price
        : fail('price', 'Expected whole cents, not negative', 0),
    status: oneOf('status', PRODUCT_STATUSES),
    description: text('description', MIN_DESCRIPTION_LENGTH),
    photos,
    categories,
    tags: normaliseList(strings('tags', [])),
    borrow_status: oneOf('borrow_status', BORROW_STATUSES),
    access_levels: oneOf('access_levels', ACCESS_LEVELS),
    return_date:
      returnDate === undefined || returnDate === null
        ? null
        : returnDate instanceof Date
          ? returnDate
          : fail('return_date', 'Expected a date or null', null),
    brand_slug:
      typeof doc.brand_slug === 'string'
        ? doc.brand_slug
        : fail('brand_slug', 'Expected a string', ''),
    keywords,
    date_added: date('date_added'),
    created_at: date('created_at'),
    updated_at: date('updated_at'),
    id,
  };
  if (issues.length > 0) throw new DocSchemaError('products', id, 'read', issues);
  return product;
}
