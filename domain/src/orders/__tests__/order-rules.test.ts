import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  canMemberCancel,
  currentOrder,
  currentOrderCount,
  isCurrentOrder,
  isUnfulfilled,
  shortOrderId,
} from '../order-rules';
import { ORDER_STATUSES } from '../orders';

const order = (id: string, order_status: string, created: string) => ({
  id,
  order_status,
  created_at: new Date(created),
});

describe('status labels and colours', () => {
  it('labels statuses for people', () => {
    expect(ORDER_STATUS_LABELS.pending_shipment).toBe('Pending Shipment');
    expect(ORDER_STATUS_LABELS.active_rental).toBe('Active Rental');
  });

  it('colours statuses as the admin spec lists them', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_COLORS[status])).toEqual([
      'yellow',
      'blue',
      'green',
      'gold',
      'orange',
      'grey',
      'red',
    ]);
  });
});

describe('current and unfulfilled orders', () => {
  it('counts an order as current from creation until the rental is active', () => {
    expect(ORDER_STATUSES.filter(isCurrentOrder)).toEqual([
      'pending_shipment',
      'in_transit',
      'delivered',
      'active_rental',
    ]);
  });

  it('counts an order as unfulfilled until it is delivered', () => {
    expect(ORDER_STATUSES.filter(isUnfulfilled)).toEqual(['pending_shipment', 'in_transit']);
  });

  it('rejects unknown statuses', () => {
    expect(isCurrentOrder('shipped')).toBe(false);
    expect(isUnfulfilled('')).toBe(false);
  });

  it('picks the most recent order in a current status', () => {
    const orders = [
      order('old', 'active_rental', '2025-01-01'),
      order('newest-but-done', 'completed', '2025-03-01'),
      order('recent', 'in_transit', '2025-02-01'),
      order('cancelled', 'cancelled', '2025-02-15'),
    ];
    expect(currentOrder(orders)?.id).toBe('recent');
    expect(currentOrderCount(orders)).toBe(2);
  });

  it('has no current order when every order is finished', () => {
    const orders = [order('a', 'completed', '2025-01-01'), order('b', 'cancelled', '2025-02-01')];
    expect(currentOrder(orders)).toBeNull();
    expect(currentOrderCount(orders)).toBe(0);
    expect(currentOrder([])).toBeNull();
  });
});

describe('canMemberCancel', () => {
  it('lets a member cancel only before the bag ships', () => {
    expect(ORDER_STATUSES.filter(canMemberCancel)).toEqual(['pending_shipment']);
  });
});

describe('shortOrderId', () => {
  it('shows the first 8 characters and an ellipsis', () => {
    expect(shortOrderId('a1b2c3d4e5f6g7h8')).toBe('a1b2c3d4…');
  });

  it('shows short ids whole', () => {
    expect(shortOrderId('a1b2c3d4')).toBe('a1b2c3d4');
  });
});
