/**
 * A member's place in a bag's queue follows the tier they have now, on the emulator: when
 * their plan changes, the subscription trigger moves their entries to the new tier and
 * puts the queue in order again (Crown first, then by when they joined). A bag held for
 * someone stays held; a bag free in the closet that nobody in line could choose is held
 * for the member who now can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  closeCallers,
  resetEmulators,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  holderOf,
} from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

/** Triggers queue up behind each other on a busy machine: wait long, it costs nothing when quick. */
const TRIGGERS = 480_000;

const entry = (bag: string, uid: string) =>
  adminDb().collection('queue_entries').doc(`${bag}_${uid}`).get();

/** `queue` with its members in one order, to compare. */
const canonical = (queue: Record<string, unknown>) =>
  JSON.stringify(Object.entries(queue).sort(([a], [b]) => a.localeCompare(b)));

/** The queue of `bag` as uid → [tier, position], once it reads `expected`. */
async function queueReads(bag: string, expected: Record<string, [string, number]>) {
  return waitFor(
    `the queue of ${bag} to read ${JSON.stringify(expected)}`,
    async () => {
      const snap = await adminDb().collection('queue_entries').where('product_id', '==', bag).get();
      const got = Object.fromEntries(
        snap.docs.map((doc) => [doc.get('user_id'), [doc.get('user_tier'), doc.get('position')]]),
      );
      return canonical(got) === canonical(expected) ? got : undefined;
    },
    TRIGGERS,
  );
}

const setPlan = (uid: string, plan: string) =>
  adminDb().collection('subscriptions').doc(uid).update({ plan_name: plan });

describe('a plan change moves the member in every queue they are in', () => {
  it(
    'an upgrade to Crown goes ahead of those who joined before; a downgrade goes back to its turn',
    { timeout: 1_500_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 't-bag', { title: 'Kelly 28', brand: 'Hermès' });
      for (const [uid, tier] of [
        ['t-holder', 'elite'],
        ['t-first', 'elite'],
        ['t-riser', 'reserve'],
        ['t-last', 'elite'],
      ] as const) {
        await seedMember(db, uid, tier);
      }
      const [holder, first, riser, last] = await Promise.all(
        ['t-holder', 't-first', 't-riser', 't-last'].map((uid) => signedInCaller(uid)),
      );
      await holder!.call('createOrder', { bagId: 't-bag' });
      for (const member of [first, riser, last]) {
        await member!.call('joinQueue', { bagId: 't-bag' });
      }
      await queueReads('t-bag', {
        't-first': ['elite', 1],
        't-riser': ['reserve', 2],
        't-last': ['elite', 3],
      });

      await setPlan('t-riser', 'crown');
      await queueReads('t-bag', {
        't-first': ['elite', 2],
        't-riser': ['crown', 1],
        't-last': ['elite', 3],
      });

      await setPlan('t-riser', 'reserve');
      await queueReads('t-bag', {
        't-first': ['elite', 1],
        't-riser': ['reserve', 2],
        't-last': ['elite', 3],
      });
    },
  );

  it(
    'a hold made for someone stands; a free bag nobody could choose is held for the member who now can',
    { timeout: 1_500_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'u-bag', { access_levels: 'Elite', title: 'Saddle', brand: 'Dior' });
      for (const [uid, tier] of [
        ['u-holder', 'elite'],
        ['u-first', 'elite'],
        ['u-riser', 'elite'],
      ] as const) {
        await seedMember(db, uid, tier);
      }
      const [holder, first, riser] = await Promise.all(
        ['u-holder', 'u-first', 'u-riser'].map((uid) => signedInCaller(uid)),
      );
      const { orderId } = await holder!.call('createOrder', { bagId: 'u-bag' });
      await first!.call('joinQueue', { bagId: 'u-bag' });
      await riser!.call('joinQueue', { bagId: 'u-bag' });

      // The bag comes back: held for the first in line.
      await db
        .collection('orders')
        .doc(orderId)
        .update({ order_status: 'completed', updated_at: new Date() });
      await waitFor(
        'the bag held for the first in line',
        async () => {
          return (await holderOf(db, 'u-bag')) === 'u-first' ? true : undefined;
        },
        TRIGGERS,
      );

      // The second in line becomes Crown: first among those waiting, but the hold stands.
      await setPlan('u-riser', 'crown');
      await queueReads('u-bag', { 'u-first': ['elite', 1], 'u-riser': ['crown', 2] });
      const held = (await db.collection('products').doc('u-bag').get()).data();
      expect(held).toMatchObject({ borrow_status: 'Reserved' });
      expect(await holderOf(db, 'u-bag')).toBe('u-first');
      expect((await entry('u-bag', 'u-first')).get('status')).toBe('offered');
      expect((await entry('u-bag', 'u-riser')).get('status')).toBe('waiting');

      // The holder gives the hold up while the Crown member has moved down to Reserve,
      // which does not see an Elite piece: nobody in line can choose it, it is Available.
      await setPlan('u-riser', 'reserve');
      await queueReads('u-bag', { 'u-first': ['elite', 1], 'u-riser': ['reserve', 2] });
      await first!.call('leaveQueue', { bagId: 'u-bag' });
      await queueReads('u-bag', { 'u-riser': ['reserve', 1] });
      await waitFor(
        'the bag free in the closet',
        async () => {
          const product = (await db.collection('products').doc('u-bag').get()).data();
          return product?.borrow_status === 'Available' ? product : undefined;
        },
        TRIGGERS,
      );
      expect(await holderOf(db, 'u-bag')).toBeNull();
      expect((await entry('u-bag', 'u-riser')).get('status')).toBe('waiting');

      // Back to Elite: the bag is held for them at once.
      await setPlan('u-riser', 'elite');
      const offered = await waitFor(
        'the bag held for the member who can choose it now',
        async () => {
          // The holder first, then the product: the hold writes both in one transaction,
          // and a product read before the holder could predate it.
          if ((await holderOf(db, 'u-bag')) !== 'u-riser') return undefined;
          return (await db.collection('products').doc('u-bag').get()).data();
        },
        TRIGGERS,
      );
      expect(offered.borrow_status).toBe('Reserved');
      expect((await entry('u-bag', 'u-riser')).get('status')).toBe('offered');
    },
  );
});
