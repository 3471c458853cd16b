import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData, profileData } from '../../__tests__/fixtures';

// Notices go to the verified sign-in email (Auth), here the same as the profile's.
// The emulator's demo project: its site address and config defaults apply.
vi.stubEnv('GCLOUD_PROJECT', 'demo-unlimited');

vi.mock('../../lib/member-email', () => ({
  verifiedEmailOf: () => Promise.resolve('elite@unlimited.test'),
}));
import { notifyOrderChange } from '../triggers-logic';

let fake: FakeFirestore;
const db = () => fake.asFirestore();
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const shipped = (tracking: string | null, minutes: number) =>
  orderData('in_transit', { tracking_number: tracking, updated_at: at(minutes) });

const notices = () =>
  [...fake.all('notifications').values()] as { title: string; body: string; kind: string }[];

beforeEach(() => {
  fake = new FakeFirestore();
  fake.put('profiles/member-1', profileData());
});

describe('notifyOrderChange: the tracking number of a bag on its way', () => {
  it('tells the member once when a number is added, retries included, by inbox and email', async () => {
    const before = shipped(null, 0);
    const after = shipped('1Z999AA1', 5);
    expect(await notifyOrderChange(db(), 'o1', before, after, at(5))).toBe('tracking');
    // Triggers are at-least-once: the same event again changes nothing.
    await notifyOrderChange(db(), 'o1', before, after, at(6));
    expect(notices()).toEqual([
      expect.objectContaining({
        kind: 'shipping',
        title: 'Tracking number for your Chanel Classic Flap Bag',
        body: 'Your Chanel Classic Flap Bag is on its way. Tracking number: 1Z999AA1.',
      }),
    ]);
    const mail = [...fake.all('mail').values()] as { to: string; message: { subject: string } }[];
    expect(mail).toEqual([
      expect.objectContaining({
        to: 'elite@unlimited.test',
        message: expect.objectContaining({
          subject: 'Tracking number for your Chanel Classic Flap Bag',
        }),
      }),
    ]);
  });

  it('tells the member of each change, naming the old number', async () => {
    await notifyOrderChange(db(), 'o1', shipped(null, 0), shipped('1Z1', 5), at(5));
    await notifyOrderChange(db(), 'o1', shipped('1Z1', 5), shipped('1Z2', 9), at(9));
    // Back to the first number later: a change like any other.
    await notifyOrderChange(db(), 'o1', shipped('1Z2', 9), shipped('1Z1', 12), at(12));
    expect(notices().map((notice) => notice.body)).toEqual([
      'Your Chanel Classic Flap Bag is on its way. Tracking number: 1Z1.',
      'Your Chanel Classic Flap Bag is on its way. Its tracking number is now 1Z2 (it was 1Z1).',
      'Your Chanel Classic Flap Bag is on its way. Its tracking number is now 1Z1 (it was 1Z2).',
    ]);
  });

  it('says nothing when the number is unchanged, removed, or the bag is no longer in transit', async () => {
    const same = await notifyOrderChange(
      db(),
      'o1',
      shipped('1Z1', 0),
      { ...shipped(' 1Z1 ', 5), bag_weight: 2 },
      at(5),
    );
    const removed = await notifyOrderChange(db(), 'o1', shipped('1Z1', 0), shipped(null, 5), at(5));
    const delivered = await notifyOrderChange(
      db(),
      'o1',
      orderData('delivered', { tracking_number: '1Z1' }),
      orderData('delivered', { tracking_number: '1Z2', updated_at: at(5) }),
      at(5),
    );
    expect([same, removed, delivered]).toEqual([null, null, null]);
    expect(notices()).toEqual([]);
  });

  it('sends the shipment notice, not a tracking one, when the order is shipped with its number', async () => {
    expect(
      await notifyOrderChange(db(), 'o1', orderData('pending_shipment'), shipped('1Z1', 5), at(5)),
    ).toBe('shipping');
    expect(notices()).toEqual([
      expect.objectContaining({
        title: 'Your Chanel Classic Flap Bag has shipped',
        body: 'It is on its way to you. Tracking number: 1Z1.',
      }),
    ]);
  });
});

