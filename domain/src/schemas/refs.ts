/**
 * The named Firestore references of the app (`productsCol(db)`, `subscriptionDoc(db, uid)`…),
 * as one table both SDKs build their typed references from: each is a whole collection of
 * {@link CONVERTED_COLLECTIONS}, or the document of it that `id` picks from the arguments.
 */
import { brandSummaryDocId } from '../catalog-brands';
import { MAIL_COLLECTION } from '../returns';
import type { TierId } from '../tiers';
import { ANALYTICS_CURRENT_DOC_ID } from './analytics';
import { COLLECTIONS, DASHBOARD_STATS_DOC_ID } from './collections';
import type { ConvertedCollection, DocOf } from './converter';

interface RefSpec {
  readonly collection: ConvertedCollection;
  /** Present for a document reference: its id, from the reference's arguments. */
  readonly id?: (...args: never) => string;
}

const byId = (id: string) => id;
/** Documents keyed by the user's uid. */
const byUid = (uid: string) => uid;

/** Where each named reference points. */
export const FIRESTORE_REFS = {
  productsCol: { collection: COLLECTIONS.products },
  productDoc: { collection: COLLECTIONS.products, id: byId },
  ordersCol: { collection: COLLECTIONS.orders },
  orderDoc: { collection: COLLECTIONS.orders, id: byId },
  /** An order's admin notes (admins only); its id is the order's. */
  orderNotesDoc: { collection: COLLECTIONS.orderNotes, id: (orderId: string) => orderId },
  subscriptionsCol: { collection: COLLECTIONS.subscriptions },
  /** The member's subscription; its id is the member's uid. */
  subscriptionDoc: { collection: COLLECTIONS.subscriptions, id: byUid },
  profilesCol: { collection: COLLECTIONS.profiles },
  /** The member's profile; its id is the member's uid. */
  profileDoc: { collection: COLLECTIONS.profiles, id: byUid },
  waitlistCol: { collection: COLLECTIONS.waitlistSignups },
  waitlistSignupDoc: { collection: COLLECTIONS.waitlistSignups, id: byId },
  /** The `stats/dashboard` counters document. */
  dashboardStatsDoc: { collection: COLLECTIONS.stats, id: () => DASHBOARD_STATS_DOC_ID },
  activityCol: { collection: COLLECTIONS.activity },
  /** The user's token-refresh marker; its id is the user's uid. */
  userMetadataDoc: { collection: COLLECTIONS.metadata, id: byUid },
  /** The brand list of `tier` (`null`: the visitors' `catalog/brands`). */
  brandSummaryDoc: {
    collection: COLLECTIONS.catalog,
    id: (tier: TierId | null) => brandSummaryDocId(tier),
  },
  /** The email outbox (`mail`), in the Trigger Email extension's format. */
  mailCol: { collection: MAIL_COLLECTION },
  /** The invitations collection, for finding one by its token's hash. */
  invitationsCol: { collection: COLLECTIONS.invitations },
  /** The invitation of waitlist signup `signupId` (one per signup; admins read it, functions write it). */
  invitationDoc: { collection: COLLECTIONS.invitations, id: (signupId: string) => signupId },
  /** Bags members saved (`hearts/{uid}_{productId}`); a member reads only their own. */
  heartsCol: { collection: COLLECTIONS.hearts },
  heartDoc: { collection: COLLECTIONS.hearts, id: byId },
  /** Per-bag summaries and aggregates (`bag_stats/{productId}`), kept by functions. */
  bagStatsCol: { collection: COLLECTIONS.bagStats },
  bagStatsDoc: { collection: COLLECTIONS.bagStats, id: (productId: string) => productId },
  /** Members waiting for bags that are out (`queue_entries/{productId}_{uid}`); a member reads only their own. */
  queueEntriesCol: { collection: COLLECTIONS.queueEntries },
  /** Members' in-app notifications; a member reads only their own. */
  notificationsCol: { collection: COLLECTIONS.notifications },
  notificationDoc: { collection: COLLECTIONS.notifications, id: byId },
  /** A member's email choices; its id is the member's uid. */
  notificationSettingsDoc: { collection: COLLECTIONS.notificationSettings, id: byUid },
  /** Members' searchable summaries (admins read them; the sync trigger writes them). */
  customersCol: { collection: COLLECTIONS.customers },
  /** A member's summary; its id is the member's uid. */
  customerDoc: { collection: COLLECTIONS.customers, id: byUid },
  /** Admins' notes about members (admins read them; `addCustomerNote` writes them). */
  customerNotesCol: { collection: COLLECTIONS.customerNotes },
  /** Coupons (admins read them; the coupon functions write them). */
  couponsCol: { collection: COLLECTIONS.coupons },
  /** The coupon of `code` (its id is the code in upper case). */
  couponDoc: { collection: COLLECTIONS.coupons, id: (code: string) => code },
  /** `analytics/current`, the live figures; missing until a trigger first counts something. */
  analyticsCurrentDoc: { collection: COLLECTIONS.analytics, id: () => ANALYTICS_CURRENT_DOC_ID },
  /** `analytics_days`, one snapshot per day keyed `YYYY-MM-DD`. */
  analyticsDaysCol: { collection: COLLECTIONS.analyticsDays },
} as const satisfies Record<string, RefSpec>;

type Refs = typeof FIRESTORE_REFS;

/**
 * One SDK's typed reference types, written with `this['value']` for the document value
 * (the value is filled in per collection):
 * `interface WebRefTypes extends SdkRefTypes { collectionRef: CollectionReference<this['value']>; … }`.
 */
export interface SdkRefTypes {
  readonly value: unknown;
  readonly collectionRef: unknown;
  readonly docRef: unknown;
}

type Of<R extends SdkRefTypes, K extends keyof Refs> = R & {
  readonly value: DocOf<Refs[K]['collection']>;
};

/** The named references of {@link FIRESTORE_REFS}, typed for one SDK. */
export type NamedRefs<R extends SdkRefTypes, Db> = {
  [K in keyof Refs]: Refs[K] extends { readonly id: (...args: infer A) => string }
    ? (db: Db, ...args: A) => Of<R, K>['docRef']
    : (db: Db) => Of<R, K>['collectionRef'];
};

/** The two references an SDK makes, with the collection's converter attached. */
export interface SdkRefMaker<Db> {
  collection(db: Db, name: ConvertedCollection): unknown;
  doc(db: Db, name: ConvertedCollection, id: string): unknown;
}

/** Builds every reference of {@link FIRESTORE_REFS} with one SDK's `sdk`. */
export function makeNamedRefs<R extends SdkRefTypes, Db>(sdk: SdkRefMaker<Db>): NamedRefs<R, Db> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(FIRESTORE_REFS) as [string, RefSpec][]) {
    const id = spec.id as ((...args: unknown[]) => string) | undefined;
    out[name] =
      id === undefined
        ? (db: Db) => sdk.collection(db, spec.collection)
        : (db: Db, ...args: unknown[]) => sdk.doc(db, spec.collection, id(...args));
  }
  return out as NamedRefs<R, Db>;
}
