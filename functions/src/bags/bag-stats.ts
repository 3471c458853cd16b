/**
 * Keeping `bag_stats/{productId}` in step: the bag's public-safe summary follows its
 * product, and its hearts counter follows the members' hearts, once per event (triggers
 * are delivered at least once: the event id is recorded with the increment).
 */
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  DOC_SCHEMAS,
  bagSummaryOf,
  parseDoc,
  sameBagSummary,
  type BagSummaryFields,
} from '@unlimited/domain';
import { config } from '../config';
import { applyOnce, type StatsEventOutcome } from '../stats/apply-delta';
import { beforeAndAfter, eventTime, type WriteEventLike } from '../lib/events';
import { runTransactionLogged } from '../lib/transactions';

/** The raw reference: increments are not a document the converter can check. */
function statsRef(db: Firestore, productId: string) {
  return db.collection(COLLECTIONS.bagStats).doc(productId);
}

/** The bag summary of product `productId` (raw data), or null when it cannot be read. */
export function summaryOf(productId: string, data: DocumentData | null): BagSummaryFields | null {
  if (data === null) return null;
  try {
    return bagSummaryOf(parseDoc(COLLECTIONS.products, productId, data, DOC_SCHEMAS.products));
  } catch {
    logger.warn('Product unreadable for its bag summary', { productId });
    return null;
  }
}

/**
 * Product written → its summary on `bag_stats`; a deleted product's summary goes too.
 * The summary is taken from the product as it is now (read in the transaction that
 * writes it), not from the event's copy: events arrive in any order and are retried, so
 * an older event handled after a newer one would write an older summary back. Writes
 * nothing when the summary already says the same (so repeated events are free).
 */
export async function syncBagSummary(
  db: Firestore,
  productId: string,
  event: WriteEventLike,
): Promise<'written' | 'deleted' | 'unchanged'> {
  const ref = statsRef(db, productId);
  const productRef = db.collection(COLLECTIONS.products).doc(productId);
  const at = eventTime(event);
  return runTransactionLogged(db, 'bag summary', async (tx) => {
    const [product, storedSnap] = await Promise.all([tx.get(productRef), tx.get(ref)]);
    if (!product.exists) {
      if (!storedSnap.exists) return 'unchanged';
      tx.delete(ref);
      return 'deleted';
    }
    const summary = summaryOf(productId, product.data() ?? null);
    if (summary === null) return 'unchanged';
    const stored = storedSnap.data() ?? null;
    if (sameBagSummary(stored as Partial<BagSummaryFields> | null, summary)) return 'unchanged';
    // Never moves back in time either: the later of the stored and this event's time.
    const storedAt = (stored?.updated_at as { toDate?: () => Date } | undefined)?.toDate?.();
    const updatedAt = storedAt !== undefined && storedAt > at ? storedAt : at;
    tx.set(ref, { ...summary, updated_at: updatedAt }, { merge: true });
    return 'written';
  });
}

/** How a heart write changes its bag's count: +1 created, -1 deleted, 0 otherwise. */
export function heartDelta(event: WriteEventLike): { productId: string; delta: number } | null {
  const { before, after } = beforeAndAfter(event);
  const doc = after ?? before;
  const productId = typeof doc?.product_id === 'string' ? doc.product_id : null;
  if (productId === null) return null;
  const delta = (after !== null ? 1 : 0) - (before !== null ? 1 : 0);
  return delta === 0 ? null : { productId, delta };
}

/** Heart written → its bag's `hearts` counter, once per event. */
export async function countHeartWrite(
  db: Firestore,
  event: WriteEventLike,
): Promise<StatsEventOutcome> {
  const change = heartDelta(event);
  if (change === null) return 'no-change';
  const now = eventTime(event);
  // The summary too, so a bag hearted before its product was next written is named.
  const product = await db.collection(COLLECTIONS.products).doc(change.productId).get();
  const summary = summaryOf(change.productId, product.data() ?? null);
  return applyOnce(db, config.internalCollections.analyticsEvents, event.id, now, (batch) => {
    batch.set(
      statsRef(db, change.productId),
      {
        ...summary,
        product_id: change.productId,
        hearts: FieldValue.increment(change.delta),
        updated_at: now,
      },
      { merge: true },
    );
  });
}
