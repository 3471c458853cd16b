/**
 * Typed references to every Firestore collection and fixed document for firebase-admin,
 * with their converters attached, built from the domain's table (`FIRESTORE_REFS`, where
 * each is described). Logic modules take the `Firestore` as a parameter.
 */
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  CONDITION_RECORDS,
  makeNamedRefs,
  type ConvertedCollection,
  type DocOf,
  type SdkRefTypes,
} from '@unlimited/domain';
import { converters } from './converters';

/** The collection `name` with its converter. */
export function typedCollection<N extends ConvertedCollection>(
  db: Firestore,
  name: N,
): CollectionReference<DocOf<N>> {
  return db.collection(name).withConverter(converters[name]);
}

interface AdminRefTypes extends SdkRefTypes {
  readonly collectionRef: CollectionReference<this['value']>;
  readonly docRef: DocumentReference<this['value']>;
}

export const {
  productsCol,
  productDoc,
  productLoansCol,
  productLoanDoc,
  ordersCol,
  orderDoc,
  orderNotesDoc,
  subscriptionsCol,
  subscriptionDoc,
  profilesCol,
  profileDoc,
  waitlistCol,
  waitlistSignupDoc,
  dashboardStatsDoc,
  activityCol,
  activityPeopleCol,
  userMetadataDoc,
  brandSummaryDoc,
  invitationsCol,
  invitationDoc,
  heartsCol,
  bagStatsDoc,
  queueEntriesCol,
  notificationsCol,
  notificationSettingsDoc,
  customersCol,
  customerDoc,
  customerNotesCol,
  couponsCol,
  couponDoc,
  referralsCol,
  referralDoc,
  referrerDoc,
  chargesCol,
  chargeDoc,
  bulkJobsCol,
  bulkJobDoc,
  analyticsCurrentDoc,
  analyticsDaysCol,
} = makeNamedRefs<AdminRefTypes, Firestore>({
  collection: typedCollection,
  doc: (db, name, id) => typedCollection(db, name).doc(id),
});

/**
 * The condition record of order `orderId` on bag `bagId` (domain `condition.ts`); written
 * merged, without a converter, from domain-built values.
 */
export function conditionRecordDoc(db: Firestore, bagId: string, orderId: string) {
  return db.collection(COLLECTIONS.products).doc(bagId).collection(CONDITION_RECORDS).doc(orderId);
}
