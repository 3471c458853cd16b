/**
 * A bag's condition records, `products/{bagId}/condition_records/{orderId}` (domain
 * `condition.ts`). The rules let anyone who may see the bag in the catalogue read and
 * list them, and the order's member get their own order's record by id; tests/rules runs
 * these very reads.
 */
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  CONDITION_RECORDS,
  conditionRecordDocSchema,
  parseDoc,
  type ConditionRecord,
} from '@unlimited/domain';

/** Read-only: only the updateOrder function writes records. */
export const conditionRecordConverter: FirestoreDataConverter<ConditionRecord> = {
  toFirestore(): DocumentData {
    throw new Error('Condition records are written by the updateOrder function only');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
    const data = snapshot.data({ ...options, serverTimestamps: 'estimate' });
    return parseDoc(CONDITION_RECORDS, snapshot.id, data, conditionRecordDocSchema);
  },
};

function recordsCol(db: Firestore, bagId: string) {
  return collection(db, COLLECTIONS.products, bagId, CONDITION_RECORDS).withConverter(
    conditionRecordConverter,
  );
}

/** The record of one order on its bag (the member's order page). */
export function conditionRecordRef(
  db: Firestore,
  bagId: string,
  orderId: string,
): DocumentReference<ConditionRecord> {
  return doc(recordsCol(db, bagId), orderId);
}

/** The bag's latest record (the product page). Single-field index on `updated_at`. */
export function latestConditionRecordQuery(db: Firestore, bagId: string): Query<ConditionRecord> {
  return query(recordsCol(db, bagId), orderBy('updated_at', 'desc'), limit(1));
}
