/**
 * What happens around an order after it is created: the product kept in step with the
 * order's status, shipping and delivery dates stamped, and overdue returns flagged. The
 * order trigger and the daily return-due job apply these; they are pure so every
 * transition is tested.
 */
import type { BorrowStatus, ProductStatus } from './catalog';
import { releaseBag, type BorrowState, type ProductBorrowPatch } from './order-eligibility';
import { isReturnOverdue, shortOrderId } from './order-rules';
import type { OrderStatus } from './orders';

/** The borrow status each order status puts its bag in. */
export const BORROW_STATUS_FOR_ORDER: Readonly<Record<OrderStatus, BorrowStatus>> = {
  pending_shipment: 'Borrowed',
  in_transit: 'Borrowed',
  delivered: 'Borrowed',
  active_rental: 'Borrowed',
  return_pending: 'Swapping',
  completed: 'Available',
  cancelled: 'Available',
};

/** The order fields the product sync reads. */
export interface SyncedOrder {
  user_id: string;
  order_status: OrderStatus;
  return_due_date: Date;
}

/**
 * The product patch that puts a bag in step with its order's new status, or `null` when
 * nothing should change:
 *
 * - `completed` or `cancelled` → Available, borrower and return date cleared (see
 *   `releaseBag`: only when this member holds the bag).
 * - `return_pending` → Swapping, borrower kept.
 * - any other status → Borrowed by the member until the return due date (an admin
 *   moving an order back).
 *
 * A bag held by another member, or a sold bag, is never taken, so editing an old order
 * cannot take a bag from its current borrower or its buyer; a product already in step
 * gives `null`.
 */
export function productSyncForOrder(
  order: SyncedOrder,
  product: (BorrowState & { status?: ProductStatus }) | null,
  now: Date,
): ProductBorrowPatch | null {
  if (product === null) return null;
  const target = BORROW_STATUS_FOR_ORDER[order.order_status];
  if (target === 'Available') return releaseBag(product, order.user_id, now);

  const free =
    product.current_borrower === null &&
    product.borrow_status === 'Available' &&
    product.status !== 'Sold';
  if (product.current_borrower !== order.user_id && !free) return null;
  const patch: ProductBorrowPatch = {
    borrow_status: target,
    current_borrower: order.user_id,
    return_date: product.return_date ?? order.return_due_date,
    updated_at: now,
  };
  if (
    product.borrow_status === patch.borrow_status &&
    product.current_borrower === patch.current_borrower &&
    product.return_date !== null
  ) {
    return null;
  }
  return patch;
}

/** The order fields the date stamps read. */
export interface StampedOrder {
  order_status: OrderStatus;
  shipped_date: Date | null;
  delivered_date: Date | null;
}

/** Dates to stamp on an order; empty when there is nothing to stamp. */
export type OrderDateStamps = Partial<Pick<StampedOrder, 'shipped_date' | 'delivered_date'>>;

/**
 * The dates to stamp when an order's status changes: `shipped_date` on entering
 * `in_transit`, `delivered_date` on entering `delivered`, each only when the admin did
 * not give one. `before` is `null` for a new order.
 */
export function orderDateStamps(
  before: Pick<StampedOrder, 'order_status'> | null,
  after: StampedOrder,
  now: Date,
): OrderDateStamps {
  if (before !== null && before.order_status === after.order_status) return {};
  if (after.order_status === 'in_transit' && after.shipped_date === null) {
    return { shipped_date: now };
  }
  if (after.order_status === 'delivered' && after.delivered_date === null) {
    return { delivered_date: now };
  }
  return {};
}

/** The order fields the return-due job reads. */
export interface DueOrder {
  order_status: string;
  return_due_date: Date;
  overdue: boolean;
  bag_name: string;
}

/**
 * Whether the return-due job should flag this order now: its bag is still out (a
 * current status) past its return due date, and it has not been flagged before.
 */
export function shouldFlagOverdue(order: DueOrder, now: Date): boolean {
  return !order.overdue && isReturnOverdue(order, now);
}

/** `M/D/YYYY` in UTC, the US short date the admin screens use. */
function usShortDate(date: Date): string {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** The activity text of a flagged order (ids and bag name only, no personal data). */
export function overdueActivityText(orderId: string, order: DueOrder): string {
  return `Order ${shortOrderId(orderId)} is overdue: ${order.bag_name} was due back on ${usShortDate(order.return_due_date)}`;
}

/** Activity document id for an order's overdue entry, so it is written once. */
export function overdueActivityId(orderId: string): string {
  return `overdue-${orderId}`;
}
