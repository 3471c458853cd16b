import { beforeEach, describe, expect, it } from 'vitest';
import { productDocSchema, waitlistSignupDocSchema } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW } from '../../__tests__/fixtures';
import { signupIdForEmail } from '../../waitlist/signup-id';
import {
  chunk,
  IMPORT_BATCH_PRODUCTS,
  importProductsCsv,
  productImportActivityText,
} from '../import-products';
import { importWaitlistSurvey, surveyImportActivityText } from '../import-survey';
import { readAnalyticsCurrent, readDashboardStats } from '../../stats/shards';

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
});

const HEADER = 'title,brand,rank,price,status,description,categories,access_levels,photos';
const row = (title: string, photos = 'https://cdn.example.com/flap.jpg') =>
  `${title},Chanel,SA,1250.50,Active,Quilted lambskin with chain strap.,"Bags,Sale",Elite,${photos}`;

describe('chunk', () => {
  it('splits into groups of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('importProductsCsv', () => {
  it('creates valid rows as products and reports every row by line', async () => {
    const csv = [
      HEADER,
      row('Classic Flap'),
      ',Chanel,A,1,Active,Missing its title here.,Bags,Elite,',
      row('Boy Bag'),
    ].join('\n');
    const result = await importProductsCsv(fake.asFirestore(), csv, 'admin@unlimited.test', NOW);
    expect(result).toEqual({
      imported: 2,
      rows: [
        { line: 2, title: 'Classic Flap', brand: 'Chanel', outcome: 'imported', reason: null },
        {
          line: 3,
          title: '',
          brand: 'Chanel',
          outcome: 'error',
          reason: 'Missing title or brand',
        },
        { line: 4, title: 'Boy Bag', brand: 'Chanel', outcome: 'imported', reason: null },
      ],
    });
    const products = [...fake.all('products').values()].map((p) => productDocSchema.parse(p));
    expect(products.map((p) => p.title).sort()).toEqual(['Boy Bag', 'Classic Flap']);
    expect(products[0]).toMatchObject({
      price: 125_050,
      brand_slug: 'chanel',
      categories: ['Bags', 'Sale'],
      borrow_status: 'Available',
      created_at: NOW,
    });
    const activity = [...fake.all('activity').values()];
    expect(activity.filter((a) => a.kind === undefined)).toEqual([
      {
        action: 'CSV import: 2 products added',
        timestamp: NOW,
        actor: 'admin@unlimited.test',
        search_tokens: expect.arrayContaining(['csv', 'import', 'products']),
      },
    ]);
    // One audit record per imported product, in the batch that creates it.
    expect(
      activity
        .filter((a) => a.kind === 'imported')
        .map((a) => [a.object_label, a.actor, a.object_type])
        .sort(),
    ).toEqual([
      ['Boy Bag', 'admin@unlimited.test', 'product'],
      ['Classic Flap', 'admin@unlimited.test', 'product'],
    ]);
  });

  it('writes in batches of at most 500, counting each batch once in the counters', async () => {
    const csv = [HEADER, ...Array.from({ length: 1001 }, (_, i) => row(`Bag ${i}`))].join('\n');
    const result = await importProductsCsv(fake.asFirestore(), csv, 'admin', NOW);
    expect(result.imported).toBe(1001);
    const batches = Math.ceil(1001 / IMPORT_BATCH_PRODUCTS);
    // Each batch, then the brand lists recounted once for it; and the import lease taken
    // before and released after.
    expect(fake.commits).toBe(batches * 2 + 2);
    expect(fake.read('locks/product_import')).toBeUndefined();
    expect(fake.largestCommit).toBeLessThanOrEqual(500);
    expect(await readDashboardStats(fake.asFirestore())).toMatchObject({
      products_total: 1001,
      products_active_without_photos: 0,
    });
    expect((await readAnalyticsCurrent(fake.asFirestore())).catalogue.active).toBe(1001);
    // One increment per counter per batch, each into one shard.
    const shardsWritten = [...fake.docs.keys()].filter((path) => path.includes('/shards/'));
    expect(shardsWritten.length).toBeGreaterThan(0);
    expect(shardsWritten.length).toBeLessThanOrEqual(batches * 2);
    // Every creation's key is left for the triggers, which then count nothing.
    expect(fake.all('stats_events').size).toBe(1001);
    expect(fake.all('analytics_events').size).toBe(1001);
  });

  it('refuses a file it cannot read as a whole, writing nothing', async () => {
    await expect(
      importProductsCsv(fake.asFirestore(), 'name\nx', 'admin', NOW),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'CSV header must include title and brand columns',
    });
    expect(fake.docs.size).toBe(0);
  });

  it('writes nothing, not even activity, when every row is refused', async () => {
    const csv = [HEADER, row('Classic Flap').replace('1250.50', 'abc')].join('\n');
    const result = await importProductsCsv(fake.asFirestore(), csv, 'admin', NOW);
    expect(result.imported).toBe(0);
    expect(result.rows[0]?.reason).toBe('price: Price must be a number ("abc")');
    expect(fake.docs.size).toBe(0);
  });

  it('skips rows already in the catalogue and imports a photo-less row as Hidden', async () => {
    fake.put('products/p1', {
      title: 'Classic  flap',
      brand: 'CHANEL',
      brand_slug: 'chanel',
      status: 'Active',
    });
    const csv = [HEADER, row('Classic Flap'), row('Boy Bag', '')].join('\n');
    const result = await importProductsCsv(fake.asFirestore(), csv, 'admin', NOW);
    expect(result.imported).toBe(1);
    expect(result.rows.map((r) => r.outcome)).toEqual(['duplicate', 'imported_hidden']);
    const created = [...fake.all('products').values()].filter((p) => p['title'] === 'Boy Bag');
    expect(created).toEqual([expect.objectContaining({ status: 'Hidden', photos: [] })]);
  });

  it('words the activity', () => {
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
    expect(result).toEqual({
      imported: 1,
      duplicates: 1,
      failed: 1,
      skipped: [
        {
          line: 7,
          entry: 'Known Person <known@example.com>',
          reason: 'Already on the waitlist',
        },
        { line: 10, entry: 'Broken Email <broken@>', reason: 'Invalid email "broken@"' },
      ],
      notes: [],
    });
    const stored = waitlistSignupDocSchema.parse(
      fake.read(`waitlist_signups/${signupIdForEmail('maya@example.com')}`),
    );
    expect(stored).toMatchObject({
      full_name: 'Maya Patel',
      tier: 'elite',
      status: 'pending',
      source: 'survey_import',
      notes: 'Imported from Tally on 11/1/2026',
      submitted_at: new Date('2025-11-03T16:12:00Z'), // Nov 3 had not come yet in 2026
    });
    // The signup's own audit record (its history starts with the import), then the summary.
    const activity = [...fake.all('activity').values()];
    expect(activity).toHaveLength(2);
    expect(activity[0]).toMatchObject({
      kind: 'imported',
      object_type: 'waitlist_signup',
      object_id: signupIdForEmail('maya@example.com'),
      object_label: 'Maya Patel',
      actor: 'admin@x.io',
    });
    expect(activity[1]).toMatchObject({
      action: 'Survey import: 1 waitlist signup added',
      actor: 'admin@x.io',
    });
  });

  it('imports or reports every entry of a mixed paste, each with its reason', async () => {
    const mixed = [
      'Oct 20, 4:12 PM',
      'Ann Good',
      'ann@example.com',
      'Dec 20, 4:12 PM',
      'Dee Lastyear',
      'dee@example.com',
      'Feb 30, 10:00 AM',
      'Fay Nodate',
      'fay@example.com',
      'Oct 21, 9:00 AM',
      'Gil Noemail',
      'not-an-email',
      'Oct 22, 9:00 AM',
      'Hal Good',
      'hal@example.com',
    ].join('\n');
    const result = await importWaitlistSurvey(fake.asFirestore(), mixed, 'admin', NOW);
    expect(result.imported + result.duplicates + result.failed).toBe(5);
    expect(result).toMatchObject({ imported: 3, duplicates: 0, failed: 2 });
    expect(result.skipped).toEqual([
      {
        line: 7,
        entry: 'Fay Nodate <fay@example.com>',
        reason: 'Invalid date "Feb 30, 10:00 AM" (no such day in that month)',
      },
      { line: 10, entry: 'Gil Noemail <not-an-email>', reason: 'Invalid email "not-an-email"' },
    ]);
    const dee = fake.read(`waitlist_signups/${signupIdForEmail('dee@example.com')}`);
    expect(waitlistSignupDocSchema.parse(dee).submitted_at).toEqual(
      new Date('2025-12-20T16:12:00Z'),
    );
  }, 30_000);

  it('counts a signup stored meanwhile under the same hash as a duplicate', async () => {
    fake.put(`waitlist_signups/${signupIdForEmail('maya@example.com')}`, { email: 'other' });
    const result = await importWaitlistSurvey(fake.asFirestore(), paste, 'admin', NOW);
    expect(result).toMatchObject({ imported: 1, duplicates: 1, failed: 1 });
    expect(result.skipped[0]).toEqual({
      line: 1,
      entry: 'Maya Patel <maya@example.com>',
      reason: 'Already on the waitlist',
    });
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
