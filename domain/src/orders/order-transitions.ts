/**
 * The order lifecycle: which status may follow which, who may make each move, and what
 * each move does to the bag and to the member's bags-at-a-time.
 *
 * ```
 * pending_shipment ─► in_transit ─► delivered ─► active_rental ─► return_pending ─► completed
 *        │                              └──────────────────────────────►┘
 *        └─► cancelled
 * ```
 *
 * Admins make the forward moves. A mistaken move is undone by a **correction**: one step
 * back, confirmed explicitly, and refused when it would leave the bag or the member
 * inconsistent (the bag now with another member or sold, or the member already holding
 * as many bags as the tier allows).
 */
import type { ProductStatus } from '../catalogue';
import { orderDateStamps, productSyncForOrder, type OrderDateStamps } from './order-lifecycle';
import { bagsAtATimeText, type BorrowState, type ProductBorrowPatch } from './order-eligibility';
import { shipBeforeDayMessage, shipDayReached } from './next-bag';
import { ORDER_STATUS_LABELS, isCurrentOrder } from './order-rules';
import type { OrderStatus } from './orders';
import { TIERS, type SubscriptionStatus, type TierId } from '../membership';

/** The statuses an admin may move an order to next, in the order they happen. */
export const NEXT_ORDER_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_shipment: ['in_transit', 'cancelled'],
  in_transit: ['delivered'],
  delivered: ['active_rental', 'return_pending'],
  active_rental: ['return_pending'],
  return_pending: ['completed'],
  completed: [],
  cancelled: [],
};

/** The one status a mistaken move may be corrected back to, if any. */
export const CORRECTION_OF: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  pending_shipment: null,
  in_transit: 'pending_shipment',
  delivered: 'in_transit',
  active_rental: 'delivered',
  return_pending: 'active_rental',
  completed: 'return_pending',
  cancelled: 'pending_shipment',
};

/** What a correction back to each status means, in the words the admin confirms. */
export const CORRECTION_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending_shipment: 'Not shipped yet: the bag is held for the member again.',
  in_transit: 'Not delivered yet: the delivered date is cleared.',
  delivered: 'Back to Delivered.',
  active_rental: 'The return was not started: the bag stays with the member.',
  return_pending: 'The bag has not been received: it is on its way back again.',
  completed: '',
  cancelled: '',
};

/** Whether `to` is an allowed forward move from `from`. */
export function isNextOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_ORDER_STATUSES[from].includes(to);
}

/** The refusal shown when a move is not in the lifecycle. */
export function transitionNotAllowedMessage(from: OrderStatus, to: OrderStatus): string {
  return `An order cannot go from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}.`;
}

/** Refusal: a correction would hold a bag that another member now has, or that was sold. */
export const CORRECTION_BAG_TAKEN =
  'This bag is no longer free (another member has it, or it was sold or put in maintenance), so the order cannot be reopened.';

/** Refusal: a correction would give the member more current bags than the tier allows. */
export function correctionLimitMessage(tier: TierId): string {
  return `The member already holds ${bagsAtATimeText(tier)}, the most their ${TIERS[tier].name} membership allows, so this order cannot become current again.`;
}

/**
 * Refusal: shipping would put more bags in the member's hands than the tier allows, while
 * a bag they sent back has not been received yet.
 */
export function awaitingReturnMessage(tier: TierId): string {
  return `The member's ${TIERS[tier].name} membership allows ${bagsAtATimeText(tier)} at a time and a bag they sent back has not been received yet. Mark the return received before shipping this one.`;
}

/** How the Swaps screen marks an order whose member's membership is not active. */
export const MEMBERSHIP_NOT_ACTIVE_SHIP_LABEL = 'Membership not active — do not ship';

/** Why a membership does not cover shipping, said to the admin. */
const MEMBERSHIP_GAP: Readonly<Record<Exclude<SubscriptionStatus, 'active'> | 'none', string>> = {
  past_due: "the member's last payment failed",
  paused: "the member's membership is paused",
  canceled: "the member's membership has ended",
  none: 'the member has no membership',
};

