/**
 * Buy to keep: a member buys the bag they hold at the member price
 * ({@link memberPurchasePrice}). `startPurchase` decides with {@link decidePurchase} and
 * opens a payment (Stripe Checkout in payment mode, or demo billing); the paid event is
 * applied once by the billing layer with {@link purchaseCompletion}: the bag leaves the
 * catalogue as Sold with its loan ended, the order completes with the Purchased outcome
 * (which frees the member's swap slot), and a confirmation email is queued.
 */
import { productName, type ProductStatus, type BorrowStatus } from '../catalogue';
import { memberPurchasePrice, type SubscriptionStatus, type TierId } from '../membership';
import { formatCents } from '../core';
import type { OrderOutcome, OrderStatus } from './orders';
import { escapeHtml, type MailDoc } from './returns';

/** The order statuses in which the member has the bag with them and may buy it. */
export const PURCHASABLE_STATUSES = [
  'delivered',
  'active_rental',
] as const satisfies readonly OrderStatus[];

/** Whether an order in `status` may be bought. */
export function canBuyOrder(status: string): boolean {
  return (PURCHASABLE_STATUSES as readonly string[]).includes(status);
}

export const PURCHASE_NOT_YOURS = 'You can only buy a bag you have with you now.';
export const PURCHASE_NOT_YET = 'You can buy this bag once it has been delivered to you.';
export const PURCHASE_RETURNING =
  'This bag is on its way back to us, so it can no longer be bought.';
export const PURCHASE_CLOSED = 'This order is closed, so its bag can no longer be bought.';
export const BAG_ALREADY_SOLD = 'This bag has already been sold.';
export const PURCHASE_NEEDS_MEMBERSHIP = 'Buying your bag needs an active membership.';
export const PURCHASE_MEMBERSHIP_PAUSED = 'Your membership is paused. Resume it to buy your bag.';
export const PURCHASE_PAST_DUE =
  'Your last payment did not go through. Update your card under Manage Membership, then buy your bag.';

/** Refusal while a delayed payment (bank debit) for the bag is still processing. */
export const PURCHASE_PAYMENT_PROCESSING =
  'Your payment for this bag is still processing. We will email you once it clears.';
/** What the member's order says while a delayed payment processes. */
export const PURCHASE_PROCESSING_NOTE =
  'Payment processing: bank payments can take a few business days to clear. The bag stays with you meanwhile.';
/** What the member's order says after a delayed payment failed. */
export const PURCHASE_FAILED_NOTE =
  'Your payment did not go through, so the bag was not bought and nothing was charged. You can try again with another payment method.';

/** A purchase's delayed payment (Stripe Checkout with a bank debit) before it is paid. */
export interface PurchasePayment {
  status: 'processing' | 'failed';
  /** The Checkout Session (`cs_…`). */
  session_id: string;
  updated_at: Date;
}

/** The order fields a purchase reads. */
export interface PurchasableOrder {
  user_id: string;
  order_status: OrderStatus;
  bag_id: string;
  bag_retail_price: number;
  outcome?: OrderOutcome | null;
  purchase_payment?: PurchasePayment | null;
  /** How it was paid, once purchased. */
  purchase?: Pick<PurchaseRecord, 'payment_id'> | null;
}

/** The bag fields a purchase reads. */
export interface PurchasableProduct {
  status: ProductStatus;
  price: number;
  borrower: string | null;
}

export interface PurchaseFacts {
  uid: string;
  order: PurchasableOrder | null;
  product: PurchasableProduct | null;
  subscription: { status: SubscriptionStatus; plan_name: TierId } | null;
}

export type PurchaseRefusalReason =
  | 'order_not_found'
  | 'not_yours'
  | 'sold'
  | 'not_yet'
  | 'returning'
  | 'closed'
  | 'no_membership'
  | 'paused'
  | 'past_due'
  | 'processing';

export type PurchaseDecision =
  | { ok: true; amount: number; tier: TierId }
  | { ok: false; reason: PurchaseRefusalReason; message: string };

function refuse(reason: PurchaseRefusalReason, message: string): PurchaseDecision {
  return { ok: false, reason, message };
}

/**
 * Whether `uid` may buy the bag of `order` now, and at what price (cents): only their
 * current loan, delivered and not on its way back, a bag not sold, and only with an active
 * membership. The price is the bag's retail price on the order less the member's tier
 * discount; nothing the client sends decides it.
 */
export function decidePurchase(facts: PurchaseFacts): PurchaseDecision {
  const { order, product, subscription, uid } = facts;
  if (order === null) return refuse('order_not_found', 'We could not find that order.');
  if (order.user_id !== uid) return refuse('not_yours', PURCHASE_NOT_YOURS);
  if (order.outcome === 'purchased' || product?.status === 'Sold') {
    return refuse('sold', BAG_ALREADY_SOLD);
  }
  if (order.purchase_payment?.status === 'processing') {
    return refuse('processing', PURCHASE_PAYMENT_PROCESSING);
  }
  if (order.order_status === 'return_pending') return refuse('returning', PURCHASE_RETURNING);
  if (order.order_status === 'completed' || order.order_status === 'cancelled') {
    return refuse('closed', PURCHASE_CLOSED);
  }
  if (!canBuyOrder(order.order_status)) return refuse('not_yet', PURCHASE_NOT_YET);
  if (product === null || product.borrower !== uid) {
    return refuse('not_yours', PURCHASE_NOT_YOURS);
  }
  if (subscription === null || subscription.status === 'canceled') {
    return refuse('no_membership', PURCHASE_NEEDS_MEMBERSHIP);
  }
  if (subscription.status === 'paused') return refuse('paused', PURCHASE_MEMBERSHIP_PAUSED);
  if (subscription.status === 'past_due') return refuse('past_due', PURCHASE_PAST_DUE);
  // The retail price the member was shown with the order (their dashboard's "Want to
  // keep it?"), so the price charged is the one they saw.
  return {
    ok: true,
    amount: memberPurchasePrice(order.bag_retail_price, subscription.plan_name),
    tier: subscription.plan_name,
  };
}

