/**
 * Catalogue vocabularies: the one list of each enum used by forms, filters, the CSV
 * import, Firestore schemas and security-rule tests alike.
 */

/** Product visibility. Only `Active` products are ever shown to customers. */
export const PRODUCT_STATUSES = ['Active', 'Hidden', 'Sold'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Admin tooltip for each product status. */
export const PRODUCT_STATUS_TOOLTIPS: Record<ProductStatus, string> = {
  Active: 'Visible on site',
  Hidden: 'Hidden from customers',
  Sold: 'Sold item',
};

/**
 * Borrow states. The spec's edit form offered `Reserved`, which its own schema refused;
 * we keep the schema's list (with `Swapping`) everywhere so form, filters, CSV and
 * schema agree.
 */
export const BORROW_STATUSES = [
  'Available',
  'Borrowed',
  'Maintenance',
  'Swapping',
  /** Held for the first member in the bag's queue (borrower) for 48 hours. */
  'Reserved',
] as const;
export type BorrowStatus = (typeof BORROW_STATUSES)[number];
/** Borrow statuses a bag may be imported or seeded with: Reserved comes only from a queue. */
export const IMPORTABLE_BORROW_STATUSES = BORROW_STATUSES.filter(
  (status): status is Exclude<BorrowStatus, 'Reserved'> => status !== 'Reserved',
);

/** Condition ranks, best first, with the label shown beside each. */
export const RANKS = ['SA', 'A', 'AB', 'B', 'BC'] as const;
export type Rank = (typeof RANKS)[number];
export const RANK_LABELS: Record<Rank, string> = {
  SA: 'Like New',
  A: 'Excellent',
  AB: 'Very Good',
  B: 'Good',
  BC: 'Fair',
};

/** The seven product categories. */
export const CATEGORIES = [
  'Bags',
  'Accessories',
  'Wallets',
  'Apparel',
  'Jewelry',
  'Preorder',
  'Sale',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The seven stored access-level values. A product's level is one comma-joined string,
 * e.g. `Reserve,Elite` ("for Reserve and Elite members").
 */
export const ACCESS_LEVELS = [
  'Any',
  'Reserve',
  'Elite',
  'Crown',
  'Reserve,Elite',
  'Elite,Crown',
  'Reserve,Crown',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Human label for each access level, as the admin form offers them. */
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  Any: 'Any',
  Reserve: 'Reserve',
  Elite: 'Elite',
  Crown: 'Crown',
  'Reserve,Elite': 'Reserve & Elite',
  'Elite,Crown': 'Elite & Crown',
  'Reserve,Crown': 'Reserve & Crown',
};

/** The nine brand names the product form recognises, in the spec's order. */
export const KNOWN_BRANDS = [
  'Louis Vuitton',
  'Chanel',
  'Hermès',
  'Gucci',
  'Prada',
  'Dior',
  'Fendi',
  'Bottega Veneta',
  'Balenciaga',
] as const;
export type KnownBrand = (typeof KNOWN_BRANDS)[number];

/** At most this many photos per product; the first is the main photo. */
export const MAX_PRODUCT_PHOTOS = 5;
/** Largest photo upload accepted, in bytes (5 MB). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * The photo types accepted (storage.rules checks the same list): raster images only, as an
 * SVG can carry script that would run on our origin.
 */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** Said when an image of another type (SVG, GIF, HEIC…) is chosen. */
export const PHOTO_TYPE_REFUSED = 'Photos must be JPEG, PNG, WebP or AVIF images';

/** Whether `contentType` is one of {@link PHOTO_CONTENT_TYPES}. */
export function isAcceptedPhotoType(contentType: string): boolean {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(contentType);
}
/** At most this many search keywords are stored per product. */
export const MAX_PRODUCT_KEYWORDS = 50;

/**
 * Trims every item, drops blank items and drops exact repeats (the first spelling wins).
 * Used for photos, categories and tags, from the form and from CSV list cells alike.
 */
export function normaliseList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const trimmed = item.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}

export const MIN_TITLE_LENGTH = 3;
export const MIN_DESCRIPTION_LENGTH = 10;

/** Admin price-range filter buckets, in cents (upper bound exclusive). */
export const PRICE_RANGES = [
  { id: 'under-1000', label: 'Under $1,000', minCents: 0, maxCents: 100_000 },
  { id: '1000-5000', label: '$1,000-$5,000', minCents: 100_000, maxCents: 500_001 },
  { id: 'over-5000', label: 'Over $5,000', minCents: 500_001, maxCents: Number.POSITIVE_INFINITY },
] as const;
export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];
