/**
 * The hearts counter and bag summaries on `bag_stats`: after hearts are saved and removed,
 * each bag's count equals a recount of its hearts, and the summary follows its product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeartDoc, heartDocId } from '@unlimited/domain';
import { adminDb, closeCallers, resetEmulators, seedProduct, waitFor } from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

async function heartCounts(): Promise<Record<string, number>> {
  const snap = await adminDb().collection('bag_stats').get();
  return Object.fromEntries(snap.docs.map((doc) => [doc.id, Number(doc.get('hearts') ?? 0)]));
}

async function recount(): Promise<Record<string, number>> {
  const snap = await adminDb().collection('hearts').get();
  const counts: Record<string, number> = {};
  for (const doc of snap.docs) {
    const id = String(doc.get('product_id'));
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

describe('bag_stats', () => {
  it(
    'counts each bag’s hearts as a recount does, and follows its product',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'h-bag-1', { title: 'Kelly 28', brand: 'Hermès' });
      await seedProduct(db, 'h-bag-2');
      const bag = (id: string) => ({
        id,
        title: `Bag ${id}`,
        brand: 'Chanel',
        photos: [],
        access_levels: 'Any' as const,
      });
      const save = (uid: string, id: string) =>
        db
          .collection('hearts')
          .doc(heartDocId(uid, id))
          .set(createHeartDoc(uid, bag(id), new Date()));
      await Promise.all([
        save('u1', 'h-bag-1'),
        save('u2', 'h-bag-1'),
        save('u3', 'h-bag-1'),
        save('u1', 'h-bag-2'),
      ]);
      await db.collection('hearts').doc(heartDocId('u2', 'h-bag-1')).delete();

      const expected = await recount();
      expect(expected).toEqual({ 'h-bag-1': 2, 'h-bag-2': 1 });
      await waitFor('the hearts counters to equal a recount', async () => {
        const counts = await heartCounts();
        return counts['h-bag-1'] === 2 && counts['h-bag-2'] === 1 ? counts : undefined;
      });

      await db.collection('products').doc('h-bag-1').update({ borrow_status: 'Maintenance' });
      const summary = await waitFor('the summary to follow its product', async () => {
        const data = (await db.collection('bag_stats').doc('h-bag-1').get()).data();
        return data?.borrow_status === 'Maintenance' ? data : undefined;
      });
      expect(summary).toMatchObject({
        product_id: 'h-bag-1',
        title: 'Kelly 28',
        brand: 'Hermès',
        status: 'Active',
        access_levels: 'Any',
        hearts: 2,
      });
    },
  );
});
