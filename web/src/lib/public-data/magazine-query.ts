/*
 * The Magazine's list query in the words of the Firestore REST API (`runQuery`), and the
 * decoding of articles. Pure (no environment, no fetch), so the rules tests send this
 * very body (tests/rules/magazine.test.ts); `features/magazine/api/articles-rest.ts`
 * sends it.
 */
import { ARTICLES_COLLECTION, articleDocSchema, type ArticleDoc } from '@unlimited/domain';
import { decodeRestFields, type RestDocument } from './firestore-rest';

/** Articles the list shows at most. */
export const MAGAZINE_PAGE_SIZE = 30;

/**
 * The clock the query reads, a minute behind this device's: the rules compare the
 * query's bound with the server's time, so a device whose clock runs a little fast is
 * not refused (an article shows up to a minute after its time).
 */
export const CLOCK_MARGIN_MS = 60_000;

/** The `runQuery` body of the published articles at `now`, newest first. */
export function publishedArticlesRequest(now: Date, limit: number = MAGAZINE_PAGE_SIZE) {
  return {
    structuredQuery: {
      from: [{ collectionId: ARTICLES_COLLECTION }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            {
              fieldFilter: {
                field: { fieldPath: 'status' },
                op: 'EQUAL',
                value: { stringValue: 'published' },
              },
            },
            {
              fieldFilter: {
                field: { fieldPath: 'published_at' },
                op: 'LESS_THAN_OR_EQUAL',
                value: { timestampValue: now.toISOString() },
              },
            },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'published_at' }, direction: 'DESCENDING' }],
      limit,
    },
  };
}

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

