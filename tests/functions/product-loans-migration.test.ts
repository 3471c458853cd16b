/**
 * The move of who holds a bag off older products (`current_borrower`) into
 * `product_loans` (functions `products/migrate-loans.ts`, run by
 * `scripts/migrate-product-loans.ts`). The logic alone, on a project no trigger serves.
 */
import { describe, expect, it } from 'vitest';
import { migrateProductLoans } from '../../functions/src/products/migrate-loans';
import { holderOf, quietDb, seedProduct, useFreshEmulators } from './helpers';

useFreshEmulators();

const NOW = new Date('2026-11-20T15:00:00Z');

describe('migrateProductLoans', () => {
  it('gives each bag out a loan from its old borrower, clears every product, and is idempotent', async () => {
    const db = quietDb();
    const products = db.collection('products');
    // A bag out on an order, one held for a queue's first member, a free bag that still
    // carries an empty field, and one already migrated.
    await seedProduct(db, 'm-out', { borrow_status: 'Borrowed' });
    await products.doc('m-out').update({ current_borrower: 'm-ann' });
    await db
      .collection('orders')
      .doc('m-old')
      .set({
        user_id: 'm-ann',
        bag_id: 'm-out',
        order_status: 'completed',
        created_at: new Date('2026-09-01T00:00:00Z'),
      });
    await db
      .collection('orders')
      .doc('m-open')
      .set({
        user_id: 'm-ann',
        bag_id: 'm-out',
        order_status: 'delivered',
        created_at: new Date('2026-11-01T00:00:00Z'),
      });
    await seedProduct(db, 'm-held', { borrow_status: 'Reserved' });
    await products.doc('m-held').update({ current_borrower: 'm-bea' });
    await seedProduct(db, 'm-free');
    await products.doc('m-free').update({ current_borrower: null });
    await seedProduct(db, 'm-done', { borrow_status: 'Borrowed', holder: 'm-cal' });

    expect(await migrateProductLoans(db, NOW)).toEqual({ cleared: 3, loans: 2 });

    const out = (await db.collection('product_loans').doc('m-out').get()).data();
    expect(out).toMatchObject({ product_id: 'm-out', user_id: 'm-ann', order_id: 'm-open' });
    expect(out?.created_at.toDate()).toEqual(new Date('2026-11-01T00:00:00Z'));
    const held = (await db.collection('product_loans').doc('m-held').get()).data();
    expect(held).toMatchObject({ user_id: 'm-bea', order_id: null });
    expect(await holderOf(db, 'm-free')).toBeNull();
    expect(await holderOf(db, 'm-done')).toBe('m-cal');
    for (const id of ['m-out', 'm-held', 'm-free', 'm-done']) {
      expect((await products.doc(id).get()).data()).not.toHaveProperty('current_borrower');
    }

    // Run again: nothing left to do.
    expect(await migrateProductLoans(db, NOW)).toEqual({ cleared: 0, loans: 0 });
  });
});
