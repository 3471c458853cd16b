/*
 * The visitor's catalogue query in the words of the Firestore REST API (`runQuery`), and
 * the decoding of its answer. It is `catalogQuery` (web/src/lib/firestore/queries/
 * products.ts) for a viewer with no tier: the same filters, order and limit, so the
 * security rules' `products` list rule accepts it as it accepts the SDK's query
 * (tests/rules/public-catalog-rest.test.ts sends this very body to the emulator).
 * Pure: no environment, no fetch (`catalog-rest.ts` sends it).
 * https://firebase.google.com/docs/firestore/reference/rest/v1/StructuredQuery
 */
import {
  PRODUCT_READ_FIELDS,
  readProductDoc,
  visibleAccessLevels,
  type Category,
  type Product,
} from '@unlimited/domain';
import { decodeRestFields, type RestDocument } from './firestore-rest';

export interface PublicCatalogOptions {
  /** Only this category (`array-contains`). Cannot be combined with `keyword`. */
  category?: Category | undefined;
  /** Only this brand, by its slug. */
  brandSlug?: string | undefined;
  /** Only products whose derived `keywords` contain this lower-case token. */
  keyword?: string | undefined;
  /** Only bags free to choose now: the "Available now" filter. */
  availableOnly?: boolean | undefined;
  pageSize: number;
  /** Continue after this product, the last one of the page before (`catalogCursorOf`). */
  after?: CatalogCursor | undefined;
}

/** Where a page ends: its last product's `created_at` (as stored) and id. */
export interface CatalogCursor {
  createdAt: string;
  id: string;
}

/**
 * Each decoded product's `created_at` as the answer wrote it: Firestore keeps
 * microseconds, a Date only milliseconds, and a cursor a microsecond early would skip
 * the bags saved in the same millisecond.
 */
const storedCreatedAt = new Map<string, string>();

/** The cursor after `product` (read by `decodeCatalogResponse`, or from its Date). */
export function catalogCursorOf(product: Product): CatalogCursor {
  return {
    createdAt: storedCreatedAt.get(product.id) ?? product.created_at.toISOString(),
    id: product.id,
  };
}

const field = (fieldPath: string) => ({ fieldPath });
const string = (stringValue: string) => ({ stringValue });
const equal = (path: string, value: string) => ({
  fieldFilter: { field: field(path), op: 'EQUAL', value: string(value) },
});
const arrayContains = (path: string, value: string) => ({
  fieldFilter: { field: field(path), op: 'ARRAY_CONTAINS', value: string(value) },
});

/**
 * The `runQuery` request body of the catalogue a visitor (no tier) may see. A next page
 * starts after the cursor's product (`startAt` with `before: false`) in the order
 * `created_at` desc, then the document name desc (bags imported together share their
 * time), so it reads one page, not every page again. It asks only for the fields a product
 * is read from (`PRODUCT_READ_FIELDS`). `database` is the database's
 * resource name (`projects/<id>/databases/(default)`), which the cursor's name needs.
 */
export function publicCatalogRequest(options: PublicCatalogOptions, database = '') {
  if (options.category && options.keyword) {
    throw new Error('publicCatalogRequest: category and keyword cannot be combined');
  }
  const filters: object[] = [
    equal('status', 'Active'),
    ...(options.availableOnly ? [equal('borrow_status', 'Available')] : []),
    {
      fieldFilter: {
        field: field('access_levels'),
        op: 'IN',
        value: { arrayValue: { values: visibleAccessLevels(null).map(string) } },
      },
    },
  ];
  if (options.category) filters.push(arrayContains('categories', options.category));
  if (options.brandSlug) filters.push(equal('brand_slug', options.brandSlug));
  if (options.keyword) filters.push(arrayContains('keywords', options.keyword));
  return {
    structuredQuery: {
      // Only what a product is read from: not the back-office's search tokens (a few KB a bag).
      select: { fields: PRODUCT_READ_FIELDS.map(field) },
      from: [{ collectionId: 'products' }],
      where: { compositeFilter: { op: 'AND', filters } },
      orderBy: [
        { field: field('created_at'), direction: 'DESCENDING' },
        ...(options.after ? [{ field: field('__name__'), direction: 'DESCENDING' }] : []),
      ],
      ...(options.after
        ? {
            startAt: {
              values: [
                { timestampValue: options.after.createdAt },
                { referenceValue: `${database}/documents/products/${options.after.id}` },
              ],
              before: false,
            },
          }
        : {}),
      limit: options.pageSize,
    },
  };
}

/**
 * The products of a `runQuery` answer (one entry per document, plus entries without one
 * for the read time), each read with the domain's `readProductDoc`: the product schema's
 * rules without zod, which these pages would otherwise load for this alone. A document
 * that does not match throws.
 */
export function decodeCatalogResponse(body: unknown): Product[] {
  if (!Array.isArray(body)) throw new Error('The catalogue answer is not a list');
  const products: Product[] = [];
  for (const entry of body as { document?: RestDocument }[]) {
    const document = entry?.document;
    if (!document) continue;
    const id = document.name.split('/').pop() ?? '';
    products.push(readProductDoc(id, decodeRestFields(document.fields)));
    const createdAt = (document.fields as { created_at?: { timestampValue?: unknown } })
      .created_at?.timestampValue;
    if (typeof createdAt === 'string') storedCreatedAt.set(id, createdAt);
  }
  return products;
}
