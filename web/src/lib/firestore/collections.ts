/**
 * Typed references to every Firestore collection and fixed document, with their
 * converters attached. Feature `api/` files build their queries on these.
 */
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  brandSummaryDocId,
  DASHBOARD_STATS_DOC_ID,
  MAIL_COLLECTION,
  type Activity,
  type BagStats,
  type Notification,
  type NotificationSettings,
  type QueueEntry,
  type Heart,
  type BrandSummary,
  type DashboardStats,
  type Mail,
  type Order,
  type OrderNotes,
  type Product,
  type Profile,
  type Subscription,
  type TierId,
  type UserMetadata,
  type WaitlistSignup,
} from '@unlimited/domain';
import {
  activityConverter,
  bagStatsConverter,
  heartConverter,
  notificationConverter,
  notificationSettingsConverter,
  queueEntryConverter,
  brandSummaryConverter,
  dashboardStatsConverter,
  mailConverter,
  orderConverter,
  orderNotesConverter,
  productConverter,
  profileConverter,
  subscriptionConverter,
  userMetadataConverter,
  waitlistSignupConverter,
} from './converters';

export function productsCol(db: Firestore): CollectionReference<Product> {
  return collection(db, COLLECTIONS.products).withConverter(productConverter);
}

export function productDoc(db: Firestore, id: string): DocumentReference<Product> {
  return doc(productsCol(db), id);
}

export function ordersCol(db: Firestore): CollectionReference<Order> {
  return collection(db, COLLECTIONS.orders).withConverter(orderConverter);
}

export function orderDoc(db: Firestore, id: string): DocumentReference<Order> {
  return doc(ordersCol(db), id);
}

/** An order's admin notes (admins only); its id is the order's. */
export function orderNotesDoc(db: Firestore, orderId: string): DocumentReference<OrderNotes> {
  return doc(db, COLLECTIONS.orderNotes, orderId).withConverter(orderNotesConverter);
}

export function subscriptionsCol(db: Firestore): CollectionReference<Subscription> {
  return collection(db, COLLECTIONS.subscriptions).withConverter(subscriptionConverter);
}

/** The member's subscription; its id is the member's uid. */
export function subscriptionDoc(db: Firestore, uid: string): DocumentReference<Subscription> {
  return doc(subscriptionsCol(db), uid);
}

export function profilesCol(db: Firestore): CollectionReference<Profile> {
  return collection(db, COLLECTIONS.profiles).withConverter(profileConverter);
}

/** The member's profile; its id is the member's uid. */
export function profileDoc(db: Firestore, uid: string): DocumentReference<Profile> {
  return doc(profilesCol(db), uid);
}

export function waitlistCol(db: Firestore): CollectionReference<WaitlistSignup> {
  return collection(db, COLLECTIONS.waitlistSignups).withConverter(waitlistSignupConverter);
}

export function waitlistSignupDoc(db: Firestore, id: string): DocumentReference<WaitlistSignup> {
  return doc(waitlistCol(db), id);
}

/** The `stats/dashboard` counters document. */
export function dashboardStatsDoc(db: Firestore): DocumentReference<DashboardStats> {
  return doc(db, COLLECTIONS.stats, DASHBOARD_STATS_DOC_ID).withConverter(dashboardStatsConverter);
}

export function activityCol(db: Firestore): CollectionReference<Activity> {
  return collection(db, COLLECTIONS.activity).withConverter(activityConverter);
}

/** The user's token-refresh marker; its id is the user's uid. */
export function userMetadataDoc(db: Firestore, uid: string): DocumentReference<UserMetadata> {
  return doc(db, COLLECTIONS.metadata, uid).withConverter(userMetadataConverter);
}

/** The public `catalog/brands` document. */
export function brandSummaryDoc(
  db: Firestore,
  tier: TierId | null,
): DocumentReference<BrandSummary> {
  return doc(db, COLLECTIONS.catalog, brandSummaryDocId(tier)).withConverter(brandSummaryConverter);
}

/** The email outbox (`mail`), in the Trigger Email extension's format. */
export function mailCol(db: Firestore): CollectionReference<Mail> {
  return collection(db, MAIL_COLLECTION).withConverter(mailConverter);
}

/** Bags members saved (`hearts/{uid}_{productId}`); a member reads only their own. */
export function heartsCol(db: Firestore): CollectionReference<Heart> {
  return collection(db, COLLECTIONS.hearts).withConverter(heartConverter);
}

export function heartDoc(db: Firestore, id: string): DocumentReference<Heart> {
  return doc(heartsCol(db), id);
}

/** Per-bag summaries and aggregates (`bag_stats/{productId}`), kept by functions. */
export function bagStatsCol(db: Firestore): CollectionReference<BagStats> {
  return collection(db, COLLECTIONS.bagStats).withConverter(bagStatsConverter);
}

export function bagStatsDoc(db: Firestore, productId: string): DocumentReference<BagStats> {
  return doc(bagStatsCol(db), productId);
}

/** Members waiting for bags that are out; a member reads only their own entries. */
export function queueEntriesCol(db: Firestore): CollectionReference<QueueEntry> {
  return collection(db, COLLECTIONS.queueEntries).withConverter(queueEntryConverter);
}

/** Members' in-app notifications; a member reads only their own. */
export function notificationsCol(db: Firestore): CollectionReference<Notification> {
  return collection(db, COLLECTIONS.notifications).withConverter(notificationConverter);
}

export function notificationDoc(db: Firestore, id: string): DocumentReference<Notification> {
  return doc(notificationsCol(db), id);
}

/** A member's email choices; its id is the member's uid. */
export function notificationSettingsDoc(
  db: Firestore,
  uid: string,
): DocumentReference<NotificationSettings> {
  return doc(db, COLLECTIONS.notificationSettings, uid).withConverter(
    notificationSettingsConverter,
  );
}
