/**
 * The Firestore converters, without importing either SDK: one converter factory typed over
 * the part of a snapshot both the web and the admin SDK have, which each SDK feeds its
 * write sentinels (`FieldValue`) and a collection's schema (from its named reference,
 * `refs.ts`, or the table of every collection, `converted-collections.ts`). It imports no
 * schema, so a bundle holds the schemas of the collections its code names and no other.
 */
import type { z } from 'zod';
import { isMergeWrite, parseDoc, prepareDocWrite } from '../core';

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

/**
 * One SDK's converters made one collection at a time: the returned function gives the
 * converter of `collection` (parsing with `schema`), made when first asked for and the
 * same object after that. Code that reads one collection so bundles only its schema,
 * where {@link makeDocConverters} takes every collection's.
 */
export function makeConverterCache(
  isSentinel: (value: unknown) => boolean,
): <S extends z.ZodObject>(
  collection: string,
  schema: S,
) => DocConverter<z.output<S> & { id: string }> {
  const made = new Map<string, DocConverter<unknown>>();
  return <S extends z.ZodObject>(collection: string, schema: S) => {
    let converter = made.get(collection);
    if (converter === undefined) {
      converter = makeDocConverter(collection, schema, isSentinel);
      made.set(collection, converter);
    }
    return converter as DocConverter<z.output<S> & { id: string }>;
  };
}
