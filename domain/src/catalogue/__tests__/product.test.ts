import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_KEYWORDS } from '../catalog';
import { MAX_TITLE_LENGTH, type ProductDraft } from '../product-draft';
import { deriveProductFields, keywordTokens, productKeywords } from '../product-keywords';
import {
  CREATE_PRODUCT_MESSAGES,
  PRODUCT_FORM_DEFAULTS,
  createProductDoc,
  productDocSchema,
  productFormSchema,
  productFormToDraft,
  productToFormValues,
  validateProductCreate,
} from '../schemas/product';

const draft: ProductDraft = {
  title: 'Neverfull MM Tote',
  brand: 'Louis Vuitton',
  style: 'Neverfull',
  rank: 'A',
  size: 'MM',
  price: 185_000,
  status: 'Active',
  description: 'Classic monogram canvas tote in excellent condition.',
  photos: ['https://example.com/1.jpg'],
  categories: ['Bags'],
  tags: ['Monogram', 'Everyday'],
  borrow_status: 'Available',
  access_levels: 'Reserve,Elite',
  return_date: null,
};

const now = new Date('2025-05-01T12:00:00Z');

const validForm = {
  ...PRODUCT_FORM_DEFAULTS,
  title: '  Classic Flap  ',
  brand: 'Chanel',
  description: 'Lambskin classic flap bag, gold hardware.',
  categories: ['Bags'],
  price: '4,250.50',
  access_levels: 'Crown',
};

/** A copy of `value` without `keys`, as an older or incomplete document would be. */
function without<T extends object>(value: T, ...keys: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('productDocSchema', () => {
  it('round-trips a document built by createProductDoc', () => {
    const doc = createProductDoc(draft, now);
    expect(productDocSchema.parse(doc)).toEqual(doc);
    expect(doc).toMatchObject({ brand_slug: 'louis-vuitton', date_added: now, created_at: now });
  });

  it('reads missing optional fields of an older document as null and tags as []', () => {
    const rest = without(createProductDoc(draft, now), 'style', 'size', 'return_date', 'tags');
    const parsed = productDocSchema.parse(rest);
    expect(parsed).toMatchObject({
      style: null,
      size: null,
      return_date: null,
      tags: [],
    });
  });

  it('drops the borrower an older document names: product_loans holds who has a bag', () => {
    const older = { ...createProductDoc(draft, now), current_borrower: 'uid-1' };
    const parsed = productDocSchema.parse(older);
    expect(parsed).not.toHaveProperty('current_borrower');
    expect(Object.keys(parsed)).not.toContain('current_borrower');
  });

  it('still reads a stored title longer than the form allows (written before the limit)', () => {
    const older = { ...createProductDoc(draft, now), title: `Long ${'x'.repeat(400)}` };
    expect(productDocSchema.parse(older).title).toBe(older.title);
  });

  it('refuses a document without its dates', () => {
    const rest = without(createProductDoc(draft, now), 'created_at');
    expect(productDocSchema.safeParse(rest).success).toBe(false);
  });
});

describe('productKeywords', () => {
  it('lower-cases, drops accents and single letters, and removes repeats', () => {
    expect(keywordTokens('Hermès Birkin 30 — a Birkin')).toEqual(['hermes', 'birkin', '30']);
  });

  it('takes tokens from title, brand, style, categories and tags in that order', () => {
    expect(productKeywords(draft)).toEqual([
      'neverfull',
      'mm',
      'tote',
      'louis',
      'vuitton',
      'bags',
      'monogram',
      'everyday',
    ]);
  });

  it(`keeps at most ${MAX_PRODUCT_KEYWORDS} keywords`, () => {
    const tags = Array.from({ length: 80 }, (_, i) => `tag${i}`);
    expect(productKeywords({ ...draft, tags })).toHaveLength(MAX_PRODUCT_KEYWORDS);
  });

  it('derives the brand slug with the domain slug rule', () => {
    expect(deriveProductFields({ ...draft, brand: 'Hermès' }).brand_slug).toBe('hermes');
  });
});

describe('productFormSchema', () => {
  it('trims text, reads dollars and applies the defaults', () => {
    const values = productFormSchema.parse({
      title: ' Classic Flap ',
      brand: 'Chanel',
      rank: 'A',
      price: '1,250.50',
      description: 'Lambskin classic flap bag, gold hardware.',
      categories: ['Bags', 'Bags'],
    });
    expect(values).toMatchObject({
      title: 'Classic Flap',
      price: 1250.5,
      status: 'Hidden',
      borrow_status: 'Available',
      access_levels: 'Any',
      categories: ['Bags'],
      tags: [],
      photos: [],
      style: null,
      return_date: null,
    });
  });

  it('starts the form at rank A, no price, Hidden, Available and Reserve', () => {
    expect(PRODUCT_FORM_DEFAULTS).toMatchObject({
      rank: 'A',
      price: '',
      status: 'Hidden',
      borrow_status: 'Available',
      access_levels: 'Reserve',
    });
  });

  it.each([
    ['title', 'ab', 'Product title must be at least 3 characters'],
    ['title', '  ab  ', 'Product title must be at least 3 characters'],
    ['title', `Walkops Long ${'x'.repeat(400)}`, 'Product title must be at most 200 characters'],
    ['brand', '  ', 'Please select a brand'],
    ['rank', '', 'Please select a rank'],
    ['price', -1, 'Price must be more than $0'],
    ['price', '-0.50', 'Price must be more than $0'],
    ['price', 0, 'Price must be more than $0'],
    ['price', '$0.00', 'Price must be more than $0'],
    ['price', 'abc', 'Price must be a number'],
    ['price', ' ', 'Price is required'],
    ['price', '12.345', 'Price must have at most 2 decimal places'],
    ['price', 4250.505, 'Price must have at most 2 decimal places'],
    ['price', '$99,999,999,999', 'Price must be at most $100,000'],
    ['price', 100_000.01, 'Price must be at most $100,000'],
    ['description', 'too short', 'Description must be at least 10 characters'],
    ['categories', [], 'At least one category is required'],
    ['return_date', '2025-02-30', 'Please enter a valid return date'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    const result = productFormSchema.safeParse({ ...validForm, [field]: value });
    expect(messagesOf(result)).toContain(message);
  });

  it('accepts a title of exactly MAX_TITLE_LENGTH characters, trimmed, and refuses one more', () => {
    const title = `Hermès Birkin ${'x'.repeat(MAX_TITLE_LENGTH - 14)}`;
    expect(productFormSchema.safeParse({ ...validForm, title: `  ${title}  ` }).success).toBe(true);
    expect(messagesOf(productFormSchema.safeParse({ ...validForm, title: `${title}x` }))).toEqual([
      `Product title must be at most ${MAX_TITLE_LENGTH} characters`,
    ]);
  });

  it('refuses a bag over $2,000 open to Elite, at the access level, and accepts it for Crown only', () => {
    const message =
      'Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or check its price.';
    for (const access_levels of ['Any', 'Reserve', 'Elite', 'Reserve,Elite', 'Elite,Crown']) {
      const result = productFormSchema.safeParse({
        ...validForm,
        price: '2,000.01',
        access_levels,
      });
      expect(result.success, access_levels).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['access_levels'], message }),
      ]);
    }
    expect(productFormSchema.safeParse({ ...validForm, price: '2,000.01' }).success).toBe(true);
    expect(
      productFormSchema.safeParse({ ...validForm, price: '2,000', access_levels: 'Elite' }).success,
    ).toBe(true);
  });

  it('accepts a price from one cent to $100,000, exactly as typed', () => {
    expect(productFormSchema.parse({ ...validForm, price: '0.01' }).price).toBe(0.01);
    expect(productFormSchema.parse({ ...validForm, price: '$100,000.00' }).price).toBe(100_000);
    expect(productFormSchema.parse({ ...validForm, price: '12.30' }).price).toBe(12.3);
  });

  it('drops blank and repeated tags and turns a blank return date into null', () => {
    const values = productFormSchema.parse({
      ...validForm,
      tags: [' vintage ', '', 'vintage', 'gold'],
      return_date: '',
    });
    expect(values.tags).toEqual(['vintage', 'gold']);
    expect(values.return_date).toBeNull();
  });
});

