import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swapDate } from '../../core';
import { decideCreateOrder, type CreateOrderFacts } from '../order-eligibility';
import { addDays, swapClock } from '../swap-clock';
import {
  endedByReturn,
  returnedSlotUnlocksAt,
  swapLockedMessage,
  swapSlots,
  type SlotOrder,
} from '../swap-slots';
import { TIER_IDS, TIERS } from '../../membership';

// Delivered November 7 at 04:38 UTC: Reserve's clock unlocks December 7 at 04:38 UTC.
const delivered = new Date('2026-11-07T04:38:00Z');
const unlock = new Date('2026-12-07T04:38:00Z');
const returned = (overrides: Partial<SlotOrder> = {}): SlotOrder => ({
  order_status: 'return_pending',
  delivered_date: delivered,
  shipped_date: addDays(delivered, -2),
  ...overrides,
});

describe('swapSlots', () => {
  it('keeps the slot of a bag returned early taken until its clock unlocks', () => {
    const now = new Date('2026-11-24T04:38:00Z');
    const slots = swapSlots([returned()], 'reserve', now);
    expect(slots).toMatchObject({ canOrder: false, blockedBy: 'swap_clock' });
    expect(slots.nextUnlock).toEqual(unlock);
    expect(slots.nextUnlock).toEqual(swapClock(delivered, now, 'reserve').unlocksAt);
  });

  it('refuses the day before the unlock and allows it on the unlock itself', () => {
    expect(swapSlots([returned()], 'reserve', addDays(unlock, -1)).canOrder).toBe(false);
    expect(swapSlots([returned()], 'reserve', new Date(unlock.getTime() - 1)).canOrder).toBe(false);
    expect(swapSlots([returned()], 'reserve', unlock).canOrder).toBe(true);
    expect(swapSlots([returned({ order_status: 'completed' })], 'reserve', unlock).canOrder).toBe(
      true,
    );
  });

  it('uses the tier’s period: Elite 21 days, Crown 14', () => {
    const elite = swapSlots([returned()], 'elite', addDays(delivered, 20));
    expect(elite.nextUnlock).toEqual(addDays(delivered, 21));
    expect(swapSlots([returned()], 'elite', addDays(delivered, 21)).canOrder).toBe(true);
    const crown = swapSlots([returned(), returned()], 'crown', addDays(delivered, 13));
    expect(crown.nextUnlock).toEqual(addDays(delivered, 14));
  });

  it('counts a completed return but frees the slot of a bag bought, and ignores cancelled orders', () => {
    const now = addDays(delivered, 10);
    expect(swapSlots([returned({ order_status: 'completed' })], 'reserve', now).canOrder).toBe(
      false,
    );
    const bought = returned({ order_status: 'completed', outcome: 'purchased' });
    expect(swapSlots([bought], 'reserve', now).canOrder).toBe(true);
    const cancelled = returned({ order_status: 'cancelled' });
    expect(swapSlots([cancelled], 'reserve', now).canOrder).toBe(true);
    expect(endedByReturn(bought)).toBe(false);
    expect(endedByReturn(cancelled)).toBe(false);
  });

  it('gives Crown a never-used second slot at once, and names the earliest unlock when both wait', () => {
    const now = addDays(delivered, 5);
    expect(swapSlots([{ order_status: 'active_rental' }], 'crown', now).canOrder).toBe(true);
    expect(swapSlots([returned()], 'crown', now).canOrder).toBe(true);
    const holdingOne = swapSlots([{ order_status: 'delivered' }, returned()], 'crown', now);
    expect(holdingOne).toMatchObject({ canOrder: false, blockedBy: 'swap_clock' });
    expect(holdingOne.nextUnlock).toEqual(addDays(delivered, 14));
    const later = returned({ delivered_date: addDays(delivered, 3) });
    const both = swapSlots([later, returned()], 'crown', now);
    expect(both.lockedUntil).toEqual([addDays(delivered, 14), addDays(delivered, 17)]);
    expect(both.nextUnlock).toEqual(addDays(delivered, 14));
  });

  it('reports the bag limit when the current bags alone fill the tier', () => {
    const now = addDays(delivered, 5);
    expect(
      swapSlots([{ order_status: 'pending_shipment' }, returned()], 'reserve', now),
    ).toMatchObject({ canOrder: false, blockedBy: 'bag_limit', nextUnlock: null });
  });

  it('counts a return without a delivery date from its shipment, and one with neither not at all', () => {
    const shipped = addDays(delivered, -2);
    const noDelivery = returned({ delivered_date: null });
    expect(returnedSlotUnlocksAt(noDelivery, 'reserve')).toEqual(addDays(shipped, 30));
    expect(
      returnedSlotUnlocksAt(returned({ delivered_date: null, shipped_date: null }), 'reserve'),
    ).toBe(null);
  });

  it('never lets the member hold more than the tier allows in current plus locked slots (property)', () => {
    const statuses = ['pending_shipment', 'delivered', 'return_pending', 'completed', 'cancelled'];
    fc.assert(
      fc.property(
        fc.constantFrom(...TIER_IDS),
        fc.array(
          fc.record({
            order_status: fc.constantFrom(...statuses),
            deliveredDaysAgo: fc.integer({ min: 0, max: 60 }),
          }),
          { maxLength: 5 },
        ),
        (tier, specs) => {
          const now = new Date('2026-11-24T12:00:00Z');
          const orders = specs.map((s) => ({
            order_status: s.order_status,
            delivered_date: addDays(now, -s.deliveredDaysAgo),
          }));
          const slots = swapSlots(orders, tier, now);
          const busy = slots.current + slots.lockedUntil.length;
          expect(slots.canOrder).toBe(busy < TIERS[tier].bagsAtATime);
          if (slots.nextUnlock !== null) {
            // On that day the order fits, unless a new current bag is added.
            expect(swapSlots(orders, tier, slots.nextUnlock).canOrder).toBe(true);
          }
        },
      ),
    );
  });
});

