/**
 * `checkoutCart`: the Cart's one Checkout for the bags and add-ons the member selected
 * (domain `cart-checkout.ts`). The client sends ids only; every item is decided again
 * here before anything is charged (`decidePurchase` for each bag: she holds it, it is
 * delivered and unsold, her membership is active; `decideAddAddOn` for each add-on), and
 * if any one is no longer possible nothing is charged and the answer names it and why.
 *
 * Paying goes through the purchase's own path (`applyPurchaseCompleted`, purchase-event.ts,
 * with a session that lists every bag), so each bag ends exactly as bought alone: the
 * order Purchased, the bag Sold, the confirmation email; and one charge with one receipt.
 *
 * - Demo billing: the event Stripe would send for the paid session is applied (one charge
 *   listing every bag and the add-ons at today's prorated amount); every bag or none is
 *   bought (the demo handler applies nothing unless all can be). The add-ons then join the
 *   membership through the add-on path (`changeThroughBilling`) without a charge of their
 *   own, as the Checkout's charge has them.
 * - Stripe, with bags: one payment-mode Checkout Session with a line item per bag and per
 *   add-on (at today's prorated amount, as the page showed), completed by the webhook. All
 *   or nothing: the add-ons join the subscription only once that Checkout is paid
 *   (`cart-add-ons.ts`, without a proration of their own, as the Checkout charged it); a
 *   Checkout left unpaid changes nothing.
 * - Stripe, add-ons only: they join the subscription as adding one alone does (Stripe
 *   invoices its own proration to the card on file; no Checkout page).
 *
 * A double click or a retried request with the same idempotency key answers what the
 * first one did (`cart_checkouts/{uid}_{key}`); Stripe gets the same key on the session.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  addDays,
  addOnDetails,
  addOnLines,
  bagLine,
  bagOutState,
  decideAddAddOn,
  decidePurchase,
  linesTotal,
  productName,
  type AddOnId,
  type CartCheckoutLine,
  type CartCheckoutResult,
  type MembershipFacts,
  type MembershipChange,
  type MembershipRefusal,
} from '@unlimited/domain';
import { config } from '../config';
import { orderDoc, subscriptionDoc } from '../lib/collections';
import { readLoanedProduct } from '../lib/product-loans';
import { dataOrNull } from '../lib/snapshots';
import { applyBillingEvent } from './apply-event';
import { changeThroughBilling } from './membership-billing';
import { PURCHASE_KIND } from './purchase-event';
import { demoPurchaseEvent, type PurchaseDeps } from './start-purchase';
import { BILLING_NOT_SET_UP } from './start-checkout';
import { checkoutExpiry } from './stripe-checkout';

/** How long a Checkout's idempotency record is kept (`expire_at`, a TTL policy). */
export const CART_CHECKOUT_KEPT_DAYS = 7;

export const CHECKOUT_UNDER_WAY =
  'This checkout is already under way. Please wait a moment, then look at your cart.';

/** The page's selection, validated (`cartCheckoutInputSchema`). */
export interface CartCheckoutRequest {
  orderIds: string[];
  addOns: AddOnId[];
  idempotencyKey: string;
}

/** A refusal naming the item (`details.itemId`), so the page can say which one and why. */
function itemRefusal(itemId: string, label: string, message: string): HttpsError {
  return new HttpsError('failed-precondition', `${label}: ${message}`, { itemId });
}

/**
 * The add-ons joining the membership now, one after another (each decided over the
 * membership with the ones before it on): a refusal names the add-on.
 */
function decideAddOns(addOns: readonly AddOnId[]) {
  return (facts: MembershipFacts): MembershipChange | MembershipRefusal => {
    let subscription = facts.subscription;
    let decision: MembershipChange | MembershipRefusal = { ok: true, change: null, message: '' };
    for (const id of addOns) {
      const name = addOnDetails(id).name;
      decision = decideAddAddOn({ ...facts, subscription }, id);
      if (!decision.ok) return { ok: false, message: `${name}: ${decision.message}` };
      if (decision.change?.kind !== 'plan_now' || subscription === null) {
        return { ok: false, message: `${name}: it is already on your membership.` };
      }
      subscription = { ...subscription, add_ons: { ...subscription.add_ons, [id]: true } };
    }
    return decision;
  };
}

