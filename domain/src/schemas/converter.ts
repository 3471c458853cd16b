/**
 * The Firestore converters of every collection, without importing either SDK: one table
 * of collection name → schema, and one converter factory typed over the part of a
 * snapshot both the web and the admin SDK have. Each SDK turns the table into its
 * `FirestoreDataConverter`s by naming its write sentinels (`FieldValue`).
 */
import type { z } from 'zod';
import { CONDITION_RECORDS, conditionRecordDocSchema } from '../condition';
import { MAIL_COLLECTION } from '../returns';
import { DOC_SCHEMAS } from './collections';
import { mailDocSchema } from './mail';
import { isMergeWrite, parseDoc, prepareDocWrite } from './parse-doc';

/**
 * Every collection read or written through a converter, with its schema (which holds the
 * defaults; Timestamps anywhere in a document read as Dates): the top-level collections,
 * the `mail` outbox and the bags' `condition_records` subcollection.
 */
export const CONVERTED_COLLECTIONS = {
  ...DOC_SCHEMAS,
  [MAIL_COLLECTION]: mailDocSchema,
  [CONDITION_RECORDS]: conditionRecordDocSchema,
} as const satisfies Record<string, z.ZodObject>;

/** A collection that has a converter. */
export type ConvertedCollection = keyof typeof CONVERTED_COLLECTIONS;

/** The value a document of `N` reads as: its schema's output and the document id. */
export type DocOf<N extends ConvertedCollection> = z.output<(typeof CONVERTED_COLLECTIONS)[N]> & {
  id: string;
};

/** How either SDK's `data()` may be asked to read pending server timestamps. */
export interface SnapshotReadOptions {
  readonly serverTimestamps?: 'estimate' | 'previous' | 'none';
}

/**
 * The part of a document snapshot a converter reads. The web `QueryDocumentSnapshot`
 * takes the options; the admin one has no pending writes and ignores them.
 */
export interface SnapshotLike {
  readonly id: string;
  data(options?: SnapshotReadOptions): unknown;
}

/** The part of either SDK's `SetOptions` a converter reads. */
export interface SetOptionsLike {
  readonly merge?: unknown;
  readonly mergeFields?: unknown;
}

/** A converter in the shape both SDKs' `FirestoreDataConverter` accept. */
export interface DocConverter<T> {
  toFirestore(model: object, options?: SetOptionsLike): Record<string, unknown>;
  fromFirestore(snapshot: SnapshotLike, options?: SnapshotReadOptions): T;
}

/**
 * A converter for `collection` that parses with `schema`.
 *
 * - Reading a document that does not match the schema throws a `DocSchemaError` naming
 *   the collection, the id and the failing fields. Pending server timestamps read as the
 *   local estimate, so a just-written document still parses.
 * - Writing drops `id` (it is the document key) and refuses data the schema refuses.
 *   Values `isSentinel` recognises (the SDK's `FieldValue`s: server timestamp, increment,
 *   delete) are allowed as top-level field values. A merge write checks only the fields
 *   it carries. (`update()`/`updateDoc` do not go through converters: check a patch
 *   yourself.)
 */
export function makeDocConverter<S extends z.ZodObject>(
  collection: string,
  schema: S,
  isSentinel: (value: unknown) => boolean,
): DocConverter<z.output<S> & { id: string }> {
  return {
    toFirestore(model, options) {
      return prepareDocWrite(collection, schema, model, {
        merge: isMergeWrite(options),
        isSentinel,
      });
    },
    fromFirestore(snapshot, options) {
      const data = snapshot.data({
        ...options,
        serverTimestamps: options?.serverTimestamps ?? 'estimate',
      });
      return parseDoc(collection, snapshot.id, data, schema);
    },
  };
}

/** The converter of every collection in {@link CONVERTED_COLLECTIONS}, for one SDK. */
export type DocConverters = { [N in ConvertedCollection]: DocConverter<DocOf<N>> };

/**
 * Builds the converter of every collection in {@link CONVERTED_COLLECTIONS}; `isSentinel`
 * tells the SDK's write sentinels apart (`(value) => value instanceof FieldValue`).
 */
export function makeDocConverters(isSentinel: (value: unknown) => boolean): DocConverters {
  const out: Partial<Record<ConvertedCollection, DocConverter<unknown>>> = {};
  for (const [name, schema] of Object.entries(CONVERTED_COLLECTIONS)) {
    out[name as ConvertedCollection] = makeDocConverter(name, schema, isSentinel);
  }
  return out as DocConverters;
}
