/**
 * Two member notices end to end on the emulator:
 * - a bag bought by its holder (buy to keep, demo billing) while members queue for it:
 *   their entries close and each gets a "sold" notice, emailed unless they turned that
 *   off, while their places in other queues stand; a bag held for a member (48-hour
 *   offer) that an admin marks Sold: the hold ends with a notice too;
 * - a saved bag back in the closet: the members who hearted it get a notice, emailed
 *   unless they turned availability emails off.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeartDoc, heartDocId } from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  closeCallers,
  resetEmulators,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  holderOf,
} from './helpers';

/** A sign-in account whose verified email is the one notices go to (not the profile's). */
async function verifiedAccount(uid: string): Promise<void> {
  await adminAuth().createUser({ uid, email: `${uid}@integration.test`, emailVerified: true });
}

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

/** Triggers queue up behind each other on a busy machine: wait long, it costs nothing when quick. */
const TRIGGERS = 240_000;

const entry = (bagId: string, uid: string) =>
  adminDb().collection('queue_entries').doc(`${bagId}_${uid}`).get();

async function noticesOf(uid: string) {
  const snap = await adminDb().collection('notifications').where('user_id', '==', uid).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

/** Turns one kind of email off for `uid`, the others on. */
async function emailOff(uid: string, kind: string): Promise<void> {
  const email = { availability: true, queue_offer: true, shipping: true, returns: true };
  await adminDb()
    .collection('notification_settings')
    .doc(uid)
    .set({ email: { ...email, bag_sold: true, [kind]: false }, updated_at: new Date() });
}

describe('a sold bag’s queue', () => {
  it(
    'closes when its holder buys it: each member told (email as they chose), other queues kept',
    { timeout: 600_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'sold-bag', {
        title: 'Kelly 28',
        brand: 'Hermès',
        access_levels: 'Elite',
        // Within Elite's $2,000 (a dearer bag is Crown's alone).
        price: 180_000,
      });
      await seedProduct(db, 'other-bag', {
        access_levels: 'Elite',
        borrow_status: 'Borrowed',
        holder: 'someone-else',
        return_date: new Date(Date.now() + 10 * 86_400_000),
      });
      await seedMember(db, 's-keeper', 'elite');
      await seedMember(db, 's-crown', 'crown');
      await seedMember(db, 's-elite', 'elite');
      await emailOff('s-elite', 'bag_sold');
      const [keeper, crown, elite, admin] = await Promise.all([
        signedInCaller('s-keeper', { tier: 'elite' }),
        signedInCaller('s-crown', { tier: 'crown' }),
        signedInCaller('s-elite', { tier: 'elite' }),
        signedInCaller('s-admin', { admin: true }),
      ]);

      const { orderId } = await keeper.call('createOrder', { bagId: 'sold-bag' });
      for (const [from, to] of [
        ['pending_shipment', 'in_transit'],
        ['in_transit', 'delivered'],
      ] as const) {
        await admin.call('updateOrder', {
          orderId,
          expected_status: from,
          order_status: to,
          tracking_number: '1Z999',
        });
      }
      await elite.call('joinQueue', { bagId: 'sold-bag' });
      await crown.call('joinQueue', { bagId: 'sold-bag' });
      await elite.call('joinQueue', { bagId: 'other-bag' });
      expect((await entry('sold-bag', 's-elite')).get('position')).toBe(2);

      // The holder keeps it (demo billing): the bag becomes Sold.
      expect(await keeper.call('startPurchase', { orderId })).toMatchObject({ mode: 'demo' });
      await waitFor(
        'the sold bag’s queue to close',
        async () => {
          const left = await db
            .collection('queue_entries')
            .where('product_id', '==', 'sold-bag')
            .get();
          return left.empty ? true : undefined;
        },
        TRIGGERS,
      );

      for (const uid of ['s-crown', 's-elite']) {
        const notices = await noticesOf(uid);
        expect(notices).toHaveLength(1);
        expect(notices[0]).toMatchObject({
          kind: 'bag_sold',
          title: 'The Hermès Kelly 28 has been sold',
          link: '/bags',
          read_at: null,
        });
        expect(String(notices[0]?.body)).toContain('no longer available');
        // Kept a year, then the TTL policy on expire_at deletes it.
        const created = (notices[0]?.created_at as Timestamp).toMillis();
        expect((notices[0]?.expire_at as Timestamp).toMillis() - created).toBe(365 * 86_400_000);
      }
      const [crownNotice] = await noticesOf('s-crown');
      const crownMail = (await db.collection('mail').doc(String(crownNotice?.id)).get()).data();
      expect(crownMail).toMatchObject({
        to: 's-crown@integration.test',
        message: { subject: 'The Hermès Kelly 28 has been sold' },
        meta: { kind: 'bag_sold', user_id: 's-crown' },
      });
      // s-elite turned "sold" emails off: the notice only.
      const [eliteNotice] = await noticesOf('s-elite');
      expect((await db.collection('mail').doc(String(eliteNotice?.id)).get()).exists).toBe(false);
      // The keeper was not in the queue: no "sold" notice for them.
      expect((await noticesOf('s-keeper')).map((n) => n.kind)).not.toContain('bag_sold');

      // Their place in another bag's queue stands.
      expect((await entry('other-bag', 's-elite')).data()).toMatchObject({
        status: 'waiting',
        position: 1,
      });
      const stats = await waitFor(
        'the sold bag’s summary',
        async () => {
          const data = (await db.collection('bag_stats').doc('sold-bag').get()).data();
          return data?.status === 'Sold' && data.queue_length === 0 ? data : undefined;
        },
        TRIGGERS,
      );
      expect(stats.back_estimate).toBeNull();
    },
  );

  it(
    'ends a 48-hour hold when an admin marks the held bag Sold, and tells its member',
    { timeout: 300_000 },
    async () => {
      const db = adminDb();
      const now = new Date();
      await seedMember(db, 'h-holder', 'elite');
      await verifiedAccount('h-holder');
      await db
        .collection('queue_entries')
        .doc('held-bag_h-holder')
        .set({
          product_id: 'held-bag',
          user_id: 'h-holder',
          user_tier: 'elite',
          joined_at: now,
          status: 'offered',
          position: 1,
          estimated_at: now,
          offer_expires_at: new Date(now.getTime() + 48 * 3_600_000),
          bag_title: 'Lady Dior',
          bag_brand: 'Dior',
          bag_photo: null,
          user_email: 'h-holder@integration.test',
          updated_at: now,
        });
      await seedProduct(db, 'held-bag', {
        title: 'Lady Dior',
        brand: 'Dior',
        access_levels: 'Elite',
        borrow_status: 'Reserved',
        holder: 'h-holder',
      });
      await db.collection('products').doc('held-bag').update({ status: 'Sold', updated_at: now });

      const product = await waitFor(
        'the hold on the sold bag to end',
        async () => {
          const data = (await db.collection('products').doc('held-bag').get()).data();
          return data?.borrow_status === 'Available' && (await holderOf(db, 'held-bag')) === null
            ? data
            : undefined;
        },
        TRIGGERS,
      );
      expect(product).toMatchObject({ status: 'Sold', borrow_status: 'Available' });
      expect((await entry('held-bag', 'h-holder')).exists).toBe(false);
      const notices = await noticesOf('h-holder');
      expect(notices.map((n) => n.kind)).toEqual(['bag_sold']);
      expect((await db.collection('mail').doc(String(notices[0]?.id)).get()).get('to')).toBe(
        'h-holder@integration.test',
      );
    },
  );
});

