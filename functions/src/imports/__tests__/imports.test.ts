import { beforeEach, describe, expect, it } from 'vitest';
import { productDocSchema, waitlistSignupDocSchema } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW } from '../../__tests__/fixtures';
import { signupIdForEmail } from '../../waitlist/signup-id';
import {
  chunk,
  importProductsCsv,
  planProductImport,
  productImportActivityText,
} from '../import-products';
import { importWaitlistSurvey, surveyImportActivityText } from '../import-survey';

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
});

const HEADER = 'title,brand,rank,price,status,description,categories,access_levels';
const row = (title: string) =>
  `${title},Chanel,SA,1250.50,Active,Quilted lambskin with chain strap.,"Bags,Sale",Elite`;

describe('chunk', () => {
  it('splits into groups of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('importProductsCsv', () => {
  it('creates valid rows as products and reports refused rows by line', async () => {
    const csv = [
      HEADER,
      row('Classic Flap'),
      ',Chanel,A,1,Active,Missing its title here.,Bags,Elite',
      row('Boy Bag'),
    ].join('\n');
    const result = await importProductsCsv(fake.asFirestore(), csv, 'admin@unlimited.test', NOW);
    expect(result).toEqual({ imported: 2, errors: ['Row 3: Missing title or brand'] });
    const products = [...fake.all('products').values()].map((p) => productDocSchema.parse(p));
    expect(products.map((p) => p.title).sort()).toEqual(['Boy Bag', 'Classic Flap']);
    expect(products[0]).toMatchObject({
      price: 125_050,
      brand_slug: 'chanel',
      categories: ['Bags', 'Sale'],
      borrow_status: 'Available',
      created_at: NOW,
    });
    expect([...fake.all('activity').values()]).toEqual([
      { action: 'CSV import: 2 products added', timestamp: NOW, actor: 'admin@unlimited.test' },
    ]);
  });

  it('writes in batches of at most 500', async () => {
    const csv = [HEADER, ...Array.from({ length: 1001 }, (_, i) => row(`Bag ${i}`))].join('\n');
    const result = await importProductsCsv(fake.asFirestore(), csv, 'admin', NOW);
    expect(result.imported).toBe(1001);
    expect(fake.commits).toBe(3);
  });

  it('writes nothing, not even activity, when every row is refused', async () => {
    const result = await importProductsCsv(fake.asFirestore(), 'name\nx', 'admin', NOW);
    expect(result).toEqual({
      imported: 0,
      errors: ['CSV header must include title and brand columns'],
    });
    expect(fake.docs.size).toBe(0);
  });

  it('plans documents with the derived fields, and words the activity', () => {
    expect(
      planProductImport([HEADER, row('Classic Flap')].join('\n'), NOW).docs[0]?.keywords,
    ).toContain('flap');
    expect(productImportActivityText(1)).toBe('CSV import: 1 product added');
    expect(surveyImportActivityText(3)).toBe('Survey import: 3 waitlist signups added');
  });
});

describe('importWaitlistSurvey', () => {
  const paste = [
    'Nov 3, 4:12 PM',
    'Maya Patel',
    'maya@example.com',
    '10012',
    'Trying a Kelly',
    'Elite $129',
    'Nov 4, 9:05 AM',
    'Known Person',
    'KNOWN@example.com',
    'Nov 5, 1:00 PM',
    'Broken Email',
    'broken@',
  ].join('\n');

  it('imports new entries, skips known emails as duplicates and counts failures', async () => {
    fake.put('waitlist_signups/seed1', { email: 'known@example.com', status: 'pending' });
    const result = await importWaitlistSurvey(fake.asFirestore(), paste, 'admin@x.io', NOW);
    expect(result).toEqual({ imported: 1, duplicates: 1, failed: 1 });
    const stored = waitlistSignupDocSchema.parse(
      fake.read(`waitlist_signups/${signupIdForEmail('maya@example.com')}`),
    );
    expect(stored).toMatchObject({
      full_name: 'Maya Patel',
      tier: 'elite',
      status: 'pending',
      source: 'survey_import',
      notes: 'Imported from Tally on 11/1/2026',
      submitted_at: new Date('2026-11-03T16:12:00Z'),
    });
    expect([...fake.all('activity').values()][0]).toMatchObject({
      action: 'Survey import: 1 waitlist signup added',
      actor: 'admin@x.io',
    });
  });

  it('counts a signup stored meanwhile under the same hash as a duplicate', async () => {
    fake.put(`waitlist_signups/${signupIdForEmail('maya@example.com')}`, { email: 'other' });
    const result = await importWaitlistSurvey(fake.asFirestore(), paste, 'admin', NOW);
    expect(result).toEqual({ imported: 1, duplicates: 1, failed: 1 });
  });

  it('refuses a paste with no entry with the parser’s message', async () => {
    await expect(
      importWaitlistSurvey(fake.asFirestore(), 'hello', 'admin', NOW),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'No valid entries found in the data',
    });
  });
});
