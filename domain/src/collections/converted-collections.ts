/**
 * Every collection read or written through a converter, with its schema, in one table:
 * for code that needs every collection (the Admin SDK's converters, tests). A page reads
 * a collection through its named reference (`refs.ts`) instead, which carries that
 * collection's schema alone.
 */
import type { z } from 'zod';
import { CONDITION_RECORDS, conditionRecordDocSchema, MAIL_COLLECTION } from '../orders';
import { DOC_SCHEMAS } from './collections';
import { makeDocConverter, type DocConverter } from './converter';
import { mailDocSchema } from '../operations';
import { BILLING_EVENTS_COLLECTION, billingEventDocSchema } from '../billing';

/**
 * Every collection read or written through a converter, with its schema (which holds the
 * defaults; Timestamps anywhere in a document read as Dates): the top-level collections,
 * the `mail` outbox, the bags' `condition_records` subcollection and `billing_events`.
 */
export const CONVERTED_COLLECTIONS = {
  ...DOC_SCHEMAS,
  [MAIL_COLLECTION]: mailDocSchema,
  [CONDITION_RECORDS]: conditionRecordDocSchema,
  [BILLING_EVENTS_COLLECTION]: billingEventDocSchema,
} as const satisfies Record<string, z.ZodObject>;

/** A collection that has a converter. */
export type ConvertedCollection = keyof typeof CONVERTED_COLLECTIONS;

/** The value a document of `N` reads as: its schema's output and the document id. */
export type DocOf<N extends ConvertedCollection> = z.output<(typeof CONVERTED_COLLECTIONS)[N]> & {
  id: string;
};

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
