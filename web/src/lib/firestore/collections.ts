/**
 * Typed references to every Firestore collection and fixed document, with their
 * converters attached, built from the domain's table (`FIRESTORE_REFS`, where each is
 * described). Feature `api/` files build their queries on these.
 */
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import {
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
  return collection(db, name).withConverter(converters[name]);
}

interface WebRefTypes extends SdkRefTypes {
  readonly collectionRef: CollectionReference<this['value']>;
  readonly docRef: DocumentReference<this['value']>;
}

export const {
  productsCol,
  productDoc,
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
  userMetadataDoc,
  brandSummaryDoc,
  mailCol,
  invitationsCol,
  heartsCol,
  heartDoc,
  bagStatsCol,
  bagStatsDoc,
  queueEntriesCol,
  notificationsCol,
  notificationDoc,
  notificationSettingsDoc,
  customersCol,
  customerDoc,
  customerNotesCol,
  couponsCol,
  couponDoc,
  analyticsCurrentDoc,
  analyticsDaysCol,
} = makeNamedRefs<WebRefTypes, Firestore>({
  collection: typedCollection,
  doc: (db, name, id) => doc(typedCollection(db, name), id),
});
