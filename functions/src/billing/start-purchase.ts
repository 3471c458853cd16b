/**
 * `startPurchase`: the member buys the bag of their current order at the member price.
 * The price comes from the bag and the member's tier (domain `decidePurchase`), never from
 * the client. With Stripe it answers with a payment-mode Checkout Session's address (the
 * webhook completes the purchase); in demo billing it hands the event Stripe would send
 * to the same handler and answers once the purchase is complete.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import {
  decidePurchase,
  productName,
  type BillingPrices,
  type StartPurchaseResult,
} from '@unlimited/domain';
import { orderDoc, subscriptionDoc } from '../lib/collections';
import { readLoanedProduct } from '../lib/product-loans';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import { applyBillingEvent, type BillingEvent } from './apply-event';
import { PURCHASE_KIND } from './purchase-event';
import { BILLING_NOT_SET_UP } from './start-checkout';
import { checkoutExpiry } from './stripe-checkout';

export interface PurchaseDeps {
  mode: 'stripe' | 'demo' | null;
  stripe: () => Stripe;
  prices: BillingPrices;
  siteUrl: string;
}

/** What the Checkout Session of a purchase carries back to the webhook. */
export interface PurchaseMetadata {
  [key: string]: string;
  kind: typeof PURCHASE_KIND;
  uid: string;
  order_id: string;
  bag_id: string;
  amount: string;
}

/** The `checkout.session.completed` event Stripe sends for a paid purchase (demo billing). */
export function demoPurchaseEvent(
  metadata: Record<string, string>,
  now: Date,
  amountTotal: number = Number(metadata.amount),
): BillingEvent {
  return {
    id: `evt_demo_${randomUUID()}`,
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: `cs_demo_${randomUUID()}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: amountTotal,
        currency: 'usd',
        client_reference_id: metadata.uid,
        metadata,
      },
    },
  };
}

export async function startPurchase(
  db: Firestore,
  deps: PurchaseDeps,
  uid: string,
  orderId: string,
  now: Date = new Date(),
): Promise<StartPurchaseResult> {
  const order = dataOrNull(await orderDoc(db, orderId).get());
  const [product, subscription] = await Promise.all([
    order === null ? null : readLoanedProduct(db, order.bag_id),
    subscriptionDoc(db, uid).get().then(dataOrNull),
  ]);
  const decision = decidePurchase({ uid, order, product, subscription });
  if (!decision.ok) {
    logger.info('startPurchase refused', { uid, orderId, reason: decision.reason });
    throw decision.reason === 'order_not_found'
      ? new HttpsError('not-found', decision.message)
      : refusal(decision.message);
  }
  if (order === null || product === null) throw new HttpsError('internal', 'Order changed');
  const metadata: PurchaseMetadata = {
    kind: PURCHASE_KIND,
    uid,
    order_id: orderId,
    bag_id: order.bag_id,
    amount: String(decision.amount),
  };
  if (deps.mode === 'demo') {
    await applyBillingEvent(db, demoPurchaseEvent(metadata, now), deps.prices, 'demo', now);
    const after = dataOrNull(await orderDoc(db, orderId).get());
    if (after?.outcome !== 'purchased') {
      // Someone else's purchase, or the bag was sold meanwhile: the handler logged why.
      throw refusal('This bag could not be bought. Please refresh the page.');
    }
    return { mode: 'demo', orderId, amount: decision.amount };
  }
  if (deps.mode === null) throw new HttpsError('unavailable', BILLING_NOT_SET_UP);
  const site = deps.siteUrl.replace(/\/+$/, '');
  const session = await deps.stripe().checkout.sessions.create({
    mode: 'payment',
    // Payable for about half an hour (checkoutExpiry): what it charges was decided now.
    expires_at: checkoutExpiry(now),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: decision.amount,
          product_data: { name: productName(order.bag_brand, order.bag_name) },
        },
      },
    ],
    client_reference_id: uid,
    ...(subscription?.billing_customer_id ? { customer: subscription.billing_customer_id } : {}),
    metadata,
    payment_intent_data: { metadata },
    success_url: `${site}/orders?purchase=success`,
    cancel_url: `${site}/dashboard`,
  });
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { mode: 'stripe', url: session.url, amount: decision.amount };
}
