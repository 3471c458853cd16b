// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  getFirestore,
  serverTimestamp,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DocSchemaError, FIRESTORE_REFS } from '@unlimited/domain';
import { converterFor } from '../converters';
import { analyticsCurrentDoc } from '../refs/analytics';
import { couponDoc } from '../refs/coupons';
import { customerDoc } from '../refs/customers';
import { mailCol } from '../refs/mail';
import { productDoc, productsCol } from '../refs/products';
import { profileDoc } from '../refs/profiles';
import { dashboardStatsDoc } from '../refs/stats';
import { waitlistCol } from '../refs/waitlist-signups';
import { conditionRecordConverter } from '../queries/condition-records';

const activityConverter = converterFor(FIRESTORE_REFS.activityCol);
const dashboardStatsConverter = converterFor(FIRESTORE_REFS.dashboardStatsDoc);
const orderConverter = converterFor(FIRESTORE_REFS.ordersCol);
const productConverter = converterFor(FIRESTORE_REFS.productsCol);
const waitlistSignupConverter = converterFor(FIRESTORE_REFS.waitlistCol);

/** Just enough of a snapshot for `fromFirestore`: an id and the stored data. */
function snapshot(id: string, data: Record<string, unknown>) {
  const seen: (SnapshotOptions | undefined)[] = [];
  const snap = {
    id,
    data: (options?: SnapshotOptions) => {
      seen.push(options);
      return data;
    },
  } as unknown as QueryDocumentSnapshot;
  return { snap, seen };
}

const created = new Date('2025-05-01T12:00:00Z');
const ts = Timestamp.fromDate(created);

const storedProduct = {
  title: 'Classic Flap',
  brand: 'Chanel',
  rank: 'A',
  price: 425_000,
  status: 'Active',
  description: 'Lambskin classic flap bag, gold hardware.',
  photos: ['https://example.com/flap.jpg'],
  categories: ['Bags'],
  borrow_status: 'Borrowed',
  access_levels: 'Elite',
  return_date: Timestamp.fromDate(new Date('2025-06-01T00:00:00Z')),
  brand_slug: 'chanel',
  keywords: ['classic', 'flap', 'chanel', 'bags'],
  date_added: ts,
  created_at: ts,
  updated_at: ts,
};

describe('web converters', () => {
  it('read a product with Dates, the id and nulls for missing optionals', () => {
    const { snap, seen } = snapshot('p1', storedProduct);
    const product = productConverter.fromFirestore(snap);
    expect(product.id).toBe('p1');
    expect(product.created_at).toBeInstanceOf(Date);
    expect(product.created_at).toEqual(created);
    expect(product.return_date).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(product).toMatchObject({ style: null, size: null, tags: [] });
    expect(product).not.toHaveProperty('current_borrower');
    // Pending server timestamps are read as the local estimate.
    expect(seen[0]).toEqual({ serverTimestamps: 'estimate' });
  });

  it('read a missing stats document field set as zeros', () => {
    const { snap } = snapshot('dashboard', { orders_total: 2, updated_at: ts });
    const stats = dashboardStatsConverter.fromFirestore(snap);
    expect(stats).toMatchObject({ id: 'dashboard', orders_total: 2, pending_returns: 0 });
    expect(stats.updated_at).toEqual(created);
  });

  it('throw a DocSchemaError naming the collection, id and field on a bad document', () => {
    const { snap } = snapshot('o1', { order_status: 'shipped' });
    expect(() => orderConverter.fromFirestore(snap)).toThrow(DocSchemaError);
    expect(() => orderConverter.fromFirestore(snap)).toThrow(/orders\/o1.*order_status/);
  });

  it('write the schema output without the id and keep serverTimestamp()', () => {
    const stamp = serverTimestamp();
    const out = activityConverter.toFirestore({
      id: 'a1',
      action: 'Order shipped',
      actor: 'System',
      timestamp: stamp,
    });
    expect(out).toEqual({ action: 'Order shipped', actor: 'System', timestamp: stamp });
    expect(out.timestamp).toBe(stamp);
  });

  it('refuse to write a bad document and check only present fields on merge', () => {
    const signup = {
      id: 'w1',
      full_name: 'Grace Hopper',
      email: 'GRACE@example.com',
      tier: 'gold',
      status: 'pending',
      submitted_at: created,
      updated_at: created,
    } as never;
    expect(() => waitlistSignupConverter.toFirestore(signup)).toThrow(/waitlist_signups\/w1.*tier/);
    expect(
      waitlistSignupConverter.toFirestore(
        { status: 'invited', updated_at: serverTimestamp() },
        { merge: true },
      ),
    ).toEqual({ status: 'invited', updated_at: serverTimestamp() });
  });
});

describe('web collection refs', () => {
  const app = initializeApp({ projectId: 'demo-converters' }, 'converters-test');
  const db = getFirestore(app);
  afterAll(() => deleteApp(app));

  it('point at the right paths with the converters attached', () => {
    expect(productsCol(db).path).toBe('products');
    expect(productsCol(db).converter).toBe(productConverter);
    expect(productDoc(db, 'p1').converter).toBe(productConverter);
    expect(waitlistCol(db).path).toBe('waitlist_signups');
    expect(profileDoc(db, 'u1').path).toBe('profiles/u1');
    expect(dashboardStatsDoc(db).path).toBe('stats/dashboard');
    expect(dashboardStatsDoc(db).converter).toBe(dashboardStatsConverter);
    expect(analyticsCurrentDoc(db).path).toBe('analytics/current');
    expect(customerDoc(db, 'u1').path).toBe('customers/u1');
    expect(couponDoc(db, 'SPRING').path).toBe('coupons/SPRING');
    expect(mailCol(db).path).toBe('mail');
    expect(mailCol(db).converter).toBe(converterFor(FIRESTORE_REFS.mailCol));
  });
});

describe('web condition record converter', () => {
  it('reads a record with Dates and refuses to write one', () => {
    const { snap, seen } = snapshot('o1', { order_id: 'o1', bag_id: 'p1', updated_at: ts });
    expect(conditionRecordConverter.fromFirestore(snap)).toEqual({
      id: 'o1',
      order_id: 'o1',
      bag_id: 'p1',
      dispatch: null,
      return: null,
      updated_at: created,
    });
    expect(seen[0]).toEqual({ serverTimestamps: 'estimate' });
    const { snap: bad } = snapshot('o2', { order_id: 'o2' });
    expect(() => conditionRecordConverter.fromFirestore(bad)).toThrow(/condition_records\/o2/);
    expect(() => conditionRecordConverter.toFirestore({} as never)).toThrow(/updateOrder/);
  });
});
