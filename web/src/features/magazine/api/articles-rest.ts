/*
 * The Magazine over the Firestore REST API with plain fetch, as the other public pages
 * read (no Firestore SDK on `/magazine`): the published articles, one article, and the
 * bags an article mentions (each bag's own document, so its state is live). The rules
 * let anyone read an article that is published and whose date has passed; the list's
 * query says so itself (`published_at <= now`), or the rules refuse it
 * (tests/rules/magazine.test.ts sends this very body).
 */
import {
  ARTICLES_COLLECTION,
  COLLECTIONS,
  isArticleSlug,
  readProductDoc,
  type ArticleDoc,
  type Product,
} from '@unlimited/domain';
import { env } from '@/config/env';
import { PRODUCT_READ_MASK } from '@/lib/public-data/product-read-mask';
import { decodeRestFields, type RestDocument } from '@/lib/public-data/firestore-rest';
import { loadSchemaReaders } from '@/lib/public-data/load-schema-readers';
import { CLOCK_MARGIN_MS, publishedArticlesRequest } from '@/lib/public-data/magazine-query';
import {
  firestoreRestDocuments,
  firestoreRestOrigin,
  restQueryInit,
  type RestConfig,
} from '@/lib/public-data/rest-base';

const runQueryUrl = (config: RestConfig = env) =>
  `${firestoreRestOrigin(config)}/v1/projects/${config.firebase.projectId}/databases/(default)/documents:runQuery`;

const headers = { Accept: 'application/json' };

/** The published articles, newest first; any failure rejects. */
export async function fetchPublishedArticles(
  signal?: AbortSignal,
  now: Date = new Date(Date.now() - CLOCK_MARGIN_MS),
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<ArticleDoc[]> {
  const [response, readers] = await Promise.all([
    fetchImpl(runQueryUrl(), restQueryInit(publishedArticlesRequest(now), signal)),
    loadSchemaReaders(),
  ]);
  if (!response.ok) throw new Error(`Magazine request failed with ${response.status}`);
  return readers.decodeArticlesResponse(await response.json());
}

/**
 * One article, or `null` when visitors may not read it: missing (404), a draft or not
 * yet out (the rules refuse: 403). Other failures reject.
 */
export async function fetchArticle(
  slug: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<ArticleDoc | null> {
  if (!isArticleSlug(slug)) return null;
  const url = `${firestoreRestDocuments(env)}/${ARTICLES_COLLECTION}/${slug}`;
  const [response, readers] = await Promise.all([
    fetchImpl(url, { headers, ...(signal ? { signal } : {}) }),
    loadSchemaReaders(),
  ]);
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) throw new Error(`Article request failed with ${response.status}`);
  const document = (await response.json()) as Partial<RestDocument> | null;
  return readers.decodeArticle(document?.fields);
}

/**
 * The bags `ids` as they are now, in that order; a bag a visitor may not see (a tier's
 * piece, gone from the catalogue) or that fails to load is left out.
 */
export async function fetchMentionedBags(
  ids: readonly string[],
  signal?: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<Product[]> {
  const bags = await Promise.all(
    ids.map(async (id) => {
      try {
        const url = `${firestoreRestDocuments(env)}/${COLLECTIONS.products}/${encodeURIComponent(id)}?${PRODUCT_READ_MASK}`;
        const response = await fetchImpl(url, { headers, ...(signal ? { signal } : {}) });
        if (!response.ok) return null;
        const document = (await response.json()) as Partial<RestDocument> | null;
        return readProductDoc(id, decodeRestFields(document?.fields));
      } catch {
        return null;
      }
    }),
  );
  return bags.filter((bag): bag is Product => bag !== null);
}
