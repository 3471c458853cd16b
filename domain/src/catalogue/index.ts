/**
 * catalogue: products and brands, what a tier may see and borrow (access, value caps), a
 * product's validity, draft, keywords, photos and CSV import, its loan state, the vault,
 * the closet and search tokens, and the product, brand-summary, heart and bag-stats
 * documents. Imports core and membership.
 */
export * from './catalog';
export * from './closet-state';
export * from './access';
export * from './brands';
export * from './product-draft';
export * from './product-validity';
export * from './product-keywords';
export * from './products-csv';
export * from './products-csv-template';
export * from './product-import';
export * from './catalog-brands';
export * from './schemas/brand-summary';
export * from './schemas/brand-summary-reader';
export * from './schemas/product';
export * from './schemas/product-reader';
export * from './schemas/product-loan';
export * from './product-photos';
export * from './product-loan';
export * from './schemas/heart';
export * from './schemas/bag-stats';
export * from './search-tokens';
export * from './vault';
export * from './vault-constants';
export * from './vault-reading';
export * from './vault-schema';
