/**
 * Choosing the next bag while one is on its way back (a reservation).
 *
 * A bag sent back before its swap clock unlocks keeps its slot until then (`swapSlots`).
 * Rather than leave the member bagless until that day, they may reserve their next bag
 * now: it is an ordinary order (`pending_shipment`, the bag Borrowed by them, so nobody
 * else can take it) that also records
 *
 * - `follows_order_id`: the returned order whose slot it takes. While the reservation is
 *   current, that returned bag's lock is the reservation's, so it takes the slot the
 *   returning bag frees and never one more (`swapSlots`);
 * - `ship_on`: the returned bag's unlock. The order is not shipped before that day (in
 *   the business time zone, as the warehouse works): `decideOrderStatusChange` refuses,
 *   and the back-office lists it apart with its ship day.
 *
 * The member cancels it like any order not yet shipped. If the bag sent back has not
 * reached us by the ship day, the reservation waits for it and ships once it is received
 * (a bag is shipped only when the member's bags out stay within the tier: the existing
 * `awaiting_return` rule).
 */
import { businessDayKey, BUSINESS_TIME_ZONE, swapDate } from '../core';
import { productName } from '../catalogue';
import {
  endedByReturn,
  followedOrderIds,
  returnedSlotUnlocksAt,
  swapSlots,
  type SlotOrder,
} from './swap-slots';
import type { TierId } from '../membership';

/** Where a reservation goes: the day it ships and the returned order whose slot it takes. */
export interface ReservationSlot {
  /** The unlock of the returned bag's swap clock. */
  shipOn: Date;
  followsOrderId: string;
}

/**
 * The reservation the member may make at `now`, or `null`: only when a returned bag's
 * swap clock is all that keeps them from choosing (`swapSlots` blocked by `swap_clock`).
 * It takes the slot whose unlock makes room for one more bag (`nextUnlock`), held by a
 * returned order that no other reservation follows, and ships on that unlock.
 */
export function reservationSlot(
  orders: readonly SlotOrder[],
  tier: TierId,
  now: Date,
): ReservationSlot | null {
  const slots = swapSlots(orders, tier, now);
  const unlock = slots.nextUnlock;
  if (slots.blockedBy !== 'swap_clock' || unlock === null) return null;
  const followed = followedOrderIds(orders);
  for (const order of orders) {
    if (order.id === undefined || followed.has(order.id) || !endedByReturn(order)) continue;
    const at = returnedSlotUnlocksAt(order, tier);
    if (at !== null && at.getTime() === unlock.getTime()) {
      return { shipOn: unlock, followsOrderId: order.id };
    }
  }
  return null;
}

/** The order fields that make it a reservation. */
export interface ReservationLike {
  order_status: string;
  ship_on?: Date | null;
}

/** Whether the order is a reservation not shipped yet (cancellable by the member). */
export function isReservation<T extends ReservationLike>(order: T): order is T & { ship_on: Date } {
  return order.order_status === 'pending_shipment' && order.ship_on instanceof Date;
}

/** "December 7, 2026": a reservation's ship day, in the business time zone. */
export function shipDay(shipOn: Date): string {
  return swapDate(shipOn, BUSINESS_TIME_ZONE);
}

/**
 * Whether the ship day of an order reserved to ship at `shipOn` has come at `now` (on
 * the business calendar: the whole day, not only from the unlock's hour).
 */
export function shipDayReached(shipOn: Date, now: Date): boolean {
  return businessDayKey(now) >= businessDayKey(shipOn);
}

/** The bag page's choose button for a member who may reserve. */
export function reserveButtonLabel(shipOn: Date): string {
  return `Reserve to ship on ${shipDay(shipOn)}`;
}

/** What a reservation means for the member, said before and after they make it. */
export const RESERVATION_TERMS =
  'You can cancel it until it ships. If the bag you sent back has not reached us by then, your next bag ships as soon as it does.';

/**
 * The bag page's note beside the reserve button: "Your next swap unlocks December 7,
 * 2026. Reserve this bag now and it ships that day. You can cancel it until it ships.
 * …"
 */
export function reserveNote(shipOn: Date): string {
  return `Your next swap unlocks ${shipDay(shipOn)}. Reserve this bag now and it ships that day. ${RESERVATION_TERMS}`;
}

/** The order fields the dashboard names a reservation by. */
export interface ReservedOrder extends ReservationLike {
  bag_brand: string;
  bag_name: string;
  ship_on: Date;
}

/**
 * The dashboard's line about a reservation at `now`. `waitingFor` names the bag sent
 * back when it has not reached us yet (`null` once received):
 *
 * - before the ship day: "Your next bag, Chanel Classic Flap, ships on December 7, 2026."
 * - on or after it, the return not received: "…was reserved to ship on December 7, 2026.
 *   It ships as soon as your Gucci Ophidia reaches us."
 * - on or after it, the return received: "…is being prepared to ship."
 */
export function nextBagShipsText(
  order: ReservedOrder,
  waitingFor: string | null,
  now: Date,
): string {
  const bag = productName(order.bag_brand, order.bag_name);
  const day = shipDay(order.ship_on);
  if (!shipDayReached(order.ship_on, now)) return `Your next bag, ${bag}, ships on ${day}.`;
  if (waitingFor !== null) {
    return `Your next bag, ${bag}, was reserved to ship on ${day}. It ships as soon as your ${waitingFor} reaches us.`;
  }
  return `Your next bag, ${bag}, is being prepared to ship.`;
}

/** Refusal to the admin: a reservation shipped before its day. */
export function shipBeforeDayMessage(shipOn: Date): string {
  return `This order is reserved to ship on ${shipDay(shipOn)}, the day the member's swap clock unlocks. Mark it shipped from that day.`;
}

/** The activity line of a new reservation. */
export function reservationActivity(shortId: string, title: string, shipOn: Date): string {
  return `New reservation ${shortId}: ${title}, to ship on ${shipDay(shipOn)}`;
}
