/**
 * Every product query the web app runs. The security rules accept exactly these shapes
 * (rules are not filters), and tests/rules imports this module so the rules tests run
 * the app's own queries. Each query names the composite index it needs in
 * firestore.indexes.json.
 */
import {
  and,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryCompositeFilterConstraint,
  type QueryDocumentSnapshot,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import {
  ACCESS_LEVELS,
  CATEGORIES,
  PRICE_RANGES,
  PRODUCT_STATUSES,
  searchTerm,
  visibleAccessLevels,
  type BorrowStatus,
  type Category,
  type PriceRangeId,
  type Product,
  type ProductStatus,
  type TierId,
} from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '../../../config/catalog';
import { productsCol } from '../refs/products';
import { newestFirstPage } from './page';

export { CATALOG_PAGE_SIZE };

export interface CatalogQueryOptions {
  /** The member's active tier from the `tier` claim; null for visitors and lapsed members. */
  tier: TierId | null;
  /** Only this category (`array-contains`). Cannot be combined with `keyword`. */
  category?: Category;
  /** Only this brand, by its slug. */
  brandSlug?: string;
  /** Only products whose derived `keywords` contain this lower-case token. */
  keyword?: string;
  /** Only bags free to choose now (borrow_status Available): the "Available now" filter. */
  availableOnly?: boolean;
  pageSize?: number;
  /** Continue after the last document of the previous page. */
  after?: QueryDocumentSnapshot<Product>;
}

/**
 * The customer catalogue: Active products whose access level the tier may see, in any
 * borrow status (a bag out, held or in care is listed with its state), newest first; with
 * `availableOnly`, only those free to choose now. Indexes (firestore.indexes.json):
 * status, access_levels, created_at desc, with or without borrow_status — alone, with
 * categories, brand_slug, keywords, categories + brand_slug, or brand_slug + keywords.
 */
export function catalogQuery(db: Firestore, options: CatalogQueryOptions): Query<Product> {
  if (options.category && options.keyword) {
    // Firestore allows one array-contains per query; the caller filters one of them locally.
    throw new Error('catalogQuery: category and keyword cannot be combined');
  }
  const constraints: QueryConstraint[] = [
    where('status', '==', 'Active'),
    ...(options.availableOnly ? [where('borrow_status', '==', 'Available')] : []),
    where('access_levels', 'in', visibleAccessLevels(options.tier)),
  ];
  if (options.category) constraints.push(where('categories', 'array-contains', options.category));
  if (options.brandSlug) constraints.push(where('brand_slug', '==', options.brandSlug));
  if (options.keyword) constraints.push(where('keywords', 'array-contains', options.keyword));
  constraints.push(
    ...newestFirstPage('created_at', options.pageSize ?? CATALOG_PAGE_SIZE, options.after),
  );
  return query(productsCol(db), ...constraints);
}

/** The admin list's access filter: a tier matches every level that names it; `Any` only `Any`. */
export type AdminAccessFilter = 'Reserve' | 'Elite' | 'Crown' | 'Any';

/** The admin product list's search and filters; an empty list or `all` means "any". */
export interface AdminProductFilters {
  search: string;
  borrowStatus: BorrowStatus | 'all';
  accessLevel: AdminAccessFilter | 'all';
  statuses: readonly ProductStatus[];
  categories: readonly Category[];
  priceRanges: readonly PriceRangeId[];
}

export const NO_ADMIN_PRODUCT_FILTERS: AdminProductFilters = {
  search: '',
  borrowStatus: 'all',
  accessLevel: 'all',
  statuses: [],
  categories: [],
  priceRanges: [],
};

/** Firestore answers a query of at most 30 disjunctions (each `in` value and `or` branch multiply). */
const MAX_DISJUNCTIONS = 30;

/** Said when the chosen filters make a query Firestore cannot run. */
export const TOO_MANY_FILTERS =
  'Too many filters at once: choose fewer statuses, categories or price ranges.';

/** The stored access levels an access filter matches. */
export function accessLevelsFor(filter: AdminAccessFilter): string[] {
  if (filter === 'Any') return ['Any'];
  return ACCESS_LEVELS.filter((level) => level.split(',').includes(filter));
}

/** `values` unless it names every choice (then no filter is needed). */
const narrowing = <T>(values: readonly T[], all: readonly T[]): T[] =>
  values.length === 0 || all.every((v) => values.includes(v)) ? [] : [...new Set(values)];

/**
 * The admin list's filter, on the server: the search token (`search_tokens`
 * array-contains, domain `searchTerm`), borrow status, access levels, statuses, price
 * ranges (`price_range`) and categories (`category_flags.<Category>`, an `or` of them);
 * the search fields are written by the server (domain search-tokens.ts). Throws
 * {@link TOO_MANY_FILTERS} when Firestore could not run it. Needs the `admin` claim.
 */
function adminProductsFilter(filters: AdminProductFilters): QueryCompositeFilterConstraint | null {
  const parts: QueryFilterConstraint[] = [];
  let disjunctions = 1;
  const term = searchTerm(filters.search);
  if (term !== null) parts.push(where('search_tokens', 'array-contains', term));
  if (filters.borrowStatus !== 'all') parts.push(where('borrow_status', '==', filters.borrowStatus));
  const inFilter = (field: string, values: readonly string[]) => {
    if (values.length === 0) return;
    disjunctions *= values.length;
    parts.push(
      values.length === 1 ? where(field, '==', values[0]) : where(field, 'in', [...values]),
    );
  };
  if (filters.accessLevel !== 'all') inFilter('access_levels', accessLevelsFor(filters.accessLevel));
  inFilter('status', narrowing(filters.statuses, PRODUCT_STATUSES));
  inFilter(
    'price_range',
    narrowing(
      filters.priceRanges,
      PRICE_RANGES.map((r) => r.id),
    ),
  );
  const categories = narrowing(filters.categories, CATEGORIES);
  if (categories.length > 0) {
    disjunctions *= categories.length;
    const flags = categories.map((c) => where(`category_flags.${c}`, '==', true));
    parts.push(flags.length === 1 ? flags[0]! : or(...flags));
  }
  if (disjunctions > MAX_DISJUNCTIONS) throw new Error(TOO_MANY_FILTERS);
  if (parts.length === 0) return null;
  return and(...parts);
}

/**
 * Every product the admin list's filters match, for its exact total (`count()`). Same
 * filters as {@link adminProductsQuery}, no order or limit.
 */
export function adminProductsCountQuery(
  db: Firestore,
  filters: AdminProductFilters,
): Query<Product> {
  const filter = adminProductsFilter(filters);
  return filter === null ? query(productsCol(db)) : query(productsCol(db), filter);
}

/**
 * One page of the admin product list: the filters ({@link adminProductsCountQuery}),
 * newest first, `pageSize` products after `after`. Needs the `admin` claim.
 *
 * Indexes (firestore.indexes.json): one per filter field with created_at desc
 * (`search_tokens`, `status`, `borrow_status`, `access_levels`, `price_range`, each
 * `category_flags.<Category>`), which Firestore merges for these equality, `in` and
 * array-contains filters, and (search_tokens, status, created_at desc).
 */
export function adminProductsQuery(
  db: Firestore,
  options: {
    pageSize: number;
    after?: QueryDocumentSnapshot<Product> | undefined;
    filters?: AdminProductFilters;
  },
): Query<Product> {
  const filter = adminProductsFilter(options.filters ?? NO_ADMIN_PRODUCT_FILTERS);
  const page = [
    orderBy('created_at', 'desc'),
    limit(options.pageSize),
    ...(options.after ? [startAfter(options.after)] : []),
  ];
  return filter === null
    ? query(productsCol(db), ...page)
    : query(productsCol(db), filter, ...page);
}
