import { describe, expect, it } from 'vitest';
import { cartOffer, type CartOrder } from '../cart';
import {
  CART_CHECKOUT_NOTHING,
  addOnLines,
  cartCheckoutInputSchema,
  cartSelectionLines,
  linesTotal,
} from '../cart-checkout';
import { chargeNow } from '../charges';

const t0 = new Date('2026-11-16T00:00:00Z');

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
    ...patch,
  };
}

/** Elite, billed on the 1st: half of November is left on November 16. */
const elite = {
  plan_name: 'elite' as const,
  status: 'active' as const,
  add_ons: { full_coverage: false, select_access: false },
  pending_plan_name: null,
  started_at: new Date('2026-06-01T00:00:00Z'),
  current_period_end: new Date('2026-12-01T00:00:00Z'),
  discount: null,
};

describe('cartSelectionLines', () => {
  it('totals the chosen bags at the member price and the add-ons at what joining them today charges', () => {
    const cart = cartOffer([order('a'), order('b', { bag_retail_price: 100_000 })], elite);
    const { lines, totalCents } = cartSelectionLines(
      cart,
      { orderIds: ['a', 'b'], addOns: ['full_coverage', 'select_access'] },
      elite,
      t0,
    );
    // The Elite member prices (memberPurchasePrice); an add-on costs half its month for half a month.
    expect(lines).toEqual([
      { kind: 'bag', id: 'a', label: 'Chanel Bag a', cents: 195_000 },
      { kind: 'bag', id: 'b', label: 'Chanel Bag b', cents: 68_400 },
      {
        kind: 'add_on',
        id: 'full_coverage',
        label: 'Full Coverage Protection (rest of this period)',
        cents: 950,
      },
      {
        kind: 'add_on',
        id: 'select_access',
        label: 'Select Access (rest of this period)',
        cents: 1450,
      },
    ]);
    expect(totalCents).toBe(195_000 + 68_400 + 950 + 1450);
  });

  it('leaves out what the Cart does not offer: a bag not delivered yet, an add-on already on', () => {
    const sub = { ...elite, add_ons: { full_coverage: true, select_access: false } };
    const cart = cartOffer([order('a', { order_status: 'in_transit' }), order('b')], sub);
    const { lines, totalCents } = cartSelectionLines(
      cart,
      { orderIds: ['a', 'b', 'unknown'], addOns: ['full_coverage'] },
      sub,
      t0,
    );
    expect(lines.map((line) => line.id)).toEqual(['b']);
    expect(totalCents).toBe(195_000);
  });

  it('is zero for nothing chosen', () => {
    const cart = cartOffer([order('a')], elite);
    expect(cartSelectionLines(cart, { orderIds: [], addOns: [] }, elite, t0)).toEqual({
      lines: [],
      totalCents: 0,
    });
  });
});

describe('addOnLines', () => {
  it('sums to what adding all of them at once charges, with a discount too', () => {
    const sub = {
      ...elite,
      discount: {
        code: 'WELCOME',
        kind: 'percent' as const,
        percent_off: 15,
        amount_off_cents: null,
        duration: 'forever' as const,
        duration_in_months: null,
        ends_at: null,
      },
    };
    const at = new Date('2026-11-07T13:17:00Z');
    const lines = addOnLines(sub, ['select_access', 'full_coverage'], at);
    const both = chargeNow(
      sub,
      { tier: 'elite', addOns: { full_coverage: true, select_access: true } },
      at,
    ).todayCents;
    expect(linesTotal(lines)).toBe(both);
    expect(lines.map((line) => line.id)).toEqual(['select_access', 'full_coverage']);
  });
});

describe('cartCheckoutInputSchema', () => {
  const key = 'k_0123456789abcdef';

  it('takes ids only, each once', () => {
    expect(
      cartCheckoutInputSchema.parse({
        orderIds: ['o1', 'o1', 'o2'],
        addOns: ['select_access'],
        idempotencyKey: key,
        priceCents: 1,
      }),
    ).toEqual({ orderIds: ['o1', 'o2'], addOns: ['select_access'], idempotencyKey: key });
  });

  it('refuses an empty checkout, an unknown add-on, a path as an id, and a missing key', () => {
    const problem = (input: unknown) =>
      cartCheckoutInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(problem({ idempotencyKey: key })).toBe(CART_CHECKOUT_NOTHING);
    expect(problem({ addOns: ['free_bags'], idempotencyKey: key })).toBe(
      'Please choose add-ons from your cart.',
    );
    expect(problem({ orderIds: ['orders/x'], idempotencyKey: key })).toBe(
      'Please choose bags from your cart.',
    );
    expect(problem({ orderIds: ['o1'] })).toBe(
      'This checkout could not be identified. Please reload the page.',
    );
    expect(
      problem({ orderIds: Array.from({ length: 11 }, (_, i) => `o${i}`), idempotencyKey: key }),
    ).toBe('Please check out at most 10 bags at once.');
  });
});
