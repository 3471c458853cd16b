/**
 * Every product query the web app runs. The security rules accept exactly these shapes
 * (rules are not filters), and tests/rules imports this module so the rules tests run
 * the app's own queries. Each query names the composite index it needs in
 * firestore.indexes.json.
 */
import {
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { visibleAccessLevels, type Category, type Product, type TierId } from '@unlimited/domain';
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

/** Admin product list, newest first, paged. Needs the `admin` claim. Single-field index. */
export function adminProductsQuery(
  db: Firestore,
  options: { pageSize: number; after?: QueryDocumentSnapshot<Product> },
): Query<Product> {
  return query(productsCol(db), ...newestFirstPage('created_at', options.pageSize, options.after));
}