describe('a saved bag back in the closet', () => {
  it(
    'tells the members who hearted it, by email unless they turned that off',
    { timeout: 600_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'back-bag', {
        title: 'Peekaboo',
        brand: 'Fendi',
        access_levels: 'Elite',
      });
      await seedMember(db, 'b-holder', 'elite');
      await seedMember(db, 'b-fan', 'elite');
      await verifiedAccount('b-fan');
      await seedMember(db, 'b-quiet', 'crown');
      await seedMember(db, 'b-reserve', 'reserve');
      await emailOff('b-quiet', 'availability');
      const bag = {
        id: 'back-bag',
        title: 'Peekaboo',
        brand: 'Fendi',
        photos: [],
        access_levels: 'Elite' as const,
      };
      // b-reserve saved it before moving down to Reserve, which does not see Elite pieces.
      for (const uid of ['b-fan', 'b-quiet', 'b-reserve']) {
        await db
          .collection('hearts')
          .doc(heartDocId(uid, bag.id))
          .set(createHeartDoc(uid, bag, new Date()));
      }
      const holder = await signedInCaller('b-holder', { tier: 'elite' });
      const { orderId } = await holder.call('createOrder', { bagId: 'back-bag' });
      await waitFor(
        'the bag to go out',
        async () =>
          (await db.collection('products').doc('back-bag').get()).get('borrow_status') ===
          'Borrowed'
            ? true
            : undefined,
        TRIGGERS,
      );
      // Nobody was told while it went out.
      expect(await noticesOf('b-fan')).toEqual([]);

      // Its return is received: the order completes and the bag is back.
      await db
        .collection('orders')
        .doc(orderId)
        .update({ order_status: 'completed', updated_at: new Date() });
      const [fan] = await waitFor(
        'the fan’s notice',
        async () => {
          const notices = await noticesOf('b-fan');
          return notices.length > 0 ? notices : undefined;
        },
        TRIGGERS,
      );
      expect(fan).toMatchObject({
        kind: 'availability',
        title: 'The Fendi Peekaboo is back',
        link: '/bags/back-bag',
        read_at: null,
      });
      const mail = (await db.collection('mail').doc(String(fan?.id)).get()).data();
      expect(mail).toMatchObject({
        to: 'b-fan@integration.test',
        message: { subject: 'The Fendi Peekaboo is back' },
        meta: { kind: 'availability', user_id: 'b-fan' },
      });

      const quiet = await waitFor(
        'the notice of the member who turned the email off',
        async () => {
          const notices = await noticesOf('b-quiet');
          return notices.length > 0 ? notices : undefined;
        },
        TRIGGERS,
      );
      expect(quiet.map((n) => n.kind)).toEqual(['availability']);
      expect((await db.collection('mail').doc(String(quiet[0]?.id)).get()).exists).toBe(false);
      // A member whose tier no longer sees the bag is not told.
      expect(await noticesOf('b-reserve')).toEqual([]);
    },
  );
});

