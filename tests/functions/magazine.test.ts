/**
 * The Magazine through the deployed functions: operations staff save a draft (its slug
 * from the title, made unique), edit it, publish it now or at a date, and unpublish it,
 * each write audited; support is refused; a bag that is not a product is refused.
 * `magazinePages`, which needs the Hosting emulator and the built app, is tested end to
 * end: tests/e2e/magazine-pages.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_AUTHORS_COLLECTION,
  ARTICLES_COLLECTION,
  PERMISSION_REFUSALS,
} from '@unlimited/domain';
import { moveLegacyAuthors } from '../../functions/src/magazine/articles';
import { adminDb, seedProduct, signedInCaller, type Caller, useFreshEmulators } from './helpers';

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
        bag_ids: ['mag-bag-1'],
      });
      // Who wrote it is kept apart: visitors read a published article whole.
      expect(await articleData(first.id)).not.toHaveProperty('author');
      expect(
        (await adminDb().collection(ARTICLE_AUTHORS_COLLECTION).doc(first.id).get()).data(),
      ).toEqual({ author: 'mag-ops@integration.test' });

      await operations.call('saveArticle', { ...fields, id: first.id, title: 'The Lady Dior' });
      expect((await articleData(first.id))?.title).toBe('The Lady Dior');

      const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      const scheduled = await operations.call('publishArticle', {
        id: first.id,
        publishAt: at.toISOString(),
      });
      expect(scheduled.publishedAt).toBe(at.toISOString());
      expect((await articleData(first.id))?.status).toBe('published');

      const before = Date.now();
      const published = await operations.call('publishArticle', { id: first.id });
      // "Now" is dated a minute back, so the public list (a minute behind the reader's
      // clock) shows the article at once.
      expect(Date.parse(published.publishedAt)).toBeLessThanOrEqual(Date.now() - 60_000);
      expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(before - 60_000);
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
    'move the author an article written before authors were kept apart still holds to the staff-only authors: on publishing, and all at once',
    async () => {
      const at = new Date(Date.now() - 86_400_000);
      const older = (slug: string, author: string) =>
        adminDb()
          .collection(ARTICLES_COLLECTION)
          .doc(slug)
          .set({
            slug,
            title: `An older draft ${slug}`,
            description: 'Written before.',
            cover_url: '/seed-photos/older.jpg',
            cover_alt: 'A cover',
            body: 'Text.',
            bag_ids: [],
            status: 'draft',
            published_at: null,
            author,
            created_at: at,
            updated_at: at,
          });
      const authorOf = async (slug: string) =>
        (await adminDb().collection(ARTICLE_AUTHORS_COLLECTION).doc(slug).get()).data();
      await older('an-older-draft', 'first-writer@integration.test');
      await older('an-untouched-draft', 'second-writer@integration.test');

      await operations.call('publishArticle', { id: 'an-older-draft' });
      const published = await articleData('an-older-draft');
      expect(published?.status).toBe('published');
      expect(published).not.toHaveProperty('author');
      expect(await authorOf('an-older-draft')).toEqual({
        author: 'first-writer@integration.test',
      });

      // scripts/migrate-article-authors.ts: every other one, once.
      expect(await moveLegacyAuthors(adminDb())).toBe(1);
      expect(await articleData('an-untouched-draft')).not.toHaveProperty('author');
      expect(await authorOf('an-untouched-draft')).toEqual({
        author: 'second-writer@integration.test',
      });
      expect(await moveLegacyAuthors(adminDb())).toBe(0);
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