/** Decides every item, prices it, then charges once (see the module comment). */
async function checkout(
  db: Firestore,
  deps: PurchaseDeps,
  uid: string,
  input: CartCheckoutRequest,
  now: Date,
): Promise<CartCheckoutResult> {
  const [subscription, orders, memberOrders] = await Promise.all([
    subscriptionDoc(db, uid).get().then(dataOrNull),
    Promise.all(input.orderIds.map((id) => orderDoc(db, id).get().then(dataOrNull))),
    db.collection(COLLECTIONS.orders).where('user_id', '==', uid).get(),
  ]);
  const products = await Promise.all(
    orders.map((order) => (order === null ? null : readLoanedProduct(db, order.bag_id))),
  );
  const bags = input.orderIds.map((orderId, i) => {
    const order = orders[i] ?? null;
    const product = products[i] ?? null;
    const label = order === null ? 'A bag you chose' : productName(order.bag_brand, order.bag_name);
    const decision = decidePurchase({ uid, order, product, subscription });
    if (!decision.ok || order === null) {
      logger.info('checkoutCart refused a bag', {
        uid,
        orderId,
        reason: decision.ok ? 'order_changed' : decision.reason,
      });
      throw itemRefusal(
        orderId,
        label,
        decision.ok ? 'This bag could not be bought. Please refresh the page.' : decision.message,
      );
    }
    return {
      orderId,
      bagId: order.bag_id,
      line: bagLine({ ...order, id: orderId }, decision.amount),
    };
  });
  const decide = decideAddOns(input.addOns);
  if (input.addOns.length > 0) {
    const facts: MembershipFacts = {
      subscription,
      hasBagOut: bagOutState(
        memberOrders.docs.map((d) => ({ order_status: String(d.get('order_status')) })),
      ),
      now,
    };
    const decision = decide(facts);
    if (!decision.ok) {
      const refused =
        input.addOns.find((id) => decision.message.startsWith(addOnDetails(id).name)) ??
        input.addOns[0] ??
        '';
      throw new HttpsError('failed-precondition', decision.message, { itemId: refused });
    }
  }
  const addOns =
    input.addOns.length > 0 && subscription !== null
      ? addOnLines(subscription, input.addOns, now)
      : [];
  const lines: CartCheckoutLine[] = [...bags.map((bag) => bag.line), ...addOns];
  const totalCents = linesTotal(lines);
  const metadata = {
    kind: PURCHASE_KIND,
    uid,
    order_ids: bags.map((bag) => bag.orderId).join(','),
    bag_ids: bags.map((bag) => bag.bagId).join(','),
    amounts: bags.map((bag) => String(bag.line.cents)).join(','),
    // Stripe drops a metadata value of '' (the webhook reads a missing list as none).
    ...(addOns.length > 0
      ? {
          add_ons: addOns.map((line) => line.id).join(','),
          add_on_amounts: addOns.map((line) => String(line.cents)).join(','),
        }
      : {}),
  };

  if (deps.mode === 'demo') {
    const event = demoPurchaseEvent(metadata, now, totalCents);
    const outcome = await applyBillingEvent(db, event, deps.prices, 'demo', now);
    const after = await Promise.all(
      bags.map(({ orderId }) => orderDoc(db, orderId).get().then(dataOrNull)),
    );
    const missed = bags.find((_, i) => after[i]?.outcome !== 'purchased');
    if (outcome !== 'applied' || missed !== undefined) {
      // A bag sold or changed between the checks and the payment: nothing was applied.
      logger.warn('checkoutCart not applied (demo billing)', { uid, outcome });
      const bag = missed ?? bags[0];
      throw bag
        ? itemRefusal(
            bag.orderId,
            bag.line.label,
            'This bag could not be bought. Please refresh the page.',
          )
        : new HttpsError('aborted', 'Your checkout could not be completed. Please try again.');
    }
    if (input.addOns.length > 0) {
      try {
        await changeThroughBilling(db, deps, uid, 'checkoutCart', decide, now, {
          demoCharge: false,
        });
      } catch (error) {
        // Charged on the Checkout's receipt but not on the membership: an admin refunds it.
        logger.error('checkoutCart: add-ons charged but not added (demo billing)', {
          uid,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    }
    const chargeId = `pay_${String((event.data.object as { id: string }).id)}`;
    logger.info('checkoutCart complete (demo billing)', { uid, chargeId, items: lines.length });
    return { mode: 'demo', chargeId, lines, totalCents };
  }
  if (deps.mode === null) throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  if (bags.length === 0) {
    await changeThroughBilling(db, deps, uid, 'checkoutCart', decide, now);
    return { mode: 'stripe', url: null, lines, totalCents };
  }
  if (
    addOns.length > 0 &&
    (subscription?.billing_mode !== 'stripe' || subscription.billing_subscription_id === null)
  ) {
    // The add-ons could not join a membership Stripe does not bill: nothing is charged.
    throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  }
  const site = deps.siteUrl.replace(/\/+$/, '');
  const expiresAt = checkoutExpiry(now);
  const session = await deps.stripe().checkout.sessions.create(
    {
      mode: 'payment',
      // Payable for about half an hour (checkoutExpiry): what it charges was decided now.
      expires_at: expiresAt,
      // A line of nothing (an add-on free for the rest of the period) is not a line item.
      line_items: lines
        .filter((line) => line.cents > 0)
        .map((line) => ({
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: line.cents,
            product_data: { name: line.label },
          },
        })),
      client_reference_id: uid,
      ...(subscription?.billing_customer_id ? { customer: subscription.billing_customer_id } : {}),
      metadata,
      payment_intent_data: { metadata },
      success_url: `${site}/cart?checkout=success`,
      cancel_url: `${site}/cart`,
    },
    // With its expiry: a retry minutes later is a new request, so a new Checkout.
    { idempotencyKey: `checkout-cart-${uid}-${input.idempotencyKey}-${expiresAt}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { mode: 'stripe', url: session.url, lines, totalCents };
}

/** Runs the Checkout once per idempotency key (see the module comment). */
export async function checkoutCart(
  db: Firestore,
  deps: PurchaseDeps,
  uid: string,
  input: CartCheckoutRequest,
  now: Date = new Date(),
): Promise<CartCheckoutResult> {
  const ref = db
    .collection(config.internalCollections.cartCheckouts)
    .doc(`${uid}_${input.idempotencyKey}`);
  const earlier = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return snap.data() as { status: string; result?: CartCheckoutResult };
    tx.create(ref, {
      user_id: uid,
      status: 'pending',
      created_at: now,
      updated_at: now,
      // A key is the page's for one Checkout, used within minutes: the TTL policy drops it.
      expire_at: addDays(now, CART_CHECKOUT_KEPT_DAYS),
    });
    return null;
  });
  if (earlier !== null) {
    if (earlier.status === 'done' && earlier.result) return earlier.result;
    throw new HttpsError('aborted', CHECKOUT_UNDER_WAY);
  }
  try {
    const result = await checkout(db, deps, uid, input, now);
    await ref.set({ status: 'done', result, updated_at: new Date() }, { merge: true });
    return result;
  } catch (error) {
    // Nothing was charged (or the charge is reported above): the same key may try again.
    await ref.delete();
    throw error;
  }
}
