/**
 * The SDK-independent core of the Firestore converters: reading a snapshot's data into a
 * typed domain value, and checking a value before it is written. The web and admin
 * converters only wire these to their SDK.
 */
import type { z } from 'zod';
import { DocSchemaError, type DocIssue } from './doc-schema-error';
import { normaliseFirestoreData } from './firestore-values';

function toIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): DocIssue[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path].map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Reads Firestore document data into a domain value: Timestamps become Dates
 * ({@link normaliseFirestoreData}), the data is parsed with the collection's schema and
 * the document id is added.
 *
 * @throws DocSchemaError when the data does not match the schema
 */
export function parseDoc<S extends z.ZodObject>(
  collection: string,
  id: string,
  data: unknown,
  schema: S,
): z.output<S> & { id: string } {
  const result = schema.safeParse(normaliseFirestoreData(data));
  if (!result.success) throw new DocSchemaError(collection, id, 'read', toIssues(result.error));
  return { ...result.data, id };
}

/**
 * Whether the `SetOptions` of either Firestore SDK ask for a merge write
 * (`{ merge: true }` or `{ mergeFields: [...] }`).
 */
export function isMergeWrite(
  options: { readonly merge?: unknown; readonly mergeFields?: unknown } | undefined,
): boolean {
  if (options === undefined) return false;
  return ('merge' in options && options.merge === true) || 'mergeFields' in options;
}

/** How {@link prepareDocWrite} treats a write. */
export interface DocWriteOptions {
  /**
   * A merge write (`set(…, { merge: true })`): only the fields present are checked and
   * written, and missing fields are not filled with defaults.
   */
  merge: boolean;
  /**
   * Tells the SDK's write sentinels (server timestamp, increment, delete…) apart. They
   * are passed through unchecked, but only as top-level field values.
   */
  isSentinel: (value: unknown) => boolean;
}

/**
 * Checks a value before it is written and returns the data to store: the schema's output
 * without `id` (the id is the document's key, not a field), with SDK sentinels kept as
 * they are. Unknown fields are dropped, as the schema strips them.
 *
 * A full write with no sentinels is parsed with the whole schema; otherwise each field is
 * parsed with its own schema (so object-level refinements, if a schema had any, apply
 * only to full writes without sentinels).
 *
 * @throws DocSchemaError when the value does not match the schema
 */
export function prepareDocWrite<S extends z.ZodObject>(
  collection: string,
  schema: S,
  model: object,
  options: DocWriteOptions,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const sentinels = new Map<string, unknown>();
  for (const [key, value] of Object.entries(model)) {
    if (key === 'id') continue;
    if (options.isSentinel(value)) sentinels.set(key, value);
    else data[key] = normaliseFirestoreData(value);
  }
  const id = 'id' in model && typeof model.id === 'string' && model.id !== '' ? model.id : '(new)';

  if (!options.merge && sentinels.size === 0) {
    const result = schema.safeParse(data);
    if (!result.success) throw new DocSchemaError(collection, id, 'write', toIssues(result.error));
    return result.data;
  }

  const out: Record<string, unknown> = {};
  const issues: DocIssue[] = [];
  for (const [key, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (sentinels.has(key)) {
      out[key] = sentinels.get(key);
      continue;
    }
    if (options.merge && !(key in data)) continue;
    const result = fieldSchema.safeParse(data[key]);
    if (result.success) {
      if (result.data !== undefined) out[key] = result.data;
    } else {
      issues.push(...toIssues(result.error, [key]));
    }
  }
  if (issues.length > 0) throw new DocSchemaError(collection, id, 'write', issues);
  return out;
}
