import {
  currentOrders,
  isSubscribed,
  swapClock,
  swapClockStart,
  swapDate,
  swapSlots,
  type Order,
  type Subscription,
} from '@unlimited/domain';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * The manage page's "Swap eligibility": "Available" when the member can choose a bag now
 * (a slot is free, counted by the domain's `swapSlots` as the dashboard and `createOrder`
 * count it) or start the swap of a bag whose clock has unlocked; otherwise "Not Available"
 * with the day it changes, in the member's time zone as the dashboard names it: the day a
 * returned bag's slot frees, or the earliest unlock of the bags held. A bag still on its
 * way has no clock yet, and a membership that is not active swaps nothing.
 */
export function swapEligibility(
  subscription: Subscription,
  orders: readonly Order[],
  now: Date,
): string {
  const tier = subscription.plan_name;
  if (!isSubscribed({ tier, status: subscription.status })) return 'Not Available';
  const slots = swapSlots(orders, tier, now);
  if (slots.canOrder) return 'Available';
  const until = (date: Date) => `Not Available until ${swapDate(date, browserTimeZone())}`;
  if (slots.blockedBy === 'swap_clock' && slots.nextUnlock !== null) return until(slots.nextUnlock);
  // Every slot holds a bag: the swap of the first one whose clock unlocks.
  const held = currentOrders(orders);
  const clocks = held
    .map(swapClockStart)
    .filter((start) => start !== null)
    .map((start) => swapClock(start, now, tier));
  if (clocks.some((clock) => clock.ready)) return 'Available';
  const first = clocks.map((clock) => clock.unlocksAt).sort((a, b) => a.getTime() - b.getTime())[0];
  if (first) return until(first);
  return held.length > 1
    ? 'Not Available: your bags are on their way'
    : 'Not Available: your bag is on its way';
}
