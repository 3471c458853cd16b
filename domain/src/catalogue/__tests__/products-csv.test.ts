import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, CATEGORIES, PRODUCT_STATUSES, RANKS } from '../catalog';
import { fitsValueCap } from '../access';
import type { ProductDraft } from '../product-draft';
import { ADMIN_BORROW_STATUSES, BORROW_NEEDS_ORDER } from '../product-loan';
import {
  planProductImport,
  productIdentityKey,
  productImportCounts,
  productImportRowText,
} from '../product-import';
import {
  PRODUCT_CSV_COLUMNS,
  parseProductsCsv as parseRows,
  UNCLOSED_QUOTE,
  EXAMPLE_MARKER,
  EXAMPLE_ROW,
  type ProductCsvRow,
} from '../products-csv';
import { PRODUCT_CSV_TEMPLATE_FILENAME, productCsvTemplate } from '../products-csv-template';

const HEADER = PRODUCT_CSV_COLUMNS.join(',');

/** A valid data row; `overrides` replace cells by column name. */
function row(overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    title: 'Hermès Birkin 30',
    brand: 'Hermès',
    style: 'Birkin',
    rank: 'AB',
    price: '1850',
    status: 'Hidden',
    description: 'Togo leather in Etoupe with palladium hardware.',
    photos: '"https://cdn.example.com/birkin-1.jpg, https://cdn.example.com/birkin-2.jpg"',
    categories: '"Bags"',
    tags: '"togo, neutral"',
    borrow_status: 'Maintenance',
    access_levels: 'Crown',
    ...overrides,
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]).join(',');
}

function csv(...lines: string[]): string {
  return [HEADER, ...lines].join('\n');
}

/**
 * The parse as drafts and `Row N: reason` messages (a file-level error as the only
 * message), which is how most of these behaviours read best.
 */
function parseProductsCsv(text: string): { products: ProductDraft[]; errors: string[] } {
  const result = parseRows(text);
  if (!result.ok) return { products: [], errors: [result.error] };
  const products: ProductDraft[] = [];
  const errors: string[] = [];
  for (const row of result.rows) {
    if (row.ok) products.push(row.draft);
    else errors.push(`Row ${row.line}: ${row.reason}`);
  }
  return { products, errors };
}

describe('productCsvTemplate', () => {
  it('is named product-template.csv', () => {
    expect(PRODUCT_CSV_TEMPLATE_FILENAME).toBe('product-template.csv');
  });

  it('starts with the twelve import columns', () => {
    const [headerLine] = productCsvTemplate().split('\r\n');
    expect(headerLine?.replaceAll('"', '')).toBe(HEADER);
  });

  it('quotes its list cells', () => {
    const template = productCsvTemplate();
    expect(template).toContain('"Bags, Sale"');
    expect(template).toContain('"monogram, tote, everyday"');
    expect(template).toContain('"https://example.com/images/lv-neverfull-mm-front.jpg"');
  });

  it('imported as downloaded, creates nothing: each example row is refused as one', () => {
    const { products, errors } = parseProductsCsv(productCsvTemplate());
    expect(products).toEqual([]);
    expect(errors).toEqual([`Row 2: ${EXAMPLE_ROW}`, `Row 3: ${EXAMPLE_ROW}`]);
  });

  it('filled in from its examples (marker removed), reads as Hidden drafts', () => {
    const filled = productCsvTemplate().replaceAll(EXAMPLE_MARKER, '');
    const { products, errors } = parseProductsCsv(filled);
    expect(errors).toEqual([]);
    expect(products.map((p) => [p.brand, p.title, p.price, p.status])).toEqual([
      ['Chanel', 'Chanel Classic Medium Double Flap Bag', 895_000, 'Hidden'],
      ['Louis Vuitton', 'Louis Vuitton Neverfull MM', 185_000, 'Hidden'],
    ]);
    expect(products[1]?.categories).toEqual(['Bags', 'Sale']);
    expect(products[1]?.access_levels).toBe('Reserve,Elite');
  });

  it('refuses any row titled as an example, whatever its case', () => {
    const { errors } = parseProductsCsv(csv(row({ title: 'example: Kelly 28' })));
    expect(errors).toEqual([`Row 2: ${EXAMPLE_ROW}`]);
  });
});

