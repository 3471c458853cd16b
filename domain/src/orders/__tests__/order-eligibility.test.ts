import { describe, expect, it } from 'vitest';
import { overValueCapRefusal } from '../../catalogue';
import {
  BAG_UNAVAILABLE,
  NO_ACTIVE_MEMBERSHIP,
  NO_SHIPPING_ADDRESS,
  ORDER_NOT_CANCELLABLE,
  ORDER_NOT_FOUND,
  bagLimitMessage,
  chooseRefusal,
  nextSwapUnlock,
  decideCancelOrder,
  decideCreateOrder,
  releaseBag,
  type CreateOrderFacts,
  type OrderableProduct,
} from '../order-eligibility';
import { orderDocSchema, type ShippingAddress } from '../schemas/order';
import { ORDER_STATUSES } from '../orders';

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
  id: 'bag-1',
  title: 'Classic Flap',
  brand: 'Chanel',
  photos: ['https://img/1.jpg', 'https://img/2.jpg'],
  price: 185_000,
  status: 'Active',
  borrow_status: 'Available',
  access_levels: 'Elite',
};

function facts(overrides: Partial<CreateOrderFacts> = {}): CreateOrderFacts {
  return {
    uid: 'member-1',
    now,
    subscription: { plan_name: 'elite', status: 'active' },
    product: bag,
    orders: [],
    shippingAddress: address,
    ...overrides,
  };
}

/** Orders in these statuses, without dates (so no returned one holds a swap slot). */
function statuses(...list: string[]) {
  return list.map((order_status) => ({ order_status }));
}

function refusalOf(result: ReturnType<typeof decideCreateOrder>) {
  return result.ok ? null : { reason: result.reason, message: result.message };
}

