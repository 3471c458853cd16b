/**
 * Reads of bag queues. firestore.rules lets a member list only entries filtered on
 * `user_id == <their uid>` and lets admins read every queue; tests/rules runs these.
 */
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { MAX_QUEUES_PER_MEMBER, type QueueEntry } from '@unlimited/domain';
import { queueEntriesCol } from '../refs/queue-entries';

/** The signed-in member's own queue entries (at most a few). */
export function memberQueuesQuery(db: Firestore, uid: string): Query<QueueEntry> {
  return query(
    queueEntriesCol(db),
    where('user_id', '==', uid),
    limit(MAX_QUEUES_PER_MEMBER + 5),
  );
}

/** Most entries the admin's list of every queue shows. */
export const ADMIN_QUEUES_LIMIT = 300;

/**
 * Every bag's queue for admins, grouped by bag, in turn order.
 *
 * Index: queue_entries (product_id ASC, position ASC).
 */
export function adminQueuesQuery(db: Firestore): Query<QueueEntry> {
  return query(
    queueEntriesCol(db),
    orderBy('product_id'),
    orderBy('position'),
    limit(ADMIN_QUEUES_LIMIT),
  );
}

/**
 * One bag's queue for admins, in turn order.
 *
 * Index: queue_entries (product_id ASC, position ASC).
 */
export function adminBagQueueQuery(db: Firestore, productId: string): Query<QueueEntry> {
  return query(
    queueEntriesCol(db),
    where('product_id', '==', productId),
    orderBy('position'),
    limit(ADMIN_QUEUES_LIMIT),
  );
}