/**
 * What a membership that is not active is, in a few words (`null` for an active one):
 * the reason beside {@link MEMBERSHIP_NOT_ACTIVE_SHIP_LABEL}.
 */
export function membershipGap(status: SubscriptionStatus | null): string | null {
  if (status === 'active') return null;
  return MEMBERSHIP_GAP[status ?? 'none'];
}

/**
 * The `held_back` flag an order should carry (domain `orderDocSchema`): `true` while it
 * waits to ship and its member's membership is not active (the server refuses to ship
 * it), `false` otherwise. The flag is for counting only (Tasks, the Swaps badge); the
 * server checks the membership itself when an order ships.
 */
export function shouldHoldBack(
  order: { order_status: OrderStatus },
  membership: SubscriptionStatus | null,
): boolean {
  return order.order_status === 'pending_shipment' && membershipGap(membership) !== null;
}

/**
 * The change of an order's `held_back` flag for its member's membership now: the new
 * value, or `null` when it already holds it (a missing flag reads as `false`).
 */
export function heldBackChange(
  order: { order_status: OrderStatus; held_back?: boolean | null },
  membership: SubscriptionStatus | null,
): boolean | null {
  const held = shouldHoldBack(order, membership);
  return held === (order.held_back ?? false) ? null : held;
}

/**
 * Refusal: shipping a bag to a member whose membership is not active (a failed payment, a
 * pause, an end, or none): they may not receive a bag until it is active again.
 */
export function shipMembershipNotActiveMessage(
  status: Exclude<SubscriptionStatus, 'active'> | null,
): string {
  return `${MEMBERSHIP_NOT_ACTIVE_SHIP_LABEL}: ${membershipGap(status)}. Ship it once the membership is active again, or cancel the order.`;
}

/** Statuses in which a bag is with the member, or travelling between us and them. */
const OUT_STATUSES: readonly OrderStatus[] = [
  'in_transit',
  'delivered',
  'active_rental',
  'return_pending',
];

/** Refusal: the order changed since the admin opened it. */
export const ORDER_CHANGED =
  'This order was changed by someone else while you were editing it. Close the dialog and open it again.';

/** The bag fields a status change reads. */
export interface TransitionProduct extends BorrowState {
  status: ProductStatus;
}

/** The order fields a status change reads. */
export interface TransitionOrder {
  user_id: string;
  order_status: OrderStatus;
  return_due_date: Date;
  shipped_date: Date | null;
  delivered_date: Date | null;
  /** A reservation's ship day (`next-bag.ts`): it is not shipped before. */
  ship_on?: Date | null;
}

/** What an admin status change reads before deciding. */
export interface OrderStatusChangeFacts {
  order: TransitionOrder;
  /** The status the admin saw when they chose the move (stale dialogs are refused). */
  expectedStatus: OrderStatus;
  to: OrderStatus;
  /** True when the admin confirmed a correction (a step back). */
  correction: boolean;
  product: TransitionProduct | null;
  /** The member's tier now (their subscription), or the order's when they have none. */
  memberTier: TierId;
  /** The member's membership status now, `null` when they have none. */
  membership: SubscriptionStatus | null;
  /** Statuses of the member's other orders. */
  otherOrderStatuses: readonly string[];
  now: Date;
}

/** The order fields a status change writes. */
export interface OrderStatusPatch extends OrderDateStamps {
  order_status: OrderStatus;
  updated_at: Date;
}

/** An allowed status change: what to write on the order and on its bag. */
export interface OrderStatusChangePlan {
  ok: true;
  orderPatch: OrderStatusPatch;
  /** `null` when the bag is already in step (or is not this order's to change). */
  productPatch: ProductBorrowPatch | null;
  activity: string;
}

/** A refused status change with the message to show the admin. */
export interface OrderStatusChangeRefusal {
  ok: false;
  reason:
    | 'changed'
    | 'not_allowed'
    | 'bag_taken'
    | 'bag_limit'
    | 'awaiting_return'
    | 'membership_not_active'
    | 'before_ship_day';
  message: string;
}

