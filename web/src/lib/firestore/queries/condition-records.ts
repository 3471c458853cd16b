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
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  CONDITION_RECORDS,
  conditionRecordDocSchema,
  type ConditionRecord,
} from '@unlimited/domain';
import { converterFor } from '../converters';

/** Read-only: only the updateOrder function writes records. */
export const conditionRecordConverter: FirestoreDataConverter<ConditionRecord> = {
  ...converterFor({ collection: CONDITION_RECORDS, schema: conditionRecordDocSchema }),
  toFirestore(): never {
    throw new Error('Condition records are written by the updateOrder function only');
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
