import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BAG_UNAVAILABLE,
  NO_SHIPPING_ADDRESS,
  TRACKING_REQUIRED_TO_SHIP,
  orderDocSchema,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import {
  NOW,
  loanData,
  orderData,
  productData,
  profileData,
  subscriptionData,
} from '../../__tests__/fixtures';
import { cancelOrder } from '../cancel-order';
import { CREATE_ORDER_TRANSACTIONS, createOrder, readShippingAddress } from '../create-order';
import { syncOrderAfterStatusChange } from '../sync-order';
import { updateOrder } from '../update-order';

let fake: FakeFirestore;
const db = () => fake.asFirestore();

beforeEach(() => {
  fake = new FakeFirestore();
  fake.put('products/bag-1', productData());
  fake.put('subscriptions/member-1', subscriptionData());
  fake.put('profiles/member-1', profileData());
});

describe('createOrder', () => {
  it('creates the order, borrows the bag and adds an activity entry together', async () => {
    const { orderId } = await createOrder(db(), 'member-1', 'bag-1', NOW);
    const order = orderDocSchema.parse(fake.read(`orders/${orderId}`));
    expect(order).toMatchObject({
      user_id: 'member-1',
      bag_id: 'bag-1',
      bag_image: 'https://img.test/flap-1.jpg',
      user_tier: 'elite',
      order_status: 'pending_shipment',
      return_due_date: new Date('2026-12-01T12:00:00Z'),
    });
    expect(fake.read('products/bag-1')).toMatchObject({
      borrow_status: 'Borrowed',
      return_date: new Date('2026-12-01T12:00:00Z'),
      updated_at: NOW,
    });
    // Who holds it is in its loan document, never on the product every member reads.
    expect(fake.read('products/bag-1')).not.toHaveProperty('current_borrower');
    expect(fake.read('product_loans/bag-1')).toEqual({
      product_id: 'bag-1',
      user_id: 'member-1',
      order_id: orderId,
      created_at: NOW,
      updated_at: NOW,
    });
    const activity = [...fake.all('activity').values()];
    expect(activity).toEqual([
      {
        action: `New order ${orderId.slice(0, 8)}: Classic Flap Bag`,
        timestamp: NOW,
        actor: 'System',
        search_tokens: expect.arrayContaining(['new', 'order', 'classic', 'flap', 'bag']),
      },
    ]);
    expect(fake.commits).toBe(1);
  });

  it('refuses the second order for the same bag (the race loser or a double click)', async () => {
    fake.put('subscriptions/member-2', subscriptionData({ plan_name: 'crown' }));
    fake.put('profiles/member-2', profileData());
    await createOrder(db(), 'member-1', 'bag-1', NOW);
    await expect(createOrder(db(), 'member-2', 'bag-1', NOW)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: BAG_UNAVAILABLE,
    });
    await expect(createOrder(db(), 'member-1', 'bag-1', NOW)).rejects.toMatchObject({
      message: BAG_UNAVAILABLE,
    });
    expect(fake.all('orders').size).toBe(1);
  });

  it('tells a member whose transaction failed that the bag went to another member meanwhile', async () => {
    vi.spyOn(fake, 'runTransaction').mockImplementationOnce(async () => {
      // Another member's order commits while this transaction loses to it.
      fake.put('products/bag-1', productData({ borrow_status: 'Borrowed' }));
      fake.put('product_loans/bag-1', loanData('m2', 'o-m2'));
      throw Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
        code: 3,
      });
    });
    await expect(createOrder(db(), 'member-1', 'bag-1', NOW)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: BAG_UNAVAILABLE,
    });
    expect(fake.all('orders').size).toBe(0);
  });

  it('tries again when its transaction failed and the bag is still free', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: too much contention'), { code: 10 });
    const runTransaction = vi.spyOn(fake, 'runTransaction').mockRejectedValueOnce(aborted);
    const { orderId } = await createOrder(db(), 'member-1', 'bag-1', NOW);
    expect(runTransaction).toHaveBeenCalledTimes(2);
    expect(fake.read('product_loans/bag-1')).toMatchObject({
      user_id: 'member-1',
      order_id: orderId,
    });
    expect([...fake.all('orders').keys()]).toEqual([orderId]);
  });

  it('gives up on a transaction that keeps failing, and not on errors of its own', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: too much contention'), { code: 10 });
    const runTransaction = vi.spyOn(fake, 'runTransaction').mockRejectedValue(aborted);
    await expect(createOrder(db(), 'member-1', 'bag-1', NOW)).rejects.toBe(aborted);
    expect(runTransaction).toHaveBeenCalledTimes(CREATE_ORDER_TRANSACTIONS);

    const bug = new TypeError('not a Firestore failure');
    runTransaction.mockReset().mockRejectedValue(bug);
    await expect(createOrder(db(), 'member-1', 'bag-1', NOW)).rejects.toBe(bug);
    expect(runTransaction).toHaveBeenCalledTimes(1);
  });

  it('refuses with the domain’s messages and writes nothing', async () => {
    fake.put('profiles/member-1', profileData(false));
    await expect(createOrder(db(), 'member-1', 'bag-1', NOW)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: NO_SHIPPING_ADDRESS,
    });
    await expect(createOrder(db(), 'member-1', 'missing', NOW)).rejects.toMatchObject({
      message: BAG_UNAVAILABLE,
    });
    await expect(createOrder(db(), 'nobody', 'bag-1', NOW)).rejects.toMatchObject({
      message: expect.stringMatching(/active membership/),
    });
    expect(fake.all('orders').size).toBe(0);
    expect(fake.read('products/bag-1')).toMatchObject({ borrow_status: 'Available' });
  });

  it('counts the member’s current orders against the tier limit', async () => {
    fake.put('orders/old', orderData('active_rental', { bag_id: 'other' }));
    await expect(createOrder(db(), 'member-1', 'bag-1', NOW)).rejects.toMatchObject({
      message:
        'You have 1 bag out with you (Classic Flap Bag). Your Elite membership holds 1 bag at a time. Start a return to choose your next bag.',
    });
  });

  it('treats a missing or invalid address as no address', () => {
    expect(readShippingAddress(undefined)).toBeNull();
    expect(readShippingAddress({ shipping_address: { line1: 'x' } })).toBeNull();
    expect(readShippingAddress(profileData())).toMatchObject({ city: 'New York' });
  });
});

