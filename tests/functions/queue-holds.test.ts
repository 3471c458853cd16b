/**
 * Who a freed bag is held for, on the emulator: the first in line who could choose (or
 * reserve) it now. Members whose slots are full (a reservation included), or whose membership no longer reaches the bag are passed over (no hold) and keep their
 * place, and each is told why; when nobody in line can choose it, the bag is simply
 * Available.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireQueueOffers } from '../../functions/src/queues/offers';
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

/** Triggers queue up behind each other (this file makes many): wait long, it costs nothing when quick. */
const TRIGGERS = 480_000;
const DAY = 86_400_000;

const entry = (uid: string) => adminDb().collection('queue_entries').doc(`h-bag_${uid}`).get();

/** The bodies of the notices telling `uid` the bag was not held for them. */
async function passedOverNotices(uid: string): Promise<string[]> {
  const notices = await adminDb()
    .collection('notifications')
    .where('user_id', '==', uid)
    .where('kind', '==', 'availability')
    .get();
  return notices.docs
    .map((doc) => String(doc.get('body')))
    .filter((body) => body.includes('could not be held for you'))
    .sort();
}

async function queueOffers(uid: string): Promise<number> {
  const notices = await adminDb()
    .collection('notifications')
    .where('user_id', '==', uid)
    .where('kind', '==', 'queue_offer')
    .get();
  return notices.size;
}

describe('the hold of a freed bag', () => {
  it(
    'goes to the first in line who can choose it now; the others keep their place',
    { timeout: 1_500_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'h-bag', { access_levels: 'Elite', title: 'Saddle', brand: 'Dior' });
      for (const id of ['h-c1', 'h-c2', 'h-e1', 'h-e2']) await seedProduct(db, id);
      for (const [uid, tier] of [
        ['h-holder', 'elite'],
        ['h-crown-full', 'crown'],
        ['h-elite-locked', 'elite'],
        ['h-elite-lapsed', 'elite'],
        ['h-elite-ok', 'elite'],
      ] as const) {
        await seedMember(db, uid, tier);
      }
      const [holder, crownFull, eliteLocked, eliteLapsed, eliteOk] = await Promise.all(
        ['h-holder', 'h-crown-full', 'h-elite-locked', 'h-elite-lapsed', 'h-elite-ok'].map((uid) =>
          signedInCaller(uid),
        ),
      );
      const { orderId } = await holder!.call('createOrder', { bagId: 'h-bag' });

      // The Crown member is first in line (Crown priority), then the Elite members in turn.
      for (const member of [crownFull, eliteLocked, eliteLapsed, eliteOk]) {
        await member!.call('joinQueue', { bagId: 'h-bag' });
      }
      expect((await entry('h-crown-full')).get('position')).toBe(1);
      expect((await entry('h-elite-ok')).get('position')).toBe(4);

      // Crown: both slots taken by bags on their way to her.
      await crownFull!.call('createOrder', { bagId: 'h-c1' });
      await crownFull!.call('createOrder', { bagId: 'h-c2' });
      // Elite: her bag went back three days after delivery; its clock unlocks in 18 days.
      const { orderId: early } = await eliteLocked!.call('createOrder', { bagId: 'h-e1' });
      await db
        .collection('orders')
        .doc(early)
        .update({
          order_status: 'completed',
          shipped_date: new Date(Date.now() - 5 * DAY),
          delivered_date: new Date(Date.now() - 3 * DAY),
          updated_at: new Date(),
        });
      // …and she has reserved her next bag in its slot, so no slot is left to hold one in
      // (a member who could still reserve would get the hold: reservations.test.ts).
      await eliteLocked!.call('createOrder', { bagId: 'h-e2', reserve: true });
      // Elite: moved down to Reserve, which does not see an Elite piece.
      await db.collection('subscriptions').doc('h-elite-lapsed').update({ plan_name: 'reserve' });

      // The bag comes back.
      await db
        .collection('orders')
        .doc(orderId)
        .update({ order_status: 'completed', updated_at: new Date() });
      const held = await waitFor(
        'the bag held for a member',
        async () => {
          const product = (await db.collection('products').doc('h-bag').get()).data();
          return product?.borrow_status === 'Reserved' ? product : undefined;
        },
        TRIGGERS,
      );
      expect(await holderOf(db, 'h-bag')).toBe('h-elite-ok');
      expect(held).not.toHaveProperty('current_borrower');
      const offer = (await entry('h-elite-ok')).data();
      expect(offer?.status).toBe('offered');
      await waitFor(
        'the notice to the member it is held for',
        async () => ((await queueOffers('h-elite-ok')) === 1 ? true : undefined),
        TRIGGERS,
      );
      // The members passed over keep their place, and each is told why, once.
      for (const uid of ['h-crown-full', 'h-elite-locked', 'h-elite-lapsed']) {
        expect((await entry(uid)).get('status')).toBe('waiting');
        expect(await queueOffers(uid)).toBe(0);
      }
      expect(await passedOverNotices('h-crown-full')).toEqual([
        expect.stringContaining('Your Crown membership holds 2 bags at a time.'),
      ]);
      expect(await passedOverNotices('h-elite-locked')).toEqual([
        expect.stringContaining('is reserved to ship on'),
      ]);
      expect(await passedOverNotices('h-elite-lapsed')).toEqual([
        expect.stringContaining('your membership does not include this bag now'),
      ]);
      expect((await passedOverNotices('h-crown-full'))[0]).toContain(
        'It is held for the next member in line who can take it.',
      );

      // The hold runs out, and nobody left in line can choose the bag: it is Available.
      const expiresAt = offer?.offer_expires_at.toDate() as Date;
      expect(await expireQueueOffers(db, new Date(expiresAt.getTime() + 1000))).toBe(1);
      const free = (await db.collection('products').doc('h-bag').get()).data();
      expect(free).toMatchObject({ borrow_status: 'Available' });
      expect(await holderOf(db, 'h-bag')).toBeNull();
      expect((await entry('h-elite-ok')).exists).toBe(false);
      for (const uid of ['h-crown-full', 'h-elite-locked', 'h-elite-lapsed']) {
        expect((await entry(uid)).get('status')).toBe('waiting');
        expect(await queueOffers(uid)).toBe(0);
        // Told again, this time that it is in the closet for whoever chooses it.
        expect(await passedOverNotices(uid)).toHaveLength(2);
        expect((await passedOverNotices(uid)).join(' ')).toContain(
          'It is in the closet for the first member who chooses it.',
        );
      }
    },
  );
});
