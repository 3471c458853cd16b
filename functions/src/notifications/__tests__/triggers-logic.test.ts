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
