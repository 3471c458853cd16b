/**
 * Bag queues end to end on the emulator: joinQueue/leaveQueue validation and limits,
 * Crown priority, the 48-hour hold when the bag comes back (with the in-app notice and
 * the email), createOrder refusing a held bag to others, the expiry job passing it on,
 * a turned-off email preference honoured, and the holder's order closing their entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUEUES_PER_MEMBER, QUEUE_MESSAGES, BAG_UNAVAILABLE } from '@unlimited/domain';
import { expireQueueOffers } from '../../functions/src/queues/offers';
import {
  adminDb,
  closeCallers,
  errorCode,
  resetEmulators,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  type Caller,
  holderOf,
} from './helpers';

beforeAll(resetEmulators, 60_000);

/** Triggers queue up behind each other on a busy machine: wait long, it costs nothing when quick. */
const TRIGGERS = 240_000;
afterAll(closeCallers);

async function refusal(call: Promise<unknown>): Promise<{ code: string | null; message: string }> {
  try {
    await call;
  } catch (error) {
    return { code: errorCode(error), message: (error as Error).message };
  }
  throw new Error('The call was accepted');
}

const entry = (bagId: string, uid: string) =>
  adminDb().collection('queue_entries').doc(`${bagId}_${uid}`).get();

describe('bag queues', () => {
  let holder: Caller;
  let eliteA: Caller;
  let crownB: Caller;
  let eliteC: Caller;
  let reserve: Caller;
  let orderId: string;

  it(
    'validates joinQueue and leaveQueue and enforces Crown priority and the limit',
    { timeout: 600_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'q-bag', {
        access_levels: 'Elite',
        title: 'Kelly 28',
        brand: 'Hermès',
      });
      await seedProduct(db, 'q-free', { access_levels: 'Any' });
      for (const [uid, tier] of [
        ['q-holder', 'elite'],
        ['q-elite-a', 'elite'],
        ['q-crown-b', 'crown'],
        ['q-elite-c', 'elite'],
        ['q-reserve', 'reserve'],
      ] as const) {
        await seedMember(db, uid, tier);
      }
      [holder, eliteA, crownB, eliteC, reserve] = await Promise.all([
        signedInCaller('q-holder', { tier: 'elite' }),
        signedInCaller('q-elite-a', { tier: 'elite' }),
        signedInCaller('q-crown-b', { tier: 'crown' }),
        signedInCaller('q-elite-c', { tier: 'elite' }),
        signedInCaller('q-reserve', { tier: 'reserve' }),
      ]);
      ({ orderId } = await holder.call('createOrder', { bagId: 'q-bag' }));

      expect(await refusal(eliteA.call('joinQueue', { bagId: '' }))).toMatchObject({
        code: 'functions/invalid-argument',
        message: 'Please choose a bag.',
      });
      expect((await refusal(holder.call('joinQueue', { bagId: 'q-bag' }))).message).toBe(
        QUEUE_MESSAGES.yours,
      );
      expect((await refusal(reserve.call('joinQueue', { bagId: 'q-bag' }))).message).toBe(
        QUEUE_MESSAGES.notVisible,
      );
      expect((await refusal(eliteA.call('joinQueue', { bagId: 'q-free' }))).message).toBe(
        QUEUE_MESSAGES.available,
      );

      const first = await eliteA.call('joinQueue', { bagId: 'q-bag' });
      expect(first.position).toBe(1);
      expect(first.estimatedAt).not.toBeNull();
      const crown = await crownB.call('joinQueue', { bagId: 'q-bag' });
      expect(crown.position).toBe(1);
      expect((await entry('q-bag', 'q-elite-a')).get('position')).toBe(2);
      expect((await refusal(eliteA.call('joinQueue', { bagId: 'q-bag' }))).message).toBe(
        QUEUE_MESSAGES.already,
      );

      // The limit: out bags to fill eliteA's queues up to MAX_QUEUES_PER_MEMBER.
      for (let i = 1; i <= MAX_QUEUES_PER_MEMBER; i++) {
        await seedProduct(db, `q-out-${i}`, {
          borrow_status: 'Borrowed',
          holder: 'someone-else',
          return_date: new Date(Date.now() + 10 * 86_400_000),
        });
      }
      for (let i = 1; i < MAX_QUEUES_PER_MEMBER; i++) {
        await eliteA.call('joinQueue', { bagId: `q-out-${i}` });
      }
      expect(
        (await refusal(eliteA.call('joinQueue', { bagId: `q-out-${MAX_QUEUES_PER_MEMBER}` })))
          .message,
      ).toBe(QUEUE_MESSAGES.limit);

      await eliteC.call('joinQueue', { bagId: 'q-bag' });
      expect((await entry('q-bag', 'q-elite-c')).get('position')).toBe(3);
      expect(await eliteC.call('leaveQueue', { bagId: 'q-bag' })).toEqual({ left: true });
      expect((await entry('q-bag', 'q-elite-c')).exists).toBe(false);
      expect((await refusal(eliteC.call('leaveQueue', { bagId: 'q-bag' }))).message).toBe(
        QUEUE_MESSAGES.notInQueue,
      );
      const stats = await waitFor(
        'the public queue length',
        async () => {
          const data = (await db.collection('bag_stats').doc('q-bag').get()).data();
          return data?.queue_length === 2 ? data : undefined;
        },
        TRIGGERS,
      );
      expect(stats.back_estimate).toBeDefined();
    },
  );

  it(
    'holds the returned bag for the first in line with a notice and an email, then passes it on',
    { timeout: 600_000 },
    async () => {
      const db = adminDb();
      // eliteA turns the queue-offer email off.
      await db
        .collection('notification_settings')
        .doc('q-elite-a')
        .set({
          email: { availability: true, queue_offer: false, shipping: true, returns: true },
          updated_at: new Date(),
        });

      // The return is received: the order completes, the bag is free again.
      await db
        .collection('orders')
        .doc(orderId)
        .update({ order_status: 'completed', updated_at: new Date() });
      await waitFor(
        'the bag held for the Crown member',
        async () => {
          const product = (await db.collection('products').doc('q-bag').get()).data();
          return product?.borrow_status === 'Reserved' ? product : undefined;
        },
        TRIGGERS,
      );
      expect(await holderOf(db, 'q-bag')).toBe('q-crown-b');
      const offer = (await entry('q-bag', 'q-crown-b')).data();
      expect(offer?.status).toBe('offered');
      const expiresAt = offer?.offer_expires_at.toDate() as Date;
      expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

      const notices = await db
        .collection('notifications')
        .where('user_id', '==', 'q-crown-b')
        .get();
      expect(notices.docs.map((d) => d.get('kind'))).toEqual(['queue_offer']);
      expect(notices.docs[0]?.get('title')).toBe('The Hermès Kelly 28 is held for you');
      const mail = await db.collection('mail').doc(notices.docs[0]!.id).get();
      expect(mail.get('to')).toBe('q-crown-b@integration.test');
      expect(mail.get('message.subject')).toBe('The Hermès Kelly 28 is held for you');

      // Nobody else may order the held bag.
      expect((await refusal(eliteA.call('createOrder', { bagId: 'q-bag' }))).message).toBe(
        BAG_UNAVAILABLE,
      );

      // The hold runs out: the job passes the bag to the next in line.
      const ended = await expireQueueOffers(db, new Date(expiresAt.getTime() + 1000));
      expect(ended).toBe(1);
      expect((await entry('q-bag', 'q-crown-b')).exists).toBe(false);
      const passed = (await db.collection('products').doc('q-bag').get()).data();
      expect(passed).toMatchObject({ borrow_status: 'Reserved' });
      expect(await holderOf(db, 'q-bag')).toBe('q-elite-a');
      const aNotices = await db
        .collection('notifications')
        .where('user_id', '==', 'q-elite-a')
        .get();
      expect(aNotices.size).toBe(1);
      // Their email preference is off: in-app only.
      expect((await db.collection('mail').doc(aNotices.docs[0]!.id).get()).exists).toBe(false);

      // The holder orders it: accepted, and their entry leaves the queue.
      expect((await refusal(crownB.call('createOrder', { bagId: 'q-bag' }))).message).toBe(
        BAG_UNAVAILABLE,
      );
      const { orderId: next } = await eliteA.call('createOrder', { bagId: 'q-bag' });
      expect(next).toBeTruthy();
      await waitFor(
        'the holder’s entry to leave the queue',
        async () => ((await entry('q-bag', 'q-elite-a')).exists ? undefined : true),
        TRIGGERS,
      );
      await waitFor(
        'the queue length to reach 0',
        async () =>
          (await db.collection('bag_stats').doc('q-bag').get()).get('queue_length') === 0
            ? true
            : undefined,
        TRIGGERS,
      );
    },
  );
});
