/**
 * One Firestore converter per collection for the web SDK. Reads turn Timestamps into
 * Dates, parse with the domain schema and add the id; writes are checked against the same
 * schema. The logic is the domain's `parseDoc` / `prepareDocWrite`; this file is wiring.
 */
import {
  FieldValue,
  type DocumentData,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
  type SetOptions,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';
import {
  DOC_SCHEMAS,
  MAIL_COLLECTION,
  isMergeWrite,
  mailDocSchema,
  parseDoc,
  prepareDocWrite,
  type Activity,
  type BagStats,
  type Notification,
  type NotificationSettings,
  type QueueEntry,
  type Heart,
  type BrandSummary,
  type CollectionName,
  type DashboardStats,
  type Mail,
  type Order,
  type OrderNotes,
  type Product,
  type Profile,
  type Subscription,
  type UserMetadata,
  type WaitlistSignup,
} from '@unlimited/domain';

function isSentinel(value: unknown): boolean {
  return value instanceof FieldValue;
}

/**
 * A converter for `collection` that parses with `schema`.
 *
 * - Reading a document that does not match the schema throws a `DocSchemaError` naming
 *   the collection, the id and the failing fields. Pending server timestamps read as the
 *   local estimate, so a just-written document still parses.
 * - Writing drops `id` (it is the document key) and refuses data the schema refuses.
 *   Sentinels such as `serverTimestamp()` are allowed as top-level field values. A merge
 *   write checks only the fields it carries. To create a document with a new id:
 *   `const ref = doc(productsCol(db)); await setDoc(ref, { ...data, id: ref.id })`.
 *   (`updateDoc` does not go through converters: check its patch yourself.)
 */
export function makeConverter<S extends z.ZodObject>(
  collection: CollectionName | typeof MAIL_COLLECTION,
  schema: S,
): FirestoreDataConverter<z.output<S> & { id: string }> {
  return {
    toFirestore(
      model: PartialWithFieldValue<z.output<S> & { id: string }>,
      options?: SetOptions,
    ): DocumentData {
      return prepareDocWrite(collection, schema, model as object, {
        merge: isMergeWrite(options),
        isSentinel,
      });
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      const data = snapshot.data({
        ...options,
        serverTimestamps: options?.serverTimestamps ?? 'estimate',
      });
      return parseDoc(collection, snapshot.id, data, schema);
    },
  };
}

export const productConverter: FirestoreDataConverter<Product> = makeConverter(
  'products',
  DOC_SCHEMAS.products,
);
export const orderConverter: FirestoreDataConverter<Order> = makeConverter(
  'orders',
  DOC_SCHEMAS.orders,
);
export const orderNotesConverter: FirestoreDataConverter<OrderNotes> = makeConverter(
  'order_notes',
  DOC_SCHEMAS.order_notes,
);
export const subscriptionConverter: FirestoreDataConverter<Subscription> = makeConverter(
  'subscriptions',
  DOC_SCHEMAS.subscriptions,
);
export const profileConverter: FirestoreDataConverter<Profile> = makeConverter(
  'profiles',
  DOC_SCHEMAS.profiles,
);
export const waitlistSignupConverter: FirestoreDataConverter<WaitlistSignup> = makeConverter(
  'waitlist_signups',
  DOC_SCHEMAS.waitlist_signups,
);
export const dashboardStatsConverter: FirestoreDataConverter<DashboardStats> = makeConverter(
  'stats',
  DOC_SCHEMAS.stats,
);
export const activityConverter: FirestoreDataConverter<Activity> = makeConverter(
  'activity',
  DOC_SCHEMAS.activity,
);
export const userMetadataConverter: FirestoreDataConverter<UserMetadata> = makeConverter(
  'metadata',
  DOC_SCHEMAS.metadata,
);
export const brandSummaryConverter: FirestoreDataConverter<BrandSummary> = makeConverter(
  'catalog',
  DOC_SCHEMAS.catalog,
);
/** The `mail` outbox, read by admins (only functions write it). */
export const mailConverter: FirestoreDataConverter<Mail> = makeConverter(
  MAIL_COLLECTION,
  mailDocSchema,
);
export const heartConverter: FirestoreDataConverter<Heart> = makeConverter(
  'hearts',
  DOC_SCHEMAS.hearts,
);
export const bagStatsConverter: FirestoreDataConverter<BagStats> = makeConverter(
  'bag_stats',
  DOC_SCHEMAS.bag_stats,
);
export const queueEntryConverter: FirestoreDataConverter<QueueEntry> = makeConverter(
  'queue_entries',
  DOC_SCHEMAS.queue_entries,
);
export const notificationConverter: FirestoreDataConverter<Notification> = makeConverter(
  'notifications',
  DOC_SCHEMAS.notifications,
);
export const notificationSettingsConverter: FirestoreDataConverter<NotificationSettings> =
  makeConverter('notification_settings', DOC_SCHEMAS.notification_settings);
