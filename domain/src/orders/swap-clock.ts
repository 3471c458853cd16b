/** The swap countdown of a member's current bag and the return due date of an order. */
import { MS_PER_DAY } from '../core';
import { RENTAL_PERIOD_DAYS, TIERS, type TierId } from '../membership';

function assertValidDate(date: Date, name: string): void {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`${name} is an invalid Date`);
  }
}

/**
 * A new Date `n` days after `date` (before it when `n` is negative). Plain millisecond
 * arithmetic: a day is always 24 hours, whatever the local clock does. `date` is not
 * changed.
 *
 * @throws RangeError when `date` is an invalid Date or `n` is not finite
 */
export function addDays(date: Date, n: number): Date {
  assertValidDate(date, 'date');
  if (!Number.isFinite(n)) throw new RangeError(`days must be a finite number, got ${n}`);
  return new Date(date.getTime() + n * MS_PER_DAY);
}

/** State of the swap countdown, as the dashboard shows it. */
export interface SwapClock {
  /** Whole days since the clock started; 0 if the start lies in the future. */
  daysElapsed: number;
  /** Days until the next swap unlocks; 0 once it has. */
  daysRemaining: number;
  /** When the next swap unlocks: the start plus the tier's swap period. */
  unlocksAt: Date;
  /** Share of the swap period elapsed, from 0 to 1. */
  progress: number;
  /** True once the next swap is unlocked ("Ready to swap"). */
  ready: boolean;
}

/**
 * The swap countdown of a bag whose clock started at `startedAt` (its delivery, see
 * `swapClockStart`), seen at `now`, for a member of `tier` (who may swap every
 * `TIERS[tier].swapEveryDays` days).
 *
 * @throws RangeError when either date is invalid
 */
export function swapClock(startedAt: Date, now: Date, tier: TierId): SwapClock {
  assertValidDate(startedAt, 'startedAt');
  assertValidDate(now, 'now');
  const period = TIERS[tier].swapEveryDays;
  // A clock skew can put the start after `now`; that counts as no time elapsed.
  const daysElapsed = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / MS_PER_DAY));
  const daysRemaining = Math.max(0, period - daysElapsed);
  return {
    daysElapsed,
    daysRemaining,
    unlocksAt: addDays(startedAt, period),
    progress: Math.min(1, daysElapsed / period),
    ready: daysRemaining === 0,
  };
}

/** The fields of an order that say when its swap clock started. */
export interface SwapClockOrder {
  order_status: string;
  delivered_date?: Date | null;
  updated_at: Date;
}

/**
 * When the swap clock of an order's bag started: the day it was delivered. A bag pending
 * shipment or in transit is on its way and has no clock yet (null), as has an order that
 * is no longer current. A delivered order without a delivery date (an admin set the
 * status without it) counts from its last change, the best record of the delivery.
 */
export function swapClockStart(order: SwapClockOrder): Date | null {
  if (order.order_status !== 'delivered' && order.order_status !== 'active_rental') return null;
  return order.delivered_date ?? order.updated_at;
}

/**
 * When an order's bag is due back: `RENTAL_PERIOD_DAYS` (30) days after its creation.
 *
 * @throws RangeError when `createdAt` is invalid
 */
export function returnDueDate(createdAt: Date): Date {
  assertValidDate(createdAt, 'createdAt');
  return addDays(createdAt, RENTAL_PERIOD_DAYS);
}
