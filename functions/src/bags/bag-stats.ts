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
 * Writes nothing when the summary already says the same (so repeated events are free).
 */
export async function syncBagSummary(
  db: Firestore,
  productId: string,
  event: WriteEventLike,
): Promise<'written' | 'deleted' | 'unchanged'> {
  const { after } = beforeAndAfter(event);
  const ref = statsRef(db, productId);
  if (after === null) {
    await ref.delete();
    return 'deleted';
  }
  const summary = summaryOf(productId, after);
  if (summary === null) return 'unchanged';
  const stored = (await ref.get()).data() ?? null;
  if (sameBagSummary(stored as Partial<BagSummaryFields> | null, summary)) return 'unchanged';
  await ref.set({ ...summary, updated_at: eventTime(event) }, { merge: true });
  return 'written';
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
  return applyOnce(db, config.internalCollections.analyticsEvents, event.id, now, (tx) => {
    tx.set(
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
