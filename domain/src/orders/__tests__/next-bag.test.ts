import { describe, expect, it } from 'vitest';
import { queueTurn } from '../bag-queue';
import {
  bagLimitMessage,
  chooseMode,
  decideCancelOrder,
  decideCreateOrder,
  heldBagsMessage,
  type CreateOrderFacts,
  type OrderableProduct,
} from '../order-eligibility';
import { decideOrderStatusChange, awaitingReturnMessage } from '../order-transitions';
import {
  isReservation,
  nextBagShipsText,
  reservationSlot,
  reserveButtonLabel,
  shipBeforeDayMessage,
  shipDay,
  shipDayReached,
} from '../next-bag';
import { orderDocSchema, type ShippingAddress } from '../schemas/order';
import { swapLockedMessage, swapSlots, type SlotOrder } from '../swap-slots';
import { addDays } from '../swap-clock';
import { nextBusinessDayStart } from '../../core';
import { orderPlacedNotice } from '../../operations';

// Every date is fixed: nothing here reads the real calendar.
const now = new Date('2026-03-01T15:00:00Z');
const address: ShippingAddress = {
  full_name: 'Riley Chen',
  line1: '221 Mercer Street',
  line2: null,
  city: 'New York',
  state: 'NY',
  postal_code: '10012',
  country: 'US',
  phone: null,
};
const bag: OrderableProduct = {
  id: 'bag-next',
  title: 'Classic Flap',
  brand: 'Chanel',
  photos: ['https://img/1.jpg'],
  price: 150_000,
  status: 'Active',
  borrow_status: 'Available',
  access_levels: 'Elite',
  borrower: null,
};

/** A bag delivered `daysAgo` days before `now` and sent back (`return_pending`). */
function returning(id: string, daysAgo: number, status = 'return_pending'): SlotOrder {
  return {
    id,
    order_status: status,
    bag_name: `Bag ${id}`,
    delivered_date: addDays(now, -daysAgo),
    shipped_date: addDays(now, -daysAgo - 2),
  };
}

function facts(overrides: Partial<CreateOrderFacts> = {}): CreateOrderFacts {
  return {
    uid: 'member-1',
    now,
    subscription: { plan_name: 'elite', status: 'active' },
    product: bag,
    orders: [returning('back-1', 5)],
    shippingAddress: address,
    reserve: true,
    ...overrides,
  };
}

/** The reservation a plan writes, as the member's orders would then list it. */
function reservedOrder(plan: ReturnType<typeof decideCreateOrder>, id = 'reserved-1'): SlotOrder {
  if (!plan.ok) throw new Error(plan.message);
  return { ...plan.order, id };
}

describe('reservationSlot', () => {
  it('takes the slot of a bag sent back before its clock unlocked, shipping on the unlock', () => {
    // Elite swaps every 21 days: delivered 5 days ago, it unlocks in 16.
    expect(reservationSlot([returning('back-1', 5)], 'elite', now)).toEqual({
      shipOn: addDays(now, 16),
      followsOrderId: 'back-1',
    });
    // A return already received but still locked holds the slot just the same.
    expect(reservationSlot([returning('back-1', 5, 'completed')], 'elite', now)).toEqual({
      shipOn: addDays(now, 16),
      followsOrderId: 'back-1',
    });
  });

  it('is not offered when a slot is free, when every slot holds a bag, or once unlocked', () => {
    expect(reservationSlot([], 'elite', now)).toBeNull();
    expect(reservationSlot([{ id: 'a', order_status: 'delivered' }], 'elite', now)).toBeNull();
    expect(reservationSlot([returning('old', 30)], 'elite', now)).toBeNull();
    // A bought bag frees its slot at once: nothing to reserve into.
    expect(
      reservationSlot([{ ...returning('b', 5, 'completed'), outcome: 'purchased' }], 'elite', now),
    ).toBeNull();
  });

  it('gives Crown one reservation per returned slot, each on its own unlock day', () => {
    const orders = [returning('late', 3), returning('early', 10)];
    const first = reservationSlot(orders, 'crown', now);
    expect(first).toEqual({ shipOn: addDays(now, 4), followsOrderId: 'early' });
    const one: SlotOrder = {
      id: 'r1',
      order_status: 'pending_shipment',
      ship_on: first?.shipOn ?? null,
      follows_order_id: 'early',
    };
    const second = reservationSlot([...orders, one], 'crown', now);
    expect(second).toEqual({ shipOn: addDays(now, 11), followsOrderId: 'late' });
    const two: SlotOrder = { ...one, id: 'r2', follows_order_id: 'late' };
    expect(reservationSlot([...orders, one, two], 'crown', now)).toBeNull();
    expect(swapSlots([...orders, one, two], 'crown', now)).toMatchObject({
      current: 2,
      lockedUntil: [],
      blockedBy: 'bag_limit',
    });
  });
});

