import { PRODUCT_READ_FIELDS } from '@unlimited/domain';

/**
 * The query string of a product's REST GET that asks only for the fields a product is
 * read from (`PRODUCT_READ_FIELDS`), as the catalogue's `select` does
 * (`catalog-query.ts`): not the back-office's search tokens. A module of its own, so the
 * Magazine's bag reads do not bring the catalogue query with them.
 */
export const PRODUCT_READ_MASK = PRODUCT_READ_FIELDS.map((path) => `mask.fieldPaths=${path}`).join(
  '&',
);
