/**
 * `magazinePages` through Hosting's rewrite of /magazine/**: an article's page with its
 * title, description and Open Graph tags in the HTML the server sends (no JS), cached for
 * five minutes (Hosting's headers for /magazine keep the function's); a 404 for a draft,
 * a scheduled article or an unknown one; the list's page; and a valid RSS 2.0 feed of the
 * published articles only. The function fills the built app's page, which only the
 * Hosting emulator serves, so this runs with the end-to-end journeys.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_COLLECTION } from '@unlimited/domain';
import { SEED_PROJECT_ID } from '../../scripts/seed-data';
import { BASE_URL } from './support';

const CALLS = 240_000;
const RUN = Date.now().toString(36);
const ALMA = `The Alma BB & its history ${RUN}`;
const ALMA_HTML = `The Alma BB &amp; its history ${RUN}`;

let admin: App;
beforeAll(() => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? SEED_PROJECT_ID },
    'e2e-magazine-pages',
  );
});
afterAll(async () => {
  const articles = getFirestore(admin).collection(ARTICLES_COLLECTION);
  for (const id of [`the-alma-bb-${RUN}`, `coming-soon-${RUN}`, `a-draft-${RUN}`]) {
    await articles.doc(id).delete();
  }
  await deleteApp(admin);
});

const page = (path: string) => fetch(`${BASE_URL}${path}`);

describe('magazinePages', () => {
  beforeAll(async () => {
    const now = Date.now();
    const base = {
      description: 'How a 1930s shape became the everyday bag.',
      cover_url: '/seed-photos/alma-1.jpg',
      cover_alt: 'The Alma BB',
      body: 'Text.',
      bag_ids: [],
      author: 'mag-ops@integration.test',
      created_at: new Date(now - 86_400_000),
      updated_at: new Date(now - 86_400_000),
    };
    const articles = getFirestore(admin).collection(ARTICLES_COLLECTION);
    await articles.doc(`the-alma-bb-${RUN}`).set({
      ...base,
      slug: `the-alma-bb-${RUN}`,
      title: ALMA,
      status: 'published',
      published_at: new Date(now - 3_600_000),
    });
    await articles.doc(`coming-soon-${RUN}`).set({
      ...base,
      slug: `coming-soon-${RUN}`,
      title: 'Coming soon',
      status: 'published',
      published_at: new Date(now + 86_400_000),
    });
    await articles.doc(`a-draft-${RUN}`).set({
      ...base,
      slug: `a-draft-${RUN}`,
      title: 'A draft',
      status: 'draft',
      published_at: null,
    });
  }, CALLS);

  it(
    'sends an article’s page with its title, description and Open Graph tags, cached',
    async () => {
      const response = await page(`/magazine/the-alma-bb-${RUN}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
      const html = await response.text();
      expect(html).toContain(`<title>${ALMA_HTML} · Unlimited</title>`);
      expect(html).toContain(`<meta property="og:title" content="${ALMA_HTML}" />`);
      expect(html).toContain(
        '<meta property="og:description" content="How a 1930s shape became the everyday bag." />',
      );
      expect(html).toMatch(
        /<meta property="og:image" content="https?:\/\/[^"]+\/seed-photos\/alma-1\.jpg" \/>/,
      );
      expect(html).toMatch(
        /<meta property="og:url" content="https?:\/\/[^"]+\/magazine\/the-alma-bb-[a-z0-9]+" \/>/,
      );
      // The article as the app renders it, for the app to hydrate, and its data.
      expect(html).toContain(`<div id="root" data-prerendered="/magazine/the-alma-bb-${RUN}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${ALMA_HTML}</h1>`));
      expect(html).toContain('<p>Text.</p>');
      expect(html).not.toContain('The bags in this story');
      expect(html).toContain('<script type="application/json" id="magazine-page-data">');
      expect(html).not.toContain('__UNLIMITED_');
      expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js">/);
    },
    CALLS,
  );

  it(
    'answers 404 for a draft, a scheduled article and an unknown one',
    async () => {
      for (const slug of [`a-draft-${RUN}`, `coming-soon-${RUN}`, 'no-such-article', 'Bad_Slug']) {
        const response = await page(`/magazine/${slug}`);
        expect(response.status, slug).toBe(404);
        const html = await response.text();
        expect(html).toContain('<title>Article not found · Unlimited</title>');
        // The app's empty page, which says the article is not there.
        expect(html).toMatch(/<div id="root">\s*<\/div>/);
        expect(html).not.toContain('Coming soon');
      }
    },
    CALLS,
  );

  it(
    'serves the list’s page and a valid RSS 2.0 feed of the published articles only',
    async () => {
      const list = await page('/magazine');
      expect(list.status).toBe(200);
      expect(await list.text()).toContain('<title>The Magazine · Unlimited</title>');

      const response = await page('/magazine/rss.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => name === 'item',
      }).parse(xml) as {
        rss: { '@_version': string; channel: { item: { title: string; link: string }[] } };
      };
      expect(feed.rss['@_version']).toBe('2.0');
      const titles = feed.rss.channel.item.map((item) => item.title);
      expect(titles).toContain(ALMA);
      expect(titles).not.toContain('Coming soon');
      expect(titles).not.toContain('A draft');
    },
    CALLS,
  );
});
