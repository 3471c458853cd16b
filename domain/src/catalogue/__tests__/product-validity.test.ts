import { describe, expect, it } from 'vitest';
import { valueCapMessage } from '../access';
import type { ProductDraft } from '../product-draft';
import { BAG_ON_LOAN, BORROW_NEEDS_ORDER, SOLD_STAYS_SOLD, heldHideRefusal } from '../product-loan';
import {
  ACTIVE_NEEDS_PHOTO,
  PRODUCT_FIELDS,
  productProblems,
  productUpdate,
} from '../product-validity';
import { parseProductsCsv } from '../products-csv';
import { productFormSchema, productToFormValues } from '../schemas/product';
import { TIERS, TIER_TABLE } from '../../membership';

// Elite's cap, read from the tier table.
const CAP = TIER_TABLE.elite.valueCapCents ?? Number.NaN;
const CAP_MESSAGE = valueCapMessage(TIERS.elite);

const draft: ProductDraft = {
  title: 'Jodie Mini',
  brand: 'Bottega Veneta',
  style: null,
  rank: 'A',
  size: null,
  price: CAP,
  status: 'Active',
  description: 'A small knotted bag in soft intrecciato leather.',
  photos: ['https://example.com/jodie.jpg'],
  categories: ['Bags'],
  tags: [],
  borrow_status: 'Available',
  access_levels: 'Elite',
  return_date: null,
};
const stored = { ...draft, borrower: null };
const onLoan = { ...draft, borrow_status: 'Borrowed' as const, borrower: 'member-ann' };

describe('productProblems: a product write judged once', () => {
  it('accepts a valid new product and a valid edit', () => {
    expect(productProblems({ before: null, after: draft, changed: PRODUCT_FIELDS })).toEqual([]);
    expect(productProblems({ before: stored, after: draft, changed: ['title'] })).toEqual([]);
  });

  it('refuses, at the field to change, a price over the cap of a tier the level is open to', () => {
    const dear = { ...draft, price: CAP + 1 };
    expect(productProblems({ before: null, after: dear, changed: PRODUCT_FIELDS })).toEqual([
      { field: 'access_levels', message: CAP_MESSAGE },
    ]);
    const crownOnly = { ...dear, access_levels: 'Crown' as const };
    expect(productProblems({ before: null, after: crownOnly, changed: PRODUCT_FIELDS })).toEqual(
      [],
    );
  });

  it('lets a product stored over the cap be edited without touching its price or level', () => {
    const over = { ...stored, price: CAP * 2 };
    const after = { ...over, title: 'Jodie Mini Knot' };
    expect(productProblems({ before: over, after, changed: ['title'] })).toEqual([]);
    expect(
      productProblems({ before: over, after: { ...over, price: CAP * 2 - 1 }, changed: ['price'] }),
    ).toEqual([{ field: 'access_levels', message: CAP_MESSAGE }]);
  });

  it('needs a photo for an Active product, and a borrow status an admin may set on a new bag', () => {
    const bare = { ...draft, photos: [] };
    expect(productProblems({ before: null, after: bare, changed: PRODUCT_FIELDS })).toEqual([
      { field: 'status', message: ACTIVE_NEEDS_PHOTO },
    ]);
    const lent = { ...draft, borrow_status: 'Borrowed' as const };
    expect(productProblems({ before: null, after: lent, changed: PRODUCT_FIELDS })).toEqual([
      { field: 'borrow_status', message: BORROW_NEEDS_ORDER },
    ]);
  });

  it('keeps a held bag’s loan and status, and Sold stays Sold', () => {
    expect(
      productProblems({
        before: onLoan,
        after: { ...onLoan, borrow_status: 'Available' },
        changed: ['borrow_status'],
      }),
    ).toEqual([{ field: 'borrow_status', message: BAG_ON_LOAN }]);
    expect(
      productProblems({
        before: onLoan,
        after: { ...onLoan, status: 'Hidden' },
        changed: ['status'],
      }),
    ).toEqual([{ field: 'status', message: heldHideRefusal('Borrowed') }]);
    const sold = { ...stored, status: 'Sold' as const };
    expect(
      productProblems({ before: sold, after: { ...sold, status: 'Active' }, changed: ['status'] }),
    ).toEqual([{ field: 'status', message: SOLD_STAYS_SOLD }]);
  });
});

describe('the paths that write a product ask productProblems', () => {
  it('productUpdate (edit dialog, inline and bulk edits, functions) returns the fields or the problems', () => {
    expect(productUpdate(stored, { access_levels: 'Reserve' })).toMatchObject({
      ok: true,
      data: { access_levels: 'Reserve' },
    });
    expect(productUpdate(stored, { price: CAP + 1 })).toEqual({
      ok: false,
      problems: [{ field: 'access_levels', message: CAP_MESSAGE }],
    });
    expect(productUpdate(stored, { title: 'ab' })).toMatchObject({
      ok: false,
      problems: [{ field: 'title' }],
    });
    const renamed = productUpdate(stored, { brand: 'Hermès' });
    expect(renamed.ok && renamed.data.brand_slug).toBe('hermes');
  });

  it('the product form says the cap at the access level', () => {
    const values = { ...productToFormValues({ ...draft, price: CAP + 100 }) };
    const result = productFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['access_levels'], message: CAP_MESSAGE }),
    ]);
    expect(productFormSchema.safeParse({ ...values, access_levels: 'Crown' }).success).toBe(true);
  });

  it('the CSV import refuses the row with the column and the same words', () => {
    const csv = parseProductsCsv(
      [
        'title,brand,rank,price,status,description,categories,access_levels',
        `Jodie Mini,Bottega Veneta,A,${(CAP + 100) / 100},Hidden,A small knotted bag in leather.,Bags,Elite`,
      ].join('\n'),
    );
    expect(csv.ok && csv.rows[0]).toEqual(
      expect.objectContaining({ ok: false, reason: `access_levels: ${CAP_MESSAGE}` }),
    );
  });
});
