import { describe, expect, it } from 'vitest';
import { cartOffer, cartPurchases, type CartOrder, type CartSubscription } from '../cart';
import {
  PURCHASE_MEMBERSHIP_PAUSED,
  PURCHASE_NEEDS_MEMBERSHIP,
  PURCHASE_NOT_YET,
  PURCHASE_PAST_DUE,
  PURCHASE_PAYMENT_PROCESSING,
} from '../../orders';

const day = 86_400_000;
const t0 = new Date('2026-11-01T12:00:00Z');

function order(id: string, patch: Partial<CartOrder> = {}): CartOrder {
  return {
    id,
    order_status: 'delivered',
    bag_id: `bag-${id}`,
    bag_name: `Bag ${id}`,
    bag_brand: 'Chanel',
    bag_image: '',
    bag_retail_price: 285_000,
    created_at: t0,
    ship_on: null,
    follows_order_id: null,
    outcome: null,
    purchase_payment: null,
    ...patch,
  };
}

const elite: CartSubscription = {
  plan_name: 'elite',
  status: 'active',
  add_ons: { full_coverage: false, select_access: false },
  pending_plan_name: null,
};

describe('cartOffer', () => {
  it('offers each bag the member has with them at the member price of their tier', () => {
    const cart = cartOffer([order('a'), order('b', { order_status: 'active_rental' })], elite);
    expect(cart.bags.map((bag) => bag.buyable && bag.memberPriceCents)).toEqual([195_000, 195_000]);
    const crown = cartOffer([order('a')], { ...elite, plan_name: 'crown' });
    expect(crown.bags[0]).toMatchObject({ buyable: true, memberPriceCents: 185_300 });
    expect(crown.bags[0]?.retailCents).toBe(285_000);
  });

  it('lists a bag on its way as not buyable yet, and leaves out bags returned, closed or bought', () => {
    const cart = cartOffer(
      [
        order('transit', { order_status: 'in_transit' }),
        order('back', { order_status: 'return_pending' }),
        order('done', { order_status: 'completed', outcome: 'purchased' }),
        order('gone', { order_status: 'cancelled' }),
      ],
      elite,
    );
    expect(cart.bags).toEqual([
      expect.objectContaining({ buyable: false, blocked: PURCHASE_NOT_YET }),
    ]);
    expect(cart.bags[0]?.order.id).toBe('transit');
  });

  it('keeps a reservation apart from the bags held, with its ship day', () => {
    const shipOn = new Date(t0.getTime() + 9 * day);
    const cart = cartOffer(
      [
        order('next', { order_status: 'pending_shipment', ship_on: shipOn, follows_order_id: 'a' }),
        order('a', { order_status: 'return_pending' }),
      ],
      elite,
    );
    expect(cart.reserved.map((o) => [o.id, o.ship_on])).toEqual([['next', shipOn]]);
    expect(cart.bags).toEqual([]);
    expect(cart.empty).toBe(false);
  });

  it('says why a held bag cannot be bought when the membership is paused, past due or gone', () => {
    const blocked = (sub: CartSubscription | null) => {
      const bag = cartOffer([order('a')], sub).bags[0];
      return bag && !bag.buyable ? bag.blocked : null;
    };
    expect(blocked({ ...elite, status: 'paused' })).toBe(PURCHASE_MEMBERSHIP_PAUSED);
    expect(blocked({ ...elite, status: 'past_due' })).toBe(PURCHASE_PAST_DUE);
    expect(blocked({ ...elite, status: 'canceled' })).toBe(PURCHASE_NEEDS_MEMBERSHIP);
    expect(blocked(null)).toBe(PURCHASE_NEEDS_MEMBERSHIP);
    const processing = cartOffer(
      [
        order('a', {
          purchase_payment: { status: 'processing', session_id: 'cs_1', updated_at: t0 },
        }),
      ],
      elite,
    ).bags[0];
    expect(processing).toMatchObject({ buyable: false, blocked: PURCHASE_PAYMENT_PROCESSING });
  });

  it('offers the add-ons the tier may add and the membership does not have', () => {
    const ids = (sub: CartSubscription | null) =>
      cartOffer([], sub).addOns.map(({ addOn }) => addOn.id);
    expect(ids(elite)).toEqual(['full_coverage', 'select_access']);
    expect(ids({ ...elite, plan_name: 'reserve' })).toEqual(['select_access']);
    expect(ids({ ...elite, plan_name: 'crown' })).toEqual(['full_coverage']);
    expect(ids({ ...elite, add_ons: { full_coverage: true, select_access: false } })).toEqual([
      'select_access',
    ]);
    expect(cartOffer([], elite).addOns[0]?.addOn.monthlyPriceCents).toBe(1900);
  });

  it('offers no add-on to a membership that is not active or has a plan change scheduled', () => {
    expect(cartOffer([], { ...elite, status: 'paused' }).addOns).toEqual([]);
    expect(cartOffer([], { ...elite, pending_plan_name: 'reserve' }).addOns).toEqual([]);
    expect(cartOffer([], null).addOns).toEqual([]);
  });

  it('is empty with nothing to reserve, buy or add', () => {
    const full = { full_coverage: false, select_access: true };
    expect(
      cartOffer([], { ...elite, plan_name: 'crown', add_ons: { ...full, full_coverage: true } })
        .empty,
    ).toBe(true);
    expect(cartOffer([order('a', { order_status: 'completed' })], null).empty).toBe(true);
    expect(cartOffer([], elite).empty).toBe(false);
  });
});

describe('cartPurchases', () => {
  const charge = (id: string, kind: string, status: string, at: number) => ({
    id,
    kind,
    status,
    description: id,
    amount_cents: 1000,
    charged_at: new Date(t0.getTime() + at * day),
    order_id: kind === 'purchase' ? `o-${id}` : null,
  });

  it('lists the bags bought, newest first, without memberships, add-ons or failed payments', () => {
    const list = cartPurchases([
      charge('old', 'purchase', 'paid', 1),
      charge('select', 'add_on', 'paid', 2),
      charge('month', 'membership', 'paid', 5),
      charge('failed', 'purchase', 'failed', 6),
      charge('new', 'purchase', 'refunded', 3),
    ]);
    expect(list.map((c) => c.id)).toEqual(['new', 'old']);
  });
});
