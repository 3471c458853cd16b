/**
 * What happens around an order after it is created: the product kept in step with the
 * order's status, shipping and delivery dates stamped, and overdue returns flagged. The
 * order trigger and the daily return-due job apply these; they are pure so every
 * transition is tested.
 */
import type { BorrowStatus, ProductStatus } from '../catalogue';
import { releaseBag, type BorrowState, type ProductBorrowPatch } from './order-eligibility';
import { shortOrderId } from './order-rules';
import type { OrderStatus } from './orders';
import { MS_PER_DAY } from '../core';
import type { SubscriptionStatus } from '../membership';

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
    product.borrower === null && product.borrow_status === 'Available' && product.status !== 'Sold';
  if (product.borrower !== order.user_id && !free) return null;
  const patch: ProductBorrowPatch = {
    borrow_status: target,
    borrower: order.user_id,
    return_date: product.return_date ?? order.return_due_date,
    updated_at: now,
  };
  if (
    product.borrow_status === patch.borrow_status &&
    product.borrower === patch.borrower &&
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

/**
 * Statuses of an order whose bag has left us and not come back: on its way to the
 * member, with them, or on its way back. Only these can be overdue (a bag pending
 * shipment has not left).
 */
export const AWAY_ORDER_STATUSES = [
  'in_transit',
  'delivered',
  'active_rental',
  'return_pending',
] as const satisfies readonly OrderStatus[];

/** Whether an order's bag has left us and not come back (see {@link AWAY_ORDER_STATUSES}). */
export function isAwayOrder(status: string): boolean {
  return (AWAY_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Days a started return may take to reach us before it is overdue. */
export const RETURN_ARRIVAL_DAYS = 14;

/** The order fields the return-due job reads. */
export interface DueOrder {
  order_status: string;
  /** The order's last change: for a return pending, when the return was started. */
  updated_at: Date;
  overdue: boolean;
  bag_name: string;
}

/** The member's membership as the return-due job sees it: its status, `null` when none. */
export type DueMembership = SubscriptionStatus | null;

/** Why a bag is overdue back to us. */
export type OverdueReason = 'membership_not_active' | 'return_not_received';

/**
 * Whether, and why, an order's bag is overdue back to us; `null` when it is not.
 *
 * A member keeps a bag as long as they like while the membership is active (DESIGN.md),
 * and cannot cancel, pause or downgrade while a bag is out (`membership.ts`). So a bag
 * is late only when:
 *
 * - it is out (in transit, delivered, active rental) and the membership no longer grants
 *   a tier: a failed payment (`past_due`), or a pause or an end that began while it was
 *   out (asked for with no bag out, then a bag chosen before the period ended), or no
 *   membership at all (`membership_not_active`);
 * - or its return was started more than {@link RETURN_ARRIVAL_DAYS} days ago and it has
 *   not reached us, whatever the membership: a returning bag no longer counts against the
 *   member's bags at a time, so they may hold the next one meanwhile
 *   (`return_not_received`).
 *
 * The return due date ordered with the bag (created + 30 days) plays no part.
 */
export function overdueReason(
  order: Pick<DueOrder, 'order_status' | 'updated_at'>,
  membership: DueMembership,
  now: Date,
): OverdueReason | null {
  if (order.order_status === 'return_pending') {
    const travelling = now.getTime() - order.updated_at.getTime();
    return travelling > RETURN_ARRIVAL_DAYS * MS_PER_DAY ? 'return_not_received' : null;
  }
  if (!isAwayOrder(order.order_status) || membership === 'active') return null;
  return 'membership_not_active';
}

/**
 * What the return-due job does to an order: `flag` one overdue and not yet flagged,
 * `clear` a flag that no longer holds while the bag is still out (the membership is
 * active again, or the member has just sent it back), or `null`. A bag that came back
 * keeps its flag, as the record of a late return.
 */
export function overdueChange(
  order: DueOrder,
  membership: DueMembership,
  now: Date,
): 'flag' | 'clear' | null {
  const late = overdueReason(order, membership, now) !== null;
  if (late) return order.overdue ? null : 'flag';
  return order.overdue && isAwayOrder(order.order_status) ? 'clear' : null;
}

/** `M/D/YYYY` in UTC, the US short date the admin screens use. */
function usShortDate(date: Date): string {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** How the activity line says why a membership does not cover a bag that is out. */
const MEMBERSHIP_NOT_ACTIVE: Readonly<
  Record<Exclude<SubscriptionStatus, 'active'> | 'none', string>
> = {
  past_due: "the membership's last payment failed",
  paused: 'the membership is paused',
  canceled: 'the membership has ended',
  none: 'there is no membership',
};

/**
 * The activity text of a flagged order, saying why it is overdue (ids, the bag's name and
 * dates only, no personal data).
 */
export function overdueActivityText(
  orderId: string,
  order: DueOrder,
  reason: OverdueReason,
  membership: DueMembership,
): string {
  const head = `Order ${shortOrderId(orderId)} is overdue:`;
  if (reason === 'return_not_received') {
    return `${head} the return of ${order.bag_name} was started on ${usShortDate(order.updated_at)} and has not reached us`;
  }
  const why =
    MEMBERSHIP_NOT_ACTIVE[membership === null || membership === 'active' ? 'none' : membership];
  return `${head} ${order.bag_name} is still out and ${why}`;
}

/** Activity document id for an order's overdue entry, so it is written once. */
export function overdueActivityId(orderId: string): string {
  return `overdue-${orderId}`;
}
