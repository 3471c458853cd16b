import { describe, expect, it } from 'vitest';
import {
  articleState,
  excerpt,
  isArticleVisible,
  markdownToText,
  newestFirst,
  publishArticleInputSchema,
  readingMinutes,
  saveArticleInputSchema,
  slugify,
  uniqueSlug,
} from '..';
import { roleMay } from '../../team';

const fields = {
  title: 'The Kelly, carried',
  description: 'Why the Kelly 28 is the bag members ask for first.',
  coverUrl: 'https://images.example.com/kelly.jpg',
  coverAlt: 'A black Kelly 28 on a marble table',
  body: '# Hello\n\nText.',
  bagIds: ['bag-1'],
};

describe('slugify', () => {
  it('keeps letters and digits, drops accents and marks, joins words with hyphens', () => {
    expect(slugify('Hermès Kelly 28: the bag')).toBe('hermes-kelly-28-the-bag');
    expect(slugify("  Chanel's Classic Flap & the 2.55  ")).toBe(
      'chanels-classic-flap-and-the-2-55',
    );
    expect(slugify('Bottega Veneta — Intrecciato!')).toBe('bottega-veneta-intrecciato');
  });

  it('gives "article" to a title with no letter or digit, and cuts long titles at 80', () => {
    expect(slugify('— !!! —')).toBe('article');
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3… until the slug is free', () => {
    const taken = new Set(['kelly', 'kelly-2']);
    expect(uniqueSlug('kelly', (s) => taken.has(s))).toBe('kelly-3');
    expect(uniqueSlug('birkin', (s) => taken.has(s))).toBe('birkin');
  });
});

describe('excerpt and reading time', () => {
  const markdown =
    '## The bag\n\nThe **Kelly** is [Hermès](https://hermes.com) at its most _formal_.\n\n![A photo](x.jpg)\n\n- one\n- two';

  it('reads Markdown as plain text', () => {
    expect(markdownToText(markdown)).toBe(
      'The bag The Kelly is Hermès at its most formal. one two',
    );
    expect(markdownToText('<script>alert(1)</script>Hi')).toBe('alert(1) Hi');
  });

  it('cuts at a word with an ellipsis within the limit', () => {
    expect(excerpt(markdown, 200)).toBe('The bag The Kelly is Hermès at its most formal. one two');
    const short = excerpt(markdown, 30);
    expect(short.length).toBeLessThanOrEqual(30);
    expect(short).toBe('The bag The Kelly is Hermès…');
  });

  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});

describe('article states', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('is a draft until published, scheduled before its date, published from it', () => {
    expect(articleState({ status: 'draft', published_at: null }, now)).toBe('draft');
    expect(articleState({ status: 'draft', published_at: now }, now)).toBe('draft');
    expect(articleState({ status: 'published', published_at: new Date('2026-11-21') }, now)).toBe(
      'scheduled',
    );
    expect(isArticleVisible({ status: 'published', published_at: now }, now)).toBe(true);
    expect(
      isArticleVisible({ status: 'published', published_at: new Date('2026-12-01') }, now),
    ).toBe(false);
  });

  it('orders newest first', () => {
    const list = newestFirst([
      { slug: 'a', published_at: new Date('2026-10-01') },
      { slug: 'b', published_at: new Date('2026-11-01') },
    ]);
    expect(list.map((a) => a.slug)).toEqual(['b', 'a']);
  });
});

describe('callable inputs', () => {
  it('accepts a full article and rejects a long description, a javascript: cover and repeated bags', () => {
    expect(saveArticleInputSchema.safeParse(fields).success).toBe(true);
    expect(
      saveArticleInputSchema.safeParse({ ...fields, coverUrl: '/seed-photos/a.avif' }).success,
    ).toBe(true);
    const long = saveArticleInputSchema.safeParse({ ...fields, description: 'x'.repeat(161) });
    expect(long.error?.issues[0]?.message).toBe('Keep the description within 160 characters.');
    expect(
      saveArticleInputSchema.safeParse({ ...fields, coverUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      saveArticleInputSchema.safeParse({ ...fields, coverUrl: '//evil.example/x.png' }).success,
    ).toBe(false);
    expect(saveArticleInputSchema.safeParse({ ...fields, bagIds: ['a', 'a'] }).success).toBe(false);
    expect(saveArticleInputSchema.safeParse({ ...fields, id: '../x' }).success).toBe(false);
  });

  it('publishes now without a date, or at an ISO date-time', () => {
    expect(publishArticleInputSchema.parse({ id: 'kelly' }).publishAt).toBeNull();
    expect(
      publishArticleInputSchema.parse({ id: 'kelly', publishAt: '2026-12-01T09:00:00.000Z' })
        .publishAt,
    ).toBe('2026-12-01T09:00:00.000Z');
    expect(
      publishArticleInputSchema.safeParse({ id: 'kelly', publishAt: 'tomorrow' }).success,
    ).toBe(false);
  });

  it('lets owners and operations write articles, not support', () => {
    expect(roleMay('owner', 'write_articles')).toBe(true);
    expect(roleMay('operations', 'write_articles')).toBe(true);
    expect(roleMay('support', 'write_articles')).toBe(false);
  });
});
