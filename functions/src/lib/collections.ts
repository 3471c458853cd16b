/**
 * Typed references to every Firestore collection and fixed document for firebase-admin,
 * with their converters attached. Logic modules take the `Firestore` as a parameter.
 */
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  CONDITION_RECORDS,
  brandSummaryDocId,
  DASHBOARD_STATS_DOC_ID,
  type Activity,
  type BagStats,
  type Notification,
  type NotificationSettings,
  type QueueEntry,
  type Heart,
  type BrandSummary,
  type DashboardStats,
  type Invitation,
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
  invitationConverter,
  orderConverter,
  orderNotesConverter,
  productConverter,
  profileConverter,
  subscriptionConverter,
  userMetadataConverter,
  waitlistSignupConverter,
} from './converters';

export function productsCol(db: Firestore): CollectionReference<Product> {
  return db.collection(COLLECTIONS.products).withConverter(productConverter);
}

export function productDoc(db: Firestore, id: string): DocumentReference<Product> {
  return productsCol(db).doc(id);
}

export function ordersCol(db: Firestore): CollectionReference<Order> {
  return db.collection(COLLECTIONS.orders).withConverter(orderConverter);
}

export function orderDoc(db: Firestore, id: string): DocumentReference<Order> {
  return ordersCol(db).doc(id);
}

/**
 * The condition record of order `orderId` on bag `bagId` (domain `condition.ts`); written
 * merged, without a converter, from domain-built values.
 */
export function conditionRecordDoc(db: Firestore, bagId: string, orderId: string) {
  return db.collection(COLLECTIONS.products).doc(bagId).collection(CONDITION_RECORDS).doc(orderId);
}

/** An order's admin notes (admins only); its id is the order's. */
export function orderNotesDoc(db: Firestore, orderId: string): DocumentReference<OrderNotes> {
  return db.collection(COLLECTIONS.orderNotes).doc(orderId).withConverter(orderNotesConverter);
}

export function subscriptionsCol(db: Firestore): CollectionReference<Subscription> {
  return db.collection(COLLECTIONS.subscriptions).withConverter(subscriptionConverter);
}

/** The member's subscription; its id is the member's uid. */
export function subscriptionDoc(db: Firestore, uid: string): DocumentReference<Subscription> {
  return subscriptionsCol(db).doc(uid);
}

export function profilesCol(db: Firestore): CollectionReference<Profile> {
  return db.collection(COLLECTIONS.profiles).withConverter(profileConverter);
}

/** The member's profile; its id is the member's uid. */
export function profileDoc(db: Firestore, uid: string): DocumentReference<Profile> {
  return profilesCol(db).doc(uid);
}

export function waitlistCol(db: Firestore): CollectionReference<WaitlistSignup> {
  return db.collection(COLLECTIONS.waitlistSignups).withConverter(waitlistSignupConverter);
}

export function waitlistSignupDoc(db: Firestore, id: string): DocumentReference<WaitlistSignup> {
  return waitlistCol(db).doc(id);
}

/** The `stats/dashboard` counters document. */
export function dashboardStatsDoc(db: Firestore): DocumentReference<DashboardStats> {
  return db
    .collection(COLLECTIONS.stats)
    .doc(DASHBOARD_STATS_DOC_ID)
    .withConverter(dashboardStatsConverter);
}

export function activityCol(db: Firestore): CollectionReference<Activity> {
  return db.collection(COLLECTIONS.activity).withConverter(activityConverter);
}

/** The user's token-refresh marker; its id is the user's uid. */
export function userMetadataDoc(db: Firestore, uid: string): DocumentReference<UserMetadata> {
  return db.collection(COLLECTIONS.metadata).doc(uid).withConverter(userMetadataConverter);
}

/** The brand list of `tier` (`null`: the visitors' `catalog/brands`). */
export function brandSummaryDoc(
  db: Firestore,
  tier: TierId | null,
): DocumentReference<BrandSummary> {
  return db
    .collection(COLLECTIONS.catalog)
    .doc(brandSummaryDocId(tier))
    .withConverter(brandSummaryConverter);
}

/** The invitation of waitlist signup `signupId` (one per signup; admins read it, functions write it). */
export function invitationDoc(db: Firestore, signupId: string): DocumentReference<Invitation> {
  return db.collection(COLLECTIONS.invitations).withConverter(invitationConverter).doc(signupId);
}

/** The invitations collection, for finding one by its token's hash. */
export function invitationsCol(db: Firestore): CollectionReference<Invitation> {
  return db.collection(COLLECTIONS.invitations).withConverter(invitationConverter);
}

export function heartsCol(db: Firestore): CollectionReference<Heart> {
  return db.collection(COLLECTIONS.hearts).withConverter(heartConverter);
}

export function bagStatsDoc(db: Firestore, productId: string): DocumentReference<BagStats> {
  return db.collection(COLLECTIONS.bagStats).doc(productId).withConverter(bagStatsConverter);
}

/** Members waiting for bags that are out (`queue_entries/{productId}_{uid}`). */
export function queueEntriesCol(db: Firestore): CollectionReference<QueueEntry> {
  return db.collection(COLLECTIONS.queueEntries).withConverter(queueEntryConverter);
}

/** Members' in-app notifications. */
export function notificationsCol(db: Firestore): CollectionReference<Notification> {
  return db.collection(COLLECTIONS.notifications).withConverter(notificationConverter);
}

/** A member's email choices; its id is the member's uid. */
export function notificationSettingsDoc(
  db: Firestore,
  uid: string,
): DocumentReference<NotificationSettings> {
  return db
    .collection(COLLECTIONS.notificationSettings)
    .doc(uid)
    .withConverter(notificationSettingsConverter);
}
