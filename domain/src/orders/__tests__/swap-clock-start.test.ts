import { describe, expect, it } from 'vitest';
import { currentOrders, swapClockStart } from '../../index';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

describe('swapClockStart', () => {
  it('gives a bag on its way no clock: pending shipment or in transit', () => {
    for (const order_status of ['pending_shipment', 'in_transit']) {
      expect(swapClockStart({ order_status, delivered_date: null, updated_at: day(3) })).toBeNull();
    }
  });

  it('starts the clock on the delivery day', () => {
    for (const order_status of ['delivered', 'active_rental']) {
      expect(swapClockStart({ order_status, delivered_date: day(5), updated_at: day(9) })).toEqual(
        day(5),
      );
    }
  });

  it('counts a delivered order without a delivery date from its last change', () => {
    expect(
      swapClockStart({ order_status: 'delivered', delivered_date: null, updated_at: day(7) }),
    ).toEqual(day(7));
  });

  it('has no clock for an order that is no longer current', () => {
    for (const order_status of ['return_pending', 'completed', 'cancelled']) {
      expect(
        swapClockStart({ order_status, delivered_date: day(5), updated_at: day(9) }),
      ).toBeNull();
    }
  });
});

describe('currentOrders', () => {
  it('lists every current order, newest first, and nothing else', () => {
    const orders = [
      { id: 'a', order_status: 'active_rental', created_at: day(1) },
      { id: 'b', order_status: 'completed', created_at: day(2) },
      { id: 'c', order_status: 'pending_shipment', created_at: day(3) },
      { id: 'd', order_status: 'cancelled', created_at: day(4) },
    ];
    expect(currentOrders(orders).map((o) => o.id)).toEqual(['c', 'a']);
  });
});
