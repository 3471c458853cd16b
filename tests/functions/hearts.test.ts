/**
 * The hearts counter and bag summaries on `bag_stats`: after hearts are saved and removed,
 * each bag's count equals a recount of its hearts, and the summary follows its product;
 * the backfill (`recountBagStats`, `npm run job:bag-stats`, run by the seed) rewrites
 * wrong or missing summaries from the products, hearts and queue entries.
 */
import { describe, expect, it } from 'vitest';
import { createHeartDoc, heartDocId } from '@unlimited/domain';
import { recountBagStats } from '../../functions/src/bags/recount';
import { adminDb, seedProduct, waitFor, useFreshEmulators } from './helpers';

useFreshEmulators();

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
      // Both at once: the counter can pass through 2 before the last heart events are
      // handled (1, 2, 3, then 2 after the removal), so the summary is waited for with the
      // count it must settle on.
      const summary = await waitFor('the summary to follow its product', async () => {
        const data = (await db.collection('bag_stats').doc('h-bag-1').get()).data();
        return data?.borrow_status === 'Maintenance' && data.hearts === 2 ? data : undefined;
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

  it(
    'is rewritten by the backfill from the products, hearts and queue entries',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      const now = new Date();
      const dueBack = new Date(now.getTime() + 10 * 86_400_000);
      await seedProduct(db, 'r-out', {
        title: 'Jackie 1961',
        brand: 'Gucci',
        borrow_status: 'Borrowed',
        holder: 'r-holder',
        return_date: dueBack,
      });
      await seedProduct(db, 'r-sold', { status: 'Sold' });
      const waiting = (uid: string, tier: 'elite' | 'crown', joinedDaysAgo: number) => ({
        product_id: 'r-out',
        user_id: uid,
        user_tier: tier,
        joined_at: new Date(now.getTime() - joinedDaysAgo * 86_400_000),
        status: 'waiting',
        position: 9,
        estimated_at: null,
        offer_expires_at: null,
        bag_title: 'Jackie 1961',
        bag_brand: 'Gucci',
        bag_photo: null,
        user_email: null,
        updated_at: now,
      });
      await db
        .collection('queue_entries')
        .doc('r-out_r-elite')
        .set(waiting('r-elite', 'elite', 5));
      await db
        .collection('queue_entries')
        .doc('r-out_r-crown')
        .set(waiting('r-crown', 'crown', 1));
      await waitFor('the triggers to settle on the new bags', async () => {
        const stats = await db.collection('bag_stats').doc('r-out').get();
        const sold = await db.collection('bag_stats').doc('r-sold').get();
        return stats.exists && sold.exists ? true : undefined;
      });
      // Counters gone wrong (written while the triggers were off), and a removed bag's summary.
      await db.collection('bag_stats').doc('r-out').set({ product_id: 'r-out', hearts: 7 });
      await db.collection('bag_stats').doc('r-sold').delete();
      await db.collection('bag_stats').doc('r-removed').set({ product_id: 'r-removed', hearts: 3 });

      const report = await recountBagStats(db, now);
      expect(report).toMatchObject({ bags: 4, hearts: 3, queued: 2, removed: 1 });
      expect(await heartCounts()).toEqual({ 'h-bag-1': 2, 'h-bag-2': 1, 'r-out': 0, 'r-sold': 0 });
      const out = (await db.collection('bag_stats').doc('r-out').get()).data();
      expect(out).toMatchObject({
        title: 'Jackie 1961',
        brand: 'Gucci',
        status: 'Active',
        borrow_status: 'Borrowed',
        queue_length: 2,
      });
      // Lent with no order the functions can read: expected back on its return date.
      expect(out?.back_estimate.toDate()).toEqual(dueBack);
      // Positions by the queue's rule: Crown first although they joined later.
      const position = async (id: string) =>
        (await db.collection('queue_entries').doc(id).get()).get('position');
      expect([await position('r-out_r-crown'), await position('r-out_r-elite')]).toEqual([1, 2]);
      expect((await db.collection('bag_stats').doc('r-sold').get()).data()).toMatchObject({
        status: 'Sold',
        hearts: 0,
        queue_length: 0,
        back_estimate: null,
      });
    },
  );
});
