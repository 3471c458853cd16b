/** The public pages' zod readers (`schema-readers.ts`), loaded once, on first use. */
import type * as Readers from './schema-readers';

export type SchemaReaders = typeof Readers;

let readers: Promise<SchemaReaders> | null = null;

export function loadSchemaReaders(): Promise<SchemaReaders> {
  readers ??= import('./schema-readers').catch((error: unknown) => {
    // A failed chunk load (a deploy in between, a dropped connection) is tried again next time.
    readers = null;
    throw error;
  });
  return readers;
}
