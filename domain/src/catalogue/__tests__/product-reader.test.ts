import { describe, expect, it } from 'vitest';
import type { ProductDraft } from '../product-draft';
import { DocSchemaError, parseDoc } from '../../core';
import { createProductDoc, productDocSchema } from '../schemas/product';
import { PRODUCT_READ_FIELDS, readProductDoc } from '../schemas/product-reader';
import { productSearchFields } from '../search-tokens';

const draft: ProductDraft = {
  title: 'Neverfull MM Tote',
  brand: 'Louis Vuitton',
  style: 'Neverfull',
  rank: 'A',
  size: 'MM',
  price: 185_000,
  status: 'Active',
  description: 'Classic monogram canvas tote in excellent condition.',
  photos: ['https://example.com/1.jpg', 'https://example.com/2.jpg'],
  categories: ['Bags', 'Sale'],
  tags: ['Monogram', 'Everyday'],
  borrow_status: 'Available',
  access_levels: 'Reserve,Elite',
  return_date: null,
};
const stored = { ...createProductDoc(draft, new Date('2026-05-01T12:00:00Z')) } as Record<
  string,
  unknown
>;

/** A copy of `data` without `keys`, as an older document would be. */
function without(data: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

const withSchema = (data: unknown) => parseDoc('products', 'p1', data, productDocSchema);

/** Documents the schema accepts, as stored by every writer (older ones lack fields). */
const accepted: [string, Record<string, unknown>][] = [
  ['a document as createProductDoc writes it', stored],
  [
    'an older document without the optional fields',
    without(stored, 'style', 'size', 'tags', 'return_date'),
  ],
  [
    'a borrowed bag with a return date',
    {
      ...stored,
      borrow_status: 'Borrowed',
      return_date: new Date('2026-06-01T00:00:00Z'),
    },
  ],
  [
    'text to trim, blank optional text and repeated list items',
    {
      ...stored,
      title: '  Neverfull MM Tote ',
      style: '  ',
      size: null,
      photos: [' https://example.com/1.jpg', 'https://example.com/1.jpg', ''],
      categories: ['Bags', 'Bags'],
      tags: ['Everyday', ' Everyday '],
    },
  ],
  ['fields the schema does not know (dropped)', { ...stored, legacy_field: 'x' }],
  [
    'an older out bag that still names its borrower (dropped: product_loans holds it)',
    { ...stored, borrow_status: 'Borrowed', current_borrower: 'uid-1' },
  ],
];

/** Documents the schema refuses. */
const refused: [string, Record<string, unknown>][] = [
  ['a title too short', { ...stored, title: 'ab' }],
  ['a missing brand', { ...stored, brand: undefined }],
  ['an unknown rank', { ...stored, rank: 'Z' }],
  ['a price in dollars with cents', { ...stored, price: 12.5 }],
  ['a negative price', { ...stored, price: -1 }],
  ['a price as text', { ...stored, price: '100' }],
  ['an unknown status', { ...stored, status: 'Deleted' }],
  ['a short description', { ...stored, description: 'short' }],
  ['six photos', { ...stored, photos: ['1', '2', '3', '4', '5', '6'] }],
  ['no category', { ...stored, categories: [] }],
  ['an unknown category', { ...stored, categories: ['Shoes'] }],
  ['tags that are not text', { ...stored, tags: [1] }],
  ['an unknown borrow status', { ...stored, borrow_status: 'Lost' }],
  ['an unknown access level', { ...stored, access_levels: 'Gold' }],
  ['a return date as text', { ...stored, return_date: '2026-06-01' }],
  ['no brand slug', { ...stored, brand_slug: undefined }],
  ['too many keywords', { ...stored, keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) }],
  ['no creation date', { ...stored, created_at: undefined }],
];

describe('readProductDoc (the visitor catalogue reads products without zod)', () => {
  it.each(accepted)('reads %s exactly as the product schema does', (_, data) => {
    expect(readProductDoc('p1', data)).toEqual(withSchema(data));
  });

  it.each(refused)('refuses %s, as the product schema does', (_, data) => {
    expect(() => withSchema(data)).toThrow(DocSchemaError);
    expect(() => readProductDoc('p1', data)).toThrow(DocSchemaError);
  });

  it('names the document and each failing field', () => {
    expect(() => readProductDoc('p9', { ...stored, price: -1, rank: 'Z' })).toThrow(
      /products\/p9.*rank.*price/,
    );
  });

  it('reads a document cut to PRODUCT_READ_FIELDS as it reads the whole one, server fields and all', () => {
    const whole: Record<string, unknown> = {
      ...stored,
      ...productSearchFields(draft),
      updated_by: 'admin-uid',
      edit_id: 'edit-1',
    };
    const cut = Object.fromEntries(
      PRODUCT_READ_FIELDS.flatMap((key) => (key in whole ? [[key, whole[key]]] : [])),
    );
    expect(Object.keys(cut)).not.toContain('search_tokens');
    expect(readProductDoc('p1', cut)).toEqual(readProductDoc('p1', whole));
  });

  it('reads every field the schema produces (a new schema field needs reading here too)', () => {
    expect(Object.keys(readProductDoc('p1', stored)).sort()).toEqual(
      Object.keys(withSchema(stored)).sort(),
    );
  });
});