describe('decideCreateOrder with a return under way', () => {
  it('refuses with the unlock day unless the member asked to reserve', () => {
    const plan = decideCreateOrder(facts({ reserve: false }));
    expect(plan).toMatchObject({
      ok: false,
      reason: 'swap_clock',
      message: swapLockedMessage(addDays(now, 16)),
    });
  });

  it('reserves the bag like an order: held for the member, shipping on the unlock', () => {
    const plan = decideCreateOrder(facts());
    if (!plan.ok) throw new Error(plan.message);
    const shipOn = addDays(now, 16);
    expect(plan.order).toMatchObject({
      order_status: 'pending_shipment',
      ship_on: shipOn,
      follows_order_id: 'back-1',
      order_date: now,
      return_due_date: addDays(shipOn, 30),
    });
    expect(plan.productPatch).toEqual({
      borrow_status: 'Borrowed',
      borrower: 'member-1',
      return_date: addDays(shipOn, 30),
      updated_at: now,
    });
    expect(plan.activity('abcdefghij')).toBe(
      `New reservation abcdefgh…: Classic Flap, to ship on ${shipDay(shipOn)}`,
    );
    // The stored document parses (and reads back the same ship day).
    expect(orderDocSchema.parse(plan.order).ship_on).toEqual(shipOn);
  });

  it('takes the returning bag’s slot, never one more: a second reservation is refused', () => {
    const first = decideCreateOrder(facts());
    const orders = [returning('back-1', 5), reservedOrder(first)];
    expect(swapSlots(orders, 'elite', now)).toMatchObject({ current: 1, lockedUntil: [] });
    const second = decideCreateOrder(facts({ orders, product: { ...bag, id: 'bag-2' } }));
    expect(second).toMatchObject({ ok: false, reason: 'bag_limit' });
    expect(!second.ok && second.message).toBe(
      `Your next bag (Classic Flap) is reserved to ship on ${shipDay(addDays(now, 16))}. Your Elite membership holds 1 bag at a time. To choose another bag instead, cancel the reservation on your dashboard.`,
    );
    expect(bagLimitMessage('elite', orders, now)).toContain('is reserved to ship on');
  });

  it('frees the slot again when the member cancels it before it ships', () => {
    const plan = decideCreateOrder(facts());
    const order = reservedOrder(plan);
    const cancel = decideCancelOrder({
      uid: 'member-1',
      now,
      order: { user_id: 'member-1', order_status: 'pending_shipment' },
      product: { borrow_status: 'Borrowed', borrower: 'member-1', return_date: now },
    });
    expect(cancel).toMatchObject({
      ok: true,
      orderPatch: { order_status: 'cancelled' },
      productPatch: { borrow_status: 'Available', borrower: null },
    });
    const after = [returning('back-1', 5), { ...order, order_status: 'cancelled' }];
    expect(reservationSlot(after, 'elite', now)).toMatchObject({ followsOrderId: 'back-1' });
  });

  it('keeps tier access, the value cap and other members’ holds', () => {
    expect(decideCreateOrder(facts({ product: { ...bag, access_levels: 'Crown' } }))).toMatchObject(
      { ok: false, reason: 'bag_unavailable' },
    );
    expect(decideCreateOrder(facts({ product: { ...bag, price: 250_000 } }))).toMatchObject({
      ok: false,
      reason: 'over_value_cap',
    });
    const heldForOther = { ...bag, borrow_status: 'Reserved' as const, borrower: 'x' };
    expect(decideCreateOrder(facts({ product: heldForOther }))).toMatchObject({
      ok: false,
      reason: 'bag_unavailable',
    });
    // The bag held for this member (head of its queue) may be reserved.
    const heldForMe = { ...heldForOther, borrower: 'member-1' };
    expect(decideCreateOrder(facts({ product: heldForMe })).ok).toBe(true);
    // A hold on another bag already takes the slot the return frees.
    const holds = [{ bag_title: 'Saddle', bag_brand: 'Dior', offer_expires_at: null }];
    expect(decideCreateOrder(facts({ holds }))).toMatchObject({
      ok: false,
      message: heldBagsMessage('elite', holds),
    });
  });

  it('tells the bag page how the choice goes', () => {
    expect(chooseMode(facts())).toEqual({
      kind: 'reserve',
      shipOn: addDays(now, 16),
      followsOrderId: 'back-1',
    });
    expect(chooseMode(facts({ orders: [] }))).toEqual({ kind: 'now' });
    expect(reserveButtonLabel(new Date('2026-03-17T15:00:00Z'))).toBe(
      'Reserve to ship on March 17, 2026',
    );
  });
});

