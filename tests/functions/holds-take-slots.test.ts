/**
 * Security review M3 on the emulator: a bag held for a member in its queue takes one of
 * their slots. A Reserve member (1 bag) holding one bag is refused another by
 * `createOrder`, and is passed over (and told why) when a second bag they wait for comes
 * back; the hold goes to the next member in line. Triggers are paused so the queue's own
 * handlers do not race the job's logic run here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldBagsMessage } from '@unlimited/domain';
import { offerNext } from '../../functions/src/queues/offers';
import {
  adminDb,
  closeCallers,
  resetEmulators,
  seedMember,
  seedProduct,
  setBackgroundTriggers,
  signedInCaller,
  holderOf,
  seedLoan,
} from './helpers';

beforeAll(async () => {
  await resetEmulators();
  await setBackgroundTriggers(false);
}, 60_000);
/** A call may start a function's worker first: slow on a busy machine, free otherwise. */
const CALLS = 240_000;

afterAll(async () => {
  await setBackgroundTriggers(true);
  await closeCallers();
});

const NOW = new Date();
const HOLD_ENDS = new Date(NOW.getTime() + 48 * 3_600_000);

async function queueEntry(
  productId: string,
  uid: string,
  status: 'waiting' | 'offered',
  joinedMinutesAgo: number,
): Promise<void> {
  await adminDb()
    .collection('queue_entries')
    .doc(`${productId}_${uid}`)
    .set({
      product_id: productId,
      user_id: uid,
      user_tier: 'reserve',
      joined_at: new Date(NOW.getTime() - joinedMinutesAgo * 60_000),
      status,
      position: 1,
      estimated_at: null,
      offer_expires_at: status === 'offered' ? HOLD_ENDS : null,
      bag_title: productId === 'slot-held' ? 'Classic Flap' : 'Saddle',
      bag_brand: productId === 'slot-held' ? 'Chanel' : 'Dior',
      bag_photo: null,
      user_email: null,
      updated_at: NOW,
    });
}

const held = [{ bag_title: 'Classic Flap', bag_brand: 'Chanel', offer_expires_at: HOLD_ENDS }];

describe('a bag held for a member takes one of their slots', () => {
  it(
    'createOrder refuses a Reserve member another bag while one is held for them, and lets them take the held one',
    { timeout: CALLS },
    async () => {
      const db = adminDb();
      await seedMember(db, 'slot-ann', 'reserve');
      await seedProduct(db, 'slot-held', { title: 'Classic Flap', brand: 'Chanel' });
      await db.collection('products').doc('slot-held').update({ borrow_status: 'Reserved' });
      await seedLoan(db, 'slot-held', 'slot-ann');
      await seedProduct(db, 'slot-other');
      await queueEntry('slot-held', 'slot-ann', 'offered', 60);
      const ann = await signedInCaller('slot-ann');
      await expect(ann.call('createOrder', { bagId: 'slot-other' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: heldBagsMessage('reserve', held),
      });
      expect((await db.collection('products').doc('slot-other').get()).get('borrow_status')).toBe(
        'Available',
      );
      await expect(ann.call('createOrder', { bagId: 'slot-held' })).resolves.toMatchObject({
        orderId: expect.any(String) as unknown,
      });
    },
  );

  it(
    'a bag coming back passes over a member whose slot a hold takes, tells them why, and is held for the next',
    { timeout: CALLS },
    async () => {
      const db = adminDb();
      await seedMember(db, 'slot-bea', 'reserve');
      await seedMember(db, 'slot-cal', 'reserve');
      await seedProduct(db, 'slot-held-b', { title: 'Classic Flap', brand: 'Chanel' });
      await db.collection('products').doc('slot-held-b').update({ borrow_status: 'Reserved' });
      await seedLoan(db, 'slot-held-b', 'slot-bea');
      await adminDb()
        .collection('queue_entries')
        .doc('slot-held-b_slot-bea')
        .set({
          product_id: 'slot-held-b',
          user_id: 'slot-bea',
          user_tier: 'reserve',
          joined_at: new Date(NOW.getTime() - 120 * 60_000),
          status: 'offered',
          position: 1,
          estimated_at: null,
          offer_expires_at: HOLD_ENDS,
          bag_title: 'Classic Flap',
          bag_brand: 'Chanel',
          bag_photo: null,
          user_email: null,
          updated_at: NOW,
        });
      await seedProduct(db, 'slot-back', { title: 'Saddle', brand: 'Dior' });
      await queueEntry('slot-back', 'slot-bea', 'waiting', 90);
      await queueEntry('slot-back', 'slot-cal', 'waiting', 30);

      const offer = await offerNext(db, 'slot-back', NOW);
      expect(offer?.uid).toBe('slot-cal');
      const product = (await db.collection('products').doc('slot-back').get()).data();
      expect(product).toMatchObject({ borrow_status: 'Reserved' });
      expect(product).not.toHaveProperty('current_borrower');
      expect(await holderOf(db, 'slot-back')).toBe('slot-cal');
      expect(
        (await db.collection('queue_entries').doc('slot-back_slot-bea').get()).get('status'),
      ).toBe('waiting');
      const notices = await db.collection('notifications').where('user_id', '==', 'slot-bea').get();
      const bodies = notices.docs.map((doc) => String(doc.get('body')));
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toContain('could not be held for you');
      expect(bodies[0]).toContain(
        heldBagsMessage('reserve', [
          { bag_title: 'Classic Flap', bag_brand: 'Chanel', offer_expires_at: HOLD_ENDS },
        ]),
      );
    },
  );
});
