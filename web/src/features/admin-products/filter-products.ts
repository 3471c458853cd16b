/**
 * The admin product list's search and filters, applied to the loaded products. The
 * search text of each product is folded (case and accents) once per load ({@link searchable}), not
 * once per keystroke and product.
 */
import {
  PRICE_RANGES,
  foldForSearch,
  type BorrowStatus,
  type Category,
  type PriceRangeId,
  type Product,
  type ProductStatus,
} from '@unlimited/domain';

/** Access-level filter: a tier matches every level that names it; `Any` matches `Any` only. */
export const ACCESS_FILTERS = ['Reserve', 'Elite', 'Crown', 'Any'] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];

/** The Filters panel's choices; an empty list means "any". */
export interface PanelFilters {
  statuses: ProductStatus[];
  categories: Category[];
  priceRanges: PriceRangeId[];
}

export const EMPTY_PANEL_FILTERS: PanelFilters = { statuses: [], categories: [], priceRanges: [] };

export interface ProductFilters extends PanelFilters {
  search: string;
  borrowStatus: BorrowStatus | 'all';
  accessLevel: AccessFilter | 'all';
}

export function matchesAccess(level: string, filter: AccessFilter | 'all'): boolean {
  if (filter === 'all') return true;
  if (filter === 'Any') return level === 'Any';
  return level.split(',').includes(filter);
}

function inPriceRanges(price: number, ids: readonly PriceRangeId[]): boolean {
  if (ids.length === 0) return true;
  return PRICE_RANGES.some(
    (range) => ids.includes(range.id) && price >= range.minCents && price < range.maxCents,
  );
}

/** A product with the folded text the search box matches (title and brand, `foldForSearch`). */
export interface SearchableProduct<P extends Product = Product> {
  product: P;
  text: string;
}

export function searchable<P extends Product>(products: readonly P[]): SearchableProduct<P>[] {
  // A line break between the two, so a search never matches across title and brand.
  return products.map((product) => ({
    product,
    text: `${foldForSearch(product.title)}\n${foldForSearch(product.brand)}`,
  }));
}

export function filterProducts<P extends Product>(
  products: readonly SearchableProduct<P>[],
  filters: ProductFilters,
): P[] {
  const needle = foldForSearch(filters.search);
  const out: P[] = [];
  for (const { product: p, text } of products) {
    if (
      (needle === '' || text.includes(needle)) &&
      (filters.borrowStatus === 'all' || p.borrow_status === filters.borrowStatus) &&
      matchesAccess(p.access_levels, filters.accessLevel) &&
      (filters.statuses.length === 0 || filters.statuses.includes(p.status)) &&
      (filters.categories.length === 0 ||
        p.categories.some((c) => filters.categories.includes(c))) &&
      inPriceRanges(p.price, filters.priceRanges)
    ) {
      out.push(p);
    }
  }
  return out;
}
