import {
  isReservation,
  isUnfulfilled,
  returnedSlotUnlocksAt,
  shipDay,
  swapClock,
  swapClockStart,
  type Order,
  type TierId,
} from '@unlimited/domain';

/** One step of an order as the history shows it: a date, or a few words when there is none. */
export type OrderDateRow = { label: string; date: Date } | { label: string; text: string };

/**
 * The dates of an order, in the order they happen: ordered, shipped and delivered when
 * known, then where its swap clock stands (a member keeps a bag as long as they like, so
 * there is no return due date to show). The clock is the dashboard's: it starts on
 * delivery and runs the swap period of `tier`, the member's plan. A returned bag keeps its
 * slot until its clock unlocks, so that day shows while it is ahead. Orders record no date
 * of the bag's return (a completed bag may also have been bought), so a closed order shows
 * when it was last updated, called just that. A reservation shows when it was reserved
 * and the day it ships (domain `next-bag.ts`).
 */
export function orderDateRows(order: Order, tier: TierId, now: Date): OrderDateRow[] {
  if (isReservation(order)) {
    // Reserved while the last bag was on its way back: it ships on its day, not now.
    return [
      { label: 'Reserved', date: order.order_date },
      { label: 'Ships on', text: shipDay(order.ship_on) },
    ];
  }
  const rows: OrderDateRow[] = [{ label: 'Ordered', date: order.order_date }];
  if (order.shipped_date) rows.push({ label: 'Shipped', date: order.shipped_date });
  if (order.delivered_date) rows.push({ label: 'Delivered', date: order.delivered_date });
  const status = order.order_status;
  if (isUnfulfilled(status)) {
    rows.push({ label: 'Swap clock', text: 'Starts the day it arrives' });
    return rows;
  }
  const startedAt = swapClockStart(order);
  if (startedAt !== null) {
    const clock = swapClock(startedAt, now, tier);
    rows.push({
      label: clock.ready ? 'Swap unlocked' : 'Next swap unlocks',
      date: clock.unlocksAt,
    });
    return rows;
  }
  if (status === 'return_pending') {
    const unlocksAt = returnedSlotUnlocksAt(order, tier);
    if (unlocksAt !== null && unlocksAt.getTime() > now.getTime()) {
      rows.push({ label: 'Next swap unlocks', date: unlocksAt });
    }
    return rows;
  }
  rows.push({ label: 'Last updated', date: order.updated_at });
  return rows;
}