describe('decideCreateOrder', () => {
  it('lets Select Access choose a bag of the tier above, and nothing higher', () => {
    const crownBag = { ...bag, access_levels: 'Crown' as const };
    const eliteSelect = {
      plan_name: 'elite' as const,
      status: 'active',
      add_ons: { select_access: true },
    };
    expect(decideCreateOrder(facts({ product: crownBag })).ok).toBe(false);
    expect(decideCreateOrder(facts({ product: crownBag, subscription: eliteSelect })).ok).toBe(
      true,
    );
    const reserveSelect = { ...eliteSelect, plan_name: 'reserve' as const };
    expect(decideCreateOrder(facts({ subscription: reserveSelect })).ok).toBe(true);
    expect(decideCreateOrder(facts({ product: crownBag, subscription: reserveSelect })).ok).toBe(
      false,
    );
  });

  it('keeps a bag over $2,000 from members below Crown, even one stored open to Elite', () => {
    // Stored before the Elite cap: $4,900 yet open to Elite and Crown.
    const dear = { ...bag, price: 490_000, access_levels: 'Elite,Crown' as const };
    const overCap = { reason: 'over_value_cap', message: overValueCapRefusal('elite') };
    expect(refusalOf(decideCreateOrder(facts({ product: dear })))).toEqual(overCap);
    const reserveSelect = {
      plan_name: 'reserve' as const,
      status: 'active',
      add_ons: { select_access: true },
    };
    expect(
      refusalOf(decideCreateOrder(facts({ product: dear, subscription: reserveSelect }))),
    ).toEqual(overCap);
    // Crown, and Elite with Select Access (the Crown closet), may choose it.
    const crown = { plan_name: 'crown' as const, status: 'active' };
    expect(decideCreateOrder(facts({ product: dear, subscription: crown })).ok).toBe(true);
    const eliteSelect = { ...reserveSelect, plan_name: 'elite' as const };
    expect(decideCreateOrder(facts({ product: dear, subscription: eliteSelect })).ok).toBe(true);
    // $2,000 exactly is within the promise.
    expect(decideCreateOrder(facts({ product: { ...bag, price: 200_000 } })).ok).toBe(true);
  });

  it('creates a pending order that snapshots the bag, the tier and the address', () => {
    const result = decideCreateOrder(facts());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({
      user_id: 'member-1',
      bag_id: 'bag-1',
      bag_name: 'Classic Flap',
      bag_brand: 'Chanel',
      bag_image: 'https://img/1.jpg',
      bag_tier: 'Elite',
      bag_retail_price: 185_000,
      user_tier: 'elite',
      shipping_address: address,
      order_status: 'pending_shipment',
      order_date: now,
      created_at: now,
      updated_at: now,
      return_due_date: new Date('2026-03-31T15:00:00Z'),
      overdue: false,
    });
    expect(orderDocSchema.parse(result.order)).toEqual(result.order);
  });

  it('marks the bag Borrowed by the member until the return due date', () => {
    const result = decideCreateOrder(facts());
    expect(result.ok && result.productPatch).toEqual({
      borrow_status: 'Borrowed',
      borrower: 'member-1',
      return_date: new Date('2026-03-31T15:00:00Z'),
      updated_at: now,
    });
    expect(result.ok && result.activity('abcdefghijkl')).toBe('New order abcdefgh…: Classic Flap');
  });

  it('uses no image when the bag has no photo', () => {
    const result = decideCreateOrder(facts({ product: { ...bag, photos: [] } }));
    expect(result.ok && result.order.bag_image).toBeNull();
  });

  it('refuses without a subscription', () => {
    expect(refusalOf(decideCreateOrder(facts({ subscription: null })))).toEqual({
      reason: 'no_membership',
      message: NO_ACTIVE_MEMBERSHIP,
    });
  });

  it.each(['paused', 'canceled', 'past_due'])('refuses a %s subscription', (status) => {
    const result = decideCreateOrder(facts({ subscription: { plan_name: 'crown', status } }));
    expect(refusalOf(result)?.reason).toBe('no_membership');
  });

  it('refuses a bag that does not exist', () => {
    expect(refusalOf(decideCreateOrder(facts({ product: null })))).toEqual({
      reason: 'bag_unavailable',
      message: 'This bag is no longer available.',
    });
  });

  it.each(['Hidden', 'Sold'])('refuses a %s bag', (status) => {
    expect(refusalOf(decideCreateOrder(facts({ product: { ...bag, status } })))?.message).toBe(
      BAG_UNAVAILABLE,
    );
  });

  it.each(['Borrowed', 'Maintenance', 'Swapping'] as const)('refuses a %s bag', (borrow_status) => {
    const result = decideCreateOrder(facts({ product: { ...bag, borrow_status } }));
    expect(refusalOf(result)?.reason).toBe('bag_unavailable');
  });

  it('refuses a bag above the member’s tier, whatever tier the client might claim', () => {
    const result = decideCreateOrder(
      facts({
        subscription: { plan_name: 'reserve', status: 'active' },
        product: { ...bag, access_levels: 'Crown' },
      }),
    );
    expect(refusalOf(result)?.reason).toBe('bag_unavailable');
  });

  it('lets a higher tier order a lower tier’s bag', () => {
    const result = decideCreateOrder(
      facts({
        subscription: { plan_name: 'crown', status: 'active' },
        product: { ...bag, access_levels: 'Reserve' },
      }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses at the tier’s bag limit, naming the bag that takes the slot and the next step', () => {
    const result = decideCreateOrder(
      facts({
        orders: [
          { order_status: 'delivered', bag_name: 'Gucci Ophidia GG Small Tote' },
          { order_status: 'completed', bag_name: 'Old Bag' },
        ],
      }),
    );
    expect(refusalOf(result)).toEqual({
      reason: 'bag_limit',
      message:
        'You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Elite membership holds 1 bag at a time. Start a return to choose your next bag.',
    });
  });

  it('lets a Crown member hold two bags but not three', () => {
    const crown = { subscription: { plan_name: 'crown' as const, status: 'active' } };
    expect(decideCreateOrder(facts({ ...crown, orders: statuses('active_rental') })).ok).toBe(true);
    const result = decideCreateOrder(
      facts({ ...crown, orders: statuses('active_rental', 'pending_shipment') }),
    );
    expect(refusalOf(result)?.message).toBe(
      bagLimitMessage('crown', statuses('active_rental', 'pending_shipment')),
    );
    expect(refusalOf(result)?.message).toBe(
      'You have 2 bags out: 1 bag with you and 1 bag on the way. Your Crown membership holds 2 bags at a time. Start a return to choose your next bag.',
    );
  });

  it('does not count finished or returning orders against the limit', () => {
    const result = decideCreateOrder(
      facts({ orders: statuses('completed', 'cancelled', 'return_pending') }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses without a shipping address', () => {
    expect(refusalOf(decideCreateOrder(facts({ shippingAddress: null })))).toEqual({
      reason: 'no_address',
      message: 'Please add a shipping address to your account before choosing a bag.',
    });
    expect(NO_SHIPPING_ADDRESS).toBe(
      'Please add a shipping address to your account before choosing a bag.',
    );
  });

  it('checks membership, then the bag, then the limit, then the address', () => {
    const all = {
      subscription: null,
      product: null,
      orders: statuses('delivered'),
      shippingAddress: null,
    };
    expect(refusalOf(decideCreateOrder(facts(all)))?.reason).toBe('no_membership');
    const withSub = { ...all, subscription: { plan_name: 'elite' as const, status: 'active' } };
    expect(refusalOf(decideCreateOrder(facts(withSub)))?.reason).toBe('bag_unavailable');
    expect(refusalOf(decideCreateOrder(facts({ ...withSub, product: bag })))?.reason).toBe(
      'bag_limit',
    );
    expect(
      refusalOf(decideCreateOrder(facts({ ...withSub, product: bag, orders: [] })))?.reason,
    ).toBe('no_address');
  });
});

describe('bagLimitMessage', () => {
  const bagOut = (order_status: string, bag_name: string) => ({ order_status, bag_name });

  it('names every bag out with a Crown member', () => {
    expect(
      bagLimitMessage('crown', [
        bagOut('active_rental', 'Gucci Ophidia GG Small Tote'),
        bagOut('delivered', 'Dior Saddle Bag'),
      ]),
    ).toBe(
      'You have 2 bags out with you (Gucci Ophidia GG Small Tote and Dior Saddle Bag). Your Crown membership holds 2 bags at a time. Start a return to choose your next bag.',
    );
  });

  it('says a bag still on its way must arrive, and its clock unlock, before its return frees the slot', () => {
    expect(bagLimitMessage('reserve', [bagOut('in_transit', 'Chanel Classic Flap')])).toBe(
      'You have 1 bag on its way to you (Chanel Classic Flap). Your Reserve membership holds 1 bag at a time. Once it arrives, its 30-day swap clock starts; when it unlocks, start a return to choose your next bag.',
    );
    expect(
      bagLimitMessage('crown', [bagOut('pending_shipment', 'A'), bagOut('in_transit', 'B')]),
    ).toBe(
      'You have 2 bags on their way to you (A and B). Your Crown membership holds 2 bags at a time. Once one arrives, its 14-day swap clock starts; when it unlocks, start its return to choose your next bag.',
    );
  });

  it('tells which bag is with the member and which is on the way', () => {
    expect(
      bagLimitMessage('crown', [bagOut('delivered', 'A'), bagOut('pending_shipment', 'B')]),
    ).toBe(
      'You have 2 bags out: 1 bag with you (A) and 1 bag on the way (B). Your Crown membership holds 2 bags at a time. Start a return to choose your next bag.',
    );
  });

  it('counts only current orders, and reads without names when none are known', () => {
    expect(
      bagLimitMessage('elite', [bagOut('return_pending', 'Gone'), bagOut('delivered', '')]),
    ).toBe(
      'You have 1 bag out with you. Your Elite membership holds 1 bag at a time. Start a return to choose your next bag.',
    );
    expect(bagLimitMessage('elite')).toBe(
      'You have 1 bag out. Your Elite membership holds 1 bag at a time. Start a return to choose your next bag.',
    );
  });

  it('names the day the swap unlocks when returning the bag now would not free the slot yet', () => {
    const now = new Date('2026-11-24T13:00:00Z');
    const ophidia = {
      order_status: 'active_rental',
      bag_name: 'Gucci Ophidia GG Small Tote',
      // Delivered November 7: Reserve's 30-day clock unlocks December 7.
      delivered_date: new Date('2026-11-07T15:00:00Z'),
    };
    expect(bagLimitMessage('reserve', [ophidia], now, 'America/New_York')).toBe(
      'You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Reserve membership holds 1 bag at a time. Your next swap unlocks December 7, 2026: from then, start a return to choose your next bag.',
    );
    // On December 7 itself the clock has unlocked: a return frees the slot.
    expect(bagLimitMessage('reserve', [ophidia], new Date('2026-12-07T16:00:00Z'))).toBe(
      'You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Reserve membership holds 1 bag at a time. Start a return to choose your next bag.',
    );
    // Crown: one bag with her (locked until December 5), one on the way.
    expect(
      bagLimitMessage(
        'crown',
        [
          {
            ...ophidia,
            order_status: 'delivered',
            bag_name: 'A',
            delivered_date: new Date('2026-11-21T15:00:00Z'),
          },
          bagOut('pending_shipment', 'B'),
        ],
        now,
        'UTC',
      ),
    ).toBe(
      'You have 2 bags out: 1 bag with you (A) and 1 bag on the way (B). Your Crown membership holds 2 bags at a time. Your next swap unlocks December 5, 2026: from then, start a return to choose your next bag.',
    );
  });

  it('gives createOrder the same words, with the unlock day', () => {
    const now = new Date('2026-11-24T13:00:00Z');
    const refusal = chooseRefusal({
      uid: 'member-1',
      now,
      subscription: { plan_name: 'reserve', status: 'active' },
      product: {
        status: 'Active',
        borrow_status: 'Available',
        access_levels: 'Reserve',
        borrower: null,
        price: 59_500,
      },
      orders: [
        {
          order_status: 'active_rental',
          bag_name: 'Tote',
          delivered_date: new Date('2026-11-07T15:00:00Z'),
        },
      ],
      timeZone: 'UTC',
    });
    expect(refusal?.reason).toBe('bag_limit');
    expect(refusal?.message).toContain('Your next swap unlocks December 7, 2026');
  });
});

describe('nextSwapUnlock', () => {
  const now = new Date('2026-11-24T13:00:00Z');
  const delivered = (day: string) => ({
    order_status: 'active_rental',
    delivered_date: new Date(`${day}T15:00:00Z`),
  });

  it('is the unlock of the clock that holds the slot, whether the bag is with her or back', () => {
    expect(nextSwapUnlock([delivered('2026-11-07')], 'reserve', now)).toEqual(
      new Date('2026-12-07T15:00:00Z'),
    );
    expect(
      nextSwapUnlock(
        [{ ...delivered('2026-11-07'), order_status: 'return_pending' }],
        'reserve',
        now,
      ),
    ).toEqual(new Date('2026-12-07T15:00:00Z'));
  });

  it('is null when she may choose now, once a return starts, or only a bag on its way decides', () => {
    expect(nextSwapUnlock([], 'reserve', now)).toBeNull();
    expect(nextSwapUnlock([delivered('2026-10-01')], 'reserve', now)).toBeNull();
    expect(nextSwapUnlock([{ order_status: 'in_transit' }], 'elite', now)).toBeNull();
  });
});

describe('decideCancelOrder', () => {
  const held = {
    borrow_status: 'Borrowed' as const,
    borrower: 'member-1',
    return_date: now,
  };

  it('cancels the member’s pending order and frees the bag', () => {
    const result = decideCancelOrder({
      uid: 'member-1',
      now,
      order: { user_id: 'member-1', order_status: 'pending_shipment' },
      product: held,
    });
    expect(result).toEqual({
      ok: true,
      alreadyCancelled: false,
      orderPatch: { order_status: 'cancelled', updated_at: now },
      productPatch: {
        borrow_status: 'Available',
        borrower: null,
        return_date: null,
        updated_at: now,
      },
    });
  });

  it('reads another member’s order as not found', () => {
    const result = decideCancelOrder({
      uid: 'member-2',
      now,
      order: { user_id: 'member-1', order_status: 'pending_shipment' },
      product: held,
    });
    expect(result).toEqual({ ok: false, reason: 'order_not_found', message: ORDER_NOT_FOUND });
    expect(decideCancelOrder({ uid: 'member-1', now, order: null, product: null }).ok).toBe(false);
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'pending_shipment' && s !== 'cancelled'))(
    'refuses once the order is %s',
    (order_status) => {
      const result = decideCancelOrder({
        uid: 'member-1',
        now,
        order: { user_id: 'member-1', order_status },
        product: held,
      });
      expect(result).toEqual({
        ok: false,
        reason: 'not_cancellable',
        message: ORDER_NOT_CANCELLABLE,
      });
    },
  );

  it('treats a second cancel (a double click) as done, writing nothing', () => {
    const result = decideCancelOrder({
      uid: 'member-1',
      now,
      order: { user_id: 'member-1', order_status: 'cancelled' },
      product: { borrow_status: 'Available', borrower: null, return_date: null },
    });
    expect(result).toEqual({
      ok: true,
      alreadyCancelled: true,
      orderPatch: null,
      productPatch: null,
    });
  });

  it('leaves a bag alone that someone else now holds', () => {
    const result = decideCancelOrder({
      uid: 'member-1',
      now,
      order: { user_id: 'member-1', order_status: 'pending_shipment' },
      product: { ...held, borrower: 'member-2' },
    });
    expect(result.ok && result.productPatch).toBeNull();
  });
});

describe('releaseBag', () => {
  it('frees a Borrowed or Swapping bag nobody is recorded as holding', () => {
    for (const borrow_status of ['Borrowed', 'Swapping'] as const) {
      expect(
        releaseBag({ borrow_status, borrower: null, return_date: null }, 'm', now),
      ).toMatchObject({ borrow_status: 'Available', borrower: null });
    }
  });

  it('keeps a bag in Maintenance but clears its borrower', () => {
    expect(
      releaseBag({ borrow_status: 'Maintenance', borrower: 'm', return_date: now }, 'm', now),
    ).toEqual({
      borrow_status: 'Maintenance',
      borrower: null,
      return_date: null,
      updated_at: now,
    });
  });

  it('writes nothing for a bag already free, or a missing product', () => {
    expect(
      releaseBag({ borrow_status: 'Available', borrower: null, return_date: null }, 'm', now),
    ).toBeNull();
    expect(releaseBag(null, 'm', now)).toBeNull();
  });
});
