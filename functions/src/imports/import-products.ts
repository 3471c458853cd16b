/**
 * `importProductsCsv`: the admin's CSV parsed by the domain (`parseProductsCsv`), the
 * catalogue's products of the file's brands read to find duplicates, each row's fate
 * decided by the domain (`planProductImport`), and the new products created in batches
 * of at most 500 writes. The result lists every row's fate.
 *
 * Duplicates are found by reading the catalogue before writing: two admins importing the
 * same file in the same second could still both create a product (rare enough for a
 * back-office tool; the next import reports the pair).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  brandToSlug,
  COLLECTIONS,
  parseProductsCsv,
  planProductImport,
  productIdentityKey,
  productImportCounts,
  type ImportProductsCsvResult,
  type ProductCsvRow,
} from '@unlimited/domain';
import { config } from '../config';
import { activityEntry, writeActivity } from '../lib/activity';
import { productsCol } from '../lib/collections';

/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_LIMIT = 30;

/** `items` in consecutive groups of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`chunk size must be ≥ 1, got ${size}`);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}

/**
 * The identity keys (`productIdentityKey`) of the catalogue's products whose brand is one
 * of the rows' brands: all a duplicate check of these rows needs.
 */
export async function existingProductKeys(
  db: Firestore,
  rows: readonly ProductCsvRow[],
): Promise<Set<string>> {
  const slugs = [...new Set(rows.filter((row) => row.ok).map((row) => brandToSlug(row.brand)))];
  const snaps = await Promise.all(
    chunk(slugs, IN_FILTER_LIMIT).map((group) =>
      db
        .collection(COLLECTIONS.products)
        .where('brand_slug', 'in', group)
        .select('title', 'brand')
        .get(),
    ),
  );
  const keys = new Set<string>();
  for (const snap of snaps) {
    for (const doc of snap.docs) {
      keys.add(
        productIdentityKey({ title: String(doc.get('title')), brand: String(doc.get('brand')) }),
      );
    }
  }
  return keys;
}

/** The activity text of an import (counts only). */
export function productImportActivityText(imported: number): string {
  return `CSV import: ${imported} product${imported === 1 ? '' : 's'} added`;
}

/**
 * Imports the CSV. If a batch fails, the products of earlier batches stay and the error
 * says how many were imported, so the admin can check before importing the rest.
 *
 * @throws HttpsError `invalid-argument` when the file as a whole cannot be read (empty,
 *   no title or brand column, no data row)
 */
export async function importProductsCsv(
  db: Firestore,
  csv: string,
  actor: string,
  now: Date = new Date(),
): Promise<ImportProductsCsvResult> {
  const parsed = parseProductsCsv(csv);
  if (!parsed.ok) throw new HttpsError('invalid-argument', parsed.error);
  const { docs, rows } = planProductImport(
    parsed.rows,
    await existingProductKeys(db, parsed.rows),
    now,
  );
  let imported = 0;
  for (const group of chunk(docs, config.batchSize)) {
    const batch = db.batch();
    for (const doc of group) {
      const ref = productsCol(db).doc();
      batch.create(ref, { ...doc, id: ref.id });
    }
    try {
      await batch.commit();
    } catch (error) {
      logger.error('Product import batch failed', {
        imported,
        total: docs.length,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new HttpsError(
        'internal',
        `Imported ${imported} of ${docs.length} products before an error. Check the product list before importing the rest.`,
      );
    }
    imported += group.length;
  }
  if (imported > 0)
    await writeActivity(db, activityEntry(productImportActivityText(imported), now, actor));
  logger.info('Products imported', productImportCounts(rows));
  return { imported, rows };
}
