/**
 * What a reader sees of an article, and the data the Magazine's pages are served with.
 *
 * `/magazine` and `/magazine/:slug` arrive rendered from the server (the `magazinePages`
 * function): it fills a page template that the web build prerenders from the app's own
 * components (`MAGAZINE_TEMPLATE_CARD` in every field), and adds the same data as JSON
 * (`MAGAZINE_PAGE_DATA_ID`), which the app starts from to hydrate the markup instead of
 * asking for it again. Both sides format an article with {@link articleCard}, so the
 * text the server writes is the text the app renders.
 */
import { BUSINESS_TIME_ZONE, onFirstUse } from '../core';
import type { ArticleDoc } from './article';
import { readingMinutes } from './text';

/** An article as its card in the list and its page's header show it. */
export interface ArticleCard {
  slug: string;
  title: string;
  description: string;
  cover_url: string;
  cover_alt: string;
  /** The publish moment, ISO 8601 (a `<time>`'s `dateTime`); `''` when never published. */
  published_iso: string;
  /** "November 10, 2026", in the business time zone; `''` when never published. */
  published_text: string;
  /** "4 min read". */
  reading: string;
}

/** An article's page: its card, its body as safe HTML, the bags it mentions. */
export interface ArticlePageData extends ArticleCard {
  html: string;
  bag_ids: string[];
}

const ARTICLE_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: BUSINESS_TIME_ZONE,
    }),
);

/** An article's date as readers see it ("November 10, 2026"), in the business time zone. */
export function articleDate(date: Date): string {
  return ARTICLE_DATE().format(date);
}

export function articleCard(
  article: Pick<
    ArticleDoc,
    'slug' | 'title' | 'description' | 'cover_url' | 'cover_alt' | 'body' | 'published_at'
  >,
): ArticleCard {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    cover_url: article.cover_url,
    cover_alt: article.cover_alt,
    published_iso: article.published_at?.toISOString() ?? '',
    published_text: article.published_at ? articleDate(article.published_at) : '',
    reading: `${readingMinutes(article.body)} min read`,
  };
}

/** The id of the JSON block a server-rendered Magazine page carries its data in. */
export const MAGAZINE_PAGE_DATA_ID = 'magazine-page-data';

export type MagazinePageData =
  { kind: 'list'; articles: ArticleCard[] } | { kind: 'article'; article: ArticlePageData };

/**
 * The placeholders a page template is rendered with, one per field: the server puts each
 * article's escaped value where its placeholder is. Letters and underscores only, so
 * HTML escaping leaves them as they are.
 */
export const MAGAZINE_TEMPLATE_CARD: ArticlePageData = {
  slug: '__UNLIMITED_ARTICLE_SLUG__',
  title: '__UNLIMITED_ARTICLE_TITLE__',
  description: '__UNLIMITED_ARTICLE_DESCRIPTION__',
  cover_url: '__UNLIMITED_ARTICLE_COVER_URL__',
  cover_alt: '__UNLIMITED_ARTICLE_COVER_ALT__',
  published_iso: '__UNLIMITED_ARTICLE_PUBLISHED_ISO__',
  published_text: '__UNLIMITED_ARTICLE_PUBLISHED_TEXT__',
  reading: '__UNLIMITED_ARTICLE_READING__',
  html: '__UNLIMITED_ARTICLE_HTML__',
  bag_ids: ['__UNLIMITED_ARTICLE_BAG__'],
};

/** The page address a template is rendered at (`#root`'s `data-prerendered`). */
export const MAGAZINE_TEMPLATE_PATH = '__UNLIMITED_PAGE_PATH__';

const CARD_FIELDS = [
  'slug',
  'title',
  'description',
  'cover_url',
  'cover_alt',
  'published_iso',
  'published_text',
  'reading',
] as const satisfies readonly (keyof ArticleCard)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readCard(value: unknown): ArticleCard | null {
  if (!isRecord(value)) return null;
  const card: Partial<Record<keyof ArticleCard, string>> = {};
  for (const field of CARD_FIELDS) {
    const text = value[field];
    if (typeof text !== 'string') return null;
    card[field] = text;
  }
  return card as ArticleCard;
}

/** A page's data block as the app reads it; `null` when it is not one. */
export function readMagazinePageData(value: unknown): MagazinePageData | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'list' && Array.isArray(value.articles)) {
    const articles = value.articles.map(readCard);
    return articles.every((card) => card !== null)
      ? { kind: 'list', articles: articles as ArticleCard[] }
      : null;
  }
  if (value.kind === 'article' && isRecord(value.article)) {
    const card = readCard(value.article);
    const { html, bag_ids: bagIds } = value.article;
    if (card === null || typeof html !== 'string' || !Array.isArray(bagIds)) return null;
    if (!bagIds.every((id) => typeof id === 'string')) return null;
    return { kind: 'article', article: { ...card, html, bag_ids: bagIds as string[] } };
  }
  return null;
}
