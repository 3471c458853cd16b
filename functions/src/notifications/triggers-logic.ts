/**
 * Which events notify whom: a saved bag back in the closet (its hearts' members whose
 * tier sees it); an order placed, shipped (with its tracking link), its tracking number
 * added or changed while in transit, delivered, and its return received (the order's
 * member). Each notice has an id fixed by its event, so a retried trigger notifies once.
 */
import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  availabilityNotice,
  canSee,
  deliveredNotice,
  isSubscribed,
  normaliseFirestoreData,
  orderPlacedNotice,
  returnReceivedNotice,
  shippingNotice,
  trackingChangedNotice,
  type AccessLevel,
  type NoticeBag,
} from '@unlimited/domain';
import { heartsCol, queueEntriesCol, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { notificationId, notify } from './notify';

/** Hearts read per page when telling members a saved bag is back (no cap on the total). */
export const AVAILABILITY_PAGE = 500;
/** Notices written at once within a page. */
const NOTIFY_CONCURRENCY = 25;

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * A saved bag is free in the closet again (nobody in its queue took it): its hearts'
 * members whose membership sees it are told, except those waiting in its queue, who were
 * told why it was not held for them (`offerNext`). `at` fixes the notices' ids to this
 * event, so a retried trigger (or a run cut short and retried) tells nobody twice. The
 * hearts are read page by page in document-id order (`startAfter` the last one), so
 * every member who saved it is told, however many.
 */
export async function notifySavedBagBack(
  db: Firestore,
  bag: NoticeBag & { access_levels: AccessLevel },
  at: Date,
): Promise<number> {
  const queue = await queueEntriesCol(db).where('product_id', '==', bag.id).get();
  const queued = new Set(
    queue.docs.map((doc) => doc.data()).flatMap((e) => (e.status === 'waiting' ? [e.user_id] : [])),
  );
  let told = 0;
  let last: string | null = null;
  for (;;) {
    let page = heartsCol(db)
      .where('product_id', '==', bag.id)
      .orderBy(FieldPath.documentId())
      .limit(AVAILABILITY_PAGE);
    if (last !== null) page = page.startAfter(last);
    const hearts = await page.get();
    if (hearts.empty) return told;
    last = hearts.docs[hearts.size - 1]!.id;
    const uids = [...new Set(hearts.docs.map((doc) => doc.data().user_id))].filter(
      (uid) => !queued.has(uid),
    );
    const subs =
      uids.length === 0 ? [] : await db.getAll(...uids.map((uid) => subscriptionDoc(db, uid)));
    const members = subs.flatMap((snap) => {
      const sub = dataOrNull(snap);
      if (sub === null || !isSubscribed({ tier: sub.plan_name, status: sub.status })) return [];
      return canSee(sub.plan_name, bag.access_levels) ? [snap.id] : [];
    });
    await eachLimited(members, NOTIFY_CONCURRENCY, (uid) =>
      notify(
        db,
        uid,
        notificationId('availability', bag.id, uid, at.getTime()),
        availabilityNotice(bag),
        at,
      ),
    );
    told += members.length;
    if (hearts.size < AVAILABILITY_PAGE) return told;
  }
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

/** A stored time as a Date, or null (a reservation's `ship_on`; missing on other orders). */
function dateOf(value: unknown): Date | null {
  const millis = millisOf(value);
  return millis === null ? null : new Date(millis);
}

/** What an order change told its member, if anything. */
export type OrderNoticeSent = 'placed' | 'shipping' | 'tracking' | 'delivered' | 'returns';

/**
 * An order was written: its member hears that it was placed (a new order awaiting
 * shipment), shipped, that the tracking number of a bag in transit was added or changed,
 * that it was delivered, and that its return was received. Orders written with triggers
 * paused (the seed) tell nobody.
 */
export async function notifyOrderChange(
  db: Firestore,
  orderId: string,
  before: DocumentData | null,
  after: DocumentData | null,
  at: Date,
): Promise<OrderNoticeSent | null> {
  if (after === null || typeof after.user_id !== 'string') return null;
  const to = after.order_status as unknown;
  const order = {
    bag_name: String(after.bag_name ?? ''),
    bag_brand: String(after.bag_brand ?? ''),
  };
  if (before === null) {
    // A new order: only one placed by a member (createOrder writes Pending Shipment) is news.
    if (to !== 'pending_shipment') return null;
    await notify(
      db,
      after.user_id,
      notificationId('placed', orderId),
      orderPlacedNotice(order, dateOf(after.ship_on)),
      at,
    );
    return 'placed';
  }
  const from = before.order_status as unknown;
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
    await notify(
      db,
      after.user_id,
      notificationId('shipping', orderId),
      shippingNotice(order, trackingOf(after)),
      at,
    );
    return 'shipping';
  }
  // Only an arrival: a correction back to Delivered (from Active Rental) is not news.
  if (to === 'delivered' && from === 'in_transit') {
    await notify(
      db,
      after.user_id,
      notificationId('delivered', orderId),
      deliveredNotice(order),
      at,
    );
    return 'delivered';
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