describe('a new tracking number for a bag on its way', () => {
  it(
    'tells the member of the shipment, then once of each change of its tracking number, by email too',
    { timeout: 600_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'tracked-bag', { title: 'Saddle Bag', brand: 'Dior' });
      await seedMember(db, 't-member', 'elite');
      const member = await signedInCaller('t-member', { tier: 'elite' });
      const admin = await signedInCaller('t-admin', { admin: true });
      const { orderId } = await member.call('createOrder', { bagId: 'tracked-bag' });
      const save = (tracking: string, extra: Record<string, unknown> = {}) =>
        admin.call('updateOrder', {
          orderId,
          expected_status: 'in_transit',
          order_status: 'in_transit',
          tracking_number: tracking,
          ...extra,
        });
      const noticesCount = (n: number) => async () => {
        const notices = await noticesOf('t-member');
        return notices.length >= n
          ? notices.sort((a, b) => String(a.id).localeCompare(String(b.id)))
          : undefined;
      };

      await admin.call('updateOrder', {
        orderId,
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        tracking_number: '1ZOLD1',
      });
      // The order's confirmation, then its shipment.
      await waitFor('the shipment notice', noticesCount(2), TRIGGERS);
      // Saving the same number again (with notes) is not news.
      await save('1ZOLD1', { admin_notes: 'Carrier called' });
      await save('1ZNEW2');
      const notices = await waitFor('the tracking notice', noticesCount(3), TRIGGERS);
      expect(notices.map((n) => n.title)).toEqual([
        'Your order for the Dior Saddle Bag is confirmed',
        'Your Dior Saddle Bag has shipped',
        'New tracking number for your Dior Saddle Bag',
      ]);
      const changed = notices[2];
      expect(changed).toMatchObject({
        kind: 'shipping',
        body: 'Your Dior Saddle Bag is on its way. Its tracking number is now 1ZNEW2 (it was 1ZOLD1).',
        link: '/orders',
      });
      const mail = await db.collection('mail').doc(String(changed?.id)).get();
      expect(mail.get('to')).toBe('t-member@integration.test');
      expect(mail.get('message.subject')).toBe('New tracking number for your Dior Saddle Bag');
      // The notes-only save with the same number told nobody.
      expect(await noticesOf('t-member')).toHaveLength(3);
    },
  );
});