describe('the ship day', () => {
  const shipOn = new Date('2026-12-07T15:00:00Z'); // 10:00 in New York

  it('is the unlock’s day in New York, all of that day', () => {
    expect(shipDay(shipOn)).toBe('December 7, 2026');
    expect(shipDayReached(shipOn, new Date('2026-12-07T04:59:00Z'))).toBe(false); // Dec 6, 23:59 ET
    expect(shipDayReached(shipOn, new Date('2026-12-07T05:00:00Z'))).toBe(true); // Dec 7, 00:00 ET
    expect(shipDayReached(shipOn, new Date('2026-12-20T12:00:00Z'))).toBe(true);
  });

  const order = {
    user_id: 'member-1',
    order_status: 'pending_shipment' as const,
    return_due_date: addDays(shipOn, 30),
    shipped_date: null,
    delivered_date: null,
    ship_on: shipOn,
  };
  const ship = (at: Date, others: string[]) =>
    decideOrderStatusChange({
      order,
      expectedStatus: 'pending_shipment',
      to: 'in_transit',
      correction: false,
      product: {
        status: 'Active',
        borrow_status: 'Borrowed',
        borrower: 'member-1',
        return_date: null,
      },
      memberTier: 'reserve',
      membership: 'active',
      otherOrderStatuses: others,
      now: at,
    });

  it('is when the back-office may ship it, and only once the return is received', () => {
    expect(ship(new Date('2026-12-06T20:00:00Z'), ['completed'])).toEqual({
      ok: false,
      reason: 'before_ship_day',
      message: shipBeforeDayMessage(shipOn),
    });
    // The day has come but the bag sent back has not reached us: it waits for it.
    expect(ship(new Date('2026-12-07T13:00:00Z'), ['return_pending'])).toMatchObject({
      ok: false,
      reason: 'awaiting_return',
      message: awaitingReturnMessage('reserve'),
    });
    expect(ship(new Date('2026-12-07T13:00:00Z'), ['completed'])).toMatchObject({ ok: true });
    expect(ship(new Date('2026-12-09T13:00:00Z'), ['completed'])).toMatchObject({ ok: true });
  });

  it('is what the dashboard says, and what happens when the return is late', () => {
    const reserved = {
      order_status: 'pending_shipment',
      bag_brand: 'Chanel',
      bag_name: 'Classic Flap',
      ship_on: shipOn,
    };
    expect(isReservation(reserved)).toBe(true);
    expect(isReservation({ ...reserved, order_status: 'in_transit' })).toBe(false);
    expect(nextBagShipsText(reserved, 'Gucci Ophidia', new Date('2026-12-01T12:00:00Z'))).toBe(
      'Your next bag, Chanel Classic Flap, ships on December 7, 2026.',
    );
    expect(nextBagShipsText(reserved, 'Gucci Ophidia', new Date('2026-12-08T12:00:00Z'))).toBe(
      'Your next bag, Chanel Classic Flap, was reserved to ship on December 7, 2026. It ships as soon as your Gucci Ophidia reaches us.',
    );
    expect(nextBagShipsText(reserved, null, new Date('2026-12-08T12:00:00Z'))).toBe(
      'Your next bag, Chanel Classic Flap, is being prepared to ship.',
    );
  });
});

