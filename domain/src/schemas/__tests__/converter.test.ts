import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../collections';
import { CONVERTED_COLLECTIONS, makeDocConverter, makeDocConverters } from '../converter';
import { DocSchemaError } from '../doc-schema-error';
import { FIRESTORE_REFS, makeNamedRefs, type SdkRefTypes } from '../refs';
import { activityDocSchema } from '../activity';

class FakeTimestamp {
  constructor(private readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis);
  }
}
class FakeSentinel {}
const isSentinel = (value: unknown) => value instanceof FakeSentinel;

describe('makeDocConverter', () => {
  const converter = makeDocConverter('activity', activityDocSchema, isSentinel);

  it('reads with Dates and the id, asking for estimated pending timestamps', () => {
    const asked: unknown[] = [];
    const snapshot = {
      id: 'a1',
      data: (options?: unknown) => {
        asked.push(options);
        return { action: 'Signed up', actor: 'System', timestamp: new FakeTimestamp(1_000) };
      },
    };
    expect(converter.fromFirestore(snapshot)).toEqual({
      id: 'a1',
      action: 'Signed up',
      actor: 'System',
      timestamp: new Date(1_000),
    });
    expect(asked).toEqual([{ serverTimestamps: 'estimate' }]);
    converter.fromFirestore(snapshot, { serverTimestamps: 'previous' });
    expect(asked[1]).toEqual({ serverTimestamps: 'previous' });
  });

  it('refuses a bad document on read and on write, and keeps sentinels on a merge', () => {
    const bad = { id: 'a2', data: () => ({ action: 'x' }) };
    expect(() => converter.fromFirestore(bad)).toThrow(DocSchemaError);
    expect(() => converter.toFirestore({ id: 'a2', action: 'x' })).toThrow(/activity\/a2/);
    const stamp = new FakeSentinel();
    expect(converter.toFirestore({ id: 'a3', timestamp: stamp }, { merge: true })).toEqual({
      timestamp: stamp,
    });
  });
});

describe('makeDocConverters', () => {
  it('makes one converter for every collection, the mail outbox and condition records', () => {
    const converters = makeDocConverters(isSentinel);
    expect(Object.keys(converters).sort()).toEqual(Object.keys(CONVERTED_COLLECTIONS).sort());
    for (const name of [...Object.values(COLLECTIONS), 'mail', 'condition_records']) {
      expect(converters).toHaveProperty(name);
    }
  });
});

describe('makeNamedRefs', () => {
  interface PathRefs extends SdkRefTypes {
    readonly collectionRef: string;
    readonly docRef: string;
  }
  const refs = makeNamedRefs<PathRefs, 'db'>({
    collection: (_db, name) => name,
    doc: (_db, name, id) => `${name}/${id}`,
  });

  it('points every reference at its collection, and documents at their id', () => {
    expect(Object.keys(refs).sort()).toEqual(Object.keys(FIRESTORE_REFS).sort());
    expect(refs.productsCol('db')).toBe('products');
    expect(refs.subscriptionDoc('db', 'u1')).toBe('subscriptions/u1');
    expect(refs.dashboardStatsDoc('db')).toBe('stats/dashboard');
    expect(refs.brandSummaryDoc('db', null)).toBe('catalog/brands');
    expect(refs.brandSummaryDoc('db', 'elite')).toBe('catalog/brands-elite');
    expect(refs.analyticsCurrentDoc('db')).toBe('analytics/current');
    expect(refs.mailCol('db')).toBe('mail');
  });
});
