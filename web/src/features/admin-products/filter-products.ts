/**
 * The admin product list's search and filters. They are applied on the server
 * (`@/lib/firestore/queries/products`, `adminProductsQuery`) over every product; this
 * module holds the screen's choices and what the list says when nothing matches.
 */
import { type PriceRangeId, type ProductStatus, type Category } from '@unlimited/domain';
import type { AdminAccessFilter, AdminProductFilters } from '@/lib/firestore/queries/products';

/** Access-level filter: a tier matches every level that names it; `Any` matches `Any` only. */
export const ACCESS_FILTERS = [
  'Reserve',
  'Elite',
  'Crown',
  'Any',
] as const satisfies readonly AdminAccessFilter[];
export type AccessFilter = AdminAccessFilter;

/** The Filters panel's choices; an empty list means "any". */
export interface PanelFilters {
  statuses: ProductStatus[];
  categories: Category[];
  priceRanges: PriceRangeId[];
}

export const EMPTY_PANEL_FILTERS: PanelFilters = { statuses: [], categories: [], priceRanges: [] };

export type ProductFilters = AdminProductFilters & PanelFilters;

/**
 * What the empty list says: the search and filters that matched nothing, or that there
 * are no products at all.
 */
export function emptyProductsText(filters: ProductFilters): string {
  const search = filters.search.trim();
  const narrowed =
    filters.borrowStatus !== 'all' ||
    filters.accessLevel !== 'all' ||
    filters.statuses.length > 0 ||
    filters.categories.length > 0 ||
    filters.priceRanges.length > 0;
  if (search !== '') {
    return `No products match “${search}”${narrowed ? ' with these filters' : ''}.`;
  }
  if (narrowed) return 'No products match these filters.';
  return 'No products yet.';
}
