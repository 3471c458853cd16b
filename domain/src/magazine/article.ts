/**
 * An article of the Magazine (`articles/{slug}`): the document, what staff send to save
 * or publish one, and when a visitor may read it. Only the functions write articles
 * (callables, staff roles below); visitors read those published whose date has passed
 * (firestore.rules), staff read every one.
 */
import { z } from 'zod';
import {
  MAX_ARTICLE_BAGS,
  MAX_ARTICLE_BODY_LENGTH,
  MAX_ARTICLE_DESCRIPTION_LENGTH,
  MAX_ARTICLE_TITLE_LENGTH,
  MAX_COVER_ALT_LENGTH,
  MAX_COVER_URL_LENGTH,
  ARTICLE_STATUSES,
} from './constants';
import { ARTICLE_SLUG_PATTERN, MAX_ARTICLE_SLUG_LENGTH } from './text';

/** A slug as the callables and rules take it: lower case letters, digits, hyphens. */
export const articleSlugSchema = z
  .string()
  .regex(ARTICLE_SLUG_PATTERN, 'That is not an article address.')
  .max(MAX_ARTICLE_SLUG_LENGTH, 'That is not an article address.');

/**
 * A cover image address: an https:// address, or a path on the site (`/seed-photos/…`).
 * No other scheme (no `javascript:`, no `data:`), since it lands in `src` and `og:image`.
 */
export const coverUrlSchema = z
  .string()
  .trim()
  .max(MAX_COVER_URL_LENGTH, 'The cover image address is too long.')
  .refine(
    (value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'Give the cover image as an https:// address (or a path on this site, starting with /).',
  );

const bagIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/, 'That is not a bag id.');

/** What staff write: the same fields the editor's form holds. */
export const articleFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the article a title.')
    .max(MAX_ARTICLE_TITLE_LENGTH, `Keep the title within ${MAX_ARTICLE_TITLE_LENGTH} characters.`),
  description: z
    .string()
    .trim()
    .min(1, 'Write a description: search engines and shared links show it.')
    .max(
      MAX_ARTICLE_DESCRIPTION_LENGTH,
      `Keep the description within ${MAX_ARTICLE_DESCRIPTION_LENGTH} characters.`,
    ),
  coverUrl: coverUrlSchema,
  coverAlt: z
    .string()
    .trim()
    .min(1, 'Describe the cover image for readers who cannot see it.')
    .max(
      MAX_COVER_ALT_LENGTH,
      `Keep the cover description within ${MAX_COVER_ALT_LENGTH} characters.`,
    ),
  body: z
    .string()
    .min(1, 'Write the article.')
    .max(MAX_ARTICLE_BODY_LENGTH, `Keep the article within ${MAX_ARTICLE_BODY_LENGTH} characters.`)
    .refine((body) => body.trim() !== '', 'Write the article.'),
  bagIds: z
    .array(bagIdSchema)
    .max(MAX_ARTICLE_BAGS, `Mention at most ${MAX_ARTICLE_BAGS} bags.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A bag is mentioned twice.')
    .default([]),
});
export type ArticleFields = z.output<typeof articleFieldsSchema>;

/** `saveArticle`: a new draft (no `id`) or the article `id`'s new fields. */
export const saveArticleInputSchema = articleFieldsSchema.extend({
  id: articleSlugSchema.optional(),
});
export type SaveArticleInput = z.input<typeof saveArticleInputSchema>;
export interface SaveArticleResult {
  id: string;
}

/** `publishArticle`: publish now (`publishAt` null or left out) or at an ISO date-time. */
export const publishArticleInputSchema = z.object({
  id: articleSlugSchema,
  publishAt: z.iso
    .datetime({ offset: true, message: 'Give the publish date as a date and time.' })
    .nullable()
    .default(null),
});
export type PublishArticleInput = z.input<typeof publishArticleInputSchema>;

/** `unpublishArticle`: back to a draft, gone from the Magazine. */
export const unpublishArticleInputSchema = z.object({ id: articleSlugSchema });

/** The stored article. */
export const articleDocSchema = z.object({
  slug: articleSlugSchema,
  title: z.string().min(1).max(MAX_ARTICLE_TITLE_LENGTH),
  description: z.string().min(1).max(MAX_ARTICLE_DESCRIPTION_LENGTH),
  cover_url: coverUrlSchema,
  cover_alt: z.string().min(1).max(MAX_COVER_ALT_LENGTH),
  body: z.string().max(MAX_ARTICLE_BODY_LENGTH),
  bag_ids: z.array(z.string()).max(MAX_ARTICLE_BAGS),
  status: z.enum(ARTICLE_STATUSES),
  /** When it shows to visitors (published); `null` for a draft never published. */
  published_at: z.date().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type ArticleDoc = z.output<typeof articleDocSchema>;

/** `article_authors/{slug}`: the email of the member of staff who wrote it (staff only). */
export const articleAuthorDocSchema = z.object({ author: z.string().min(1) });
export type ArticleAuthorDoc = z.output<typeof articleAuthorDocSchema>;

/** Where an article stands: a draft, published with a date to come, or out. */
export type ArticleState = 'draft' | 'scheduled' | 'published';

export function articleState(
  article: Pick<ArticleDoc, 'status' | 'published_at'>,
  now: Date,
): ArticleState {
  if (article.status !== 'published' || article.published_at === null) return 'draft';
  return article.published_at.getTime() <= now.getTime() ? 'published' : 'scheduled';
}

/** Whether a visitor may read the article at `now` (the rules' condition). */
export function isArticleVisible(
  article: Pick<ArticleDoc, 'status' | 'published_at'>,
  now: Date,
): boolean {
  return articleState(article, now) === 'published';
}

export const ARTICLE_STATE_LABELS: Record<ArticleState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Published articles, newest first (the Magazine's order and the feed's). */
export function newestFirst<T extends Pick<ArticleDoc, 'published_at' | 'slug'>>(
  articles: readonly T[],
): T[] {
  return [...articles].sort(
    (a, b) =>
      (b.published_at?.getTime() ?? 0) - (a.published_at?.getTime() ?? 0) ||
      a.slug.localeCompare(b.slug),
  );
}

/** Refusals the callables give. */
export const ARTICLE_MESSAGES = {
  notFound: 'That article no longer exists.',
  bagsNotFound: (ids: readonly string[]) =>
    `These bags are not in the catalogue: ${ids.join(', ')}.`,
} as const;
