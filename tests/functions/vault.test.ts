/**
 * The Vault's showcase on the emulator: `syncVaultShowcase` lists a product in the public
 * `catalog/vault` document when it becomes a Vault piece (Active, Crown only, valued at
 * $5,000 or more), keeps what it shows current, and takes it out when it stops being one.
 * The showcase names nothing of a piece's state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCallers, resetEmulators, seedProduct, adminDb, waitFor } from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

const showcaseIds = async () => {
  const snap = await adminDb().collection('catalog').doc('vault').get();
  const pieces = (snap.get('pieces') ?? []) as { id: string; title: string }[];
  return {
    ids: pieces.map((p) => p.id),
    titles: pieces.map((p) => p.title),
    total: snap.get('total'),
  };
};

describe('syncVaultShowcase', () => {
  it(
    'lists the Vault’s pieces, most valuable first, and follows their changes',
    { timeout: 300_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'v-kelly', {
        access_levels: 'Crown',
        price: 1_550_000,
        title: 'Kelly 28',
      });
      await seedProduct(db, 'v-birkin', {
        access_levels: 'Crown',
        price: 1_800_000,
        title: 'Birkin 30',
      });
      // Not pieces: open to Elite too, or under $5,000.
      await seedProduct(db, 'v-open', { access_levels: 'Elite,Crown', price: 190_000 });
      await seedProduct(db, 'v-small', { access_levels: 'Crown', price: 499_999 });

      await waitFor('both pieces in the showcase', async () => {
        const { ids } = await showcaseIds();
        return ids.length === 2 ? ids : undefined;
      }).then((ids) => expect(ids).toEqual(['v-birkin', 'v-kelly']));
      const stored = (await db.collection('catalog').doc('vault').get()).data();
      expect(Object.keys(stored?.pieces[0] ?? {}).sort()).toEqual([
        'brand',
        'id',
        'photo',
        'price',
        'title',
      ]);
      expect(stored?.total).toBe(2);

      await db.collection('products').doc('v-kelly').update({ title: 'Kelly 28 Sellier' });
      await waitFor('the new title', async () =>
        (await showcaseIds()).titles.includes('Kelly 28 Sellier') ? true : undefined,
      );

      await db.collection('products').doc('v-birkin').update({ status: 'Hidden' });
      await waitFor('the hidden piece to leave', async () => {
        const { ids, total } = await showcaseIds();
        return ids.length === 1 && total === 1 ? ids : undefined;
      }).then((ids) => expect(ids).toEqual(['v-kelly']));
    },
  );
});
