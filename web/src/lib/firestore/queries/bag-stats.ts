/**
 * Reads of `bag_stats` (per-bag summaries kept by functions): a member gets one bag's
 * summary; admins rank bags by hearts and queue length, never scanning hearts or queues.
 *
 * Index: the single-field indexes on hearts and queue_length.
 */
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { BagStats } from '@unlimited/domain';
import { bagStatsCol } from '../refs/bag-stats';

/** Bags each ranking shows. */
export const RANKED_BAGS = 10;

export function mostHeartedQuery(db: Firestore): Query<BagStats> {
  return query(
    bagStatsCol(db),
    where('hearts', '>', 0),
    orderBy('hearts', 'desc'),
    limit(RANKED_BAGS),
  );
}

export function mostQueuedQuery(db: Firestore): Query<BagStats> {
  return query(
    bagStatsCol(db),
    where('queue_length', '>', 0),
    orderBy('queue_length', 'desc'),
    limit(RANKED_BAGS),
  );
}
