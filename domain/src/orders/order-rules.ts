/** Rules over orders: labels, colours, which orders are current. */
import type { OrderStatus } from './orders';

/** Human label of each order status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_shipment: 'Pending Shipment',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  active_rental: 'Active Rental',
  return_pending: 'Return Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Badge colour names used for order statuses. */
export type OrderStatusColor = 'yellow' | 'blue' | 'green' | 'gold' | 'orange' | 'grey' | 'red';

/** Badge colour of each order status. */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, OrderStatusColor>> = {
  pending_shipment: 'yellow',
  in_transit: 'blue',
  delivered: 'green',
  active_rental: 'gold',
  return_pending: 'orange',
  completed: 'grey',
  cancelled: 'red',
};

/** Statuses of an order whose bag is on its way to, or with, the member. */
export const CURRENT_ORDER_STATUSES = [
  'pending_shipment',
  'in_transit',
  'delivered',
  'active_rental',
] as const satisfies readonly OrderStatus[];
/** A status in which an order is current. */
export type CurrentOrderStatus = (typeof CURRENT_ORDER_STATUSES)[number];

/** Statuses of an order not yet delivered (the admin's "Unfulfilled" filter). */
export const UNFULFILLED_ORDER_STATUSES = [
  'pending_shipment',
  'in_transit',
] as const satisfies readonly OrderStatus[];
/** A status in which an order is unfulfilled. */
export type UnfulfilledOrderStatus = (typeof UNFULFILLED_ORDER_STATUSES)[number];

/** Whether an order in this status is the member's current order. */
export function isCurrentOrder(status: string): status is CurrentOrderStatus {
  return (CURRENT_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Whether an order in this status has not yet been delivered. */
export function isUnfulfilled(status: string): status is UnfulfilledOrderStatus {
  return (UNFULFILLED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** The fields of an order needed to pick the current one. */
export interface OrderLike {
  order_status: string;
  created_at: Date;
}

/**
 * The member's current order: the most recently created order in a current status, or
 * `null` when there is none.
 */
export function currentOrder<T extends OrderLike>(orders: readonly T[]): T | null {
  return currentOrders(orders)[0] ?? null;
}

/** Every current order (a Crown member may hold two bags), most recently created first. */
export function currentOrders<T extends OrderLike>(orders: readonly T[]): T[] {
  return orders
    .filter((order) => isCurrentOrder(order.order_status))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}

/** How many of the orders are current. */
export function currentOrderCount(orders: readonly { order_status: string }[]): number {
  return orders.filter((order) => isCurrentOrder(order.order_status)).length;
}

/** Whether a member may still cancel an order: only before it ships. */
export function canMemberCancel(status: string): boolean {
  return status === 'pending_shipment';
}

/**
 * Order id as the admin table shows it: the first 8 characters and an ellipsis. Ids of 8
 * characters or fewer are shown whole, since nothing was cut.
 */
export function shortOrderId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}