/** How a purchase was paid. */
export interface PurchaseRecord {
  amount: number;
  paid_at: Date;
  /** The Checkout Session's id (`cs_…`, or `cs_demo_…` in demo billing). */
  payment_id: string;
  mode: 'stripe' | 'demo';
}

/** What a paid purchase writes on the order and on the bag. */
export interface PurchaseCompletion {
  orderPatch: {
    order_status: 'completed';
    outcome: 'purchased';
    purchase: PurchaseRecord;
    purchase_payment: null;
    updated_at: Date;
  };
  productPatch: {
    status: 'Sold';
    borrow_status: BorrowStatus;
    borrower: null;
    return_date: null;
    updated_at: Date;
  };
}

export type PurchaseCompletionDecision =
  | ({ ok: true } & PurchaseCompletion)
  | {
      ok: false;
      reason:
        'already_purchased' | 'paid_twice' | 'sold_elsewhere' | 'returned' | 'order_not_found';
    };

/**
 * Applies a paid purchase of `order` (its bag `product`): the order completes as
 * Purchased, the bag becomes Sold with its loan ended (no borrower, no return date, so
 * nothing puts it back in circulation). A second delivery of the same payment is
 * `already_purchased`; another payment for an order already bought is `paid_twice`, a bag
 * sold in another order is `sold_elsewhere`, and a bag on its way back or back in the
 * closet since the Checkout opened (a return started, received or the order closed) is
 * `returned`: each such payment needs a refund, which an admin makes.
 */
export function purchaseCompletion(
  order: PurchasableOrder | null,
  product: (PurchasableProduct & { borrow_status: BorrowStatus }) | null,
  purchase: PurchaseRecord,
  now: Date,
): PurchaseCompletionDecision {
  if (order === null) return { ok: false, reason: 'order_not_found' };
  if (order.outcome === 'purchased') {
    // Another paid session for a bag already bought (two tabs, a retried checkout): the
    // second payment needs a refund. The same payment seen again changes nothing.
    const samePayment = order.purchase?.payment_id === purchase.payment_id;
    return { ok: false, reason: samePayment ? 'already_purchased' : 'paid_twice' };
  }
  if (product?.status === 'Sold') return { ok: false, reason: 'sold_elsewhere' };
  if (product !== null && product.borrower !== null && product.borrower !== order.user_id) {
    return { ok: false, reason: 'sold_elsewhere' };
  }
  // What decidePurchase refused when the Checkout opened may have happened since: a
  // session stays payable for a while (its `expires_at`).
  if (
    order.order_status === 'return_pending' ||
    order.order_status === 'completed' ||
    order.order_status === 'cancelled' ||
    (product !== null && product.borrower === null)
  ) {
    return { ok: false, reason: 'returned' };
  }
  return {
    ok: true,
    orderPatch: {
      order_status: 'completed',
      outcome: 'purchased',
      purchase,
      purchase_payment: null,
      updated_at: now,
    },
    productPatch: {
      status: 'Sold',
      borrow_status: product?.borrow_status === 'Maintenance' ? 'Maintenance' : 'Available',
      borrower: null,
      return_date: null,
      updated_at: now,
    },
  };
}

/** The order fields the confirmation email shows. */
export interface PurchasedOrder {
  user_id: string;
  bag_name: string;
  bag_brand: string;
}

/** The purchase confirmation email for the `mail` outbox. */
export function purchaseConfirmationMail(
  orderId: string,
  order: PurchasedOrder,
  to: string,
  purchase: Pick<PurchaseRecord, 'amount' | 'mode'>,
  ordersUrl: string,
  now: Date,
): MailDoc {
  const bag = productName(order.bag_brand, order.bag_name);
  const price = formatCents(purchase.amount, { decimals: true });
  const demo = purchase.mode === 'demo' ? ' (demo purchase: no card was charged)' : '';
  const text = [
    `The ${bag} is yours to keep.`,
    '',
    `You paid ${price}, your member price${demo}.`,
    'There is nothing to send back: keep the bag, its dust bag and box.',
    'Your swap slot is free, so you can choose your next bag now.',
    '',
    `Your orders: ${ordersUrl}`,
  ].join('\n');
  const html = [
    `<p>The <strong>${escapeHtml(bag)}</strong> is yours to keep.</p>`,
    `<p>You paid <strong>${escapeHtml(price)}</strong>, your member price${escapeHtml(demo)}.</p>`,
    '<p>There is nothing to send back: keep the bag, its dust bag and box.</p>',
    '<p>Your swap slot is free, so you can choose your next bag now.</p>',
    `<p><a href="${escapeHtml(ordersUrl)}">See your orders</a></p>`,
  ].join('');
  return {
    to,
    message: { subject: `The ${bag} is yours`, text, html },
    meta: { kind: 'purchase', order_id: orderId, user_id: order.user_id },
    created_at: now,
  };
}
