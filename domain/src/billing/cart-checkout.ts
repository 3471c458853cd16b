/**
 * The Cart's one Checkout (`checkoutCart`): the member selects bags she may buy and
 * add-ons she may add, and pays for them together. The client sends ids only; the server
 * decides each item again (`decidePurchase`, `decideAddAddOn`) and prices it here, the
 * same way the page showed the total: a bag at its member price, the add-ons at what
 * joining them today charges (domain `chargeNow`, as adding one alone does).
 */
import { z } from 'zod';
import { productName } from '../catalogue';
import { ADD_ON_IDS, type AddOnId } from '../membership';
import { addOnDetails } from './billing';
import { currentPlan, type Plan } from './billing-plan';
import type { Cart, CartOrder } from './cart';
import { chargeNow } from './charges';

/** The most bags one Checkout takes (Stripe's metadata carries their ids). */
export const CART_CHECKOUT_MAX_BAGS = 10;

export const CART_CHECKOUT_NOTHING = 'Please choose at least one bag or add-on to check out.';

const unique = <T>(list: T[]) => [...new Set(list)];

const orderId = z
  .string({ error: 'Please choose bags from your cart.' })
  .trim()
  .min(1, 'Please choose bags from your cart.')
  .max(128, 'Please choose bags from your cart.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Please choose bags from your cart.');

/**
 * `checkoutCart({ orderIds, addOns, idempotencyKey })`: ids only, never a price. The key
 * is made by the page once per Checkout, so a second click (or a retried request) of the
 * same Checkout charges nothing more.
 */
export const cartCheckoutInputSchema = z
  .object({
    orderIds: z
      .array(orderId, { error: 'Please choose bags from your cart.' })
      .max(
        CART_CHECKOUT_MAX_BAGS,
        `Please check out at most ${CART_CHECKOUT_MAX_BAGS} bags at once.`,
      )
      .overwrite(unique)
      .default([]),
    addOns: z
      .array(z.enum(ADD_ON_IDS, { error: 'Please choose add-ons from your cart.' }))
      .overwrite(unique)
      .default([]),
    idempotencyKey: z
      .string({ error: 'This checkout could not be identified. Please reload the page.' })
      .regex(
        /^[A-Za-z0-9_-]{16,64}$/,
        'This checkout could not be identified. Please reload the page.',
      ),
  })
  .refine((input) => input.orderIds.length + input.addOns.length > 0, CART_CHECKOUT_NOTHING);
export type CartCheckoutInput = z.input<typeof cartCheckoutInputSchema>;

/** One item of a Checkout, as the receipt lists it. */
export interface CartCheckoutLine {
  kind: 'bag' | 'add_on';
  /** The order id of a bag, the add-on id of an add-on. */
  id: string;
  label: string;
  cents: number;
}

/**
 * With Stripe, the Checkout page to pay for the bags on (`url`, `null` when only add-ons
 * were chosen: they join the membership as adding one alone does); in demo billing the
 * Checkout is complete, with its charge (receipt) id.
 */
export type CartCheckoutResult =
  | { mode: 'stripe'; url: string | null; lines: CartCheckoutLine[]; totalCents: number }
  | { mode: 'demo'; chargeId: string; lines: CartCheckoutLine[]; totalCents: number };

/** The subscription fields pricing an add-on today reads. */
export type AddOnPricingSubscription = Parameters<typeof chargeNow>[0];

/**
 * What joining `addOns` today charges, one line each: each line is what its add-on adds
 * to the ones before it (so the lines sum to `chargeNow` of the plan with all of them).
 */
export function addOnLines(
  sub: AddOnPricingSubscription,
  addOns: readonly AddOnId[],
  now: Date,
): CartCheckoutLine[] {
  let plan: Plan = currentPlan(sub);
  let before = 0;
  return addOns.map((id) => {
    plan = { ...plan, addOns: { ...plan.addOns, [id]: true } };
    const total = chargeNow(sub, plan, now).todayCents;
    const cents = Math.max(0, total - before);
    before = total;
    const addOn = addOnDetails(id);
    return { kind: 'add_on', id, label: `${addOn.name} (rest of this period)`, cents };
  });
}

/** The line of a bag bought at `cents`. */
export function bagLine(order: Pick<CartOrder, 'id' | 'bag_brand' | 'bag_name'>, cents: number) {
  return {
    kind: 'bag',
    id: order.id,
    label: productName(order.bag_brand, order.bag_name),
    cents,
  } satisfies CartCheckoutLine;
}

export function linesTotal(lines: readonly CartCheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.cents, 0);
}

/**
 * What the page shows for a selection: the lines of the chosen items the Cart offers
 * (buyable bags at their member price, add-ons at today's charge) and their total. Ids the
 * Cart no longer offers are left out (the server refuses them anyway).
 */
export function cartSelectionLines<O extends CartOrder>(
  cart: Cart<O>,
  selection: { orderIds: readonly string[]; addOns: readonly AddOnId[] },
  sub: AddOnPricingSubscription | null,
  now: Date,
): { lines: CartCheckoutLine[]; totalCents: number } {
  const bags = cart.bags.flatMap((bag) =>
    bag.buyable && selection.orderIds.includes(bag.order.id)
      ? [bagLine(bag.order, bag.memberPriceCents)]
      : [],
  );
  const offered = ADD_ON_IDS.filter(
    (id) => selection.addOns.includes(id) && cart.addOns.some(({ addOn }) => addOn.id === id),
  );
  const lines = [...bags, ...(sub === null ? [] : addOnLines(sub, offered, now))];
  return { lines, totalCents: linesTotal(lines) };
}
