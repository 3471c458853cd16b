import { describe, expect, it } from 'vitest';
import { brandsTouched, setBrandCount, summariseBrands } from '../catalog-brands';

describe('summariseBrands', () => {
  it('lists brands of Active products, sorted by name, with slug and count', () => {
    expect(
      summariseBrands([
        { brand: 'Hermès', status: 'Active' },
        { brand: 'Chanel', status: 'Active' },
        { brand: 'Chanel', status: 'Active' },
        { brand: 'Dior', status: 'Hidden' },
        { brand: 'Gucci', status: 'Sold' },
        { brand: '  ', status: 'Active' },
      ]),
    ).toEqual([
      { name: 'Chanel', slug: 'chanel', count: 2 },
      { name: 'Hermès', slug: 'hermes', count: 1 },
    ]);
  });
});

describe('brandsTouched', () => {
  const active = (brand: string) => ({ brand, status: 'Active' });

  it('touches the brand of a product that appears or disappears', () => {
    expect(brandsTouched(null, active('Dior'))).toEqual(['Dior']);
    expect(brandsTouched(active('Dior'), null)).toEqual(['Dior']);
    expect(brandsTouched(active('Dior'), { brand: 'Dior', status: 'Hidden' })).toEqual(['Dior']);
  });

  it('touches both brands when the brand changes', () => {
    expect(brandsTouched(active('Dior'), active('Fendi'))).toEqual(['Dior', 'Fendi']);
  });

  it('touches nothing for edits that keep brand and listing (borrow state, price)', () => {
    expect(brandsTouched(active('Dior'), active('Dior'))).toEqual([]);
    expect(
      brandsTouched({ brand: 'Dior', status: 'Hidden' }, { brand: 'Fendi', status: 'Hidden' }),
    ).toEqual([]);
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
