import { describe, expect, it } from 'vitest';
import {
  articleCard,
  MAGAZINE_PAGE_DATA_ID,
  readMagazinePageData,
  type ArticleDoc,
} from '@unlimited/domain';
import { magazineDocument } from '../page-response';
import { fillArticlePage, fillMagazineList } from '../pages';

// The templates' shape as web/scripts/prerender.mjs writes them (the real ones are filled
// through Hosting in tests/e2e/magazine-pages.test.ts).
const page = (root: string) =>
  `<!doctype html><html><head><title>x</title></head><body><div id="root" data-prerendered="__UNLIMITED_PAGE_PATH__">${root}</div><script data-entry="/assets/index.js">load()</script></body></html>`;
const card =
  '<article class="group"><img src="__UNLIMITED_ARTICLE_COVER_URL__" alt="__UNLIMITED_ARTICLE_COVER_ALT__" loading="eager"/>' +
  '<time dateTime="__UNLIMITED_ARTICLE_PUBLISHED_ISO__">__UNLIMITED_ARTICLE_PUBLISHED_TEXT__</time>__UNLIMITED_ARTICLE_READING__' +
  '<h2><a href="/magazine/__UNLIMITED_ARTICLE_SLUG__">__UNLIMITED_ARTICLE_TITLE__</a></h2><p>__UNLIMITED_ARTICLE_DESCRIPTION__</p></article>';
const listTemplate = page(
  `<link rel="preload" as="image" href="__UNLIMITED_ARTICLE_COVER_URL__"/><main><h1>The Magazine</h1><div class="grid">${card}</div></main>`,
);
const articleTemplate = page(
  '<main><article><h1>__UNLIMITED_ARTICLE_TITLE__</h1><p>__UNLIMITED_ARTICLE_DESCRIPTION__</p>' +
    '<img src="__UNLIMITED_ARTICLE_COVER_URL__" alt="__UNLIMITED_ARTICLE_COVER_ALT__"/>' +
    '<time dateTime="__UNLIMITED_ARTICLE_PUBLISHED_ISO__">__UNLIMITED_ARTICLE_PUBLISHED_TEXT__</time>__UNLIMITED_ARTICLE_READING__' +
    '<div class="prose">__UNLIMITED_ARTICLE_HTML__</div>' +
    '<section aria-labelledby="mentioned-bags"><h2 id="mentioned-bags">The bags in this story</h2><div role="status">Loading the bags…</div></section></article></main>',
);

const doc = (slug: string, title: string, day: number): ArticleDoc => ({
  slug,
  title,
  description: `All about <${title}> & more.`,
  cover_url: `/seed-photos/${slug}.jpg`,
  cover_alt: `The "${title}" cover`,
  body: 'One two three.',
  bag_ids: [],
  status: 'published',
  published_at: new Date(Date.UTC(2026, 10, day, 15)),
  created_at: new Date(Date.UTC(2026, 10, 1)),
  updated_at: new Date(Date.UTC(2026, 10, 1)),
});

