import { describe, expect, it } from 'vitest';
import type { BorrowState } from '../order-eligibility';
import {
  BORROW_STATUS_FOR_ORDER,
  orderDateStamps,
  overdueActivityId,
  overdueActivityText,
  overdueChange,
  overdueReason,
  productSyncForOrder,
  RETURN_ARRIVAL_DAYS,
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
  borrower: 'member-1',
  return_date: due,
};

describe('productSyncForOrder', () => {
  it.each(['completed', 'cancelled'] as const)('makes the bag Available when %s', (status) => {
    expect(productSyncForOrder(order(status), borrowed, now)).toEqual({
      borrow_status: 'Available',
      borrower: null,
      return_date: null,
      updated_at: now,
    });
  });

  it('puts the bag in Swapping when the return starts, keeping borrower and date', () => {
    expect(productSyncForOrder(order('return_pending'), borrowed, now)).toEqual({
      borrow_status: 'Swapping',
      borrower: 'member-1',
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
      borrower: 'member-1',
    });
  });

  it('re-borrows a free bag for a reopened order, until its due date', () => {
    const free: BorrowState = {
      borrow_status: 'Available',
      borrower: null,
      return_date: null,
    };
    expect(productSyncForOrder(order('delivered'), free, now)).toEqual({
      borrow_status: 'Borrowed',
      borrower: 'member-1',
      return_date: due,
      updated_at: now,
    });
  });

  it('never touches a bag another member holds, whatever the status', () => {
    const other: BorrowState = { ...borrowed, borrower: 'member-2' };
    for (const status of ORDER_STATUSES) {
      expect(productSyncForOrder(order(status), other, now)).toBeNull();
    }
  });

  it('writes nothing when the product is gone or already in step', () => {
    expect(productSyncForOrder(order('completed'), null, now)).toBeNull();
    const free: BorrowState = {
      borrow_status: 'Available',
      borrower: null,
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

describe('overdueReason and overdueChange', () => {
  // Ordered long ago: far past the old "return due" date of created + 30 days.
  const dueOrder = (order_status: string, overdue = false, updated_at = due) => ({
    order_status,
    updated_at,
    overdue,
    bag_name: 'Birkin 30',
  });

  it.each(['in_transit', 'delivered', 'active_rental'])(
    'never makes a %s bag overdue while the membership is active, however long it is kept',
    (status) => {
      const years = new Date('2030-01-01T00:00:00Z');
      expect(overdueReason(dueOrder(status), 'active', years)).toBeNull();
      expect(overdueChange(dueOrder(status), 'active', years)).toBeNull();
    },
  );

  it.each(['in_transit', 'delivered', 'active_rental'])(
    'makes a %s bag overdue once the membership is not active',
    (status) => {
      for (const membership of ['past_due', 'paused', 'canceled', null] as const) {
        expect(overdueReason(dueOrder(status, false, now), membership, now)).toBe(
          'membership_not_active',
        );
        expect(overdueChange(dueOrder(status, false, now), membership, now)).toBe('flag');
      }
    },
  );

  it('never makes a bag overdue that has not left, or has come back', () => {
    for (const status of ['pending_shipment', 'completed', 'cancelled']) {
      expect(overdueReason(dueOrder(status), 'canceled', now)).toBeNull();
      expect(overdueChange(dueOrder(status), 'canceled', now)).toBeNull();
    }
  });

  it(`makes a return overdue once it has travelled over ${RETURN_ARRIVAL_DAYS} days, whatever the membership`, () => {
    const started = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const membership of ['active', 'canceled'] as const) {
      const onTime = dueOrder('return_pending', false, started(RETURN_ARRIVAL_DAYS));
      expect(overdueReason(onTime, membership, now)).toBeNull();
      const late = dueOrder('return_pending', false, started(RETURN_ARRIVAL_DAYS + 1));
      expect(overdueReason(late, membership, now)).toBe('return_not_received');
      expect(overdueChange(late, membership, now)).toBe('flag');
    }
  });

  it('flags each order once, and clears a flag that no longer holds while the bag is out', () => {
    expect(overdueChange(dueOrder('delivered', true), 'past_due', now)).toBeNull();
    // The member paid: the membership is active again.
    expect(overdueChange(dueOrder('delivered', true), 'active', now)).toBe('clear');
    // The member has just sent it back.
    expect(overdueChange(dueOrder('return_pending', true, now), 'canceled', now)).toBe('clear');
    // A bag that came back keeps its flag, the record of a late return.
    expect(overdueChange(dueOrder('completed', true), 'active', now)).toBeNull();
  });

  it('says why in the activity line, by short id, bag and dates only', () => {
    const held = dueOrder('delivered');
    expect(overdueActivityText('ABCDEFGHIJ', held, 'membership_not_active', 'past_due')).toBe(
      "Order ABCDEFGH… is overdue: Birkin 30 is still out and the membership's last payment failed",
    );
    expect(overdueActivityText('ABCDEFGHIJ', held, 'membership_not_active', 'paused')).toBe(
      'Order ABCDEFGH… is overdue: Birkin 30 is still out and the membership is paused',
    );
    expect(overdueActivityText('ABCDEFGHIJ', held, 'membership_not_active', 'canceled')).toBe(
      'Order ABCDEFGH… is overdue: Birkin 30 is still out and the membership has ended',
    );
    expect(overdueActivityText('ABCDEFGHIJ', held, 'membership_not_active', null)).toBe(
      'Order ABCDEFGH… is overdue: Birkin 30 is still out and there is no membership',
    );
    expect(
      overdueActivityText(
        'ABCDEFGHIJ',
        dueOrder('return_pending'),
        'return_not_received',
        'active',
      ),
    ).toBe(
      'Order ABCDEFGH… is overdue: the return of Birkin 30 was started on 4/1/2026 and has not reached us',
    );
    expect(overdueActivityId('ABCDEFGHIJ')).toBe('overdue-ABCDEFGHIJ');
  });
});

describe('productSyncForOrder and sold bags', () => {
  it('never makes a sold bag Borrowed when an old order is moved back', () => {
    const sold = {
      status: 'Sold' as const,
      borrow_status: 'Available' as const,
      borrower: null,
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
