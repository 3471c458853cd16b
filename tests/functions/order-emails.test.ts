/**
 * The emails of an order's journey, end to end on the emulator: a member places an order
 * (confirmed), an admin ships it with a UPS tracking number (shipped, with the link to
 * UPS's tracking page), marks it delivered (delivered), the member starts the return (the
 * return label email, with the printable label's link) and the admin receives it (return
 * received). Each goes to the verified sign-in email through the `mail` outbox, once,
 * even when the trigger's event is delivered again; a member who turned shipping emails
 * off gets those notices in the inbox only, and still hears of the received return.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { returnCode, type OrderStatus } from '@unlimited/domain';
import { notifyOrderChange } from '../../functions/src/notifications/triggers-logic';
import {
  adminDb,
  closeCallers,
  memberOrder,
  resetEmulators,
  waitFor,
  type Caller,
} from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

/** Triggers queue up behind each other on a busy machine: wait long, it costs nothing when quick. */
const TRIGGERS = 240_000;
const TRACKING = '1Z999AA10123456784';
const UPS_PAGE = `https://www.ups.com/track?tracknum=${TRACKING}`;

interface Mail {
  to: string;
  message: { subject: string; text: string; html: string };
  meta: Record<string, unknown>;
}

/** The outbox message `id`, once its trigger wrote it. */
function mailOnceWritten(id: string): Promise<Mail> {
  return waitFor(
    `mail ${id}`,
    async () => {
      const snap = await adminDb().collection('mail').doc(id).get();
      return snap.exists ? (snap.data() as Mail) : undefined;
    },
    TRIGGERS,
  );
}

/** The titles of `uid`'s inbox, sorted (triggers on a busy machine need not run in order). */
async function inbox(uid: string): Promise<string[]> {
  const snap = await adminDb().collection('notifications').where('user_id', '==', uid).get();
  return snap.docs.map((doc) => String(doc.get('title'))).sort();
}

/** The outbox messages to `email` about its member's orders, by subject. */
async function mailTo(email: string): Promise<string[]> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => String(doc.get('message.subject'))).sort();
}

/** Moves `orderId` from one status to the next as the admin does. */
function move(admin: Caller, orderId: string, from: OrderStatus, to: OrderStatus) {
  return admin.call('updateOrder', {
    orderId,
    expected_status: from,
    order_status: to,
    ...(to === 'in_transit' ? { tracking_number: TRACKING } : {}),
  });
}

describe('an order’s emails', () => {
  it(
    'confirm it, say it shipped with the UPS tracking link, delivered, and its return received: once each',
    { timeout: 600_000 },
    async () => {
      const { db, member, admin, orderId } = await memberOrder({
        bagId: 'mail-bag',
        product: { title: 'Lady Dior Medium', brand: 'Dior' },
        memberUid: 'mail-ada',
        tier: 'elite',
        adminUid: 'mail-admin',
        warmUp: true,
      });
      const to = 'mail-ada@integration.test';

      const placed = await mailOnceWritten(`placed-${orderId}`);
      expect(placed).toMatchObject({
        to,
        message: { subject: 'Your order for the Dior Lady Dior Medium is confirmed' },
        meta: { kind: 'shipping', user_id: 'mail-ada' },
      });
      expect(placed.message.text).toContain("We're preparing it for shipment now");

      await move(admin, orderId, 'pending_shipment', 'in_transit');
      const shipped = await mailOnceWritten(`shipping-${orderId}`);
      expect(shipped.message.subject).toBe('Your Dior Lady Dior Medium has shipped');
      expect(shipped.message.text).toContain(`Tracking number: ${TRACKING}.`);
      expect(shipped.message.text).toContain(`Track it on UPS: ${UPS_PAGE}`);
      expect(shipped.message.html).toContain(`<a href="${UPS_PAGE}">Track it on UPS</a>`);

      await move(admin, orderId, 'in_transit', 'delivered');
      const delivered = await mailOnceWritten(`delivered-${orderId}`);
      expect(delivered.message.subject).toBe('Your Dior Lady Dior Medium has been delivered');

      await member.call('startReturn', { orderId });
      const label = await mailOnceWritten(`return-label-${orderId}`);
      expect(label.message.text).toContain('Carrier: UPS Ground, prepaid.');
      expect(label.message.text).toContain(`/returns/${orderId}`);

      await move(admin, orderId, 'return_pending', 'completed');
      const received = await mailOnceWritten(`returns-${orderId}`);
      expect(received.message.subject).toBe('We received your Dior Lady Dior Medium');

      // A trigger's event delivered again (at-least-once) sends nothing more.
      const order = (await db.collection('orders').doc(orderId).get()).data() as DocumentData;
      const retried = await Promise.all([
        notifyOrderChange(
          db,
          orderId,
          null,
          { ...order, order_status: 'pending_shipment' },
          new Date(),
        ),
        notifyOrderChange(
          db,
          orderId,
          { ...order, order_status: 'return_pending' },
          order,
          new Date(),
        ),
      ]);
      expect(retried).toEqual(['placed', 'returns']);
      expect(await mailTo(to)).toEqual([
        'We received your Dior Lady Dior Medium',
        'Your Dior Lady Dior Medium has been delivered',
        'Your Dior Lady Dior Medium has shipped',
        'Your order for the Dior Lady Dior Medium is confirmed',
        `Your return label for the Dior Lady Dior Medium (${returnCode(orderId)})`,
      ]);
      expect(await inbox('mail-ada')).toEqual([
        'We received your Dior Lady Dior Medium',
        'Your Dior Lady Dior Medium has been delivered',
        'Your Dior Lady Dior Medium has shipped',
        'Your order for the Dior Lady Dior Medium is confirmed',
      ]);
    },
  );

  it(
    'keep to the member’s choice: shipping emails off, those notices stay in the inbox',
    { timeout: 600_000 },
    async () => {
      const db = adminDb();
      await db
        .collection('notification_settings')
        .doc('mail-bea')
        .set({
          email: {
            availability: true,
            queue_offer: true,
            shipping: false,
            returns: true,
            bag_sold: true,
          },
          updated_at: new Date(),
        });
      const { admin, orderId } = await memberOrder({
        bagId: 'mail-bag-2',
        product: { title: 'Saddle Bag', brand: 'Dior' },
        memberUid: 'mail-bea',
        tier: 'elite',
        adminUid: 'mail-admin-2',
      });
      await move(admin, orderId, 'pending_shipment', 'in_transit');
      await waitFor(
        'the shipped notice',
        async () => ((await inbox('mail-bea')).length === 2 ? true : undefined),
        TRIGGERS,
      );
      expect(await inbox('mail-bea')).toEqual([
        'Your Dior Saddle Bag has shipped',
        'Your order for the Dior Saddle Bag is confirmed',
      ]);
      expect(await mailTo('mail-bea@integration.test')).toEqual([]);
    },
  );
});
