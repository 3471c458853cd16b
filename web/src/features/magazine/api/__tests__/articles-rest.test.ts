import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_READ_FIELDS } from '@unlimited/domain';
import { publishedArticlesRequest } from '@/lib/public-data/magazine-query';
import { expectCorsSimpleRequest } from '@/testing/cors-simple-request';
import { fetchMentionedBags, fetchPublishedArticles } from '../articles-rest';

const bagFields = {
  title: { stringValue: 'Alma BB' },
  brand: { stringValue: 'Louis Vuitton' },
  rank: { stringValue: 'A' },
  price: { integerValue: '185000' },
  status: { stringValue: 'Active' },
  description: { stringValue: 'Monogram canvas, a small bag with a long history.' },
  photos: { arrayValue: { values: [{ stringValue: 'https://example.test/1.jpg' }] } },
  categories: { arrayValue: { values: [{ stringValue: 'Bags' }] } },
  borrow_status: { stringValue: 'Available' },
  access_levels: { stringValue: 'Any' },
  brand_slug: { stringValue: 'louis-vuitton' },
  keywords: { arrayValue: { values: [{ stringValue: 'alma' }] } },
  date_added: { timestampValue: '2026-03-01T10:00:00Z' },
  created_at: { timestampValue: '2026-03-01T10:00:00Z' },
  updated_at: { timestampValue: '2026-03-01T10:00:00Z' },
};

describe('fetchMentionedBags', () => {
  it('asks each bag for the fields a product is read from only, and leaves out a bag it may not read', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/products/alma?')
        ? new Response(JSON.stringify({ name: 'products/alma', fields: bagFields }))
        : new Response('{}', { status: 403 }),
    );
    const bags = await fetchMentionedBags(['alma', 'crown-only'], undefined, fetchImpl);

    expect(bags.map((bag) => [bag.id, bag.title])).toEqual([['alma', 'Alma BB']]);
    const asked = new URL(String(fetchImpl.mock.calls[0]?.[0]));
    expect(asked.searchParams.getAll('mask.fieldPaths')).toEqual([...PRODUCT_READ_FIELDS]);
  });
});

describe('fetchPublishedArticles', () => {
  it('posts the published articles’ query to runQuery with no preflight', async () => {
    const now = new Date('2026-11-20T09:00:00Z');
    const fetchImpl = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('[{"readTime":"2026-11-20T09:00:00Z"}]'),
    );
    await expect(fetchPublishedArticles(undefined, now, fetchImpl)).resolves.toEqual([]);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toMatch(/\/documents:runQuery$/);
    expect(JSON.parse(String(init?.body))).toEqual(
      JSON.parse(JSON.stringify(publishedArticlesRequest(now))),
    );
    expectCorsSimpleRequest(init!);
  });
});
