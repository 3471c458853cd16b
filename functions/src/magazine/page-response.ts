/**
 * What `magazinePages` answers for `/magazine` and an article (./functions.ts), from its
 * sources: the stored articles and the built site's pages (through Hosting in the
 * function; from web/dist in `npm run bench`, which measures these pages the same way).
 * A page is its template filled with the articles (./pages.ts), or the app's empty page
 * with the head filled when there is nothing to fill or the template fails (logged): the
 * app then renders the page itself.
 */
import {
  articleCard,
  isArticleSlug,
  isArticleVisible,
  MAGAZINE_TEMPLATE_PATH,
  type ArticleDoc,
} from '@unlimited/domain';
import { renderArticleMarkdown } from './markdown';
import {
  absoluteUrl,
  articleHead,
  fillArticlePage,
  fillHead,
  fillMagazineList,
  magazineHead,
  notFoundHead,
  slugOfPath,
} from './pages';

/** The site's address of the app's empty page (firebase.json rewrites it to spa.html). */
export const APP_SHELL_PATH = '/app-shell';
/** The site's addresses of the Magazine's templates (web/scripts/prerender.mjs). */
export const LIST_TEMPLATE_PATH = '/magazine-list-template';
export const ARTICLE_TEMPLATE_PATH = '/magazine-article-template';

export interface MagazineSources {
  siteUrl: string;
  now: Date;
  /** The published articles, newest first. */
  publishedArticles: () => Promise<ArticleDoc[]>;
  /** The stored article `slug` (any state), or `null`. */
  article: (slug: string) => Promise<ArticleDoc | null>;
  /** A page of the built site, by its address. */
  sitePage: (path: string) => Promise<string>;
  /** Says why a template could not be used. */
  warn: (message: string, detail: Record<string, string>) => void;
}

/** The app's empty page, checked to be that page. */
async function appShell(sources: MagazineSources): Promise<string> {
  const html = await sources.sitePage(APP_SHELL_PATH);
  if (!html.includes('</head>') || !/<div id="root">\s*<\/div>/.test(html)) {
    throw new Error(`${APP_SHELL_PATH} is not the app’s empty page`);
  }
  return html;
}

/** The page `fill` makes from the template at `path`; `null` (logged) when it cannot. */
async function filledTemplate(
  sources: MagazineSources,
  path: string,
  fill: (template: string) => string,
): Promise<string | null> {
  try {
    const template = await sources.sitePage(path);
    if (!template.includes(`data-prerendered="${MAGAZINE_TEMPLATE_PATH}"`)) {
      throw new Error(`${path} is not a Magazine template`);
    }
    return fill(template);
  } catch (error) {
    sources.warn('magazinePages could not render the page; the app will', {
      template: path,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/**
 * The HTML page for `path` (under `/magazine`; the feed is not a page) and its status:
 * 404 for an address that is not the list or a published article.
 */
export async function magazineDocument(
  path: string,
  sources: MagazineSources,
): Promise<{ status: 200 | 404; html: string }> {
  const slug = slugOfPath(path);
  const { siteUrl, now } = sources;
  const feedUrl = absoluteUrl(siteUrl, '/magazine/rss.xml');
  if (slug === '') {
    const articles = (await sources.publishedArticles()).map(articleCard);
    const page =
      articles.length === 0
        ? null
        : await filledTemplate(sources, LIST_TEMPLATE_PATH, (template) =>
            fillMagazineList(template, articles),
          );
    return {
      status: 200,
      html: fillHead(page ?? (await appShell(sources)), magazineHead(siteUrl), feedUrl),
    };
  }
  const article = slug !== null && isArticleSlug(slug) ? await sources.article(slug) : null;
  if (article === null || !isArticleVisible(article, now)) {
    return {
      status: 404,
      html: fillHead(await appShell(sources), notFoundHead(siteUrl, path), feedUrl),
    };
  }
  const page = await filledTemplate(sources, ARTICLE_TEMPLATE_PATH, (template) =>
    fillArticlePage(template, {
      ...articleCard(article),
      html: renderArticleMarkdown(article.body),
      bag_ids: article.bag_ids,
    }),
  );
  return {
    status: 200,
    html: fillHead(page ?? (await appShell(sources)), articleHead(siteUrl, article), feedUrl),
  };
}
