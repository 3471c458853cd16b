import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DOC_SCHEMAS,
  CONVERTED_COLLECTIONS,
  makeDocConverters,
  makeConverterCache,
  makeDocConverter,
  FIRESTORE_REFS,
  makeNamedRefs,
  type SdkRefTypes,
} from '../../collections';
import { activityDocSchema } from '../../operations';
import { DocSchemaError } from '../doc-schema-error';
import { isMergeWrite, parseDoc, prepareDocWrite } from '../parse-doc';
import { subscriptionDocSchema } from '../../membership';

class FakeTimestamp {
  constructor(private readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis);
  }
}

/** Stands in for an SDK write sentinel such as serverTimestamp(). */
class FakeSentinel {}
const isSentinel = (value: unknown) => value instanceof FakeSentinel;

/** A copy of `value` without `keys`, as an older or incomplete document would be. */
function without<T extends object>(value: T, ...keys: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

describe('parseDoc', () => {
  it('turns Timestamps into Dates, parses and adds the id', () => {
    const data = { action: 'Signed up', timestamp: new FakeTimestamp(1_000), actor: 'System' };
    expect(parseDoc('activity', 'a1', data, activityDocSchema)).toEqual({
      id: 'a1',
      action: 'Signed up',
      timestamp: new Date(1_000),
      actor: 'System',
    });
  });

  it('throws an error naming the collection, the id and the failing fields', () => {
    const read = () => parseDoc('activity', 'a2', { action: '', actor: 7 }, activityDocSchema);
    expect(read).toThrow(DocSchemaError);
    expect(read).toThrow(/activity\/a2/);
    expect(read).toThrow(/timestamp/);
    expect(read).toThrow(/actor/);
    try {
      read();
    } catch (error) {
      expect((error as DocSchemaError).issues.map((issue) => issue.path)).toEqual([
        'action',
        'timestamp',
        'actor',
      ]);
    }
  });

  it('refuses a missing document', () => {
    expect(() => parseDoc('activity', 'gone', undefined, activityDocSchema)).toThrow(
      /activity\/gone/,
    );
  });
});

describe('prepareDocWrite', () => {
  const sub = {
    id: 'uid-1',
    plan_name: 'crown',
    status: 'active',
    current_period_end: new Date(5),
    started_at: new Date(1),
  };

  it('drops the id, applies defaults and strips unknown fields on a full write', () => {
    expect(
      prepareDocWrite(
        'subscriptions',
        subscriptionDocSchema,
        { ...sub, extra: 1 },
        {
          merge: false,
          isSentinel,
        },
      ),
    ).toEqual({
      plan_name: 'crown',
      status: 'active',
      current_period_end: new Date(5),
      started_at: new Date(1),
      add_ons: { full_coverage: false, select_access: false },
      cancel_at_period_end: false,
      cancel_at: null,
      cancel_requested_at: null,
      pause_requested_at: null,
      pause_resumes_at: null,
      retention_offer_applied_at: null,
      retention_credit_cents: 0,
      add_ons_ending: [],
      plan_changed_at: null,
      pending_plan_name: null,
      coupon_code: null,
      discount: null,
      billing_customer_id: null,
      billing_subscription_id: null,
      billing_event_at: null,
      billing_event_rank: null,
      billing_event_id: null,
      billing_mode: null,
    });
  });

  it('passes top-level sentinels through and checks the other fields', () => {
    const stamp = new FakeSentinel();
    const out = prepareDocWrite(
      'activity',
      activityDocSchema,
      { action: 'Shipped', actor: 'System', timestamp: stamp },
      { merge: false, isSentinel },
    );
    expect(out).toEqual({ action: 'Shipped', actor: 'System', timestamp: stamp });
    expect(out.timestamp).toBe(stamp);
    expect(() =>
      prepareDocWrite(
        'activity',
        activityDocSchema,
        { timestamp: stamp },
        { merge: false, isSentinel },
      ),
    ).toThrow(/Refusing to write activity\/\(new\).*action/);
  });

  it('checks only the fields present on a merge write, without filling defaults', () => {
    expect(
      prepareDocWrite(
        'subscriptions',
        subscriptionDocSchema,
        { status: 'paused' },
        {
          merge: true,
          isSentinel,
        },
      ),
    ).toEqual({ status: 'paused' });
    expect(() =>
      prepareDocWrite(
        'subscriptions',
        subscriptionDocSchema,
        { id: 'uid-1', status: 'gone' },
        {
          merge: true,
          isSentinel,
        },
      ),
    ).toThrow(/subscriptions\/uid-1.*status/);
  });

  it('refuses a full write that misses a required field', () => {
    const partial = without(sub, 'started_at');
    expect(() =>
      prepareDocWrite('subscriptions', subscriptionDocSchema, partial, {
        merge: false,
        isSentinel,
      }),
    ).toThrow(/subscriptions\/uid-1.*started_at/);
  });
});

describe('DOC_SCHEMAS', () => {
  it('has one schema per collection', () => {
    expect(Object.keys(DOC_SCHEMAS).sort()).toEqual(Object.values(COLLECTIONS).sort());
  });
});

describe('isMergeWrite', () => {
  it('treats { merge: true } and { mergeFields } as merge writes, anything else as a full write', () => {
    expect(isMergeWrite({ merge: true })).toBe(true);
    expect(isMergeWrite({ mergeFields: ['status'] })).toBe(true);
    expect(isMergeWrite({ merge: false })).toBe(false);
    expect(isMergeWrite(undefined)).toBe(false);
  });
});

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

describe('makeConverterCache', () => {
  it('makes one converter per collection, the first time it is asked for', () => {
    const converterOf = makeConverterCache(isSentinel);
    const activity = converterOf(COLLECTIONS.activity, activityDocSchema);
    expect(converterOf(COLLECTIONS.activity, activityDocSchema)).toBe(activity);
    expect(converterOf(COLLECTIONS.subscriptions, subscriptionDocSchema)).not.toBe(activity);
    expect(() => activity.toFirestore({ id: 'a1', action: 'x' })).toThrow(/activity\/a1/);
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

  it("gives every reference its collection's schema", () => {
    for (const spec of Object.values(FIRESTORE_REFS)) {
      expect(spec.schema).toBe(CONVERTED_COLLECTIONS[spec.collection]);
    }
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
