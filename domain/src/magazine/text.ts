/** Pure text helpers of the Magazine: slugs, excerpts and reading time from Markdown. */

/** Longest slug kept (a title is at most 120 characters; the suffix fits after). */
export const MAX_SLUG_LENGTH = 80;

/** An article's address: lower-case words of letters and digits joined by single hyphens. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest address: a slug and a `-2`-like suffix (`uniqueSlug`). */
export const MAX_ARTICLE_SLUG_LENGTH = MAX_SLUG_LENGTH + 6;

/** Whether `slug` can be an article's address (the article schema's own check). */
export function isArticleSlug(slug: string): boolean {
  return slug.length <= MAX_ARTICLE_SLUG_LENGTH && ARTICLE_SLUG_PATTERN.test(slug);
}

/**
 * The address-safe form of a title: lower case ASCII letters, digits and single hyphens
 * ("Hermès Kelly 28: the bag" → "hermes-kelly-28-the-bag"). Accents are dropped, `&`
 * reads "and"; a title with no letter or digit gives "article".
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug === '' ? 'article' : slug;
}

/**
 * `base`, or `base-2`, `base-3`… : the first that `taken` does not hold, so two articles
 * with the same title get two addresses.
 */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * The plain text of Markdown, for excerpts and counts: code, images, HTML tags and the
 * marks of emphasis, headings, lists, quotes and links removed (a link keeps its text).
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters of the article's text (`description` first when given), cut
 * at a word with an ellipsis.
 */
export function excerpt(markdown: string, max = 160): string {
  const text = markdownToText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** Words read in a minute, the usual figure for reading time. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read the article, at least one. */
export function readingMinutes(markdown: string): number {
  const text = markdownToText(markdown);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