describe('swapLockedMessage', () => {
  it('names the day as the dashboard does, in the member’s time zone', () => {
    expect(swapLockedMessage(unlock, 'UTC')).toBe(
      'Your next swap unlocks December 7, 2026. You can choose your next bag then.',
    );
    // 04:38 UTC is still December 6 in New York: the member there reads their own day.
    expect(swapDate(unlock, 'America/New_York')).toBe('December 6, 2026');
    expect(swapDate(unlock, 'Not/AZone')).toBe('December 7, 2026');
    expect(swapDate(unlock, null)).toBe('December 7, 2026');
  });
});

describe('decideCreateOrder and the swap clock', () => {
  const facts = (orders: SlotOrder[], now: Date): CreateOrderFacts => ({
    uid: 'member-1',
    now,
    subscription: { plan_name: 'reserve', status: 'active' },
    product: {
      id: 'bag-1',
      title: 'Ophidia',
      brand: 'Gucci',
      photos: [],
      price: 100,
      status: 'Active',
      borrow_status: 'Available',
      access_levels: 'Reserve',
    },
    orders,
    timeZone: 'UTC',
    shippingAddress: {
      full_name: 'A',
      line1: '1 St',
      line2: null,
      city: 'NY',
      state: 'NY',
      postal_code: '10001',
      country: 'US',
      phone: null,
    },
  });

  it('refuses before the unlock with the day, and allows the order from then on', () => {
    expect(decideCreateOrder(facts([returned()], addDays(unlock, -1)))).toEqual({
      ok: false,
      reason: 'swap_clock',
      message: 'Your next swap unlocks December 7, 2026. You can choose your next bag then.',
    });
    expect(decideCreateOrder(facts([returned()], unlock)).ok).toBe(true);
  });
});
