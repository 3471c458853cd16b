/** The admin's CSV product import against the emulators: every row's fate, and no duplicates. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  BORROW_NEEDS_ORDER,
  EXAMPLE_MARKER,
  EXAMPLE_ROW,
  PRODUCT_CSV_COLUMNS,
  productCsvTemplate,
  UNCLOSED_QUOTE,
} from '@unlimited/domain';
import { adminDb, seedProduct, signedInCaller, type Caller, useFreshEmulators } from './helpers';

useFreshEmulators();

const PHOTO = 'https://img.test/import.jpg';

/** A CSV row with the template's columns; `cells` replace values by column. */
function row(cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>): string {
  const values: Record<string, string> = {
    title: 'Import Bag',
    brand: 'Fendi',
    style: '',
    rank: 'A',
    price: '1900.00',
    status: 'Active',
    description: 'A bag imported by the integration tests.',
    photos: PHOTO,
    categories: 'Bags',
    tags: '',
    borrow_status: 'Available',
    access_levels: 'Elite',
    ...cells,
  };
  return PRODUCT_CSV_COLUMNS.map((column) => `"${values[column] ?? ''}"`).join(',');
}

const csv = (...rows: string[]) => [PRODUCT_CSV_COLUMNS.join(','), ...rows].join('\n');

async function productsTitled(title: string) {
  return (await adminDb().collection('products').where('title', '==', title).get()).docs.map(
    (doc) => doc.data(),
  );
}

let admin: Caller;
beforeAll(async () => {
  admin = await signedInCaller('import-admin', { admin: true });
});