type Mail = { to: string; message: { subject: string; text: string; html: string } };
const mails = () => [...fake.all('mail').values()] as Mail[];

describe('notifyOrderChange: an order’s journey by inbox and email', () => {
  it('confirms a new order once, retries included', async () => {
    const placed = orderData('pending_shipment');
    expect(await notifyOrderChange(db(), 'o1', null, placed, at(0))).toBe('placed');
    expect(await notifyOrderChange(db(), 'o1', null, placed, at(1))).toBe('placed');
    expect(notices()).toEqual([
      expect.objectContaining({
        kind: 'shipping',
        title: 'Your order for the Chanel Classic Flap Bag is confirmed',
        body: "Your bag has been added to your rotation. We're preparing it for shipment now, and we will email you its tracking number when it ships.",
      }),
    ]);
    expect(mails()).toEqual([
      expect.objectContaining({
        to: 'elite@unlimited.test',
        message: expect.objectContaining({
          subject: 'Your order for the Chanel Classic Flap Bag is confirmed',
        }),
      }),
    ]);
  });

  it('says nothing of an order written already past Pending Shipment (an import, a fix)', async () => {
    expect(await notifyOrderChange(db(), 'o1', null, orderData('delivered'), at(0))).toBeNull();
    expect(notices()).toEqual([]);
  });

  it('emails the shipment with a link to the carrier’s tracking page', async () => {
    const sent = await notifyOrderChange(
      db(),
      'o1',
      orderData('pending_shipment'),
      shipped('1Z999AA10123456784', 5),
      at(5),
    );
    expect(sent).toBe('shipping');
    expect(notices()[0]?.body).toBe(
      'It is on its way to you with UPS. Tracking number: 1Z999AA10123456784.',
    );
    const [mail] = mails();
    const url = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(mail?.message.text).toContain(`Track it on UPS: ${url}`);
    expect(mail?.message.html).toContain(`<a href="${url}">Track it on UPS</a>`);
  });

  it('tells the member once that the bag was delivered, not on a correction back to Delivered', async () => {
    const inTransit = shipped('1Z999AA10123456784', 5);
    const delivered = orderData('delivered', { tracking_number: '1Z999AA10123456784' });
    expect(await notifyOrderChange(db(), 'o1', inTransit, delivered, at(9))).toBe('delivered');
    expect(await notifyOrderChange(db(), 'o1', inTransit, delivered, at(10))).toBe('delivered');
    const corrected = await notifyOrderChange(
      db(),
      'o2',
      orderData('active_rental'),
      orderData('delivered'),
      at(11),
    );
    expect(corrected).toBeNull();
    expect(notices()).toEqual([
      expect.objectContaining({
        kind: 'shipping',
        title: 'Your Chanel Classic Flap Bag has been delivered',
        link: '/dashboard',
      }),
    ]);
    expect(mails()).toHaveLength(1);
  });

  it('keeps to the member’s choice: shipping emails off, the notices stay in the inbox only', async () => {
    fake.put('notification_settings/member-1', {
      email: { shipping: false, returns: true },
      updated_at: NOW,
    });
    await notifyOrderChange(db(), 'o1', null, orderData('pending_shipment'), at(0));
    await notifyOrderChange(
      db(),
      'o1',
      orderData('pending_shipment'),
      shipped('1Z999AA10123456784', 5),
      at(5),
    );
    await notifyOrderChange(
      db(),
      'o1',
      shipped('1Z999AA10123456784', 5),
      orderData('delivered'),
      at(9),
    );
    await notifyOrderChange(
      db(),
      'o1',
      orderData('return_pending'),
      orderData('completed'),
      at(20),
    );
    expect(notices().map((notice) => notice.title)).toEqual([
      'Your order for the Chanel Classic Flap Bag is confirmed',
      'Your Chanel Classic Flap Bag has shipped',
      'Your Chanel Classic Flap Bag has been delivered',
      'We received your Chanel Classic Flap Bag',
    ]);
    expect(mails().map((mail) => mail.message.subject)).toEqual([
      'We received your Chanel Classic Flap Bag',
    ]);
  });
});
