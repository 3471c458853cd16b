/*
 * The Magazine's list query in the words of the Firestore REST API (`runQuery`). Pure
 * (no environment, no fetch), so the rules tests send this very body
 * (tests/rules/magazine.test.ts); `features/magazine/api/articles-rest.ts` sends it. The
 * articles are decoded by `schema-readers.ts`, loaded beside the request.
 */
import { ARTICLES_COLLECTION } from '@unlimited/domain';

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
