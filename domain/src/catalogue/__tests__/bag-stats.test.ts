import { describe, expect, it } from 'vitest';
import { bagStatsDocSchema, bagSummaryOf, sameBagSummary } from '../schemas/bag-stats';

const product = {
  id: 'kelly',
  title: 'Kelly 28 Sellier',
  brand: 'Hermès',
  photos: ['/seed-photos/kelly-1.jpg', '/seed-photos/kelly-2.jpg'],
  style: 'Kelly',
  price: 1_250_000,
  rank: 'AB' as const,
  access_levels: 'Crown' as const,
  status: 'Active' as const,
  borrow_status: 'Borrowed' as const,
};

describe('bag summary', () => {
  it('keeps what the page of a bag that is out shows: style, retail price and grade', () => {
    expect(bagSummaryOf(product)).toEqual({
      product_id: 'kelly',
      title: 'Kelly 28 Sellier',
      brand: 'Hermès',
      photo: '/seed-photos/kelly-1.jpg',
      style: 'Kelly',
      price: 1_250_000,
      rank: 'AB',
      access_levels: 'Crown',
      status: 'Active',
      borrow_status: 'Borrowed',
    });
  });

  it('is rewritten when a summary stored before lacks the price or the grade', () => {
    const older: Partial<ReturnType<typeof bagSummaryOf>> = { ...bagSummaryOf(product) };
    delete older.price;
    delete older.rank;
    expect(sameBagSummary(older, bagSummaryOf(product))).toBe(false);
    expect(sameBagSummary(bagSummaryOf(product), bagSummaryOf(product))).toBe(true);
    expect(sameBagSummary(bagSummaryOf(product), bagSummaryOf({ ...product, price: 1 }))).toBe(
      false,
    );
  });

  it('reads an older stored summary with no price, grade or style as unknown', () => {
    const read = bagStatsDocSchema.parse({
      product_id: 'kelly',
      title: 'Kelly 28',
      brand: 'Hermès',
    });
    expect(read).toMatchObject({ style: null, price: null, rank: null });
  });
});
