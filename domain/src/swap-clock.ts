/** The swap countdown of a member's current bag and the return due date of an order. */
import { RENTAL_PERIOD_DAYS, TIERS } from './tier-details';
import type { TierId } from './tiers';

/** Milliseconds in one day. */
export const MS_PER_DAY = 86_400_000;

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
  /** Whole days since the order was created; 0 if the creation date lies in the future. */
  daysElapsed: number;
  /** Days until the next swap unlocks; 0 once it has. */
  daysRemaining: number;
  /** When the next swap unlocks: creation plus the tier's swap period. */
  unlocksAt: Date;
  /** Share of the swap period elapsed, from 0 to 1. */
  progress: number;
  /** True once the next swap is unlocked ("Ready to swap"). */
  ready: boolean;
}

/**
 * The swap countdown for an order created at `orderCreatedAt`, seen at `now`, for a member
 * of `tier` (who may swap every `TIERS[tier].swapEveryDays` days).
 *
 * @throws RangeError when either date is invalid
 */
export function swapClock(orderCreatedAt: Date, now: Date, tier: TierId): SwapClock {
  assertValidDate(orderCreatedAt, 'orderCreatedAt');
  assertValidDate(now, 'now');
  const period = TIERS[tier].swapEveryDays;
  // A clock skew can put the creation date after `now`; that counts as no time elapsed.
  const daysElapsed = Math.max(
    0,
    Math.floor((now.getTime() - orderCreatedAt.getTime()) / MS_PER_DAY),
  );
  const daysRemaining = Math.max(0, period - daysElapsed);
  return {
    daysElapsed,
    daysRemaining,
    unlocksAt: addDays(orderCreatedAt, period),
    progress: Math.min(1, daysElapsed / period),
    ready: daysRemaining === 0,
  };
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
