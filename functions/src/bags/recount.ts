/**
 * Recounting `bag_stats` from the collections themselves (a backfill: after the seed,
 * which writes with triggers paused, or to repair counters): each bag's summary from its
 * product, its hearts and queue length counted from `hearts` and `queue_entries`, and for
 * a bag that is out or has a queue, fresh queue positions and the expected return. A
 * summary whose product is gone is removed. Heart triggers in flight while it runs may
 * be counted twice or not at all; run it when the app is quiet.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { refreshQueue } from '../queues/refresh-queue';
import { summaryOf } from './bag-stats';

/** What a recount found and wrote. */
export interface BagStatsRecount {
  bags: number;
  hearts: number;
  queued: number;
  removed: number;
}

/** How many documents of `collection` name each product (by `product_id`). */
async function countByProduct(db: Firestore, collection: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let last: string | null = null;
  for (;;) {
    let query = db
      .collection(collection)
      .select('product_id')
      .orderBy(FieldPath.documentId())
      .limit(config.batchSize);
    if (last !== null) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const id = doc.get('product_id') as unknown;
      if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    if (page.size < config.batchSize) return counts;
    last = page.docs[page.size - 1]!.id;
  }
}

/** Rewrites every bag's `bag_stats` from the collections (see the module comment). */
export async function recountBagStats(
  db: Firestore,
  now: Date = new Date(),
): Promise<BagStatsRecount> {
  const [hearts, queues] = await Promise.all([
    countByProduct(db, COLLECTIONS.hearts),
    countByProduct(db, COLLECTIONS.queueEntries),
  ]);
  const statsCol = db.collection(COLLECTIONS.bagStats);
  const report: BagStatsRecount = { bags: 0, hearts: 0, queued: 0, removed: 0 };
  const products = new Set<string>();
  const toRefresh: string[] = [];
  let last: string | null = null;
  for (;;) {
    let query = db
      .collection(COLLECTIONS.products)
      .orderBy(FieldPath.documentId())
      .limit(config.batchSize);
    if (last !== null) query = query.startAfter(last);
    const page = await query.get();
    const batch = db.batch();
    for (const doc of page.docs) {
      products.add(doc.id);
      const summary = summaryOf(doc.id, doc.data());
      if (summary === null) continue;
      const heartCount = hearts.get(doc.id) ?? 0;
      const queueLength = queues.get(doc.id) ?? 0;
      batch.set(statsCol.doc(doc.id), {
        ...summary,
        hearts: heartCount,
        queue_length: queueLength,
        back_estimate: null,
        updated_at: now,
      });
      report.bags += 1;
      report.hearts += heartCount;
      report.queued += queueLength;
      if (
        queueLength > 0 ||
        (summary.status === 'Active' && summary.borrow_status !== 'Available')
      ) {
        toRefresh.push(doc.id);
      }
    }
    await batch.commit();
    if (page.size < config.batchSize) break;
    last = page.docs[page.size - 1]!.id;
  }
  // Positions, estimates and the expected return, as the queue triggers keep them.
  for (const productId of toRefresh) await refreshQueue(db, productId, now);
  for (const ref of await statsCol.listDocuments()) {
    if (products.has(ref.id)) continue;
    await ref.delete();
    report.removed += 1;
  }
  logger.info('bag_stats recounted', { ...report });
  return report;
}
