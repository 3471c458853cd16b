/**
 * The named Firestore references of the app (`productsCol(db)`, `subscriptionDoc(db, uid)`…),
 * as one table both SDKs build their typed references from: each is a whole collection of
 * {@link CONVERTED_COLLECTIONS}, or the document of it that `id` picks from the arguments.
 */
import type { z } from 'zod';
import type { ConvertedCollection, DocOf } from './converted-collections';
import * as FIRESTORE_REFS from './firestore-refs';

/**
 * Where each named reference points (`firestore-refs.ts`): one export per reference, so
 * a bundle that reads `FIRESTORE_REFS.productsCol` keeps that one and its schema only.
 */
export { FIRESTORE_REFS };

/** A named reference: its collection and schema, and for a document, its id. */
export interface RefSpec {
  readonly collection: ConvertedCollection;
  readonly schema: z.ZodObject;
  /** Present for a document reference: its id, from the reference's arguments. */
  readonly id?: (...args: never) => string;
}

/** The value a document of reference `S` reads as: its schema's output and the id. */
export type RefValue<S extends RefSpec> = z.output<S['schema']> & { id: string };

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
