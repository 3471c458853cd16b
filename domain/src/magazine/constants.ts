/**
 * The Magazine's names and limits, apart from the article schemas (article.ts): the
 * public pages read articles over REST and need the collection's name without zod.
 */

/** The collection of articles; a document's id is its slug. */
export const ARTICLES_COLLECTION = 'articles';
/**
 * Who wrote each article (a document per article, its id the slug): staff only. Kept out
 * of the article, which visitors read whole (rules cannot hide a field).
 */
export const ARTICLE_AUTHORS_COLLECTION = 'article_authors';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const MAX_ARTICLE_TITLE_LENGTH = 120;
/** A search result's snippet and a shared link's description stay within this. */
export const MAX_ARTICLE_DESCRIPTION_LENGTH = 160;
export const MAX_ARTICLE_BODY_LENGTH = 40_000;
export const MAX_COVER_ALT_LENGTH = 200;
export const MAX_COVER_URL_LENGTH = 1_000;
/** Bags an article may mention (each is a card under it). */
export const MAX_ARTICLE_BAGS = 8;
