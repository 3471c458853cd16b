/**
 * What a bulk product import does with the rows read from its CSV file (`parseProductsCsv`
 * in products-csv.ts): which become products, which repeat one, and how each row's fate
 * reads.
 */
import { brandToSlug } from './brands';
import type { ProductCsvRow } from './products-csv';
import { createProductDoc, type ProductDoc } from './schemas/product';

/**
 * What became of one data row of a product CSV:
 * - `imported`: created as written;
 * - `imported_hidden`: created, but as Hidden because the row has no photos (a product
 *   needs a photo to be Active, as in the Add Product form);
 * - `duplicate`: not created, its title and brand are already in the catalogue or on an
 *   earlier row of the file;
 * - `error`: not created, `reason` names the column and the value that did not parse.
 */
export type ProductImportOutcome = 'imported' | 'imported_hidden' | 'duplicate' | 'error';

/** One data row of an imported CSV and its fate. */
export interface ProductImportRow {
  /** File line on which the row starts; the header is line 1 (spec's "Row N"). */
  line: number;
  /** The row's title and brand as written (trimmed; `''` when empty). */
  title: string;
  brand: string;
  outcome: ProductImportOutcome;
  /** Why the row was not imported as written; `null` for `imported`. */
  reason: string | null;
}

/**
 * The key two products share when they are the same catalogue entry: brand by its slug
 * (`Hermès` = `hermes`) and title folded (case, accents, punctuation and spacing ignored).
 */
export function productIdentityKey(product: { title: string; brand: string }): string {
  const title = product.title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');
  return `${brandToSlug(product.brand)}|${title}`;
}

/** What an import creates and what it says about each row. */
export interface ProductImportPlan {
  /** Documents to create, in file order. */
  docs: ProductDoc[];
  /** Every data row's fate once `docs` are created. */
  rows: ProductImportRow[];
}

/**
 * Decides each parsed row's fate: a row whose title and brand
 * ({@link productIdentityKey}) are in `existingKeys` (the catalogue) or on an earlier
 * row of the file is a duplicate and is not created; a valid row is created, Hidden
 * when it has no photos; an invalid row is reported with its reason.
 */
export function planProductImport(
  rows: readonly ProductCsvRow[],
  existingKeys: ReadonlySet<string>,
  now: Date,
): ProductImportPlan {
  const docs: ProductDoc[] = [];
  const results: ProductImportRow[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const named = { line: row.line, title: row.title, brand: row.brand };
    if (!row.ok) {
      results.push({ ...named, outcome: 'error', reason: row.reason });
      continue;
    }
    const key = productIdentityKey(row.draft);
    const earlier = firstLine.get(key);
    if (existingKeys.has(key)) {
      const reason = `"${row.draft.title}" by ${row.draft.brand} is already in the catalogue`;
      results.push({ ...named, outcome: 'duplicate', reason });
    } else if (earlier !== undefined) {
      results.push({
        ...named,
        outcome: 'duplicate',
        reason: `Repeats row ${earlier} of this file`,
      });
    } else {
      firstLine.set(key, row.line);
      docs.push(createProductDoc(row.draft, now));
      results.push(
        row.hiddenForNoPhotos
          ? { ...named, outcome: 'imported_hidden', reason: 'No photos: imported as Hidden' }
          : { ...named, outcome: 'imported', reason: null },
      );
    }
  }
  return { docs, rows: results };
}

/** How many rows of an import had each fate. */
export function productImportCounts(
  rows: readonly ProductImportRow[],
): Record<ProductImportOutcome, number> {
  const counts: Record<ProductImportOutcome, number> = {
    imported: 0,
    imported_hidden: 0,
    duplicate: 0,
    error: 0,
  };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/**
 * One row's fate as the admin reads it: `Row 4: Missing title or brand`,
 * `Row 3: Imported as Hidden (no photos)`, `Row 5: Duplicate, not imported: …`.
 */
export function productImportRowText(row: ProductImportRow): string {
  switch (row.outcome) {
    case 'imported':
      return `Row ${row.line}: Imported`;
    case 'imported_hidden':
      return `Row ${row.line}: Imported as Hidden (no photos)`;
    case 'duplicate':
      return `Row ${row.line}: Duplicate, not imported: ${row.reason ?? ''}`;
    case 'error':
      return `Row ${row.line}: ${row.reason ?? ''}`;
  }
}
