import type { Order } from '@unlimited/domain';

/** One dated step of an order as the history shows it. */
export interface OrderDateRow {
  label: string;
  date: Date;
}

/** Statuses in which the bag has yet to come back, so its return due date matters. */
const AWAITING_RETURN: ReadonlySet<Order['order_status']> = new Set([
  'pending_shipment',
  'in_transit',
  'delivered',
  'active_rental',
  'return_pending',
]);

/**
 * The dates of an order, in the order they happen: ordered, shipped and delivered when
 * known, the return due date while the bag has yet to come back. Orders record no date of
 * the bag's return (a completed bag may also have been bought), so a closed order shows
 * when it was last updated, called just that.
 */
export function orderDateRows(order: Order): OrderDateRow[] {
  const rows: OrderDateRow[] = [{ label: 'Ordered', date: order.order_date }];
  if (order.shipped_date) rows.push({ label: 'Shipped', date: order.shipped_date });
  if (order.delivered_date) rows.push({ label: 'Delivered', date: order.delivered_date });
  if (AWAITING_RETURN.has(order.order_status)) {
    rows.push({ label: 'Return due', date: order.return_due_date });
  } else {
    rows.push({ label: 'Last updated', date: order.updated_at });
  }
  return rows;
}

/** Whether the bag is late coming back (flagged by the daily return-due job). */
export function isReturnOverdue(order: Order): boolean {
  return order.overdue && AWAITING_RETURN.has(order.order_status);
}
