/**
 * What the Magazine's HTTPS function sends (./functions.ts): the built page with its head
 * filled from the article (title, description, Open Graph, canonical address), and the
 * RSS 2.0 feed. Pure: the shell, the articles and the site's address come in.
 */
import {
  MAGAZINE_PAGE_DATA_ID,
  MAGAZINE_TEMPLATE_CARD,
  MAGAZINE_TEMPLATE_PATH,
  type ArticleCard,
  type ArticleDoc,
  type ArticlePageData,
  type MagazinePageData,
} from '@unlimited/domain';

export const MAGAZINE_TITLE = 'The Magazine';
export const MAGAZINE_DESCRIPTION =
  'The Unlimited Magazine: stories about the bags in our closet, the houses that make them and how members carry them.';
/** The site name in page titles, as the app writes them ("Page · Unlimited"). */
const SITE_NAME = 'Unlimited';
/** The feed's title, in the feed and in the pages' link to it. */
const FEED_TITLE = `${SITE_NAME} — ${MAGAZINE_TITLE}`;

/** Text for an HTML attribute or element, or XML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `/magazine/<slug>` → the slug; `''` for the list; `null` for any other address. */
export function slugOfPath(path: string): string | null {
  const match = /^\/magazine(?:\/([^/]*))?\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return null; // A malformed escape (`/magazine/%E0`) names no article.
  }
}

/** An address on the site made absolute (`/x` → `https://site/x`); absolute ones kept. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return url.startsWith('/') ? `${siteUrl.replace(/\/$/, '')}${url}` : url;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the image shared links show. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** An article's publish date (`article:published_time`). */
  publishedAt?: Date | null;
}

const metaName = (name: string) =>
  new RegExp(`\\s*<meta\\s+name="${name}"\\s+content="[^"]*"\\s*/?>`, 'g');
const metaProperty = (property: string) =>
  new RegExp(`\\s*<meta\\s+property="${property}"\\s+content="[^"]*"\\s*/?>`, 'g');

/**
 * The built page (`spa.html`) with `head`'s tags in place of the app's own: the app's
 * title, description and Open Graph tags are removed (multi-line ones included) and the
 * page's are written before `</head>`.
 */
