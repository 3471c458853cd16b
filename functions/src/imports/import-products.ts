/**
 * `importProductsCsv`: the admin's CSV parsed by the domain (`parseProductsCsv`), the
 * catalogue's products of the file's brands read to find duplicates, each row's fate
 * decided by the domain (`planProductImport`), and the new products created in batches
 * of at most 500 writes. The result lists every row's fate.
 *
 * Counters: each batch also adds its products to the dashboard counters and the
 * analytics figures (one increment of each per batch, in the same atomic commit) and
 * leaves each product's creation key (`stats/creation.ts`), so the counter triggers that
 * then see those creations count nothing; the brand lists are recounted once per batch.
 * A 5,000-row import is about 30 counter writes, not 5,000 transactions on one document.
 *
 * Duplicates are found by reading the catalogue before writing, so one import runs at a
 * time (a lease on `locks/product_import`, taken in a transaction): two admins importing
 * the same file in the same second get one import and one "another import is running".
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  addDays,
  analyticsDelta,
  brandToSlug,
  COLLECTIONS,
  nestDelta,
  normaliseFirestoreData,
  parseProductsCsv,
  readAnalyticsFields,
  readCountedFields,
  statsDelta,
  planProductImport,
  productIdentityKey,
  productImportCounts,
  type ImportProductsCsvResult,
  type ProductCsvRow,
  PRODUCT_AUDIT_FIELDS,
  auditChanges,
} from '@unlimited/domain';
import { config } from '../config';
import { activityEntry, actorName, addAudit, writeActivity, type ActorLike } from '../lib/activity';
import { productsCol } from '../lib/collections';
import { refreshBrandCounts } from '../stats/brand-summary';
import { counterShardRef, statsIncrementWrite } from '../stats/apply-delta';
import { IMPORT_MARKER, productCreationKey } from '../stats/creation';

/**
 * Writes per imported product: the product, its creation key in both marker sets and its
 * audit record (one per product, so each product's history starts with its import).
 */
const WRITES_PER_PRODUCT = 4;
/** Products per batch: the batch also holds the two counter increments and the admin's name. */
export const IMPORT_BATCH_PRODUCTS = Math.floor((config.batchSize - 3) / WRITES_PER_PRODUCT);

/** `into` plus `delta`, path by path (zeros dropped). */
function addDelta(into: Record<string, number>, delta: Readonly<Record<string, number>>): void {
  for (const [path, n] of Object.entries(delta)) {
    const sum = (into[path] ?? 0) + n;
    if (sum === 0) delete into[path];
    else into[path] = sum;
  }
}

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

/** How long an import's lease lasts: longer than the callable may run (300 s). */
export const IMPORT_LEASE_MS = 6 * 60_000;

/** The refusal while another import holds the lease. */
export function importRunningMessage(holder: string, startedAt: Date): string {
  const at = startedAt.toISOString().slice(11, 16);
  return `Another product import is running (started by ${holder} at ${at} UTC). Import this file when it has finished: rows it already added will be reported as duplicates.`;
}

/**
 * Runs `job` holding the product import lease, released after it (even when it fails);
 * a lease left by a crashed run lapses after {@link IMPORT_LEASE_MS}.
 *
 * @throws HttpsError `failed-precondition` while another import holds it
 */
export async function withImportLease<T>(
  db: Firestore,
  actor: string,
  now: Date,
  job: () => Promise<T>,
): Promise<T> {
  const lock = db.collection(config.internalCollections.locks).doc('product_import');
  const token = randomUUID();
  await db.runTransaction(async (tx) => {
    const held = normaliseFirestoreData((await tx.get(lock)).data()) as
      { holder?: unknown; started_at?: unknown; expires_at?: unknown } | undefined;
    if (held?.expires_at instanceof Date && held.expires_at.getTime() > now.getTime()) {
      const started = held.started_at instanceof Date ? held.started_at : now;
      throw new HttpsError(
        'failed-precondition',
        importRunningMessage(String(held.holder ?? 'another admin'), started),
      );
    }
    tx.set(lock, {
      holder: actor,
      token,
      started_at: now,
      expires_at: new Date(now.getTime() + IMPORT_LEASE_MS),
    });
  });
  try {
    return await job();
  } finally {
    await db.runTransaction(async (tx) => {
      if ((await tx.get(lock)).get('token') === token) tx.delete(lock);
    });
  }
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
  actor: ActorLike,
  now: Date = new Date(),
): Promise<ImportProductsCsvResult> {
  const parsed = parseProductsCsv(csv);
  if (!parsed.ok) throw new HttpsError('invalid-argument', parsed.error);
  return withImportLease(db, actorName(actor), now, () => importRows(db, parsed.rows, actor, now));
}

/** The import of parsed rows, under the lease. */
async function importRows(
  db: Firestore,
  parsedRows: readonly ProductCsvRow[],
  actor: ActorLike,
  now: Date,
): Promise<ImportProductsCsvResult> {
  const { docs, rows } = planProductImport(
    parsedRows,
    await existingProductKeys(db, parsedRows),
    now,
  );
  let imported = 0;
  const statsMarkers = db.collection(config.internalCollections.statsEvents);
  const analyticsMarkers = db.collection(config.internalCollections.analyticsEvents);
  const marker = {
    processed_at: now,
    expire_at: addDays(now, config.statsEventRetentionDays),
    ...IMPORT_MARKER,
  };
  for (const group of chunk(docs, IMPORT_BATCH_PRODUCTS)) {
    const batch = db.batch();
    const stats: Record<string, number> = {};
    const analytics: Record<string, number> = {};
    let shardKey = '';
    for (const doc of group) {
      const ref = productsCol(db).doc();
      const data = { ...doc, id: ref.id };
      batch.create(ref, data);
      addAudit(batch, db, {
        kind: 'imported',
        objectType: 'product',
        objectId: ref.id,
        label: doc.title,
        actor,
        at: now,
        changes: auditChanges(null, data, PRODUCT_AUDIT_FIELDS),
      });
      const key = productCreationKey(ref.id, doc.created_at);
      shardKey ||= key;
      batch.create(statsMarkers.doc(key), marker);
      batch.create(analyticsMarkers.doc(key), marker);
      addDelta(stats, statsDelta('products', null, readCountedFields('products', data)));
      addDelta(analytics, analyticsDelta('products', null, readAnalyticsFields('products', data)));
    }
    // One increment per counter per batch, into the shard of its first creation key.
    batch.set(counterShardRef(db, 'dashboard', shardKey), statsIncrementWrite(stats, now), {
      merge: true,
    });
    batch.set(
      counterShardRef(db, 'analytics', shardKey),
      { ...nestDelta(analytics, (n) => FieldValue.increment(n)), updated_at: now },
      { merge: true },
    );
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
    // Absolute counts, so exact whatever else wrote meanwhile (a retry of it is harmless).
    await refreshBrandCounts(db, [...new Set(group.map((doc) => doc.brand))], now);
  }
  if (imported > 0)
    await writeActivity(db, activityEntry(productImportActivityText(imported), now, actor));
  logger.info('Products imported', productImportCounts(rows));
  return { imported, rows };
}