describe('cancelOrder', () => {
  beforeEach(() => {
    fake.put('orders/o1', orderData('pending_shipment'));
    fake.put('products/bag-1', productData({ borrow_status: 'Borrowed', return_date: NOW }));
    fake.put('product_loans/bag-1', loanData('member-1'));
  });

  it('cancels the member’s pending order and frees the bag', async () => {
    await expect(cancelOrder(db(), 'member-1', 'o1', NOW)).resolves.toEqual({ orderId: 'o1' });
    expect(fake.read('orders/o1')).toMatchObject({ order_status: 'cancelled', updated_at: NOW });
    expect(fake.read('products/bag-1')).toMatchObject({
      borrow_status: 'Available',
      return_date: null,
    });
    expect(fake.read('product_loans/bag-1')).toBeUndefined();
    expect(fake.all('activity').size).toBe(1);
  });

  it('answers a second cancel without writing again', async () => {
    await cancelOrder(db(), 'member-1', 'o1', NOW);
    await expect(cancelOrder(db(), 'member-1', 'o1', NOW)).resolves.toEqual({ orderId: 'o1' });
    expect(fake.all('activity').size).toBe(1);
  });

  it('does not let a member cancel another member’s order', async () => {
    await expect(cancelOrder(db(), 'member-2', 'o1', NOW)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(cancelOrder(db(), 'member-1', 'nope', NOW)).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('refuses once the order has shipped', async () => {
    fake.put('orders/o1', orderData('in_transit'));
    await expect(cancelOrder(db(), 'member-1', 'o1', NOW)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This order has already shipped, so it can no longer be cancelled.',
    });
  });
});

describe('syncOrderAfterStatusChange', () => {
  beforeEach(() => {
    fake.put('products/bag-1', productData({ borrow_status: 'Borrowed', return_date: NOW }));
    fake.put('product_loans/bag-1', loanData('member-1'));
  });

  it('stamps the shipped date when the admin left it blank', async () => {
    fake.put('orders/o1', orderData('in_transit'));
    const result = await syncOrderAfterStatusChange(db(), 'o1', 'pending_shipment', NOW);
    expect(result).toEqual({ productPatch: null, stamps: { shipped_date: NOW } });
    expect(fake.read('orders/o1')).toMatchObject({ shipped_date: NOW });
  });

  it('puts the bag in Swapping, then Available, and is idempotent', async () => {
    fake.put('orders/o1', orderData('return_pending'));
    await syncOrderAfterStatusChange(db(), 'o1', 'active_rental', NOW);
    expect(fake.read('products/bag-1')).toMatchObject({ borrow_status: 'Swapping' });
    expect(fake.read('product_loans/bag-1')).toMatchObject({ user_id: 'member-1', order_id: 'o1' });
    fake.put('orders/o1', orderData('completed'));
    await syncOrderAfterStatusChange(db(), 'o1', 'return_pending', NOW);
    expect(fake.read('products/bag-1')).toMatchObject({ borrow_status: 'Available' });
    expect(fake.read('product_loans/bag-1')).toBeUndefined();
    const again = await syncOrderAfterStatusChange(db(), 'o1', 'return_pending', NOW);
    expect(again).toEqual({ productPatch: null, stamps: {} });
  });

  it('does nothing for a deleted order', async () => {
    await expect(syncOrderAfterStatusChange(db(), 'gone', 'delivered', NOW)).resolves.toEqual({
      productPatch: null,
      stamps: {},
    });
  });
});

describe('updateOrder: a shipment carries its tracking number', () => {
  const ship = (extra: Record<string, unknown> = {}) =>
    updateOrder(
      db(),
      {
        orderId: 'o1',
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        correction: false,
        ...extra,
      },
      'admin@unlimited.test',
      NOW,
    );

  beforeEach(() => {
    fake.put('products/bag-1', productData({ borrow_status: 'Borrowed', return_date: NOW }));
    fake.put('product_loans/bag-1', loanData('member-1'));
  });

  it('refuses to mark an order In Transit without one, and writes nothing', async () => {
    fake.put('orders/o1', orderData('pending_shipment'));
    await expect(ship()).rejects.toMatchObject({
      code: 'failed-precondition',
      message: TRACKING_REQUIRED_TO_SHIP,
    });
    expect(fake.read('orders/o1')).toMatchObject({ order_status: 'pending_shipment' });
    expect(fake.all('activity').size).toBe(0);
  });

  it('still saves an order shipped before numbers were required', async () => {
    fake.put('orders/o1', orderData('in_transit'));
    await updateOrder(
      db(),
      {
        orderId: 'o1',
        expected_status: 'in_transit',
        order_status: 'in_transit',
        correction: false,
        admin_notes: 'Carrier delayed',
      },
      'admin@unlimited.test',
      NOW,
    );
    expect(fake.read('order_notes/o1')).toMatchObject({ admin_notes: 'Carrier delayed' });
  });
});