export function fillHead(shell: string, head: PageHead, feedUrl: string): string {
  // The built file writes long attributes over several lines; read them as one.
  let page = shell.replace(/<meta\s+[^>]*>/g, (tag) => tag.replace(/\s+/g, ' '));
  page = page.replace(/<title>[^<]*<\/title>/, '');
  page = page.replace(metaName('description'), '');
  for (const property of [
    'og:type',
    'og:title',
    'og:description',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
    'og:url',
  ]) {
    page = page.replace(metaProperty(property), '');
  }
  page = page.replace(/\s*<link\s+rel="canonical"[^>]*>/g, '');
  const tags = [
    `<title>${escapeHtml(`${head.title} · ${SITE_NAME}`)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(FEED_TITLE)}" href="${escapeHtml(feedUrl)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    ...(head.publishedAt
      ? [`<meta property="article:published_time" content="${head.publishedAt.toISOString()}" />`]
      : []),
  ];
  // A function, so no `$&`-like pattern in a value (a visitor's 404 address) is expanded.
  return page.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The head of an article's page. */
export function articleHead(siteUrl: string, article: ArticleDoc): PageHead {
  return {
    title: article.title,
    description: article.description,
    url: absoluteUrl(siteUrl, `/magazine/${article.slug}`),
    image: absoluteUrl(siteUrl, article.cover_url),
    imageAlt: article.cover_alt,
    type: 'article',
    publishedAt: article.published_at,
  };
}

/** The head of the Magazine's list (`/magazine`). */
export function magazineHead(siteUrl: string): PageHead {
  return {
    title: MAGAZINE_TITLE,
    description: MAGAZINE_DESCRIPTION,
    url: absoluteUrl(siteUrl, '/magazine'),
    image: absoluteUrl(siteUrl, '/og-image.png'),
    imageAlt: 'Unlimited: Designer on Rotation, with an illustrated designer handbag on cream',
    type: 'website',
  };
}

/** The head of an address with no article to read (status 404). */
export function notFoundHead(siteUrl: string, path: string): PageHead {
  return {
    ...magazineHead(siteUrl),
    title: 'Article not found',
    description: 'This article is not in the Magazine. It may have been unpublished.',
    url: absoluteUrl(siteUrl, path),
  };
}

/** The RSS 2.0 feed of `articles` (published, newest first). */
export function rssFeed(siteUrl: string, articles: readonly ArticleDoc[], now: Date): string {
  const feedUrl = absoluteUrl(siteUrl, '/magazine/rss.xml');
  const latest = articles[0]?.published_at ?? now;
  const items = articles.map((article) => {
    const link = absoluteUrl(siteUrl, `/magazine/${article.slug}`);
    return [
      '    <item>',
      `      <title>${escapeHtml(article.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <description>${escapeHtml(article.description)}</description>`,
      `      <pubDate>${(article.published_at ?? now).toUTCString()}</pubDate>`,
      `      <enclosure url="${escapeHtml(absoluteUrl(siteUrl, article.cover_url))}" length="0" type="${imageType(article.cover_url)}" />`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(FEED_TITLE)}</title>`,
    `    <link>${escapeHtml(absoluteUrl(siteUrl, '/magazine'))}</link>`,
    `    <description>${escapeHtml(MAGAZINE_DESCRIPTION)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeHtml(feedUrl)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The MIME type of an image address, by its extension (JPEG when unknown). */
function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  switch (ext) {
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'avif':
      return 'image/avif';
    case 'gif':
      return 'image/gif';
    case 'svg':
      return 'image/svg+xml';
    default:
      return 'image/jpeg';
  }
}

/*
 * The pages' body. The web build prerenders the list and an article as the app renders
 * them into templates (web/src/entry-server.tsx MAGAZINE_TEMPLATES), with domain
 * `MAGAZINE_TEMPLATE_CARD`'s placeholder in every field; these fill them, so the HTML holds
 * the page's text for readers before the app runs and for search engines, and add the same
 * data as JSON, which the app hydrates the markup from (web/src/features/magazine/api/
 * page-data.ts). Both sides format an article with domain `articleCard`.
 */

/** A placeholder of `MAGAZINE_TEMPLATE_CARD`: `__UNLIMITED_ARTICLE_<FIELD>__`. */
const PLACEHOLDER = /__UNLIMITED_ARTICLE_([A-Z_]+?)__/g;
/** Each text placeholder of `MAGAZINE_TEMPLATE_CARD` and the field it stands for. */
const FIELD_OF_PLACEHOLDER = new Map(
  Object.entries(MAGAZINE_TEMPLATE_CARD).flatMap(([field, placeholder]) =>
    typeof placeholder === 'string' ? [[placeholder, field as keyof ArticlePageData] as const] : [],
  ),
);
/** The list's card: the first `<article>` in the list's template (it holds no other). */
const CARD = /<article\b[^>]*>[\s\S]*?<\/article>/;
/** The article's "The bags in this story", left out when it mentions none. */
const MENTIONED_BAGS = /<section aria-labelledby="mentioned-bags"[\s\S]*?<\/section>/;

/**
 * `template` with each placeholder replaced by `card`'s value: HTML-escaped, the slug as an
 * address segment, the body (`html`, already safe) as it is.
 */
function fillCard(template: string, card: ArticleCard & { html?: string }): string {
  return template.replace(PLACEHOLDER, (placeholder) => {
    const field = FIELD_OF_PLACEHOLDER.get(placeholder);
    if (field === 'html' && card.html !== undefined) return card.html;
    if (field === 'slug') return escapeHtml(encodeURIComponent(card.slug));
    if (field !== undefined && field !== 'html' && field !== 'bag_ids') {
      return escapeHtml(card[field]);
    }
    throw new Error(`The template has a placeholder this page cannot fill: ${placeholder}`);
  });
}

/**
 * The page with its address in `#root`'s stamp and its data block ahead of the script that
 * starts the app (web/scripts/prerender.mjs's loader, `<script data-entry=`), so the block
 * is there when the app reads it however the page arrives; before `</body>` without one.
 */
function withPageData(page: string, path: string, data: MagazinePageData): string {
  const stamp = `data-prerendered="${MAGAZINE_TEMPLATE_PATH}"`;
  if (!page.includes(stamp)) throw new Error('The template has no page stamp');
  // As JSON in HTML: no `<` that could close the block early.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${MAGAZINE_PAGE_DATA_ID}">${json}</script>`;
  const stamped = page.replace(stamp, () => `data-prerendered="${escapeHtml(path)}"`);
  const loader = stamped.indexOf('<script data-entry=');
  return loader === -1
    ? stamped.replace('</body>', () => `${block}\n  </body>`)
    : `${stamped.slice(0, loader)}${block}\n  ${stamped.slice(loader)}`;
}

/**
 * The list's page (`articles` newest first, at least one) from its template: its card once
 * per article. Outside the card, the template may only name the first cover (React's
 * preload of the page's first image).
 */
export function fillMagazineList(template: string, articles: readonly ArticleCard[]): string {
  const match = CARD.exec(template);
  const [first] = articles;
  if (match === null) throw new Error('The list’s template has no article card');
  if (first === undefined) throw new Error('The list has no article to show');
  const card = match[0];
  if (!card.includes('loading="eager"')) throw new Error('The list’s card is not loaded eagerly');
  const cards = articles.map((article, i) =>
    // The first cover shows at once; the others load as they scroll into view.
    fillCard(i === 0 ? card : card.replace('loading="eager"', 'loading="lazy"'), article),
  );
  const around = [template.slice(0, match.index), template.slice(match.index + card.length)];
  const [before, after] = around.map((part) => {
    const fields = [...part.matchAll(PLACEHOLDER)].map(([, field]) => field);
    if (fields.some((field) => field !== 'COVER_URL')) {
      throw new Error('The list’s template has a field outside its card');
    }
    return fillCard(part, first);
  }) as [string, string];
  return withPageData(`${before}${cards.join('')}${after}`, '/magazine', {
    kind: 'list',
    articles: [...articles],
  });
}

/** An article's page from its template. */
export function fillArticlePage(template: string, article: ArticlePageData): string {
  if (!MENTIONED_BAGS.test(template)) throw new Error('The article’s template has no bags section');
  const page = fillCard(
    article.bag_ids.length === 0 ? template.replace(MENTIONED_BAGS, '') : template,
    article,
  );
  return withPageData(page, `/magazine/${encodeURIComponent(article.slug)}`, {
    kind: 'article',
    article,
  });
}
