/**
 * The swap rhythm when a member chooses the next bag. A member may send a bag back
 * whenever they like, but the slot it held stays taken until its swap clock unlocks
 * (Reserve every 30 days, Elite 21, Crown 14, counted from the delivery): returning
 * early does not make the next bag come sooner.
 */
import { isCurrentOrder } from './order-rules';
import { swapDate } from '../core';
import { addDays } from './swap-clock';
import { TIERS, type TierId } from '../membership';

/** The order fields that decide whether it takes one of the member's slots. */
export interface SlotOrder {
  order_status: string;
  /** `purchased` when the member bought the bag (the order ended without a return). */
  outcome?: string | null;
  delivered_date?: Date | null;
  shipped_date?: Date | null;
  /** The bag's name, to tell the member which bag takes the slot (`bagLimitMessage`). */
  bag_name?: string | null;
  /** The order's id: a reservation names the returned order whose slot it takes. */
  id?: string;
  /** A reservation's ship day (see `next-bag.ts`); absent for an order that ships at once. */
  ship_on?: Date | null;
  /** A reservation: the returned order whose locked slot it takes (`swapSlots`). */
  follows_order_id?: string | null;
}

/**
 * The ids of the returned orders whose slot a current reservation takes: while the
 * reservation is current, that returned bag's lock is the reservation's, not one more.
 */
export function followedOrderIds(orders: readonly SlotOrder[]): Set<string> {
  return new Set(
    orders
      .filter((order) => isCurrentOrder(order.order_status))
      .map((order) => order.follows_order_id)
      .filter((id): id is string => typeof id === 'string' && id !== ''),
  );
}

/** Whether the order ended (or is ending) by sending the bag back: not bought, not cancelled. */
export function endedByReturn(order: SlotOrder): boolean {
  if (order.order_status === 'return_pending') return true;
  return order.order_status === 'completed' && order.outcome !== 'purchased';
}

/**
 * When the slot of a returned order frees: its swap clock's unlock, the delivery plus
 * the tier's swap period (as `swapClock(...).unlocksAt`). A return recorded without a
 * delivery date (an admin skipped it) counts from the shipment, the latest date known
 * before the delivery, so the member is never held longer than the rhythm allows; one
 * with neither never holds a slot (`null`).
 */
export function returnedSlotUnlocksAt(order: SlotOrder, tier: TierId): Date | null {
  const start = order.delivered_date ?? order.shipped_date ?? null;
  if (start === null || Number.isNaN(start.getTime())) return null;
  return addDays(start, TIERS[tier].swapEveryDays);
}

/** How the member's slots stand at one moment. */
export interface SwapSlots {
  /** Bags the tier holds at a time. */
  limit: number;
  /** Current orders: bags on their way to, or with, the member. */
  current: number;
  /** Unlock dates of the returned bags whose clock has not unlocked, earliest first. */
  lockedUntil: Date[];
  /** Whether a new order fits now. */
  canOrder: boolean;
  /**
   * Why not: `bag_limit` when the current bags alone fill the tier, `swap_clock` when a
   * returned bag's clock still holds a slot; `null` when a new order fits.
   */
  blockedBy: 'bag_limit' | 'swap_clock' | null;
  /** With `swap_clock`: when enough slots unlock for one more bag; else `null`. */
  nextUnlock: Date | null;
}

/**
 * The member's slots at `now` for `tier`: the current orders plus the orders that ended
 * by a return whose swap clock unlocks after `now` (at the unlock instant itself the slot
 * is free, as the dashboard's "Ready to swap"). A purchase frees its slot at once; a
 * cancelled order never held one. A current reservation (`follows_order_id`) takes the
 * slot of the returned order it follows: that order's lock no longer counts, so the
 * reservation holds the slot the returning bag frees, never one more. The order sent to
 * `orders` is all the member's orders
 * (the tier is the member's current one, which sets the period for old orders too).
 */
export function swapSlots(orders: readonly SlotOrder[], tier: TierId, now: Date): SwapSlots {
  const limit = TIERS[tier].bagsAtATime;
  const current = orders.filter((order) => isCurrentOrder(order.order_status)).length;
  const followed = followedOrderIds(orders);
  const lockedUntil = orders
    .filter((order) => endedByReturn(order) && !(order.id !== undefined && followed.has(order.id)))
    .map((order) => returnedSlotUnlocksAt(order, tier))
    .filter((at): at is Date => at !== null && at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  if (current >= limit) {
    return {
      limit,
      current,
      lockedUntil,
      canOrder: false,
      blockedBy: 'bag_limit',
      nextUnlock: null,
    };
  }
  const free = limit - current;
  if (lockedUntil.length < free) {
    return { limit, current, lockedUntil, canOrder: true, blockedBy: null, nextUnlock: null };
  }
  // One more bag fits once all but (free - 1) of the locked slots have unlocked.
  const nextUnlock = lockedUntil[lockedUntil.length - free] ?? null;
  return { limit, current, lockedUntil, canOrder: false, blockedBy: 'swap_clock', nextUnlock };
}

/**
 * Refusal: a returned bag's swap clock still holds the slot. "Your next swap unlocks
 * December 7, 2026. You can choose your next bag then."
 */
export function swapLockedMessage(unlocksAt: Date, timeZone?: string | null): string {
  return `Your next swap unlocks ${swapDate(unlocksAt, timeZone)}. You can choose your next bag then.`;
}
