/**
 * The Magazine's functions. Callables for staff who may write articles (owners and
 * operations: `requireRole(…, 'write_articles')`): `saveArticle`, `publishArticle`,
 * `unpublishArticle`. And `magazinePages`, the HTTPS function behind Hosting's rewrite of
 * `/magazine` and `/magazine/**` (firebase.json): each page's HTML with its title,
 * description and Open Graph tags filled from the article, so search engines and shared
 * links read them without running the app, the page's text in its body (filled into
 * templates the web build prerenders: ./pages.ts), and the RSS feed at `/magazine/rss.xml`.
 * Articles are published after a deploy, so a build-time prerender could not hold them.
 */
import { logger } from 'firebase-functions/logger';
import { onCall, onRequest } from 'firebase-functions/https';
import {
  publishArticleInputSchema,
  saveArticleInputSchema,
  unpublishArticleInputSchema,
  type SaveArticleResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { withAppCheck } from '../lib/app-check';
import { actorOf, requireRole } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import {
  articlesCol,
  parseArticle,
  publishArticle as publish,
  publishedArticles,
  saveArticle as save,
  unpublishArticle as unpublish,
} from './articles';
import { rssFeed } from './pages';
import { magazineDocument } from './page-response';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

export const saveArticle = onCall<unknown, Promise<SaveArticleResult>>(options, async (request) => {
  const caller = requireRole(request, 'write_articles');
  const { id, ...fields } = parseInput(saveArticleInputSchema, request.data);
  return handleErrors('saveArticle', { uid: caller.uid, id: id ?? null }, () =>
    save(firestore(), { id, fields }, actorOf(caller), caller.email ?? actorOf(caller).name),
  );
});

export const publishArticle = onCall<unknown, Promise<{ id: string; publishedAt: string }>>(
  options,
  async (request) => {
    const caller = requireRole(request, 'write_articles');
    const { id, publishAt } = parseInput(publishArticleInputSchema, request.data);
    return handleErrors('publishArticle', { uid: caller.uid, id }, () =>
      publish(firestore(), id, publishAt === null ? null : new Date(publishAt), actorOf(caller)),
    );
  },
);

export const unpublishArticle = onCall<unknown, Promise<{ id: string }>>(
  options,
  async (request) => {
    const caller = requireRole(request, 'write_articles');
    const { id } = parseInput(unpublishArticleInputSchema, request.data);
    return handleErrors('unpublishArticle', { uid: caller.uid, id }, () =>
      unpublish(firestore(), id, actorOf(caller)),
    );
  },
);

/** How long browsers (5 min) and Hosting's CDN (10 min) keep a page or the feed. */
export const MAGAZINE_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';
/** A missing article is kept a minute only: it may be published any moment. */
export const MISSING_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/**
 * Pages of the built site the Magazine's pages are made from (./page-response.ts), kept a
 * minute per instance: the app's empty page (`spa.html`, read at `/app-shell`, which
 * firebase.json rewrites to it: `/spa.html` itself is redirected to `/` by Hosting's clean
 * URLs and redirects), and the Magazine's templates (web/scripts/prerender.mjs).
 */
const hostedCache = new Map<string, { html: string; fetchedAt: number }>();
// A minute: a deploy replaces the hashed files a page names, so a page kept longer would
// name files that are gone.
const HOSTED_TTL_MS = 60 * 1000;

async function hostedPage(siteUrl: string, path: string, now: number): Promise<string> {
  const url = `${siteUrl}${path}`;
  const cached = hostedCache.get(url);
  if (cached && now - cached.fetchedAt < HOSTED_TTL_MS) return cached.html;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  hostedCache.set(url, { html, fetchedAt: now });
  return html;
}

export const magazinePages = onRequest(
  { region: config.region, maxInstances: config.maxInstances },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method not allowed.');
      return;
    }
    const now = new Date();
    const siteUrl = config.siteUrl.replace(/\/$/, '');
    try {
      const path = request.path;
      if (path === '/magazine/rss.xml') {
        const articles = await publishedArticles(firestore(), now);
        response
          .status(200)
          .set('Cache-Control', MAGAZINE_CACHE_CONTROL)
          .type('application/rss+xml; charset=utf-8')
          .send(rssFeed(siteUrl, articles, now));
        return;
      }
      const page = await magazineDocument(path, {
        siteUrl,
        now,
        publishedArticles: () => publishedArticles(firestore(), now),
        article: async (slug) =>
          parseArticle((await articlesCol(firestore()).doc(slug).get()).data()),
        sitePage: (pagePath) => hostedPage(siteUrl, pagePath, now.getTime()),
        warn: (message, detail) => logger.warn(message, detail),
      });
      response
        .status(page.status)
        .set('Cache-Control', page.status === 200 ? MAGAZINE_CACHE_CONTROL : MISSING_CACHE_CONTROL)
        .type('html')
        .send(page.html);
    } catch (error) {
      logger.error('magazinePages failed', {
        path: request.path,
        error: error instanceof Error ? error.message : String(error),
      });
      response
        .status(503)
        .set('Cache-Control', 'no-store')
        .set('Retry-After', '30')
        .type('text/plain')
        .send('Something went wrong. Please try again.');
    }
  },
);
