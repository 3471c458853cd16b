import { describe, expect, it } from 'vitest';
import { brandSummaryDocSchema } from '../schemas/brand-summary';
import { readBrandSummaryBrands } from '../schemas/brand-summary-reader';

const updated_at = new Date('2026-05-01T00:00:00Z');
const chanel = { name: 'Chanel', slug: 'chanel', count: 3 };

describe('readBrandSummaryBrands (the Brands menu reads its list without zod)', () => {
  it.each<[string, unknown]>([
    [
      'a list of brands',
      { brands: [chanel, { name: 'Dior', slug: 'dior', count: 0 }], updated_at },
    ],
    ['an empty list', { brands: [], updated_at }],
    ['a document without a list yet', { updated_at }],
    ['entries with fields the schema does not know', { brands: [{ ...chanel, x: 1 }], updated_at }],
  ])('reads %s as the schema does', (_, data) => {
    expect(readBrandSummaryBrands(data)).toEqual(brandSummaryDocSchema.parse(data).brands);
  });

  it.each<[string, unknown]>([
    ['no update time', { brands: [chanel] }],
    ['a list that is not a list', { brands: 'Chanel', updated_at }],
    ['a brand without a slug', { brands: [{ name: 'Chanel', slug: '', count: 1 }], updated_at }],
    ['a negative count', { brands: [{ ...chanel, count: -1 }], updated_at }],
    ['a fractional count', { brands: [{ ...chanel, count: 1.5 }], updated_at }],
    ['nothing at all', null],
  ])('refuses %s, as the schema does', (_, data) => {
    expect(brandSummaryDocSchema.safeParse(data).success).toBe(false);
    expect(() => readBrandSummaryBrands(data)).toThrow(/unexpected shape/);
  });
});