describe('productFormToDraft', () => {
  it('turns dollars into whole cents and the return date into a Date', () => {
    const values = productFormSchema.parse({
      ...validForm,
      price: 19.99,
      borrow_status: 'Borrowed',
      return_date: '2025-06-15',
    });
    const result = productFormToDraft(values);
    expect(result.price).toBe(1999);
    expect(result).not.toHaveProperty('current_borrower');
    expect(result.return_date).toEqual(new Date(2025, 5, 15));
  });

  it('round-trips through productToFormValues', () => {
    const withReturn = { ...draft, return_date: new Date(2025, 0, 31) };
    const back = productFormToDraft(productFormSchema.parse(productToFormValues(withReturn)));
    expect(back).toEqual(withReturn);
  });
});

describe('validateProductCreate', () => {
  const ok = {
    signedIn: true,
    photoCount: 1,
    title: 'Classic Flap',
    brand: 'Chanel',
    description: 'Lambskin classic flap bag.',
    categories: ['Bags'],
  };

  it('passes a complete product', () => {
    expect(validateProductCreate(ok)).toBeNull();
  });

  it('reports the first failing check, in the spec order', () => {
    const [notSignedIn, noPhoto, missing, noCategory] = CREATE_PRODUCT_MESSAGES;
    const nothing = {
      signedIn: false,
      photoCount: 0,
      title: '',
      brand: '',
      description: '',
      categories: [],
    };
    expect(validateProductCreate(nothing)).toBe(notSignedIn);
    expect(validateProductCreate({ ...nothing, signedIn: true })).toBe(noPhoto);
    expect(validateProductCreate({ ...nothing, signedIn: true, photoCount: 2 })).toBe(missing);
    expect(validateProductCreate({ ...ok, description: '   ' })).toBe(missing);
    expect(validateProductCreate({ ...ok, categories: [] })).toBe(noCategory);
  });

  it('needs no photo where photos cannot be uploaded (the rules allow a Hidden product without)', () => {
    const noPhoto = { ...ok, photoCount: 0 };
    expect(validateProductCreate({ ...noPhoto, photosRequired: false })).toBeNull();
    expect(validateProductCreate({ ...noPhoto, photosRequired: true })).toBe(
      CREATE_PRODUCT_MESSAGES[1],
    );
  });

  it('uses the spec wording', () => {
    expect(CREATE_PRODUCT_MESSAGES).toEqual([
      'You must be logged in to create products',
      'Please upload at least one photo',
      'Please fill in all required fields',
      'Please select at least one category',
    ]);
  });
});
