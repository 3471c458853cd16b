/**
 * The visitor's catalogue over the REST API (web/src/lib/public-data/catalog-query.ts):
 * the very request body the signed-out `/bags`, `/categories/:slug` and `/brands/:slug`
 * send, posted to the emulator without credentials, is allowed and returns the `Any`
 * bags only; a body that asks for more, or leaves out the access filter, is refused.
 */
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, PRODUCT_READ_FIELDS, productSearchFields } from '@unlimited/domain';
import {
  decodeCatalogResponse,
  publicCatalogRequest,
} from '../../web/src/lib/public-data/catalog-query';
import { PRODUCT_READ_MASK } from '../../web/src/lib/public-data/product-read-mask';
import { BASE_DRAFT, levelProductId, productData } from './fixtures';
import { fileProjectId, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();

beforeEach(async () => {
  const docs: Record<string, DocumentData> = {};
  ACCESS_LEVELS.forEach((level, i) => {
    docs[`products/${levelProductId(level)}`] = productData(
      { title: `${level} bag`, brand: 'Chanel', access_levels: level },
      i,
    );
  });
  docs['products/hidden-any'] = productData({ status: 'Hidden' }, 10);
  docs['products/borrowed-any'] = productData(
    { borrow_status: 'Borrowed', return_date: new Date('2026-12-04T12:00:00Z') },
    11,
  );
  docs['products/sold-any'] = productData({ status: 'Sold' }, 12);
  docs['products/borrowed-crown'] = productData(
    { borrow_status: 'Borrowed', access_levels: 'Crown' },
    13,
  );
  await seed(env, docs);
});

/** Posts a runQuery body as an unauthenticated visitor. */
async function runQueryAsVisitor(body: unknown): Promise<Response> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators:exec');
  const url = `http://${host}/v1/projects/${fileProjectId()}/databases/(default)/documents:runQuery`;
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('products: the visitor catalogue over REST', () => {
  it('allows the visitor query and returns the Any bags only, out ones too, newest first', async () => {
    const response = await runQueryAsVisitor(publicCatalogRequest({ pageSize: 24 }));
    expect(response.status).toBe(200);
    const products = decodeCatalogResponse(await response.json());
    // Never hidden, sold or a tier's; the public bag that is out keeps its return date.
    expect(products.map((product) => product.id)).toEqual(['borrowed-any', levelProductId('Any')]);
    expect(products[0]?.return_date).toEqual(new Date('2026-12-04T12:00:00Z'));
  });

  it('answers only the fields a product is read from, not the back-office search fields', async () => {
    await seed(env, {
      'products/searchable-any': {
        ...productData({ title: 'Searchable bag' }, 20),
        ...productSearchFields({ ...BASE_DRAFT, title: 'Searchable bag' }),
        updated_by: 'admin-uid',
      },
    });
    const response = await runQueryAsVisitor(publicCatalogRequest({ pageSize: 24 }));
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { document?: { name: string; fields: object } }[];
    const searchable = rows.find((row) => row.document?.name.endsWith('/searchable-any'));
    expect(Object.keys(searchable?.document?.fields ?? {}).sort()).toEqual(
      PRODUCT_READ_FIELDS.filter((key) => key in productData()).sort(),
    );
    expect(decodeCatalogResponse(rows).map((product) => product.id)).toContain('searchable-any');

    // A bag's own GET with the mask (the Magazine's mentioned bags) answers the same fields.
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    const one = await fetch(
      `http://${host}/v1/projects/${fileProjectId()}/databases/(default)/documents/products/searchable-any?${PRODUCT_READ_MASK}`,
    );
    expect(one.status).toBe(200);
    const document = (await one.json()) as { fields: object };
    expect(Object.keys(document.fields).sort()).toEqual(
      Object.keys(searchable!.document!.fields).sort(),
    );
  });

  it('allows "Available now", which leaves the bags that are out', async () => {
    const response = await runQueryAsVisitor(
      publicCatalogRequest({ availableOnly: true, pageSize: 24 }),
    );
    expect(response.status).toBe(200);
    const products = decodeCatalogResponse(await response.json());
    expect(products.map((product) => product.id)).toEqual([levelProductId('Any')]);
  });

  it('allows the brand, category and keyword variants', async () => {
    for (const options of [
      { brandSlug: 'chanel', pageSize: 24 },
      { category: 'Bags' as const, pageSize: 24 },
      { keyword: 'chanel', pageSize: 24 },
      { brandSlug: 'chanel', availableOnly: true, pageSize: 24 },
      { category: 'Bags' as const, availableOnly: true, pageSize: 24 },
    ]) {
      const response = await runQueryAsVisitor(publicCatalogRequest(options));
      expect(response.status, JSON.stringify(options)).toBe(200);
    }
  });

  it('refuses a visitor query for a tier’s bags', async () => {
    const body = publicCatalogRequest({ pageSize: 24 });
    const filters = body.structuredQuery.where.compositeFilter.filters as {
      fieldFilter: { field: { fieldPath: string }; value: unknown };
    }[];
    const access = filters.find((f) => f.fieldFilter.field.fieldPath === 'access_levels')!;
    access.fieldFilter.value = {
      arrayValue: { values: [{ stringValue: 'Any' }, { stringValue: 'Reserve' }] },
    };
    const response = await runQueryAsVisitor(body);
    expect(response.status).toBe(403);
  });

  it('refuses a visitor query without the access filter', async () => {
    const body = publicCatalogRequest({ pageSize: 24 });
    body.structuredQuery.where.compositeFilter.filters =
      body.structuredQuery.where.compositeFilter.filters.filter(
        (f) =>
          (f as { fieldFilter: { field: { fieldPath: string } } }).fieldFilter.field.fieldPath !==
          'access_levels',
      );
    const response = await runQueryAsVisitor(body);
    expect(response.status).toBe(403);
  });
});
