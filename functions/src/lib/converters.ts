/**
 * The Admin SDK's Firestore converters: the domain's one per collection
 * (`CONVERTED_COLLECTIONS`, `makeDocConverter`), told the admin `FieldValue` sentinels.
 * To create a document with a new id: `const ref = productsCol(db).doc(); await
 * ref.set({ ...data, id: ref.id })`.
 */
import { FieldValue, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { makeDocConverters, type ConvertedCollection, type DocOf } from '@unlimited/domain';

/** The converter of each collection, by collection name. */
export const converters: { [N in ConvertedCollection]: FirestoreDataConverter<DocOf<N>> } =
  makeDocConverters((value) => value instanceof FieldValue);