describe('a bag with a queue', () => {
  it('is held for the head of its queue when they could reserve it', () => {
    const entries = [
      {
        id: 'e1',
        user_id: 'returning',
        user_tier: 'elite' as const,
        joined_at: addDays(now, -9),
        status: 'waiting' as const,
      },
      {
        id: 'e2',
        user_id: 'free',
        user_tier: 'elite' as const,
        joined_at: addDays(now, -2),
        status: 'waiting' as const,
      },
    ];
    const turn = queueTurn(
      entries,
      bag,
      (uid) => ({
        subscription: { plan_name: 'elite', status: 'active' },
        orders: uid === 'returning' ? [returning('back-1', 5)] : [],
      }),
      now,
    );
    expect(turn.next?.user_id).toBe('returning');
    expect(turn.passedOver).toEqual([]);
  });
});

describe('nextBusinessDayStart', () => {
  it('is the next midnight in New York, across the clock changes', () => {
    expect(nextBusinessDayStart(new Date('2026-12-07T15:00:00Z'))).toEqual(
      new Date('2026-12-08T05:00:00Z'),
    );
    expect(nextBusinessDayStart(new Date('2026-12-08T04:59:59Z'))).toEqual(
      new Date('2026-12-08T05:00:00Z'),
    );
    // Summer time (UTC−4), and the nights the clocks change.
    expect(nextBusinessDayStart(new Date('2026-07-01T12:00:00Z'))).toEqual(
      new Date('2026-07-02T04:00:00Z'),
    );
    expect(nextBusinessDayStart(new Date('2026-03-08T03:00:00Z'))).toEqual(
      new Date('2026-03-08T05:00:00Z'),
    );
    expect(nextBusinessDayStart(new Date('2026-03-08T12:00:00Z'))).toEqual(
      new Date('2026-03-09T04:00:00Z'),
    );
    expect(nextBusinessDayStart(new Date('2026-10-31T12:00:00Z'))).toEqual(
      new Date('2026-11-01T04:00:00Z'),
    );
    expect(nextBusinessDayStart(new Date('2026-11-01T12:00:00Z'))).toEqual(
      new Date('2026-11-02T05:00:00Z'),
    );
  });

  it('agrees with shipDayReached', () => {
    const now = new Date('2026-12-07T15:00:00Z');
    const edge = nextBusinessDayStart(now);
    expect(shipDayReached(new Date(edge.getTime() - 1), now)).toBe(true);
    expect(shipDayReached(edge, now)).toBe(false);
  });
});

describe('the notice of a new order', () => {
  it('says a reservation ships on its day, not that it is being prepared now', () => {
    const order = { bag_brand: 'Dior', bag_name: 'Saddle Bag' };
    expect(orderPlacedNotice(order, new Date('2026-12-07T15:00:00Z'))).toEqual({
      kind: 'shipping',
      title: 'Your next bag, the Dior Saddle Bag, is reserved',
      body: 'It ships on December 7, 2026, the day your swap unlocks, and we will email you its tracking number then. You can cancel the reservation from your dashboard until it ships.',
      link: '/dashboard',
    });
    expect(orderPlacedNotice(order).body).toContain('preparing it for shipment now');
  });
});
