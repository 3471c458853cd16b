import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { heldBackOf, ordersToShipNow, reservationsLater } from '../orders-to-ship';

/** A bare snapshot of a held order, as the live read gives it. */
const held = (shipOn?: Date) => ({
  get: (field: string) =>
    field === 'ship_on' && shipOn !== undefined ? Timestamp.fromDate(shipOn) : undefined,
});

describe('the orders to ship now', () => {
  // Sunday 29 November 2026, 10:00 in New York: the next business day starts on the 30th.
  const now = new Date('2026-11-29T15:00:00Z');

  it('tells the held reservations whose ship day is ahead from the others', () => {
    const docs = [
      held(),
      held(new Date('2026-12-07T15:00:00Z')),
      held(new Date('2026-11-20T15:00:00Z')),
    ];
    expect(heldBackOf(docs, 100, now)).toEqual({ count: 3, more: false, reservedLater: 1 });
    expect(heldBackOf(docs, 3, now).more).toBe(true);
  });

  it('subtracts the held orders and the reservations for a later day, a held reservation once', () => {
    const heldBack = { count: 3, more: false, reservedLater: 1 };
    expect(reservationsLater(2, heldBack)).toBe(1);
    expect(ordersToShipNow(6, 2, heldBack)).toBe(2);
    // While the counters catch up with a change, never below zero.
    expect(ordersToShipNow(1, 2, heldBack)).toBe(0);
  });
});
