/**
 * Handlers keeping bag queues in step with their bags and the holders' orders (run by the
 * collections' write triggers, ../triggers.ts).
 */
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { onBagMoved } from './bag-moved';
import { readQueue, refreshQueue } from './refresh-queue';

/**
 * Product written → its queue: an offer when it is free, fresh positions otherwise, and
 * when it is back for everyone, a notice to every member who saved it (paged, no cap:
 * the product trigger has the longest timeout an event function has).
 */
export const syncBagQueue: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  await onBagMoved(firestore(), event.params.docId, before, after, eventTime(event));
};

/**
 * Order status or delivery written → the estimates of its bag's queue (the holder's swap
 * clock starts at delivery).
 */
export const refreshQueueEstimates: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  if (after === null || typeof after.bag_id !== 'string') return;
  const same =
    before !== null &&
    before.order_status === after.order_status &&
    String(before.delivered_date ?? '') === String(after.delivered_date ?? '');
  if (same) return;
  const db = firestore();
  if ((await readQueue(db, after.bag_id)).length === 0) return;
  await refreshQueue(db, after.bag_id, eventTime(event));
};
