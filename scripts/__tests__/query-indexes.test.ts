/**
 * Every composite index a query names in its comment (`Index: orders (order_status ASC,
 * updated_at ASC).`) is declared in firestore.indexes.json. The emulators serve any query
 * without one; in production the query fails until the index is deployed, so a changed
 * sort with a stale index would pass every other suite.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: string;
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const declared = (
  JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as {
    indexes: CompositeIndex[];
  }
).indexes.map(
  (index) =>
    `${index.collectionGroup} (${index.fields
      .map((f) => `${f.fieldPath} ${f.order === 'DESCENDING' ? 'DESC' : 'ASC'}`)
      .join(', ')})`,
);

/** The `.ts` files under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.parentPath.includes('__tests__'))
    .map((e) => join(e.parentPath, e.name));
}

/** `Index: <collection> (<field> ASC|DESC, …)` as written in the query comments. */
const NAMED = /Index: ([a-z_]+) \(((?:[a-z_]+ (?:ASC|DESC)(?:, )?)+)\)/g;

const named = [...sources('web/src/lib/firestore/queries'), ...sources('functions/src')].flatMap(
  (file) =>
    [
      ...readFileSync(file, 'utf8')
        .replaceAll(/\n\s*\* /g, ' ')
        .matchAll(NAMED),
    ].map((match) => [file.slice(root.length), `${match[1]} (${match[2]})`] as const),
);

describe('the composite indexes the queries name', () => {
  it('are found in the query comments', () => {
    expect(named.map(([, index]) => index)).toContain('orders (order_status ASC, updated_at ASC)');
  });

  it.each(named)('%s: %s is declared in firestore.indexes.json', (_file, index) => {
    expect(declared).toContain(index);
  });
});
