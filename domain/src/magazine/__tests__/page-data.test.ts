import { describe, expect, it } from 'vitest';
import { articleCard, MAGAZINE_TEMPLATE_CARD, readMagazinePageData } from '../page-data';
import { isArticleSlug } from '../text';

const article = {
  slug: 'the-alma',
  title: 'The Alma',
  description: 'A bag.',
  cover_url: '/seed-photos/alma-1.jpg',
  cover_alt: 'The Alma',
  body: Array.from({ length: 700 }, () => 'word').join(' '),
  // 03:30 UTC on December 1 is still November 30 in New York.
  published_at: new Date('2026-12-01T03:30:00Z'),
};

describe('articleCard', () => {
  it('dates the article in the business time zone and says its reading time', () => {
    expect(articleCard(article)).toEqual({
      slug: 'the-alma',
      title: 'The Alma',
      description: 'A bag.',
      cover_url: '/seed-photos/alma-1.jpg',
      cover_alt: 'The Alma',
      published_iso: '2026-12-01T03:30:00.000Z',
      published_text: 'November 30, 2026',
      reading: '4 min read',
    });
  });

  it('leaves the date empty for an article never published', () => {
    expect(articleCard({ ...article, published_at: null })).toMatchObject({
      published_iso: '',
      published_text: '',
    });
  });
});

describe('readMagazinePageData', () => {
  it('reads a list and an article as sent', () => {
    const card = articleCard(article);
    expect(readMagazinePageData({ kind: 'list', articles: [card] })).toEqual({
      kind: 'list',
      articles: [card],
    });
    expect(readMagazinePageData({ kind: 'article', article: MAGAZINE_TEMPLATE_CARD })).toEqual({
      kind: 'article',
      article: MAGAZINE_TEMPLATE_CARD,
    });
  });

  it('refuses anything else', () => {
    const card = articleCard(article);
    for (const value of [
      null,
      [],
      { kind: 'list' },
      { kind: 'list', articles: [{ ...card, title: 3 }] },
      { kind: 'article', article: card },
      { kind: 'article', article: { ...card, html: '', bag_ids: [1] } },
      { kind: 'other', articles: [] },
    ]) {
      expect(readMagazinePageData(value)).toBeNull();
    }
  });
});

describe('isArticleSlug', () => {
  it('takes what slugify and uniqueSlug make, and nothing else', () => {
    for (const slug of ['the-alma-bb', 'kelly-28-2', 'a']) expect(isArticleSlug(slug)).toBe(true);
    for (const slug of ['', 'Bad_Slug', '-lead', 'trail-', 'two--hyphens', 'a'.repeat(87)]) {
      expect(isArticleSlug(slug)).toBe(false);
    }
    expect(isArticleSlug('a'.repeat(86))).toBe(true);
  });
});
