/**
 * Which events notify whom: a saved bag back in the closet (its hearts' members whose
 * tier sees it), an order shipped (with its tracking number), the tracking number of an
 * order in transit added or changed, a return received. Each notice has an id fixed by
 * its event, so a retried trigger notifies once.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  availabilityNotice,
  canSee,
  isSubscribed,
  normaliseFirestoreData,
  returnReceivedNotice,
  shippingNotice,
  trackingChangedNotice,
  type AccessLevel,
  type NoticeBag,
} from '@unlimited/domain';
import { heartsCol, queueEntriesCol, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { notificationId, notify } from './notify';

/** Most members told at once that a saved bag is back. */
export const AVAILABILITY_BATCH = 500;

/**
 * A saved bag is free in the closet again (nobody in its queue took it): its hearts'
 * members whose membership sees it are told, except those waiting in its queue, who were
 * told why it was not held for them (`offerNext`). `at` fixes the notices' ids to this
 * event.
 */
export async function notifySavedBagBack(
  db: Firestore,
  bag: NoticeBag & { access_levels: AccessLevel },
  at: Date,
): Promise<number> {
  const hearts = await heartsCol(db)
    .where('product_id', '==', bag.id)
    .limit(AVAILABILITY_BATCH)
    .get();
  if (hearts.empty) return 0;
  const queue = await queueEntriesCol(db).where('product_id', '==', bag.id).get();
  const queued = new Set(
    queue.docs.map((doc) => doc.data()).flatMap((e) => (e.status === 'waiting' ? [e.user_id] : [])),
  );
  const uids = [...new Set(hearts.docs.map((doc) => doc.data().user_id))].filter(
    (uid) => !queued.has(uid),
  );
  if (uids.length === 0) return 0;
  const subs = await db.getAll(...uids.map((uid) => subscriptionDoc(db, uid)));
  let told = 0;
  for (const snap of subs) {
    const sub = dataOrNull(snap);
    if (sub === null || !isSubscribed({ tier: sub.plan_name, status: sub.status })) continue;
    if (!canSee(sub.plan_name, bag.access_levels)) continue;
    await notify(
      db,
      snap.id,
      notificationId('availability', bag.id, snap.id, at.getTime()),
      availabilityNotice(bag),
      at,
    );
    told += 1;
  }
  return told;
}

/** A stored tracking number, trimmed, or null when there is none. */
function trackingOf(data: DocumentData): string | null {
  const value = data.tracking_number as unknown;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Milliseconds of a stored time (a Timestamp, a Date), or null. */
function millisOf(value: unknown): number | null {
  const time = normaliseFirestoreData(value);
  return time instanceof Date ? time.getTime() : null;
}

/**
 * An order changed: its member hears of a shipment, of a new tracking number for a bag
 * already in transit, and of a received return.
 */
export async function notifyOrderChange(
  db: Firestore,
  orderId: string,
  before: DocumentData | null,
  after: DocumentData | null,
  at: Date,
): Promise<'shipping' | 'tracking' | 'returns' | null> {
  // Only changes: a new order (createOrder, the seed) is not news to its member.
  if (before === null || after === null || typeof after.user_id !== 'string') return null;
  const from = before?.order_status as unknown;
  const to = after.order_status as unknown;
  const order = {
    bag_name: String(after.bag_name ?? ''),
    bag_brand: String(after.bag_brand ?? ''),
  };
  if (from === to) {
    const [tracking, previous] = [trackingOf(after), trackingOf(before)];
    if (to !== 'in_transit' || tracking === null || tracking === previous) return null;
    // One notice per change: the id names the write (its updated_at; the event's time
    // when missing), so a retried trigger finds it, and a later change back is news again.
    const written = millisOf(after.updated_at) ?? at.getTime();
    await notify(
      db,
      after.user_id,
      notificationId('tracking', orderId, written),
      trackingChangedNotice(order, tracking, previous),
      at,
    );
    return 'tracking';
  }
  if (to === 'in_transit') {
    const tracking = typeof after.tracking_number === 'string' ? after.tracking_number : null;
    await notify(
      db,
      after.user_id,
      notificationId('shipping', orderId),
      shippingNotice(order, tracking),
      at,
    );
    return 'shipping';
  }
  if (to === 'completed' && from === 'return_pending') {
    await notify(
      db,
      after.user_id,
      notificationId('returns', orderId),
      returnReceivedNotice(order),
      at,
    );
    return 'returns';
  }
  return null;
}
