/**
 * The search fields of the back-office lists (domain search-tokens.ts), kept by the
 * deployed search triggers: every product, waitlist signup and order gets them on its
 * first write and again when a searched field changes, equal to what `searchFieldsFor`
 * computes; a write that leaves them right writes nothing more (no trigger loop).
 */
import { describe, expect, it } from 'vitest';
import { searchFieldsFor, searchTerm, type SearchableKind } from '@unlimited/domain';
import { syncSearchFields } from '../../functions/src/search/sync-search-fields';
import { adminDb, seedProduct, useFreshEmulators, waitFor } from './helpers';

useFreshEmulators();

/** Waits until the stored document's search fields are what its other fields say. */
async function settled(kind: SearchableKind, id: string, check: (tokens: string[]) => boolean) {
  return waitFor(`the search fields of ${kind}/${id}`, async () => {
    const snap = await adminDb().collection(kind).doc(id).get();
    const data = snap.data();
    if (!data) return undefined;
    const expected = searchFieldsFor(kind, id, data);
    const right = Object.entries(expected).every(
      ([key, value]) => JSON.stringify(data[key]) === JSON.stringify(value),
    );
    return right && check(data.search_tokens as string[]) ? data : undefined;
  });
}

describe('search triggers', () => {
  it('give a new product its search fields, and new ones when its title changes', async () => {
    const db = adminDb();
    await seedProduct(db, 'kelly', { title: 'Kelly 28 Epsom', brand: 'Hermès', price: 895_000 });
    const first = await settled('products', 'kelly', (t) => t.includes(searchTerm('hermes')!));
    expect(first.price_range).toBe('over-5000');
    expect(first.category_flags).toEqual({ Bags: true });

    await db.collection('products').doc('kelly').update({ title: 'Constance 18' });
    const second = await settled('products', 'kelly', (t) => t.includes('constance'));
    expect(second.search_tokens).not.toContain('kelly');
    // Recomputing what is stored changes nothing: the trigger's own write ends there.
    expect(await syncSearchFields(db, 'products', 'kelly')).toBe('unchanged');
  });

  it('give a waitlist signup and an order theirs, notes and member names included', async () => {
    const db = adminDb();
    await db.collection('waitlist_signups').doc('zoe').set({
      full_name: 'Zoë Martin',
      email: 'zoe@example.com',
      tier: 'elite',
      status: 'pending',
      notes: null,
      submitted_at: new Date(),
      updated_at: new Date(),
    });
    await settled('waitlist_signups', 'zoe', (t) => t.includes('zoe m'));
    await db.collection('waitlist_signups').doc('zoe').update({ notes: 'Met at the trunk show' });
    await settled('waitlist_signups', 'zoe', (t) => t.includes('trunk show'));

    await db
      .collection('orders')
      .doc('Ord42')
      .set({
        user_id: 'uid-ana',
        bag_id: 'kelly',
        bag_name: 'Kelly 28',
        bag_brand: 'Hermès',
        shipping_address: { full_name: 'Ana Ruiz' },
        order_status: 'pending_shipment',
        created_at: new Date(),
      });
    const order = await settled('orders', 'Ord42', (t) => t.includes('ord42'));
    expect(order.search_tokens).toEqual(expect.arrayContaining(['ana ruiz', 'hermes kelly']));
  });
});