/** Statuses in which the order's member holds the bag (on its way, with them, or coming back). */
function holdsBag(status: OrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/**
 * Decides an admin's status change. A forward move must be in
 * {@link NEXT_ORDER_STATUSES}; a correction must be {@link CORRECTION_OF} the current
 * status and must not hold a bag that is no longer free, nor make the order current
 * when the member already holds as many bags as their tier allows. The bag follows the
 * new status ({@link productSyncForOrder}); shipped and delivered dates are stamped on
 * the way forward and cleared when a correction goes back before them.
 */
export function decideOrderStatusChange(
  facts: OrderStatusChangeFacts,
): OrderStatusChangePlan | OrderStatusChangeRefusal {
  const { order, to, now, product } = facts;
  const from = order.order_status;
  if (from !== facts.expectedStatus)
    return { ok: false, reason: 'changed', message: ORDER_CHANGED };
  const allowed = facts.correction ? CORRECTION_OF[from] === to : isNextOrderStatus(from, to);
  if (!allowed) {
    return { ok: false, reason: 'not_allowed', message: transitionNotAllowedMessage(from, to) };
  }

  if (facts.correction && !holdsBag(from) && holdsBag(to)) {
    const free =
      product !== null &&
      product.status !== 'Sold' &&
      product.borrow_status === 'Available' &&
      product.borrower === null;
    if (!free) return { ok: false, reason: 'bag_taken', message: CORRECTION_BAG_TAKEN };
  }
  if (facts.correction && !isCurrentOrder(from) && isCurrentOrder(to)) {
    const held = facts.otherOrderStatuses.filter((status) => isCurrentOrder(status)).length;
    if (held >= TIERS[facts.memberTier].bagsAtATime) {
      return { ok: false, reason: 'bag_limit', message: correctionLimitMessage(facts.memberTier) };
    }
  }

  // The next bag ships once the last one is back, or at once when the tier allows more;
  // only to a member whose membership is active; and a reservation not before its day.
  if (!facts.correction && from === 'pending_shipment' && to === 'in_transit') {
    if (facts.membership !== 'active') {
      return {
        ok: false,
        reason: 'membership_not_active',
        message: shipMembershipNotActiveMessage(facts.membership),
      };
    }
    if (order.ship_on && !shipDayReached(order.ship_on, now)) {
      return { ok: false, reason: 'before_ship_day', message: shipBeforeDayMessage(order.ship_on) };
    }
    const out = facts.otherOrderStatuses.filter((status) =>
      (OUT_STATUSES as readonly string[]).includes(status),
    ).length;
    const returning = facts.otherOrderStatuses.includes('return_pending');
    if (returning && out >= TIERS[facts.memberTier].bagsAtATime) {
      return {
        ok: false,
        reason: 'awaiting_return',
        message: awaitingReturnMessage(facts.memberTier),
      };
    }
  }

  const after = { ...order, order_status: to };
  const orderPatch: OrderStatusPatch = {
    order_status: to,
    updated_at: now,
    ...orderDateStamps({ order_status: from }, after, now),
  };
  if (facts.correction) {
    if (to === 'pending_shipment') orderPatch.shipped_date = null;
    if (to === 'pending_shipment' || to === 'in_transit') orderPatch.delivered_date = null;
  }
  const synced = productSyncForOrder(after, product, now);
  const label = ORDER_STATUS_LABELS[to];
  return {
    ok: true,
    orderPatch,
    productPatch: synced,
    activity: facts.correction ? `corrected back to ${label}` : `moved to ${label}`,
  };
}

/** Refusal: a condition grade sent with any move but the receipt of a return. */
export const GRADE_ONLY_ON_RECEIPT =
  'A condition grade is recorded when a returned bag is received (Return Pending → Completed).';

/** Whether a condition grade may be recorded with this move: only a return being received. */
export function isReturnReceipt(from: OrderStatus, to: OrderStatus, correction: boolean): boolean {
  return !correction && from === 'return_pending' && to === 'completed';
}
