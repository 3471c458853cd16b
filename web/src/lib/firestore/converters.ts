/**
 * The web SDK's Firestore converters: the domain's one per collection
 * (`CONVERTED_COLLECTIONS`, `makeDocConverter`), told the web `FieldValue` sentinels.
 */
import { FieldValue, type FirestoreDataConverter } from 'firebase/firestore';
import { makeDocConverters, type ConvertedCollection, type DocOf } from '@unlimited/domain';

/** The converter of each collection, by collection name. */
export const converters: { [N in ConvertedCollection]: FirestoreDataConverter<DocOf<N>> } =
  makeDocConverters((value) => value instanceof FieldValue);
