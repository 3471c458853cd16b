/**
 * The web SDK's typed references made from the domain's named references
 * (`FIRESTORE_REFS`): a collection or one of its documents, with the collection's
 * converter attached.
 */
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { RefSpec, RefValue } from '@unlimited/domain';
import { converterFor } from './converters';

type DocRefSpec = RefSpec & { readonly id: (...args: never) => string };

/** The reference `spec` names: a whole collection, with its converter. */
export function collectionRef<S extends RefSpec>(spec: S) {
  return (db: Firestore): CollectionReference<RefValue<S>> =>
    collection(db, spec.collection).withConverter(converterFor(spec));
}

/** The document reference `spec` names, its id picked from the arguments. */
export function docRef<S extends DocRefSpec>(spec: S) {
  const id = spec.id as (...args: Parameters<S['id']>) => string;
  const col = collectionRef(spec);
  return (db: Firestore, ...args: Parameters<S['id']>): DocumentReference<RefValue<S>> =>
    doc(col(db), id(...args));
}
