/**
 * The Products search folds case and accents (issue 28): "hermes" finds the Hermès bags.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PANEL_FILTERS,
  filterProducts,
  searchable,
} from '@/features/admin-products/filter-products';
import { makeProduct } from './fixtures';

const products = searchable([
  makeProduct({ id: 'k', title: 'Kelly 28', brand: 'Hermès' }),
  makeProduct({ id: 'b', title: 'Box Bag', brand: 'Céline' }),
  makeProduct({ id: 'f', title: 'Classic Flap', brand: 'Chanel' }),
]);
const find = (search: string) =>
  filterProducts(products, {
    ...EMPTY_PANEL_FILTERS,
    search,
    borrowStatus: 'all',
    accessLevel: 'all',
  }).map((p) => p.id);

describe('search without the accents', () => {
  it('finds Hermès and Céline bags typed plainly, in any case', () => {
    expect(find('hermes')).toEqual(['k']);
    expect(find('HERMÈS kelly')).toEqual([]);
    expect(find('  celine ')).toEqual(['b']);
    expect(find('Kelly')).toEqual(['k']);
  });
});
