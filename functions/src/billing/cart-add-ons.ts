/**
 * With Stripe, the add-ons a Cart Checkout paid for join the subscription once that
 * Checkout is paid (`checkoutCart` charges them on the Checkout, so a Checkout left unpaid
 * changes nothing). The webhook calls this after it applied the paid session (and again on
 * Stripe's redelivery, until it succeeds): each add-on becomes a subscription item with no
 * proration of its own (the Checkout charged the rest of this period), and the
 * `customer.subscription.updated` event Stripe then sends writes it onto the membership.
 *
 * Safe to run again: an item this Checkout added carries its session id in its metadata,
 * so a retry after a failure half way adds nothing twice; the charge records when its
 * add-ons joined (`add_ons_joined_at`), and a charge whose add-ons joined is left alone.
 * An add-on that can no longer join (the membership ended or changed tier since, it is
 * already on, or the membership renewed after the Checkout priced the rest of the period
 * it was made in, so what was paid is not this period's) is paid for and not given: the
 * activity tells admins to refund that line.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import {
  SYSTEM_ACTOR,
  addOnDetails,
  decideAddAddOn,
  formatCents,
  type AddOnId,
  type BillingPrices,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import { chargeDoc, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import type { BillingEvent } from './billing-event';
import { paidPurchase } from './purchase-event';

/** The subscription item metadata naming the Checkout that added it. */
export const CART_SESSION_METADATA = 'cart_session';

export type CartAddOnsOutcome = 'none' | 'joined' | 'done';

interface Refund {
  id: AddOnId;
  amount: number;
  reason: string;
}

/** Joins the add-ons a paid Cart Checkout (`event`) charged for (see the module comment). */
export async function joinCartAddOns(
  db: Firestore,
  stripe: () => Stripe,
  prices: BillingPrices,
  event: BillingEvent,
  now: Date = new Date(),
): Promise<CartAddOnsOutcome> {
  const paid = paidPurchase(event);
  if (paid === null || paid.addOns.length === 0) return 'none';
  const { uid, sessionId, addOns, createdAt } = paid;
  const chargeRef = chargeDoc(db, `pay_${sessionId}`);
  const charge = dataOrNull(await chargeRef.get());
  if (charge === null) {
    logger.warn('Cart add-ons: the Checkout has no charge recorded', { uid, sessionId });
    return 'none';
  }
  if (charge.add_ons_joined_at !== null) return 'done';

  const stored = dataOrNull(await subscriptionDoc(db, uid).get());
  const refunds: Refund[] = [];
  const toAdd: AddOnId[] = [];
  const subscriptionId = stored?.billing_mode === 'stripe' ? stored.billing_subscription_id : null;
  const client = subscriptionId === null ? null : stripe();
  const live =
    client === null || subscriptionId === null
      ? null
      : await client.subscriptions.retrieve(subscriptionId);
  // A new period began after the Checkout was made: it charged what was left of the last.
  const periodStart = live?.items.data[0]?.current_period_start ?? null;
  const renewedSince = createdAt !== null && periodStart !== null && periodStart > createdAt;
  for (const { id, amount } of addOns) {
    const item = live?.items.data.find((entry) => entry.price.id === prices[id]);
    if (item?.metadata[CART_SESSION_METADATA] === sessionId) continue; // joined on a try before
    if (live === null || stored === null) {
      refunds.push({ id, amount, reason: 'the membership is not billed by Stripe' });
    } else if (item !== undefined) {
      refunds.push({ id, amount, reason: 'it was already on the membership' });
    } else if (renewedSince) {
      refunds.push({
        id,
        amount,
        reason: 'the membership renewed after the Checkout priced the rest of its period',
      });
    } else {
      const decision = decideAddAddOn({ subscription: stored, hasBagOut: false, now }, id);
      if (decision.ok && decision.change?.kind === 'plan_now') toAdd.push(id);
      else
        refunds.push({ id, amount, reason: decision.ok ? 'it was already on' : decision.message });
    }
  }
  if (client !== null && live !== null && toAdd.length > 0) {
    await client.subscriptions.update(
      live.id,
      {
        items: toAdd.map((id) => ({
          price: prices[id],
          quantity: 1,
          metadata: { [CART_SESSION_METADATA]: sessionId },
        })),
        // The Checkout charged the rest of this period; the monthly bill has them from now.
        proration_behavior: 'none',
      },
      { idempotencyKey: `cart-add-ons-${sessionId}` },
    );
  }
  await db.runTransaction(async (tx) => {
    const current = dataOrNull(await tx.get(chargeRef));
    if (current === null || current.add_ons_joined_at !== null) return;
    tx.update(chargeRef, { add_ons_joined_at: now, updated_at: now });
    for (const refund of refunds) {
      addActivity(
        tx,
        db,
        activityEntry(
          `Payment ${sessionId}: ${addOnDetails(refund.id).name} (${formatCents(refund.amount)}) could not join the membership (${refund.reason}): refund that line`,
          now,
          SYSTEM_ACTOR,
        ),
      );
    }
  });
  if (refunds.length > 0) {
    logger.error('Cart add-ons paid but not joined: refund needed', {
      uid,
      sessionId,
      addOns: refunds.map((refund) => refund.id),
    });
  }
  logger.info('Cart add-ons joined', { uid, sessionId, addOns: toAdd });
  return 'joined';
}
