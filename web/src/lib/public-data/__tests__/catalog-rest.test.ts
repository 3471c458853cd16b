import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_READ_FIELDS } from '@unlimited/domain';
import {
  catalogCursorOf,
  decodeCatalogResponse,
  publicCatalogRequest,
} from '@/lib/public-data/catalog-query';
import { fetchPublicCatalog, runQueryUrl } from '@/lib/public-data/catalog-rest';
import { expectCorsSimpleRequest } from '@/testing/cors-simple-request';

const restProduct = (id: string, title: string) => ({
  document: {
    name: `projects/demo-unlimited/databases/(default)/documents/products/${id}`,
    fields: {
      title: { stringValue: title },
      brand: { stringValue: 'Chanel' },
      style: { stringValue: 'Medium' },
      rank: { stringValue: 'A' },
      size: { nullValue: null },
      price: { integerValue: '285000' },
      status: { stringValue: 'Active' },
      description: { stringValue: 'Quilted lambskin.' },
      photos: { arrayValue: { values: [{ stringValue: 'https://example.test/1.jpg' }] } },
      categories: { arrayValue: { values: [{ stringValue: 'Bags' }] } },
      tags: { arrayValue: {} },
      borrow_status: { stringValue: 'Available' },
      access_levels: { stringValue: 'Any' },
      return_date: { nullValue: null },
      brand_slug: { stringValue: 'chanel' },
      keywords: { arrayValue: { values: [{ stringValue: 'chanel' }] } },
      date_added: { timestampValue: '2026-03-01T10:00:00Z' },
      created_at: { timestampValue: '2026-03-01T10:00:00Z' },
      updated_at: { timestampValue: '2026-03-01T10:00:00Z' },
    },
  },
  readTime: '2026-03-02T10:00:00Z',
});

describe('publicCatalogRequest', () => {
  it('is the catalogue query for a viewer with no tier: Active, Any, in any borrow status, newest first', () => {
    expect(publicCatalogRequest({ pageSize: 24 })).toEqual({
      structuredQuery: {
        select: { fields: PRODUCT_READ_FIELDS.map((fieldPath) => ({ fieldPath })) },
        from: [{ collectionId: 'products' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'status' },
                  op: 'EQUAL',
                  value: { stringValue: 'Active' },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'access_levels' },
                  op: 'IN',
                  value: { arrayValue: { values: [{ stringValue: 'Any' }] } },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'created_at' }, direction: 'DESCENDING' }],
        limit: 24,
      },
    });
  });

  it('narrows to the bags free to choose now with "Available now"', () => {
    const filters = publicCatalogRequest({ availableOnly: true, pageSize: 24 }).structuredQuery
      .where.compositeFilter.filters;
    expect(filters.slice(0, 2)).toEqual([
      {
        fieldFilter: {
          field: { fieldPath: 'status' },
          op: 'EQUAL',
          value: { stringValue: 'Active' },
        },
      },
      {
        fieldFilter: {
          field: { fieldPath: 'borrow_status' },
          op: 'EQUAL',
          value: { stringValue: 'Available' },
        },
      },
    ]);
  });

  it('adds the category, brand or keyword filter', () => {
    const filters = (options: Parameters<typeof publicCatalogRequest>[0]) =>
      publicCatalogRequest(options).structuredQuery.where.compositeFilter.filters.slice(2);
    expect(filters({ category: 'Sale', pageSize: 24 })).toEqual([
      {
        fieldFilter: {
          field: { fieldPath: 'categories' },
          op: 'ARRAY_CONTAINS',
          value: { stringValue: 'Sale' },
        },
      },
    ]);
    expect(filters({ brandSlug: 'hermes', pageSize: 24 })).toEqual([
      {
        fieldFilter: {
          field: { fieldPath: 'brand_slug' },
          op: 'EQUAL',
          value: { stringValue: 'hermes' },
        },
      },
    ]);
    expect(filters({ keyword: 'flap', pageSize: 24 })).toEqual([
      {
        fieldFilter: {
          field: { fieldPath: 'keywords' },
          op: 'ARRAY_CONTAINS',
          value: { stringValue: 'flap' },
        },
      },
    ]);
    expect(() => publicCatalogRequest({ category: 'Bags', keyword: 'flap', pageSize: 1 })).toThrow(
      /cannot be combined/,
    );
  });
});

