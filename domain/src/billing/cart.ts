/**
 * The Cart (`/cart`): a member's next moves in one place, decided from their orders,
 * subscription and charges. Pure: the page shows what {@link cartOffer} and
 * {@link cartPurchases} say, and each move goes through the functions that already do it
 * (`startPurchase`, `addAddOn`, `cancelOrder`), which decide again on the server: the
 * prices here are the member prices the domain computes, shown, never sent.
 */
import { addOnRefusal } from './billing';
import {
  memberPurchasePrice,
  ADD_ON_IDS,
  ADD_ONS,
  type AddOnDetails,
  type AddOnId,
  type SubscriptionStatus,
  type TierId,
} from '../membership';
import {
  isReservation,
  currentOrders,
  type OrderOutcome,
  type OrderStatus,
  canBuyOrder,
  PURCHASE_CLOSED,
  PURCHASE_MEMBERSHIP_PAUSED,
  PURCHASE_NEEDS_MEMBERSHIP,
  PURCHASE_NOT_YET,
  PURCHASE_PAST_DUE,
  PURCHASE_PAYMENT_PROCESSING,
  PURCHASE_RETURNING,
  type PurchasePayment,
} from '../orders';

/** The order fields the Cart reads. */
export interface CartOrder {
  id: string;
  order_status: OrderStatus;
  bag_id: string;
  bag_name: string;
  bag_brand: string;
  bag_image: string | null;
  bag_retail_price: number;
  created_at: Date;
  ship_on?: Date | null;
  follows_order_id?: string | null;
  outcome?: OrderOutcome | null;
  purchase_payment?: PurchasePayment | null;
}

/** The subscription fields the Cart reads. */
export interface CartSubscription {
  plan_name: TierId;
  status: SubscriptionStatus;
  add_ons: Record<AddOnId, boolean>;
  pending_plan_name: TierId | null;
}

/** A bag the member holds: buyable at `memberPriceCents`, or not now, for `blocked`. */
export type CartBag<O extends CartOrder = CartOrder> = {
  order: O;
  retailCents: number;
} & ({ buyable: true; memberPriceCents: number } | { buyable: false; blocked: string });

/** An add-on the member may add now. */
export interface CartAddOn {
  addOn: AddOnDetails;
}

export interface Cart<O extends CartOrder = CartOrder> {
  /** Bags reserved to ship when a swap clock unlocks (cancellable until they ship). */
  reserved: (O & { ship_on: Date })[];
  /** Bags the member has with them or on their way, buyable or with why not yet. */
  bags: CartBag<O>[];
  /** Add-ons the membership may take now. */
  addOns: CartAddOn[];
  /** Nothing to reserve, buy or add. */
  empty: boolean;
}

/** Why a held bag cannot be bought now, from the order and membership alone. */
function blockedReason(order: CartOrder, sub: CartSubscription | null): string | null {
  if (order.purchase_payment?.status === 'processing') return PURCHASE_PAYMENT_PROCESSING;
  if (order.order_status === 'return_pending') return PURCHASE_RETURNING;
  if (order.order_status === 'completed' || order.order_status === 'cancelled') {
    return PURCHASE_CLOSED;
  }
  if (!canBuyOrder(order.order_status)) return PURCHASE_NOT_YET;
  if (sub === null || sub.status === 'canceled') return PURCHASE_NEEDS_MEMBERSHIP;
  if (sub.status === 'paused') return PURCHASE_MEMBERSHIP_PAUSED;
  if (sub.status === 'past_due') return PURCHASE_PAST_DUE;
  return null;
}

/**
 * What the Cart offers the member: their reservations; each bag they hold (not a
 * reservation, not bought) with its member price when `decidePurchase` would allow it
 * (delivered or in rotation, membership active; the price is the order's retail price
 * less their tier's discount) or the reason it cannot be bought yet; and the add-ons
 * their tier may add that the membership does not have, only while it is active.
 */
export function cartOffer<O extends CartOrder>(
  orders: readonly O[],
  subscription: CartSubscription | null,
): Cart<O> {
  const current = currentOrders(orders);
  const reserved = current.filter(isReservation);
  const bags: CartBag<O>[] = current
    .filter((order) => !isReservation(order) && order.outcome !== 'purchased')
    .map((order) => {
      const blocked = blockedReason(order, subscription);
      const retailCents = order.bag_retail_price;
      if (blocked !== null || subscription === null) {
        return {
          order,
          retailCents,
          buyable: false,
          blocked: blocked ?? PURCHASE_NEEDS_MEMBERSHIP,
        };
      }
      return {
        order,
        retailCents,
        buyable: true,
        memberPriceCents: memberPurchasePrice(retailCents, subscription.plan_name),
      };
    });
  const addOns: CartAddOn[] =
    subscription === null || subscription.status !== 'active'
      ? []
      : ADD_ON_IDS.filter(
          (id) =>
            !subscription.add_ons[id] &&
            addOnRefusal(subscription.plan_name, id) === null &&
            // A scheduled plan change comes first (decideAddAddOn refuses meanwhile).
            subscription.pending_plan_name === null,
        ).map((id) => ({
          addOn: id === 'full_coverage' ? ADD_ONS.fullCoverage : ADD_ONS.selectAccess,
        }));
  return {
    reserved,
    bags,
    addOns,
    empty: reserved.length === 0 && bags.length === 0 && addOns.length === 0,
  };
}

/** The charge fields the Cart's past purchases read. */
export interface CartCharge {
  id: string;
  kind: string;
  status: string;
  description: string;
  amount_cents: number;
  charged_at: Date;
  order_id: string | null;
}

/**
 * The member's bags bought (paid or refunded purchase charges), newest first. A Checkout
 * of add-ons alone is an `add_on` charge, not one of these.
 */
export function cartPurchases<C extends CartCharge>(charges: readonly C[]): C[] {
  return charges
    .filter((charge) => charge.kind === 'purchase' && charge.status !== 'failed')
    .sort((a, b) => b.charged_at.getTime() - a.charged_at.getTime());
}