describe('importProductsCsv', () => {
  it('is refused to members', async () => {
    const member = await signedInCaller('import-member');
    await expect(
      member.call('importProductsCsv', { csv: csv(row({ title: 'Member Bag' })) }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied', message: ADMIN_ONLY });
  });

  it('reports every row, creating nothing from a value that does not parse', async () => {
    const result = await admin.call('importProductsCsv', {
      csv: csv(
        row({ title: 'Baguette Good' }),
        row({ title: 'Baguette No Photo', photos: '' }),
        row({ title: 'Baguette Bad Price', price: 'abc' }),
        row({ title: 'Baguette Platinum', access_levels: 'Platinum' }),
        row({ title: 'Baguette Good', brand: 'FENDI' }),
        row({ title: 'Baguette Fraction', price: '12.345' }),
        row({ title: 'Baguette Free', price: '0' }),
        row({ title: 'Baguette Typo', price: '$99,999,999,999' }),
        row({ title: 'Baguette Over Cap', price: '3490.00' }),
        row({ title: 'Baguette Crown', price: '3490.00', access_levels: 'Crown' }),
      ),
    });
    expect(result).toEqual({
      imported: 3,
      rows: [
        { line: 2, title: 'Baguette Good', brand: 'Fendi', outcome: 'imported', reason: null },
        {
          line: 3,
          title: 'Baguette No Photo',
          brand: 'Fendi',
          outcome: 'imported_hidden',
          reason: 'No photos: imported as Hidden',
        },
        {
          line: 4,
          title: 'Baguette Bad Price',
          brand: 'Fendi',
          outcome: 'error',
          reason: 'price: Price must be a number ("abc")',
        },
        {
          line: 5,
          title: 'Baguette Platinum',
          brand: 'Fendi',
          outcome: 'error',
          reason:
            'access_levels: "Platinum" is not an access level (Reserve, Elite, Crown, a combination such as "Reserve,Elite", or Any)',
        },
        {
          line: 6,
          title: 'Baguette Good',
          brand: 'FENDI',
          outcome: 'duplicate',
          reason: 'Repeats row 2 of this file',
        },
        {
          line: 7,
          title: 'Baguette Fraction',
          brand: 'Fendi',
          outcome: 'error',
          reason: 'price: Price must have at most 2 decimal places ("12.345")',
        },
        {
          line: 8,
          title: 'Baguette Free',
          brand: 'Fendi',
          outcome: 'error',
          reason: 'price: Price must be more than $0 ("0")',
        },
        {
          line: 9,
          title: 'Baguette Typo',
          brand: 'Fendi',
          outcome: 'error',
          reason: 'price: Price must be at most $100,000 ("$99,999,999,999")',
        },
        {
          line: 10,
          title: 'Baguette Over Cap',
          brand: 'Fendi',
          outcome: 'error',
          reason:
            'access_levels: Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or check its price.',
        },
        { line: 11, title: 'Baguette Crown', brand: 'Fendi', outcome: 'imported', reason: null },
      ],
    });
    expect(await productsTitled('Baguette Over Cap')).toEqual([]);
    expect(await productsTitled('Baguette Crown')).toEqual([
      expect.objectContaining({ price: 349_000, access_levels: 'Crown' }),
    ]);
    for (const title of ['Baguette Fraction', 'Baguette Free', 'Baguette Typo']) {
      expect(await productsTitled(title)).toEqual([]);
    }
    expect(await productsTitled('Baguette Good')).toEqual([
      expect.objectContaining({ status: 'Active', price: 190_000, access_levels: 'Elite' }),
    ]);
    expect(await productsTitled('Baguette No Photo')).toEqual([
      expect.objectContaining({ status: 'Hidden', photos: [] }),
    ]);
    expect(await productsTitled('Baguette Bad Price')).toEqual([]);
    expect(await productsTitled('Baguette Platinum')).toEqual([]);
  });

  it('imports the downloaded template as nothing: its example rows are refused', async () => {
    const result = await admin.call('importProductsCsv', { csv: productCsvTemplate() });
    expect(result.imported).toBe(0);
    expect(result.rows.map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'error', EXAMPLE_ROW],
      [3, 'error', EXAMPLE_ROW],
    ]);
    expect(await productsTitled('Chanel Classic Medium Double Flap Bag')).toEqual([]);
  });

  it('refuses a bag Borrowed or Swapping with no order, and a quote that never closes, on their lines', async () => {
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const line = (title: string, borrow: string, tags = 'tote') =>
      `${title},Fendi,,A,900,Active,A Fendi tote in fine condition.,/img/f.jpg,Bags,${tags},${borrow},Reserve`;
    const csv = [
      header,
      line('Peekaboo Borrowed', 'Borrowed'),
      line('Peekaboo Swapping', 'Swapping'),
      line('Peekaboo Care', 'Maintenance'),
      line('Peekaboo Open Quote', 'Available', '"tote'),
      line('Peekaboo Swallowed', 'Available'),
    ].join('\n');
    const result = await admin.call('importProductsCsv', { csv });
    expect(result.rows.map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'error', `borrow_status: "Borrowed": ${BORROW_NEEDS_ORDER}`],
      [3, 'error', `borrow_status: "Swapping": ${BORROW_NEEDS_ORDER}`],
      [4, 'imported', null],
      [5, 'error', UNCLOSED_QUOTE],
    ]);
    expect(await productsTitled('Peekaboo Borrowed')).toEqual([]);
    expect(await productsTitled('Peekaboo Care')).toEqual([
      expect.objectContaining({ borrow_status: 'Maintenance' }),
    ]);
    expect(await productsTitled('Peekaboo Swallowed')).toEqual([]);
  });

  it('creates no duplicate when the filled-in template is imported twice', async () => {
    await seedProduct(adminDb(), 'seeded-neverfull', {
      title: 'Louis Vuitton Neverfull MM',
      brand: 'Louis Vuitton',
    });
    const filled = productCsvTemplate().replaceAll(EXAMPLE_MARKER, '');
    const first = await admin.call('importProductsCsv', { csv: filled });
    expect(first.rows.map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'imported', null],
      [3, 'duplicate', '"Louis Vuitton Neverfull MM" by Louis Vuitton is already in the catalogue'],
    ]);
    const again = await admin.call('importProductsCsv', { csv: filled });
    expect(again.imported).toBe(0);
    expect(again.rows.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await productsTitled('Chanel Classic Medium Double Flap Bag')).toHaveLength(1);
    expect(await productsTitled('Louis Vuitton Neverfull MM')).toHaveLength(1);
  });

  it('refuses a file without a title column, with its reason', async () => {
    await expect(
      admin.call('importProductsCsv', { csv: 'name,brand\nKelly,Hermès' }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: 'CSV header must include title and brand columns',
    });
  });
});
