/**
 * `importProductsCsv`: the admin's CSV parsed by the domain (`parseProductsCsv`, with the
 * spec's `Row N: …` messages), each valid row created as a product (`createProductDoc`)
 * in batches of at most 500 writes.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  createProductDoc,
  parseProductsCsv,
  type ImportProductsCsvResult,
  type ProductDoc,
} from '@unlimited/domain';
import { config } from '../config';
import { activityEntry, writeActivity } from '../lib/activity';
import { productsCol } from '../lib/collections';

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

/** The product documents a CSV creates, and the messages of the rows it refused. */
export function planProductImport(
  csv: string,
  now: Date,
): { docs: ProductDoc[]; errors: string[] } {
  const { products, errors } = parseProductsCsv(csv);
  return { docs: products.map((draft) => createProductDoc(draft, now)), errors };
}

/** The activity text of an import (counts only). */
export function productImportActivityText(imported: number): string {
  return `CSV import: ${imported} product${imported === 1 ? '' : 's'} added`;
}

/**
 * Imports the CSV. If a batch fails, the products of earlier batches stay and the error
 * says how many were imported, so the admin can check before importing the rest.
 */
export async function importProductsCsv(
  db: Firestore,
  csv: string,
  actor: string,
  now: Date = new Date(),
): Promise<ImportProductsCsvResult> {
  const { docs, errors } = planProductImport(csv, now);
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
  logger.info('Products imported', { imported, refused: errors.length });
  return { imported, errors };
}
