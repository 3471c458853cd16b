import { describe, expect, it } from 'vitest';
import type { BorrowState } from '../order-eligibility';
import {
  BORROW_STATUS_FOR_ORDER,
  orderDateStamps,
  overdueActivityId,
  overdueActivityText,
  productSyncForOrder,
  shouldFlagOverdue,
  type SyncedOrder,
} from '../order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from '../orders';

const now = new Date('2026-04-10T06:00:00Z');
const due = new Date('2026-04-01T12:00:00Z');
const order = (order_status: OrderStatus, user_id = 'member-1'): SyncedOrder => ({
  user_id,
  order_status,
  return_due_date: due,
});
const borrowed: BorrowState = {
  borrow_status: 'Borrowed',
  current_borrower: 'member-1',
  return_date: due,
};

describe('productSyncForOrder', () => {
  it.each(['completed', 'cancelled'] as const)('makes the bag Available when %s', (status) => {
    expect(productSyncForOrder(order(status), borrowed, now)).toEqual({
      borrow_status: 'Available',
      current_borrower: null,
      return_date: null,
      updated_at: now,
    });
  });

  it('puts the bag in Swapping when the return starts, keeping borrower and date', () => {
    expect(productSyncForOrder(order('return_pending'), borrowed, now)).toEqual({
      borrow_status: 'Swapping',
      current_borrower: 'member-1',
      return_date: due,
      updated_at: now,
    });
  });

  it.each(['pending_shipment', 'in_transit', 'delivered', 'active_rental'] as const)(
    'leaves a bag already Borrowed by the member alone when %s',
    (status) => {
      expect(productSyncForOrder(order(status), borrowed, now)).toBeNull();
    },
  );

  it('makes a Swapping bag Borrowed again when an admin moves the order back', () => {
    const swapping: BorrowState = { ...borrowed, borrow_status: 'Swapping' };
    expect(productSyncForOrder(order('active_rental'), swapping, now)).toMatchObject({
      borrow_status: 'Borrowed',
      current_borrower: 'member-1',
    });
  });

  it('re-borrows a free bag for a reopened order, until its due date', () => {
    const free: BorrowState = {
      borrow_status: 'Available',
      current_borrower: null,
      return_date: null,
    };
    expect(productSyncForOrder(order('delivered'), free, now)).toEqual({
      borrow_status: 'Borrowed',
      current_borrower: 'member-1',
      return_date: due,
      updated_at: now,
    });
  });

  it('never touches a bag another member holds, whatever the status', () => {
    const other: BorrowState = { ...borrowed, current_borrower: 'member-2' };
    for (const status of ORDER_STATUSES) {
      expect(productSyncForOrder(order(status), other, now)).toBeNull();
    }
  });

  it('writes nothing when the product is gone or already in step', () => {
    expect(productSyncForOrder(order('completed'), null, now)).toBeNull();
    const free: BorrowState = {
      borrow_status: 'Available',
      current_borrower: null,
      return_date: null,
    };
    expect(productSyncForOrder(order('completed'), free, now)).toBeNull();
    const swapping: BorrowState = { ...borrowed, borrow_status: 'Swapping' };
    expect(productSyncForOrder(order('return_pending'), swapping, now)).toBeNull();
  });

  it('maps every order status to a borrow status', () => {
    expect(Object.keys(BORROW_STATUS_FOR_ORDER).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('orderDateStamps', () => {
  const stamped = (
    order_status: OrderStatus,
    shipped: Date | null = null,
    delivered: Date | null = null,
  ) => ({
    order_status,
    shipped_date: shipped,
    delivered_date: delivered,
  });

  it('stamps the shipped date on entering in_transit', () => {
    expect(
      orderDateStamps({ order_status: 'pending_shipment' }, stamped('in_transit'), now),
    ).toEqual({
      shipped_date: now,
    });
  });

  it('stamps the delivered date on entering delivered', () => {
    expect(orderDateStamps({ order_status: 'in_transit' }, stamped('delivered', due), now)).toEqual(
      {
        delivered_date: now,
      },
    );
  });

  it('keeps a date the admin gave', () => {
    expect(
      orderDateStamps({ order_status: 'pending_shipment' }, stamped('in_transit', due), now),
    ).toEqual({});
    expect(
      orderDateStamps({ order_status: 'in_transit' }, stamped('delivered', due, due), now),
    ).toEqual({});
  });

  it('stamps nothing when the status did not change, or for other statuses', () => {
    expect(orderDateStamps({ order_status: 'in_transit' }, stamped('in_transit'), now)).toEqual({});
    expect(orderDateStamps({ order_status: 'delivered' }, stamped('active_rental'), now)).toEqual(
      {},
    );
    expect(orderDateStamps(null, stamped('pending_shipment'), now)).toEqual({});
  });
});

describe('shouldFlagOverdue', () => {
  const dueOrder = (order_status: string, overdue = false) => ({
    order_status,
    return_due_date: due,
    overdue,
    bag_name: 'Birkin 30',
  });

  it.each(['pending_shipment', 'in_transit', 'delivered', 'active_rental'])(
    'flags a %s order past its due date',
    (status) => {
      expect(shouldFlagOverdue(dueOrder(status), now)).toBe(true);
    },
  );

  it.each(['return_pending', 'completed', 'cancelled'])('does not flag a %s order', (status) => {
    expect(shouldFlagOverdue(dueOrder(status), now)).toBe(false);
  });

  it('flags each order once, and not before its due date', () => {
    expect(shouldFlagOverdue(dueOrder('delivered', true), now)).toBe(false);
    expect(shouldFlagOverdue(dueOrder('delivered'), new Date('2026-03-30T00:00:00Z'))).toBe(false);
  });

  it('describes the order by short id, bag and due date, with a stable activity id', () => {
    expect(overdueActivityText('ABCDEFGHIJ', dueOrder('delivered'))).toBe(
      'Order ABCDEFGH… is overdue: Birkin 30 was due back on 4/1/2026',
    );
    expect(overdueActivityId('ABCDEFGHIJ')).toBe('overdue-ABCDEFGHIJ');
  });
});

describe('productSyncForOrder and sold bags', () => {
  it('never makes a sold bag Borrowed when an old order is moved back', () => {
    const sold = {
      status: 'Sold' as const,
      borrow_status: 'Available' as const,
      current_borrower: null,
      return_date: null,
    };
    expect(productSyncForOrder(order('pending_shipment'), sold, now)).toBeNull();
    expect(
      productSyncForOrder(order('pending_shipment'), { ...sold, status: 'Active' }, now),
    ).toMatchObject({
      borrow_status: 'Borrowed',
    });
  });
});