/** The page's data block, as the app reads it. */
function dataOf(html: string) {
  const json = new RegExp(
    `<script type="application/json" id="${MAGAZINE_PAGE_DATA_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return readMagazinePageData(JSON.parse(json ?? 'null'));
}

describe('fillMagazineList', () => {
  it('writes one card per article, escaped, the first cover eager and preloaded, with the data', () => {
    const cards = [doc('the-alma', 'The Alma', 20), doc('kelly-28', 'Kelly <28>', 10)].map(
      articleCard,
    );
    const html = fillMagazineList(listTemplate, cards);
    expect(html).not.toContain('__UNLIMITED_');
    expect(html).toContain('data-prerendered="/magazine"');
    expect([...html.matchAll(/<article /g)]).toHaveLength(2);
    expect([...html.matchAll(/loading="(\w+)"/g)].map((m) => m[1])).toEqual(['eager', 'lazy']);
    expect(html).toContain('<link rel="preload" as="image" href="/seed-photos/the-alma.jpg"/>');
    expect(html).toContain('<a href="/magazine/kelly-28">Kelly &lt;28&gt;</a>');
    expect(html).toContain('alt="The &quot;Kelly &lt;28&gt;&quot; cover"');
    expect(html).toContain(
      '<time dateTime="2026-11-20T15:00:00.000Z">November 20, 2026</time>1 min read',
    );
    expect(dataOf(html)).toEqual({ kind: 'list', articles: cards });
    // Ahead of the script that starts the app, which reads it.
    expect(html.indexOf(`id="${MAGAZINE_PAGE_DATA_ID}"`)).toBeLessThan(
      html.indexOf('<script data-entry='),
    );
  });

  it('refuses a template without its card', () => {
    expect(() => fillMagazineList(page('<main></main>'), [articleCard(doc('a', 'A', 1))])).toThrow(
      'no article card',
    );
  });
});

describe('fillArticlePage', () => {
  const rendered = (bagIds: string[]) => ({
    ...articleCard(doc('the-alma', 'The </script> Alma', 20)),
    html: '<h2>The story</h2><p>Began in 1934.</p>',
    bag_ids: bagIds,
  });

  it('writes the article’s text and body, and data that cannot close its block early', () => {
    const html = fillArticlePage(articleTemplate, rendered(['alma-1']));
    expect(html).not.toContain('__UNLIMITED_');
    expect(html).toContain('data-prerendered="/magazine/the-alma"');
    expect(html).toContain('<h1>The &lt;/script&gt; Alma</h1>');
    expect(html).toContain('<div class="prose"><h2>The story</h2><p>Began in 1934.</p></div>');
    expect(html).toContain('The bags in this story');
    // The data block's and the loader's: the title's `</script>` is escaped in both places.
    expect([...html.matchAll(/<\/script>/g)]).toHaveLength(2);
    expect(dataOf(html)).toEqual({ kind: 'article', article: rendered(['alma-1']) });
  });

  it('leaves out the bags section when the article mentions none', () => {
    const html = fillArticlePage(articleTemplate, rendered([]));
    expect(html).not.toContain('mentioned-bags');
    expect(html).toContain('Began in 1934.');
  });

  it('does not fill a value into another value (a title naming a placeholder stays text)', () => {
    const html = fillArticlePage(articleTemplate, {
      ...rendered([]),
      title: '__UNLIMITED_ARTICLE_HTML__',
    });
    expect(html).toContain('<h1>__UNLIMITED_ARTICLE_HTML__</h1>');
  });
});

describe('magazineDocument', () => {
  const shell =
    '<!doctype html><html><head><title>Unlimited</title></head><body><div id="root"></div></body></html>';
  const sources = (
    articles: ArticleDoc[],
    pages: Record<string, string> = {
      '/app-shell': shell,
      '/magazine-list-template': listTemplate,
      '/magazine-article-template': articleTemplate,
    },
  ) => {
    const warnings: string[] = [];
    return {
      warnings,
      sources: {
        siteUrl: 'https://unlimited.example',
        now: new Date(Date.UTC(2026, 10, 30)),
        publishedArticles: () => Promise.resolve(articles),
        article: (slug: string) =>
          Promise.resolve(articles.find((article) => article.slug === slug) ?? null),
        sitePage: (path: string) =>
          pages[path] === undefined
            ? Promise.reject(new Error(`${path} answered 404`))
            : Promise.resolve(pages[path]),
        warn: (message: string, detail: Record<string, string>) =>
          warnings.push(`${message}: ${detail.error}`),
      },
    };
  };

  it('renders the list and a published article with their text and their own head', async () => {
    const { sources: from } = sources([doc('the-alma', 'The Alma', 20)]);
    const list = await magazineDocument('/magazine', from);
    expect(list.status).toBe(200);
    expect(list.html).toContain('<a href="/magazine/the-alma">The Alma</a>');
    expect(list.html).toContain('<title>The Magazine · Unlimited</title>');
    const article = await magazineDocument('/magazine/the-alma', from);
    expect(article.status).toBe(200);
    expect(article.html).toContain('<h1>The Alma</h1>');
    expect(article.html).toContain('<div class="prose"><p>One two three.</p>\n</div>');
    expect(article.html).toContain('<title>The Alma · Unlimited</title>');
  });

  it('answers 404 with the app’s empty page for a draft, a future article and an unknown one', async () => {
    const draft = { ...doc('a-draft', 'A draft', 20), status: 'draft' as const };
    const later = { ...doc('later', 'Later', 20), published_at: new Date(Date.UTC(2027, 0, 1)) };
    const { sources: from } = sources([draft, later]);
    for (const path of [
      '/magazine/a-draft',
      '/magazine/later',
      '/magazine/nope',
      '/magazine/a/b',
    ]) {
      const page = await magazineDocument(path, from);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toContain('<title>Article not found · Unlimited</title>');
    }
  });

  it('sends the app’s empty page, for the app to render, when there is no article or no template', async () => {
    const empty = await magazineDocument('/magazine', sources([]).sources);
    expect(empty.html).toContain('<div id="root"></div>');

    const broken = sources([doc('the-alma', 'The Alma', 20)], { '/app-shell': shell });
    const page = await magazineDocument('/magazine/the-alma', broken.sources);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<title>The Alma · Unlimited</title>');
    expect(broken.warnings).toEqual([
      'magazinePages could not render the page; the app will: /magazine-article-template answered 404',
    ]);
  });
});