describe('publicCatalogRequest, next page', () => {
  it('starts after the last bag read, by its stored time then its name, and reads one page', () => {
    const body = publicCatalogRequest(
      { pageSize: 24, after: { createdAt: '2026-03-01T10:00:00.123456Z', id: 'flap' } },
      'projects/demo-unlimited/databases/(default)',
    );
    expect(body.structuredQuery.orderBy).toEqual([
      { field: { fieldPath: 'created_at' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ]);
    expect(body.structuredQuery.startAt).toEqual({
      values: [
        { timestampValue: '2026-03-01T10:00:00.123456Z' },
        {
          referenceValue: 'projects/demo-unlimited/databases/(default)/documents/products/flap',
        },
      ],
      before: false,
    });
    expect(body.structuredQuery.limit).toBe(24);
  });

  it('takes the cursor’s time as the answer stored it, to the microsecond', () => {
    const [product] = decodeCatalogResponse([
      {
        ...restProduct('flap', 'Classic Flap'),
        document: {
          ...restProduct('flap', 'Classic Flap').document,
          fields: {
            ...restProduct('flap', 'Classic Flap').document.fields,
            created_at: { timestampValue: '2026-03-01T10:00:00.123456Z' },
          },
        },
      },
    ]);
    expect(catalogCursorOf(product!)).toEqual({
      createdAt: '2026-03-01T10:00:00.123456Z',
      id: 'flap',
    });
  });
});

describe('decodeCatalogResponse', () => {
  it('parses each document with the product schema, its id from its name', () => {
    const products = decodeCatalogResponse([
      restProduct('flap-1', 'Classic Flap'),
      restProduct('boy-2', 'Boy Bag'),
    ]);
    expect(products.map((p) => [p.id, p.title, p.price])).toEqual([
      ['flap-1', 'Classic Flap', 285000],
      ['boy-2', 'Boy Bag', 285000],
    ]);
    expect(products[0]!.created_at).toEqual(new Date('2026-03-01T10:00:00Z'));
  });

  it('reads an answer with no documents (only a read time) as no products', () => {
    expect(decodeCatalogResponse([{ readTime: '2026-03-02T10:00:00Z' }])).toEqual([]);
  });

  it('throws on a document that is not a product, or an answer that is not a list', () => {
    const bad = restProduct('x', 'X');
    bad.document.fields.price = { stringValue: 'free' } as never;
    expect(() => decodeCatalogResponse([bad])).toThrow();
    expect(() => decodeCatalogResponse({ error: 'no' })).toThrow(/not a list/);
  });
});

describe('fetchPublicCatalog', () => {
  it('posts the query as JSON to runQuery, with no preflight, and decodes the answer', async () => {
    const fetchImpl = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify([restProduct('flap-1', 'Classic Flap')]))),
    );
    const products = await fetchPublicCatalog({ pageSize: 24 }, fetchImpl, 'http://x/runQuery');
    expect(products.map((p) => p.id)).toEqual(['flap-1']);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/runQuery');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(publicCatalogRequest({ pageSize: 24 }));
    expectCorsSimpleRequest(init);
  });

  it('rejects when the server refuses', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}', { status: 403 })));
    await expect(fetchPublicCatalog({ pageSize: 24 }, fetchImpl, 'http://x')).rejects.toThrow(
      /403/,
    );
  });
});

describe('runQueryUrl', () => {
  const firebase = { projectId: 'demo-unlimited' } as never;
  it('is the emulator when the app runs on it, else the production endpoint', () => {
    expect(runQueryUrl({ useEmulators: true, emulatorHost: '127.0.0.1', firebase })).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/projects\/demo-unlimited\/databases\/\(default\)\/documents:runQuery$/,
    );
    expect(runQueryUrl({ useEmulators: false, emulatorHost: 'x', firebase })).toBe(
      'https://firestore.googleapis.com/v1/projects/demo-unlimited/databases/(default)/documents:runQuery',
    );
  });
});
