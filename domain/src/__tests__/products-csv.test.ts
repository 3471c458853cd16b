import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, BORROW_STATUSES, CATEGORIES, PRODUCT_STATUSES, RANKS } from '../catalog';
import type { ProductDraft } from '../product-draft';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_TEMPLATE_FILENAME,
  parseProductsCsv,
  productCsvTemplate,
} from '../products-csv';

const HEADER = PRODUCT_CSV_COLUMNS.join(',');

/** A valid data row; `overrides` replace cells by column name. */
function row(overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    title: 'Hermès Birkin 30',
    brand: 'Hermès',
    style: 'Birkin',
    rank: 'AB',
    price: '12500',
    status: 'Hidden',
    description: 'Togo leather in Etoupe with palladium hardware.',
    photos: '"https://cdn.example.com/birkin-1.jpg, https://cdn.example.com/birkin-2.jpg"',
    categories: '"Bags"',
    tags: '"togo, neutral"',
    borrow_status: 'Borrowed',
    access_levels: 'Crown',
    ...overrides,
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]).join(',');
}

function csv(...lines: string[]): string {
  return [HEADER, ...lines].join('\n');
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

  it('parses back into two products with no errors', () => {
    const { products, errors } = parseProductsCsv(productCsvTemplate());
    expect(errors).toEqual([]);
    expect(products.map((p) => [p.brand, p.title, p.price])).toEqual([
      ['Chanel', 'Chanel Classic Medium Double Flap Bag', 895_000],
      ['Louis Vuitton', 'Louis Vuitton Neverfull MM', 185_000],
    ]);
    expect(products[1]?.categories).toEqual(['Bags', 'Sale']);
    expect(products[1]?.access_levels).toBe('Reserve,Elite');
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
        price: 1_250_000,
        status: 'Hidden',
        description: 'Togo leather in Etoupe with palladium hardware.',
        photos: ['https://cdn.example.com/birkin-1.jpg', 'https://cdn.example.com/birkin-2.jpg'],
        categories: ['Bags'],
        tags: ['togo', 'neutral'],
        borrow_status: 'Borrowed',
        access_levels: 'Crown',
        current_borrower: null,
        return_date: null,
      },
    ]);
  });

  it('matches header names trimmed and case-insensitively, in any order', () => {
    const text = [
      ' Brand , TITLE,Description,Categories,Price',
      'Gucci,Gucci Jackie 1961,Small hobo in black leather,Bags,2400',
    ].join('\n');
    const { products, errors } = parseProductsCsv(text);
    expect(errors).toEqual([]);
    expect(products[0]).toMatchObject({
      title: 'Gucci Jackie 1961',
      brand: 'Gucci',
      price: 240_000,
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

  it('skips rows with the wrong number of cells and blank lines silently', () => {
    const text = csv(
      row({ title: 'First bag' }),
      '',
      'Too,few,cells',
      '   ',
      row({ title: 'Second bag' }),
    );
    const { products, errors } = parseProductsCsv(text);
    expect(errors).toEqual([]);
    expect(products.map((p) => p.title)).toEqual(['First bag', 'Second bag']);
  });

  it.each([
    ['1850', 185_000],
    ['19.99', 1_999],
    ['$1,234.50', 123_450],
    ['1.005', 101],
    ['', 0],
    ['call us', 0],
  ])('reads the price %j as %i cents', (price, cents) => {
    const { products } = parseProductsCsv(csv(row({ price: `"${price}"` })));
    expect(products[0]?.price).toBe(cents);
  });

  it('matches status, rank and borrow status case-insensitively', () => {
    const { products } = parseProductsCsv(
      csv(row({ status: 'sold', rank: 'sa', borrow_status: 'MAINTENANCE' })),
    );
    expect(products[0]).toMatchObject({ status: 'Sold', rank: 'SA', borrow_status: 'Maintenance' });
  });

  it('defaults status to Active, rank to A and borrow status to Available when empty or unknown', () => {
    const { products } = parseProductsCsv(
      csv(
        row({ status: '', rank: '', borrow_status: '' }),
        row({ status: 'Archived', rank: 'Mint', borrow_status: 'Reserved' }),
      ),
    );
    for (const product of products) {
      expect(product).toMatchObject({ status: 'Active', rank: 'A', borrow_status: 'Available' });
    }
    expect(products).toHaveLength(2);
  });

  it.each([
    ['crown', 'Crown'],
    ['Any', 'Any'],
    ['"Reserve,Elite"', 'Reserve,Elite'],
    ['Reserve & Elite', 'Reserve,Elite'],
    ['"elite, crown"', 'Elite,Crown'],
    ['Platinum', 'Reserve'],
    ['', 'Reserve'],
  ])('reads the access level %j as %j', (cell, level) => {
    const { products } = parseProductsCsv(csv(row({ access_levels: cell })));
    expect(products[0]?.access_levels).toBe(level);
  });

  it('stores an empty style as null and reads size when the file has a size column', () => {
    const text = [
      'title,brand,style,size,description,categories',
      'Dior Saddle Bag,Dior,,Medium,Oblique jacquard canvas saddle,Bags',
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
    expect(errors).toEqual(['Row 3: Unknown category "Shoes"']);
  });

  it('refuses a row with no category', () => {
    expect(parseProductsCsv(csv(row({ categories: '' }))).errors).toEqual([
      'Row 2: At least one category is required',
    ]);
  });

  it.each([
    [{ title: 'LV' }, 'Product title must be at least 3 characters'],
    [{ description: 'Nice bag' }, 'Description must be at least 10 characters'],
    [{ price: '-250' }, 'Price cannot be negative'],
    [
      { photos: '"a.jpg, b.jpg, c.jpg, d.jpg, e.jpg, f.jpg"' },
      'You can only upload a maximum of 5 images',
    ],
  ])('refuses a row failing the product schema (%j)', (overrides, message) => {
    const { products, errors } = parseProductsCsv(csv(row(overrides)));
    expect(products).toEqual([]);
    expect(errors).toEqual([`Row 2: ${message}`]);
  });

  it('gives one error per refused row, joining its problems', () => {
    const { errors } = parseProductsCsv(csv(row({ title: 'LV', categories: '"Shoes, Hats"' })));
    expect(errors).toEqual([
      'Row 2: Unknown category "Shoes"; Unknown category "Hats"; Product title must be at least 3 characters; At least one category is required',
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
  });

  it('never throws on files with a valid header and arbitrary cells', () => {
    const cellText = fc.string({ unit: 'binary', maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 12, maxLength: 12 })), (rows) => {
        const result = parseProductsCsv(
          Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data: rows }),
        );
        for (const error of result.errors) expect(error).toMatch(/^Row \d+: /);
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
    const draft: fc.Arbitrary<ProductDraft> = fc.record({
      title: text(3),
      brand: text(1),
      style: fc.option(text(1), { nil: null }),
      rank: fc.constantFrom(...RANKS),
      size: fc.constant(null),
      price: fc.integer({ min: 0, max: 1_000_000_000 }),
      status: fc.constantFrom(...PRODUCT_STATUSES),
      description: text(10),
      photos: fc.uniqueArray(listItem, { maxLength: 5 }),
      categories: fc.shuffledSubarray([...CATEGORIES], { minLength: 1 }),
      tags: fc.uniqueArray(listItem, { maxLength: 6 }),
      borrow_status: fc.constantFrom(...BORROW_STATUSES),
      access_levels: fc.constantFrom(...ACCESS_LEVELS),
      current_borrower: fc.constant(null),
      return_date: fc.constant(null),
    });

    fc.assert(
      fc.property(fc.array(draft, { maxLength: 5 }), (drafts) => {
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
