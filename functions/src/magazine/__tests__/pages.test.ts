import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { ArticleDoc } from '@unlimited/domain';
import { articleHead, fillHead, magazineHead, notFoundHead, rssFeed, slugOfPath } from '../pages';

const site = 'https://unlimited.example';
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Unlimited — an exclusive membership."
    />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Unlimited — Designer on Rotation" />
    <meta
      property="og:description"
      content="Unlimited — an exclusive membership."
    />
    <meta property="og:image" content="/og-image.png" />
    <meta property="og:image:width" content="1200" />
    <title>Unlimited — Designer on Rotation</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const article: ArticleDoc = {
  slug: 'the-kelly-carried',
  title: 'The Kelly, carried "daily" <really>',
  description: 'Why the Kelly 28 is the bag members ask for first & keep longest.',
  cover_url: '/seed-photos/kelly-1.jpg',
  cover_alt: 'A black Kelly 28',
  body: 'Text.',
  bag_ids: [],
  status: 'published',
  published_at: new Date('2026-11-10T09:00:00Z'),
  created_at: new Date('2026-11-09T09:00:00Z'),
  updated_at: new Date('2026-11-10T09:00:00Z'),
};

const one = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

describe('fillHead', () => {
  it("replaces the app's title, description and Open Graph tags with the article's, escaped", () => {
    const html = fillHead(shell, articleHead(site, article), `${site}/magazine/rss.xml`);
    expect(one(html, /<title>([^<]*)<\/title>/g)).toEqual([
      'The Kelly, carried &quot;daily&quot; &lt;really&gt; · Unlimited',
    ]);
    expect(one(html, /<meta name="description" content="([^"]*)"/g)).toEqual([
      'Why the Kelly 28 is the bag members ask for first &amp; keep longest.',
    ]);
    expect(one(html, /property="og:title" content="([^"]*)"/g)).toEqual([
      'The Kelly, carried &quot;daily&quot; &lt;really&gt;',
    ]);
    expect(one(html, /property="og:image" content="([^"]*)"/g)).toEqual([
      'https://unlimited.example/seed-photos/kelly-1.jpg',
    ]);
    expect(one(html, /property="og:url" content="([^"]*)"/g)).toEqual([
      'https://unlimited.example/magazine/the-kelly-carried',
    ]);
    expect(one(html, /property="og:type" content="([^"]*)"/g)).toEqual(['article']);
    expect(html).not.toContain('og:image:width');
    expect(html).toContain(
      '<link rel="canonical" href="https://unlimited.example/magazine/the-kelly-carried" />',
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes a 404 address as it is, however it reads ($& and the like are not patterns)', () => {
    const html = fillHead(
      shell,
      notFoundHead(site, "/magazine/x$&y$'z$`"),
      `${site}/magazine/rss.xml`,
    );
    expect(one(html, /property="og:url" content="([^"]*)"/g)).toEqual([
      'https://unlimited.example/magazine/x$&amp;y$&#39;z$`',
    ]);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it("gives the list the Magazine's own head", () => {
    const html = fillHead(shell, magazineHead(site), `${site}/magazine/rss.xml`);
    expect(one(html, /<title>([^<]*)<\/title>/g)).toEqual(['The Magazine · Unlimited']);
    expect(html).toContain('type="application/rss+xml"');
    expect(html).toContain('title="Unlimited — The Magazine"');
  });
});

describe('rssFeed', () => {
  it('is well-formed RSS 2.0 with one item per article', () => {
    const xml = rssFeed(site, [article], new Date('2026-11-20T00:00:00Z'));
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { '@_version': string; channel: { title: string; item: Record<string, unknown> } };
    };
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.item).toMatchObject({
      title: 'The Kelly, carried "daily" <really>',
      link: 'https://unlimited.example/magazine/the-kelly-carried',
      pubDate: 'Tue, 10 Nov 2026 09:00:00 GMT',
    });
  });
});

describe('slugOfPath', () => {
  it('reads the list, an article and nothing else', () => {
    expect(slugOfPath('/magazine')).toBe('');
    expect(slugOfPath('/magazine/')).toBe('');
    expect(slugOfPath('/magazine/the-kelly')).toBe('the-kelly');
    expect(slugOfPath('/magazine/a/b')).toBeNull();
    expect(slugOfPath('/magazine/%E0%A4%A')).toBeNull();
    expect(slugOfPath('/bags')).toBeNull();
  });
});
