import { FieldValue, Firestore, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DocSchemaError } from '@unlimited/domain';
import { converters } from '../converters';
import { brandSummaryDoc, ordersCol, subscriptionDoc, userMetadataDoc } from '../collections';

/** Just enough of a snapshot for `fromFirestore`: an id and the stored data. */
const {
  activity: activityConverter,
  orders: orderConverter,
  subscriptions: subscriptionConverter,
  metadata: userMetadataConverter,
  waitlist_signups: waitlistSignupConverter,
} = converters;

function snapshot(id: string, data: Record<string, unknown>): QueryDocumentSnapshot {
  return { id, data: () => data } as unknown as QueryDocumentSnapshot;
}

const created = new Date('2025-05-01T12:00:00Z');
const ts = Timestamp.fromDate(created);

const storedOrder = {
  user_id: 'uid-1',
  bag_id: 'bag-1',
  bag_name: 'Classic Flap',
  bag_brand: 'Chanel',
  bag_tier: 'Elite',
  bag_retail_price: 425_000,
  user_tier: 'elite',
  shipping_address: {
    full_name: 'Ada Lovelace',
    line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
  },
  order_status: 'delivered',
  order_date: ts,
  delivered_date: Timestamp.fromDate(new Date('2025-05-04T00:00:00Z')),
  return_due_date: Timestamp.fromDate(new Date('2025-05-31T12:00:00Z')),
  created_at: ts,
  updated_at: ts,
};

describe('admin converters', () => {
  it('read an order with Dates, the id and nulls for missing optionals', () => {
    const order = orderConverter.fromFirestore(snapshot('o1', storedOrder));
    expect(order.id).toBe('o1');
    expect(order.order_date).toEqual(created);
    expect(order.delivered_date).toEqual(new Date('2025-05-04T00:00:00Z'));
    expect(order.return_due_date).toBeInstanceOf(Date);
    expect(order).toMatchObject({ shipped_date: null, tracking_number: null, bag_image: null });
    expect(order.shipping_address).toMatchObject({ line2: null, country: 'US', phone: null });
  });

  it('read a subscription with default add-ons', () => {
    const sub = subscriptionConverter.fromFirestore(
      snapshot('uid-1', { plan_name: 'crown', status: 'active', current_period_end: ts, started_at: ts }),
    );
    expect(sub).toMatchObject({
      id: 'uid-1',
      add_ons: { full_coverage: false, select_access: false },
      current_period_end: created,
    });
  });

  it('throw a DocSchemaError naming the collection, id and field on a bad document', () => {
    const bad = snapshot('w9', { full_name: 'X', email: 'x@example.com', tier: 'gold' });
    expect(() => waitlistSignupConverter.fromFirestore(bad)).toThrow(DocSchemaError);
    expect(() => waitlistSignupConverter.fromFirestore(bad)).toThrow(/waitlist_signups\/w9.*tier/);
  });

  it('write the schema output without the id and keep FieldValue sentinels', () => {
    const stamp = FieldValue.serverTimestamp();
    const out = activityConverter.toFirestore({
      id: 'a1',
      action: 'Waitlist signup',
      actor: 'System',
      timestamp: stamp,
    });
    expect(out).toEqual({ action: 'Waitlist signup', actor: 'System', timestamp: stamp });
    expect(userMetadataConverter.toFirestore({ id: 'u1', refresh_time: created })).toEqual({
      refresh_time: created,
    });
  });

  it('refuse to write a bad document and check only present fields on merge', () => {
    expect(() =>
      userMetadataConverter.toFirestore({ id: 'u1', refresh_time: 'now' } as never),
    ).toThrow(/metadata\/u1.*refresh_time/);
    expect(
      subscriptionConverter.toFirestore(
        { status: 'paused', cancel_at_period_end: FieldValue.delete() },
        { merge: true },
      ),
    ).toEqual({ status: 'paused', cancel_at_period_end: FieldValue.delete() });
  });
});

describe('admin collection refs', () => {
  const db = new Firestore({ projectId: 'demo-converters' });

  it('point at the right paths', () => {
    expect(ordersCol(db).path).toBe('orders');
    expect(subscriptionDoc(db, 'u1').path).toBe('subscriptions/u1');
    expect(userMetadataDoc(db, 'u1').path).toBe('metadata/u1');
    expect(brandSummaryDoc(db, null).path).toBe('catalog/brands');
    expect(brandSummaryDoc(db, 'elite').path).toBe('catalog/brands-elite');
  });
});
