/**
 * The Magazine through the deployed functions: operations staff save a draft (its slug
 * from the title, made unique), edit it, publish it now or at a date, and unpublish it,
 * each write audited; support is refused; a bag that is not a product is refused. And
 * `magazinePages` (what Hosting's rewrite of /magazine/** reaches): the article's page
 * with its title, description and Open Graph tags in the HTML, a 404 for a draft or a
 * scheduled article, and the RSS feed of the published ones, cached. Needs the Hosting
 * emulator serving the built web app (`spa.html`, the page the function fills).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_COLLECTION, PERMISSION_REFUSALS } from '@unlimited/domain';
import {
  adminDb,
  functionUrl,
  seedProduct,
  signedInCaller,
  type Caller,
  useFreshEmulators,
} from './helpers';

const CALLS = 240_000;

useFreshEmulators();

let operations: Caller;
let support: Caller;
beforeAll(async () => {
  operations = await signedInCaller('mag-ops', { admin: true, role: 'operations' });
  support = await signedInCaller('mag-support', { admin: true, role: 'support' });
  await seedProduct(adminDb(), 'mag-bag-1', { title: 'Lady Dior', brand: 'Dior' });
}, 120_000);

const fields = {
  title: 'The Lady Dior, up close',
  description: 'Cannage stitching, the charms and the story of a bag named for a princess.',
  coverUrl: 'https://images.example.com/lady-dior.jpg',
  coverAlt: 'A black Lady Dior with its silver charms',
  body: '## Cannage\n\nThe **quilting** comes from the Napoleon III chairs of the first salon.',
  bagIds: ['mag-bag-1'],
};

const articleData = async (id: string) =>
  (await adminDb().collection(ARTICLES_COLLECTION).doc(id).get()).data();

const auditOf = async (id: string) =>
  (await adminDb().collection('activity').where('object_id', '==', id).get()).docs.map(
    (doc) => doc.data() as { kind: string; object_type: string; actor: string; action: string },
  );

const page = (path: string) => fetch(`${functionUrl('magazinePages')}${path}`);

describe('the article callables', () => {
  it(
    'save a draft with a unique slug, edit it, publish and unpublish it, each audited',
    async () => {
      const first = await operations.call('saveArticle', fields);
      expect(first.id).toBe('the-lady-dior-up-close');
      const second = await operations.call('saveArticle', fields);
      expect(second.id).toBe('the-lady-dior-up-close-2');

      expect(await articleData(first.id)).toMatchObject({
        slug: first.id,
        title: fields.title,
        status: 'draft',
        published_at: null,
        author: 'mag-ops@integration.test',
        bag_ids: ['mag-bag-1'],
      });

      await operations.call('saveArticle', { ...fields, id: first.id, title: 'The Lady Dior' });
      expect((await articleData(first.id))?.title).toBe('The Lady Dior');

      const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      const scheduled = await operations.call('publishArticle', {
        id: first.id,
        publishAt: at.toISOString(),
      });
      expect(scheduled.publishedAt).toBe(at.toISOString());
      expect((await articleData(first.id))?.status).toBe('published');

      await operations.call('publishArticle', { id: first.id });
      await operations.call('unpublishArticle', { id: second.id });
      expect((await articleData(second.id))?.status).toBe('draft');

      const audit = await auditOf(first.id);
      expect(audit.map((a) => a.kind).sort()).toEqual([
        'created',
        'status_changed',
        'status_changed',
        'updated',
      ]);
      expect(audit.every((a) => a.object_type === 'article')).toBe(true);
      expect(audit.every((a) => a.actor === 'mag-ops@integration.test')).toBe(true);
      expect(audit.map((a) => a.action)).toContain('Article “The Lady Dior” published');
    },
    CALLS,
  );

  it(
    'refuse support staff, and a bag that is not in the catalogue',
    async () => {
      await expect(support.call('saveArticle', fields)).rejects.toMatchObject({
        code: 'functions/permission-denied',
        message: PERMISSION_REFUSALS.write_articles,
      });
      await expect(
        operations.call('saveArticle', { ...fields, bagIds: ['no-such-bag'] }),
      ).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        message: 'These bags are not in the catalogue: no-such-bag.',
      });
      await expect(
        operations.call('publishArticle', { id: 'no-such-article' }),
      ).rejects.toMatchObject({ code: 'functions/not-found' });
    },
    CALLS,
  );
});

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
    const articles = adminDb().collection(ARTICLES_COLLECTION);
    await articles.doc('the-alma-bb').set({
      ...base,
      slug: 'the-alma-bb',
      title: 'The Alma BB & its history',
      status: 'published',
      published_at: new Date(now - 3_600_000),
    });
    await articles.doc('coming-soon').set({
      ...base,
      slug: 'coming-soon',
      title: 'Coming soon',
      status: 'published',
      published_at: new Date(now + 86_400_000),
    });
    await articles.doc('a-draft').set({
      ...base,
      slug: 'a-draft',
      title: 'A draft',
      status: 'draft',
      published_at: null,
    });
  }, CALLS);

  it(
    'sends an article’s page with its title, description and Open Graph tags, cached',
    async () => {
      const response = await page('/magazine/the-alma-bb');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
      const html = await response.text();
      expect(html).toContain('<title>The Alma BB &amp; its history · Unlimited</title>');
      expect(html).toContain(
        '<meta property="og:title" content="The Alma BB &amp; its history" />',
      );
      expect(html).toContain(
        '<meta property="og:description" content="How a 1930s shape became the everyday bag." />',
      );
      expect(html).toMatch(
        /<meta property="og:image" content="https?:\/\/[^"]+\/seed-photos\/alma-1\.jpg" \/>/,
      );
      expect(html).toMatch(
        /<meta property="og:url" content="https?:\/\/[^"]+\/magazine\/the-alma-bb" \/>/,
      );
      // The app's own page: its root and scripts.
      expect(html).toMatch(/<div id="root">\s*<\/div>/);
      expect(html).toMatch(/<script type="module"[^>]*src="\/assets\//);
    },
    CALLS,
  );

  it(
    'answers 404 for a draft, a scheduled article and an unknown one',
    async () => {
      for (const slug of ['a-draft', 'coming-soon', 'no-such-article', 'Bad_Slug']) {
        const response = await page(`/magazine/${slug}`);
        expect(response.status, slug).toBe(404);
        const html = await response.text();
        expect(html).toContain('<title>Article not found · Unlimited</title>');
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
      expect(titles).toContain('The Alma BB & its history');
      expect(titles).not.toContain('Coming soon');
      expect(titles).not.toContain('A draft');
    },
    CALLS,
  );
});