describe('parseProductsCsv', () => {
  it('reads a valid row into a draft with the price in cents', () => {
    const { products, errors } = parseProductsCsv(csv(row()));
    expect(errors).toEqual([]);
    expect(products).toEqual<ProductDraft[]>([
      {
        title: 'Hermès Birkin 30',
        brand: 'Hermès',
        style: 'Birkin',
        rank: 'AB',
        size: null,
        price: 185_000,
        status: 'Hidden',
        description: 'Togo leather in Etoupe with palladium hardware.',
        photos: ['https://cdn.example.com/birkin-1.jpg', 'https://cdn.example.com/birkin-2.jpg'],
        categories: ['Bags'],
        tags: ['togo', 'neutral'],
        borrow_status: 'Maintenance',
        access_levels: 'Crown',
        return_date: null,
      },
    ]);
  });

  it('matches header names trimmed and case-insensitively, in any order', () => {
    const text = [
      ' Brand , TITLE,Description,Categories,Price',
      'Gucci,Gucci Jackie 1961,Small hobo in black leather,Bags,1950',
    ].join('\n');
    const { products, errors } = parseProductsCsv(text);
    expect(errors).toEqual([]);
    expect(products[0]).toMatchObject({
      title: 'Gucci Jackie 1961',
      brand: 'Gucci',
      price: 195_000,
    });
  });

  it('refuses a file whose header lacks a title or brand column with a single error', () => {
    const text = ['name,maker,price', 'Jackie,Gucci,2400', 'Baguette,Fendi,3100'].join('\n');
    expect(parseProductsCsv(text)).toEqual({
      products: [],
      errors: ['CSV header must include title and brand columns'],
    });
  });

  it('reports an empty file', () => {
    expect(parseProductsCsv('')).toEqual({ products: [], errors: ['The CSV file is empty'] });
  });

  it('keeps commas inside quoted cells', () => {
    const { products } = parseProductsCsv(
      csv(row({ description: '"Caviar leather, gold hardware, with dust bag"' })),
    );
    expect(products[0]?.description).toBe('Caviar leather, gold hardware, with dust bag');
  });

  it('splits list cells on commas, trimming items and dropping blanks and duplicates', () => {
    const { products } = parseProductsCsv(
      csv(row({ tags: '" vintage ,, monogram, vintage , "', categories: '"bags, Sale, BAGS"' })),
    );
    expect(products[0]?.tags).toEqual(['vintage', 'monogram']);
    expect(products[0]?.categories).toEqual(['Bags', 'Sale']);
  });

  it('skips blank lines but refuses a row whose cells do not match the header', () => {
    const text = csv(
      row({ title: 'First bag' }),
      '',
      'Too,few,cells',
      '   ',
      ',,,',
      row({ title: 'Second bag' }),
      `${row({ title: 'Third bag' })},extra`,
      `${row({ title: 'Fourth bag' })},, `,
    );
    const { products, errors } = parseProductsCsv(text);
    expect(errors).toEqual([
      'Row 4: The row has 3 cells but the header has 12 columns (put lists in one quoted cell)',
      'Row 8: The row has 13 cells but the header has 12 columns (put lists in one quoted cell)',
    ]);
    expect(products.map((p) => p.title)).toEqual(['First bag', 'Second bag', 'Fourth bag']);
  });

  it('refuses a file with a header and no data row', () => {
    expect(parseRows(`${HEADER}\n\n`)).toEqual({
      ok: false,
      error: 'The CSV file has no product rows under its header',
    });
  });

  it.each([
    ['1850', 185_000],
    ['19.99', 1_999],
    ['$1,234.50', 123_450],
    ['12.30', 1_230],
    ['$100,000', 10_000_000],
  ])('reads the price %j as %i cents', (price, cents) => {
    const { products } = parseProductsCsv(csv(row({ price: `"${price}"` })));
    expect(products[0]?.price).toBe(cents);
  });

  it.each([
    ['abc', 'price: Price must be a number ("abc")'],
    ['call us', 'price: Price must be a number ("call us")'],
    ['12,50,00', 'price: Price must be a number ("12,50,00")'],
    ['$', 'price: Price must be a number ("$")'],
    ['12.345', 'price: Price must have at most 2 decimal places ("12.345")'],
    ['1.005', 'price: Price must have at most 2 decimal places ("1.005")'],
    ['0', 'price: Price must be more than $0 ("0")'],
    ['-250', 'price: Price must be more than $0 ("-250")'],
    ['$99,999,999,999', 'price: Price must be at most $100,000 ("$99,999,999,999")'],
    ['100000.01', 'price: Price must be at most $100,000 ("100000.01")'],
    ['', 'price: Price is required'],
  ])(
    'refuses a row whose price %j is not a price, never rounding or defaulting it',
    (price, reason) => {
      const { products, errors } = parseProductsCsv(csv(row({ price: `"${price}"` })));
      expect(products).toEqual([]);
      expect(errors).toEqual([`Row 2: ${reason}`]);
    },
  );

  it('matches status, rank and borrow status case-insensitively', () => {
    const { products } = parseProductsCsv(
      csv(row({ status: 'sold', rank: 'sa', borrow_status: 'MAINTENANCE' })),
    );
    expect(products[0]).toMatchObject({ status: 'Sold', rank: 'SA', borrow_status: 'Maintenance' });
  });

  it('defaults status to Active, rank to A and borrow status to Available when empty', () => {
    const { products } = parseProductsCsv(csv(row({ status: '', rank: '', borrow_status: '' })));
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ status: 'Active', rank: 'A', borrow_status: 'Available' });
  });

  // A new bag has no order: Borrowed or Swapping with no borrower would be a loan to nobody
  // (the form and firestore.rules refuse it too).
  it.each(['Borrowed', 'swapping', 'Swapping'])(
    'refuses a row with borrow status %s, which only a member\u2019s order sets',
    (status) => {
      const { products, errors } = parseProductsCsv(
        csv(row({ borrow_status: status }), row({ title: 'Kelly 28', status: 'Sold' })),
      );
      expect(errors).toEqual([`Row 2: borrow_status: "${status}": ${BORROW_NEEDS_ORDER}`]);
      expect(products.map((p) => p.title)).toEqual(['Kelly 28']);
    },
  );

  it('refuses a Sold row that is Swapping', () => {
    const { products, errors } = parseProductsCsv(
      csv(row({ status: 'Sold', borrow_status: 'Swapping' })),
    );
    expect(products).toEqual([]);
    expect(errors).toEqual([`Row 2: borrow_status: "Swapping": ${BORROW_NEEDS_ORDER}`]);
  });

  it('reports a quote that does not close on its own line, never as a silently swallowed row', () => {
    const text = csv(
      row({ title: 'Kelly 28' }),
      row({ title: '"Birkin 30 with an open quote' }),
      row({ title: 'Constance 24' }),
    );
    const result = parseRows(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Papaparse reads the open quote to the next quoted cell's end; the row says so.
    expect(result.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ]);
    const refused = result.rows[1]!;
    expect(refused).toMatchObject({ reason: UNCLOSED_QUOTE });
    expect(refused.title).toMatch(/^Birkin 30 with an open quote/);
    expect(refused.title.length).toBeLessThanOrEqual(60);
  });

  it('reports an unclosed quote that swallows the next row on the line where it opens', () => {
    const lines = [row({ tags: '"togo, neutral' }), row({ title: 'Constance 24' })];
    const { products, errors } = parseProductsCsv(csv(...lines));
    expect(products).toEqual([]);
    expect(errors).toEqual([`Row 2: ${UNCLOSED_QUOTE}`]);
  });

  it('refuses a title over 200 characters, as the product form does', () => {
    const title = `Walkops Long ${'x'.repeat(400)}`;
    const { products, errors } = parseProductsCsv(csv(row({ title }), row()));
    expect(products.map((product) => product.title)).toEqual(['Hermès Birkin 30']);
    expect(errors).toEqual(['Row 2: title: Product title must be at most 200 characters']);
  });

  it('refuses unknown status, rank and borrow status values, naming each column', () => {
    const { products, errors } = parseProductsCsv(
      csv(row({ status: 'Archived', rank: 'Mint', borrow_status: 'Reserved' })),
    );
    expect(products).toEqual([]);
    expect(errors).toEqual([
      'Row 2: rank: "Mint" is not one of SA, A, AB, B, BC; status: "Archived" is not one of Active, Hidden, Sold; borrow_status: "Reserved" is not one of Available, Maintenance',
    ]);
  });

  it.each([
    ['crown', 'Crown'],
    ['Any', 'Any'],
    ['"Reserve,Elite"', 'Reserve,Elite'],
    ['Reserve & Elite', 'Reserve,Elite'],
    ['"elite, crown"', 'Elite,Crown'],
    ['', 'Reserve'],
  ])('reads the access level %j as %j', (cell, level) => {
    const { products } = parseProductsCsv(csv(row({ access_levels: cell })));
    expect(products[0]?.access_levels).toBe(level);
  });

  it.each(['Platinum', '"Reserve, Platinum"', 'VIP'])(
    'refuses the access level %j instead of reading it as Reserve',
    (cell) => {
      const { products, errors } = parseProductsCsv(csv(row({ access_levels: cell })));
      expect(products).toEqual([]);
      expect(errors).toEqual([
        `Row 2: access_levels: "${cell.replaceAll('"', '')}" is not an access level (Reserve, Elite, Crown, a combination such as "Reserve,Elite", or Any)`,
      ]);
    },
  );

  it('reads a row without photos as Hidden and says so, whatever status it asked for', () => {
    const result = parseRows(
      csv(
        row({ title: 'Active bag', photos: '', status: 'Active' }),
        row({ title: 'Default bag', photos: '""', status: '' }),
        row({ title: 'Sold bag', photos: '', status: 'Sold' }),
        row({ title: 'Photographed bag', status: 'Active' }),
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.rows.map((r) => (r.ok ? [r.title, r.draft.status, r.hiddenForNoPhotos] : r.reason)),
    ).toEqual([
      ['Active bag', 'Hidden', true],
      ['Default bag', 'Hidden', true],
      ['Sold bag', 'Sold', false],
      ['Photographed bag', 'Active', false],
    ]);
  });

  it('accepts photo web addresses and site paths, and refuses anything else', () => {
    const { products, errors } = parseProductsCsv(
      csv(
        row({ photos: '"https://cdn.example.com/a.jpg, /seed-photos/b.svg"' }),
        row({ photos: '"front.jpg, https://cdn.example.com/a.jpg"' }),
        row({ photos: '"javascript:alert(1)"' }),
      ),
    );
    expect(products.map((p) => p.photos)).toEqual([
      ['https://cdn.example.com/a.jpg', '/seed-photos/b.svg'],
    ]);
    expect(errors).toEqual([
      'Row 3: photos: "front.jpg" is not a web address (https://…)',
      'Row 4: photos: "javascript:alert(1)" is not a web address (https://…)',
    ]);
  });

  it('stores an empty style as null and reads size when the file has a size column', () => {
    const text = [
      'title,brand,style,size,price,description,categories',
      'Dior Saddle Bag,Dior,,Medium,1950,Oblique jacquard canvas saddle,Bags',
    ].join('\n');
    const { products } = parseProductsCsv(text);
    expect(products[0]).toMatchObject({ style: null, size: 'Medium' });
  });

  it('trims every text cell', () => {
    const { products } = parseProductsCsv(
      csv(row({ title: '  Prada Re-Edition 2005  ', brand: ' Prada ' })),
    );
    expect(products[0]).toMatchObject({ title: 'Prada Re-Edition 2005', brand: 'Prada' });
  });

  it('reports a row without title or brand by its file line, data starting at line 2', () => {
    const { products, errors } = parseProductsCsv(
      csv(row(), row({ brand: '' }), row({ title: '   ' })),
    );
    expect(products).toHaveLength(1);
    expect(errors).toEqual(['Row 3: Missing title or brand', 'Row 4: Missing title or brand']);
  });

  it('counts physical lines when a quoted cell spans several lines', () => {
    const multiLine = row({ description: '"Line one of the description\nline two\nline three"' });
    const { products, errors } = parseProductsCsv(csv(multiLine, row({ brand: '' })));
    expect(products[0]?.description).toBe('Line one of the description\nline two\nline three');
    expect(errors).toEqual(['Row 5: Missing title or brand']);
  });

  it('counts lines the same in a CRLF file with blank lines', () => {
    const text = [HEADER, row(), '', row({ title: '' })].join('\r\n');
    expect(parseProductsCsv(text).errors).toEqual(['Row 4: Missing title or brand']);
  });

  it('ignores a byte-order mark before the header', () => {
    expect(parseProductsCsv(`\uFEFF${csv(row())}`).products).toHaveLength(1);
  });

  it('maps categories case-insensitively and refuses a row with an unknown category', () => {
    const { products, errors } = parseProductsCsv(
      csv(row({ categories: '"jewelry, sale"' }), row({ categories: '"Bags, Shoes"' })),
    );
    expect(products.map((p) => p.categories)).toEqual([['Jewelry', 'Sale']]);
    expect(errors).toEqual([
      'Row 3: categories: "Shoes" is not a category (Bags, Accessories, Wallets, Apparel, Jewelry, Preorder, Sale)',
    ]);
  });

  it('refuses a row that opens a bag over $2,000 to Elite, and keeps the rest of the file', () => {
    const { products, errors } = parseProductsCsv(
      csv(
        row({ title: 'Fendi Baguette Medium', price: '3490', access_levels: 'Elite' }),
        row({ title: 'Dior Book Tote', price: '3650', access_levels: 'Crown' }),
        row({ title: 'Prada Re-Edition 2005', price: '2000', access_levels: '"Reserve, Elite"' }),
        row({ title: 'Prada Galleria', price: '2000.01', access_levels: 'Any' }),
      ),
    );
    expect(products.map((p) => p.title)).toEqual(['Dior Book Tote', 'Prada Re-Edition 2005']);
    const message =
      'access_levels: Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or check its price.';
    expect(errors).toEqual([`Row 2: ${message}`, `Row 5: ${message}`]);
  });

  it('refuses a row with no category', () => {
    expect(parseProductsCsv(csv(row({ categories: '' }))).errors).toEqual([
      'Row 2: categories: At least one category is required',
    ]);
  });

  it.each([
    [{ title: 'LV' }, 'title: Product title must be at least 3 characters'],
    [{ description: 'Nice bag' }, 'description: Description must be at least 10 characters'],
    [
      { photos: `"${[1, 2, 3, 4, 5, 6].map((n) => `/p/${n}.jpg`).join(', ')}"` },
      'photos: You can only upload a maximum of 5 images',
    ],
  ])('refuses a row failing the product schema (%j)', (overrides, message) => {
    const { products, errors } = parseProductsCsv(csv(row(overrides)));
    expect(products).toEqual([]);
    expect(errors).toEqual([`Row 2: ${message}`]);
  });

  it('gives one error per refused row, joining its problems', () => {
    const { errors } = parseProductsCsv(csv(row({ title: 'LV', categories: '"Shoes, Hats"' })));
    expect(errors).toEqual([
      'Row 2: categories: "Shoes" is not a category (Bags, Accessories, Wallets, Apparel, Jewelry, Preorder, Sale); categories: "Hats" is not a category (Bags, Accessories, Wallets, Apparel, Jewelry, Preorder, Sale); title: Product title must be at least 3 characters',
    ]);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = parseProductsCsv(text);
        expect(Array.isArray(result.products)).toBe(true);
        expect(Array.isArray(result.errors)).toBe(true);
      }),
    );
  }, 60_000);

  it('never throws on files with a valid header and arbitrary cells', () => {
    const cellText = fc.string({ unit: 'binary', maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 12, maxLength: 12 })), (rows) => {
        const result = parseRows(Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data: rows }));
        if (!result.ok) {
          expect(result.error).toBe('The CSV file has no product rows under its header');
          return;
        }
        for (const parsed of result.rows) {
          expect(parsed.line).toBeGreaterThanOrEqual(2);
          if (!parsed.ok) expect(parsed.reason).not.toBe('');
        }
      }),
    );
  });

  it('parses serialised valid drafts back to the same drafts', () => {
    const text = (minLength: number) =>
      fc
        .string({ minLength, maxLength: 40 })
        .map((s) => s.trim())
        .filter((s) => s.length >= minLength);
    const listItem = text(1).filter((s) => !s.includes(','));
    const photo = fc.webUrl().filter((url) => !url.includes(','));
    const anyDraft: fc.Arbitrary<ProductDraft> = fc.record({
      title: text(3),
      brand: text(1),
      style: fc.option(text(1), { nil: null }),
      rank: fc.constantFrom(...RANKS),
      size: fc.constant(null),
      price: fc.integer({ min: 1, max: 10_000_000 }),
      status: fc.constantFrom(...PRODUCT_STATUSES),
      description: text(10),
      photos: fc.uniqueArray(photo, { minLength: 1, maxLength: 5 }),
      categories: fc.shuffledSubarray([...CATEGORIES], { minLength: 1 }),
      tags: fc.uniqueArray(listItem, { maxLength: 6 }),
      borrow_status: fc.constantFrom(...ADMIN_BORROW_STATUSES),
      access_levels: fc.constantFrom(...ACCESS_LEVELS),
      return_date: fc.constant(null),
    });
    // Valid drafts keep the Elite cap (a bag over $2,000 is Crown only).
    const draft = anyDraft.map((d) =>
      fitsValueCap(d) ? d : { ...d, access_levels: 'Crown' as const },
    );

    fc.assert(
      fc.property(fc.array(draft, { minLength: 1, maxLength: 5 }), (drafts) => {
        const data = drafts.map((d) => ({
          ...d,
          style: d.style ?? '',
          price: (d.price / 100).toFixed(2),
          photos: d.photos.join(', '),
          categories: d.categories.join(','),
          tags: d.tags.join(' , '),
        }));
        const serialised = Papa.unparse(data, { columns: [...PRODUCT_CSV_COLUMNS] });
        expect(parseProductsCsv(serialised)).toEqual({ products: drafts, errors: [] });
      }),
    );
  });
});

