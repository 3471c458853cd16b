import { describe, expect, it } from 'vitest';
import {
  brandSummaryDocId,
  brandsTouched,
  setBrandCount,
  summariseBrands,
} from '../catalog-brands';

const product = (brand: string, status: string, access_levels = 'Any') => ({
  brand,
  status,
  access_levels,
});

describe('summariseBrands', () => {
  it('lists brands of Active products, sorted by name, with slug and count', () => {
    expect(
      summariseBrands(
        [
          product('Hermès', 'Active'),
          product('Chanel', 'Active'),
          product('Chanel', 'Active'),
          product('Dior', 'Hidden'),
          product('Gucci', 'Sold'),
          product('  ', 'Active'),
        ],
        null,
      ),
    ).toEqual([
      { name: 'Chanel', slug: 'chanel', count: 2 },
      { name: 'Hermès', slug: 'hermes', count: 1 },
    ]);
  });

  it('lists for each audience only the brands and counts of the bags it may see', () => {
    const products = [
      product('Chanel', 'Active', 'Any'),
      product('Chanel', 'Active', 'Elite'),
      product('Goyard', 'Active', 'Crown'),
      product('Dior', 'Active', 'Reserve,Elite'),
    ];
    expect(summariseBrands(products, null)).toEqual([{ name: 'Chanel', slug: 'chanel', count: 1 }]);
    expect(summariseBrands(products, 'elite').map((b) => [b.name, b.count])).toEqual([
      ['Chanel', 2],
      ['Dior', 1],
    ]);
    expect(summariseBrands(products, 'crown').map((b) => b.name)).toEqual([
      'Chanel',
      'Dior',
      'Goyard',
    ]);
  });

  it('keeps the visitors’ list at catalog/brands and one list per tier beside it', () => {
    expect(brandSummaryDocId(null)).toBe('brands');
    expect(brandSummaryDocId('crown')).toBe('brands-crown');
  });
});

describe('brandsTouched', () => {
  const active = (brand: string) => product(brand, 'Active');

  it('touches the brand of a product that appears or disappears', () => {
    expect(brandsTouched(null, active('Dior'))).toEqual(['Dior']);
    expect(brandsTouched(active('Dior'), null)).toEqual(['Dior']);
    expect(brandsTouched(active('Dior'), product('Dior', 'Hidden'))).toEqual(['Dior']);
  });

  it('touches the brand when who may see the product changes', () => {
    expect(brandsTouched(active('Dior'), product('Dior', 'Active', 'Crown'))).toEqual(['Dior']);
  });

  it('touches both brands when the brand changes', () => {
    expect(brandsTouched(active('Dior'), active('Fendi'))).toEqual(['Dior', 'Fendi']);
  });

  it('touches nothing for edits that keep brand and listing (borrow state, price)', () => {
    expect(brandsTouched(active('Dior'), active('Dior'))).toEqual([]);
    expect(brandsTouched(product('Dior', 'Hidden'), product('Fendi', 'Hidden'))).toEqual([]);
  });
});

describe('setBrandCount', () => {
  const list = [
    { name: 'Chanel', slug: 'chanel', count: 2 },
    { name: 'Prada', slug: 'prada', count: 1 },
  ];

  it('adds a new brand in name order', () => {
    expect(setBrandCount(list, 'Dior', 3).map((b) => b.name)).toEqual(['Chanel', 'Dior', 'Prada']);
  });

  it('updates a count, and removes the brand at zero', () => {
    expect(setBrandCount(list, 'Chanel', 5)[0]).toEqual({
      name: 'Chanel',
      slug: 'chanel',
      count: 5,
    });
    expect(setBrandCount(list, 'Prada', 0)).toEqual([list[0]]);
    expect(list).toHaveLength(2);
  });
});
