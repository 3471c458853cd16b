import type { ReactNode } from 'react';
import { swapClock, TIERS, type TierId } from '@unlimited/domain';
import { longDate } from './long-date';

/**
 * The swap countdown of a current bag (domain `swapClock`), from the day it arrived;
 * `startedAt` null: the bag is on its way and its clock has not started. Once the swap
 * is due, `readyAction` (starting the return) is offered.
 */
export function SwapClockPanel({
  startedAt,
  tier,
  now,
  readyAction = null,
}: {
  startedAt: Date | null;
  tier: TierId;
  now: Date;
  readyAction?: ReactNode;
}) {
  const period = TIERS[tier].swapEveryDays;
  if (startedAt === null) {
    return (
      <div className="rounded-xl bg-neutral-50 p-4 dark:bg-neutral-800">
        <p className="text-xs font-semibold tracking-widest text-neutral-500 uppercase">
          On its way
        </p>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          Your {period}-day swap clock starts the day it arrives.
        </p>
      </div>
    );
  }
  const clock = swapClock(startedAt, now, tier);
  if (clock.ready) {
    return (
      <div className="rounded-xl bg-green-50 p-4 dark:bg-green-950">
        <p className="font-semibold text-green-900 dark:text-green-100">Ready to swap</p>
        <p className="mt-1 text-sm text-green-900 dark:text-green-100">
          Send this bag back with a prepaid label and choose your next one.
        </p>
        {readyAction && <div className="mt-3">{readyAction}</div>}
      </div>
    );
  }
  const days = clock.daysRemaining === 1 ? '1 day' : `${clock.daysRemaining} days`;
  return (
    <div className="rounded-xl bg-neutral-50 p-4 dark:bg-neutral-800">
      <p className="text-xs font-semibold tracking-widest text-neutral-500 uppercase">
        Next Swap Unlocks
      </p>
      <p className="mt-1 font-semibold">
        {longDate(clock.unlocksAt)} · {days} remaining
      </p>
      <div
        role="progressbar"
        aria-label="Swap countdown"
        aria-valuemin={0}
        aria-valuemax={period}
        aria-valuenow={clock.daysElapsed}
        aria-valuetext={`${clock.daysElapsed} of ${period} days`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
      >
        <div className="h-full bg-gold" style={{ width: `${Math.round(clock.progress * 100)}%` }} />
      </div>
    </div>
  );
}