describe('productIdentityKey', () => {
  it('ignores case, accents, punctuation and spacing in title and brand', () => {
    expect(productIdentityKey({ title: '  Birkin  30 (Togo) ', brand: 'HERMES' })).toBe(
      productIdentityKey({ title: 'birkin 30 togo', brand: 'Hermès' }),
    );
    expect(productIdentityKey({ title: 'Birkin 30', brand: 'Hermès' })).not.toBe(
      productIdentityKey({ title: 'Birkin 35', brand: 'Hermès' }),
    );
    expect(productIdentityKey({ title: 'Jackie', brand: 'Gucci' })).not.toBe(
      productIdentityKey({ title: 'Jackie', brand: 'Dior' }),
    );
  });
});

describe('planProductImport', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  function rowsOf(text: string): ProductCsvRow[] {
    const result = parseRows(text);
    if (!result.ok) throw new Error(result.error);
    return result.rows;
  }

  it('gives every row its fate: imported, imported as Hidden, duplicate or error', () => {
    const rows = rowsOf(
      csv(
        row({ title: 'Kelly 28' }),
        row({ title: 'Kelly 32', photos: '' }),
        row({ title: 'Birkin 30', brand: 'Hermes' }),
        row({ title: 'KELLY 28' }),
        row({ title: 'Constance', price: 'abc' }),
      ),
    );
    const catalogue = new Set([productIdentityKey({ title: 'Birkin 30', brand: 'Hermès' })]);
    const plan = planProductImport(rows, catalogue, now);

    expect(plan.docs.map((doc) => [doc.title, doc.status, doc.created_at])).toEqual([
      ['Kelly 28', 'Hidden', now],
      ['Kelly 32', 'Hidden', now],
    ]);
    expect(plan.rows).toEqual([
      { line: 2, title: 'Kelly 28', brand: 'Hermès', outcome: 'imported', reason: null },
      {
        line: 3,
        title: 'Kelly 32',
        brand: 'Hermès',
        outcome: 'imported_hidden',
        reason: 'No photos: imported as Hidden',
      },
      {
        line: 4,
        title: 'Birkin 30',
        brand: 'Hermes',
        outcome: 'duplicate',
        reason: '"Birkin 30" by Hermes is already in the catalogue',
      },
      {
        line: 5,
        title: 'KELLY 28',
        brand: 'Hermès',
        outcome: 'duplicate',
        reason: 'Repeats row 2 of this file',
      },
      {
        line: 6,
        title: 'Constance',
        brand: 'Hermès',
        outcome: 'error',
        reason: 'price: Price must be a number ("abc")',
      },
    ]);
    expect(productImportCounts(plan.rows)).toEqual({
      imported: 1,
      imported_hidden: 1,
      duplicate: 2,
      error: 1,
    });
    expect(plan.rows.map(productImportRowText)).toEqual([
      'Row 2: Imported',
      'Row 3: Imported as Hidden (no photos)',
      'Row 4: Duplicate, not imported: "Birkin 30" by Hermes is already in the catalogue',
      'Row 5: Duplicate, not imported: Repeats row 2 of this file',
      'Row 6: price: Price must be a number ("abc")',
    ]);
  });

  it('imports nothing from the filled-in template when its products are already in the catalogue', () => {
    const rows = rowsOf(productCsvTemplate().replaceAll(EXAMPLE_MARKER, ''));
    const once = planProductImport(rows, new Set(), now);
    expect(once.rows.map((r) => r.outcome)).toEqual(['imported', 'imported']);
    const catalogue = new Set(once.docs.map(productIdentityKey));
    const again = planProductImport(rows, catalogue, now);
    expect(again.docs).toEqual([]);
    expect(again.rows.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
  });
});
