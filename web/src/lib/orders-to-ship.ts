/**
 * How many orders are to ship now, as the Swaps screen lists them: the orders pending
 * shipment (the `stats/dashboard` counters), less those held back because their member's
 * membership is not active, less the reservations whose ship day is still ahead (a held
 * reservation counted once, as held). Tasks and the sidebar badge both count with this.
 */
import { nextBusinessDayStart } from '@unlimited/domain';

/** The orders held back, as read (`more`: the read stopped at its limit). */
export interface HeldBack {
  count: number;
  more: boolean;
  /** Of them, the reservations whose ship day is still ahead. */
  reservedLater: number;
}

/** An order's `ship_on` as read from a bare snapshot (a Timestamp, or absent) as a Date. */
export function shipOnOf(value: unknown): Date | null {
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
}

/** The held-back orders read (each by its `ship_on`), at `now`. */
export function heldBackOf(
  docs: readonly { get: (field: string) => unknown }[],
  limit: number,
  now: Date,
): HeldBack {
  const later = nextBusinessDayStart(now).getTime();
  const reservedLater = docs.filter((doc) => {
    const shipOn = shipOnOf(doc.get('ship_on'));
    return shipOn !== null && shipOn.getTime() >= later;
  }).length;
  return { count: docs.length, more: docs.length >= limit, reservedLater };
}

/** Reservations not due yet that are not held back: the "ship on a later day" count. */
export function reservationsLater(reservedLater: number, held: HeldBack): number {
  return Math.max(0, reservedLater - held.reservedLater);
}

/** Orders to ship now (never below zero while the counters catch up). */
export function ordersToShipNow(pending: number, reservedLater: number, held: HeldBack): number {
  return Math.max(0, pending - held.count - reservationsLater(reservedLater, held));
}
