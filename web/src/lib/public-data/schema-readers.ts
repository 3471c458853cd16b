/*
 * The public pages' readers that go through the domain's zod schemas: an article of the
 * Magazine. Loaded on demand, beside the REST request whose answer they read
 * (`loadSchemaReaders()` with the fetch, in parallel), so zod is not part of `/magazine`'s
 * first load (20.7 KB gzip) and costs no extra wait. (The Vault's showcase is read in
 * plain code, domain `readVaultShowcase`.)
 */
import { articleDocSchema, type ArticleDoc } from '@unlimited/domain';
import { decodeRestFields, type RestDocument } from './firestore-rest';

/** An article from its REST fields, or `null` when it does not read as one. */
export function decodeArticle(fields: unknown): ArticleDoc | null {
  const parsed = articleDocSchema.safeParse(decodeRestFields(fields));
  return parsed.success ? parsed.data : null;
}

/** The articles of a `runQuery` answer (rows that do not parse are left out). */
export function decodeArticlesResponse(rows: unknown): ArticleDoc[] {
  if (!Array.isArray(rows)) throw new TypeError('runQuery did not answer a list');
  return rows.flatMap((row: { document?: RestDocument }) => {
    const article = row.document ? decodeArticle(row.document.fields) : null;
    return article ? [article] : [];
  });
}
