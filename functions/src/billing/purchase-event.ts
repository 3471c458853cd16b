/**
 * Buy to keep, the paid side: a `checkout.session.completed` event of a payment-mode
 * session made by `startPurchase` (Stripe's, verified by the webhook, or demo billing's
 * stand-in) completes the purchase once, inside the billing layer's transaction (which
 * records the event id, so a replay is a `duplicate`). See domain `purchase.ts`.
 *
 * A delayed payment (a bank debit) completes the session unpaid: the order then says its
 * payment is processing (and a second purchase is refused) until
 * `checkout.session.async_payment_succeeded` completes the purchase, or
 * `checkout.session.async_payment_failed` says on the order that it failed (the bag stays
 * on loan, nothing is bought) and tells admins in the activity.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import {
  SYSTEM_ACTOR,
  formatCents,
  purchaseCompletion,
  purchaseConfirmationMail,
  shortOrderId,
} from '@unlimited/domain';
import { config } from '../config';
import { activityEntry, addActivity } from '../lib/activity';
import { orderDoc } from '../lib/collections';
import { applyProductPatch, readLoanedProduct } from '../lib/product-loans';
import { dataOrNull } from '../lib/snapshots';
import { unmappable, type BillingEvent, type HandlerResult } from './billing-event';
import { billedTo, purchaseChargeWrites } from './charge-event';

/** `metadata.kind` of a purchase's Checkout Session. */
export const PURCHASE_KIND = 'purchase';

const purchaseSessionSchema = z.object({
  id: z.string(),
  mode: z.literal('payment'),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  client_reference_id: z.string().nullish(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullish()
    .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id)),
  metadata: z.object({
    kind: z.literal(PURCHASE_KIND),
    uid: z.string().min(1),
    order_id: z.string().min(1),
    bag_id: z.string().min(1),
    amount: z.string().regex(/^\d+$/),
  }),
});

/** Whether `event` is about the Checkout of a bag purchase (and not of a sign-up). */
export function isPurchaseSession(event: BillingEvent): boolean {
  if (!event.type.startsWith('checkout.session.')) return false;
  const session = event.data.object as { mode?: unknown; metadata?: { kind?: unknown } | null };
  return session.mode === 'payment' && session.metadata?.kind === PURCHASE_KIND;
}

/** The address of the member's orders, for the confirmation email. */
export function ordersUrl(): string {
  return `${config.siteUrl.replace(/\/+$/, '')}/orders`;
}

function unreadable(event: BillingEvent): HandlerResult {
  const id = (event.data.object as { id?: unknown } | null)?.id;
  return unmappable('unreadable', { objectId: typeof id === 'string' ? id : null });
}

/**
 * `checkout.session.completed` of a purchase: paid, the purchase completes; with a
 * delayed payment still processing, the order says so (see the module comment).
 */
export async function applyPurchasePending(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  mode: 'stripe' | 'demo',
  now: Date,
): Promise<HandlerResult> {
  const parsed = purchaseSessionSchema.safeParse(event.data.object);
  if (!parsed.success) return unreadable(event);
  if (parsed.data.payment_status !== 'unpaid') {
    return applyPurchaseCompleted(db, tx, event, mode, now);
  }
  return markPurchasePayment(db, tx, parsed.data, 'processing', now);
}

/** `checkout.session.async_payment_failed` of a purchase (see the module comment). */
export async function applyPurchasePaymentFailed(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  now: Date,
): Promise<HandlerResult> {
  const parsed = purchaseSessionSchema.safeParse(event.data.object);
  if (!parsed.success) return unreadable(event);
  return markPurchasePayment(db, tx, parsed.data, 'failed', now);
}

async function markPurchasePayment(
  db: Firestore,
  tx: Transaction,
  session: z.output<typeof purchaseSessionSchema>,
  status: 'processing' | 'failed',
  now: Date,
): Promise<HandlerResult> {
  const { uid, order_id: orderId } = session.metadata;
  const orderRef = orderDoc(db, orderId);
  const order = dataOrNull(await tx.get(orderRef));
  if (order === null || order.user_id !== uid) return 'ignored';
  // Paid already (a late or replayed notice of the same session changes nothing).
  if (order.outcome === 'purchased') return 'stale';
  tx.set(
    orderRef,
    { purchase_payment: { status, session_id: session.id, updated_at: now }, updated_at: now },
    { merge: true },
  );
  addActivity(
    tx,
    db,
    activityEntry(
      status === 'processing'
        ? `Order ${shortOrderId(orderId)}: the member's bank payment for ${order.bag_name} is processing`
        : `Order ${shortOrderId(orderId)}: the member's bank payment for ${order.bag_name} failed; the bag stays on loan`,
      now,
      SYSTEM_ACTOR,
    ),
  );
  return 'applied';
}

/** Applies a paid purchase (see the module comment); reads everything before writing. */
export async function applyPurchaseCompleted(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  mode: 'stripe' | 'demo',
  now: Date,
): Promise<HandlerResult> {
  const parsed = purchaseSessionSchema.safeParse(event.data.object);
  if (!parsed.success) return unreadable(event);
  const session = parsed.data;
  if (session.payment_status && session.payment_status !== 'paid') {
    logger.warn('Purchase session not paid', { eventId: event.id, id: session.id });
    return 'ignored';
  }
  const { uid, order_id: orderId, bag_id: bagId } = session.metadata;
  const orderRef = orderDoc(db, orderId);
  const [order, product, who] = await Promise.all([
    tx.get(orderRef).then(dataOrNull),
    readLoanedProduct(db, bagId, tx),
    billedTo(db, tx, uid),
  ]);
  const email = who.email;
  if (order !== null && (order.user_id !== uid || order.bag_id !== bagId)) {
    logger.error('Purchase event names an order of another member or bag', { eventId: event.id });
    return 'ignored';
  }
  const amount = session.amount_total ?? Number(session.metadata.amount);
  const decision = purchaseCompletion(
    order,
    product,
    { amount, paid_at: now, payment_id: session.id, mode },
    now,
  );
  if (!decision.ok) {
    if (decision.reason === 'already_purchased') return 'duplicate';
    logger.error('Paid purchase could not be applied: refund needed', {
      eventId: event.id,
      orderId,
      reason: decision.reason,
    });
    addActivity(
      tx,
      db,
      activityEntry(
        `Payment ${session.id} for order ${shortOrderId(orderId)} could not complete the purchase (${decision.reason.replaceAll('_', ' ')}): refund it`,
        now,
        SYSTEM_ACTOR,
      ),
    );
    return 'ignored';
  }
  tx.set(orderRef, decision.orderPatch, { merge: true });
  if (product !== null) {
    applyProductPatch(tx, db, bagId, decision.productPatch, product.loan, orderId);
  }
  // The billing history's charge and its receipt email (charge-event.ts).
  purchaseChargeWrites(db, tx, {
    uid,
    sessionId: session.id,
    paymentIntentId: session.payment_intent,
    orderId,
    bag: {
      brand: order?.bag_brand ?? product?.brand ?? '',
      name: order?.bag_name ?? product?.title ?? 'Bag',
    },
    amount,
    mode,
    billedTo: who,
    now,
  });
  if (order !== null && email !== null) {
    const mail = purchaseConfirmationMail(
      orderId,
      order,
      email,
      { amount, mode },
      ordersUrl(),
      now,
    );
    tx.set(db.collection(config.internalCollections.mail).doc(`purchase-${orderId}`), mail);
  } else {
    logger.warn('Purchase: no verified sign-in email; confirmation not emailed', { uid, orderId });
  }
  addActivity(
    tx,
    db,
    activityEntry(
      `Order ${shortOrderId(orderId)}: ${order?.bag_name ?? 'bag'} bought by its member for ${formatCents(amount)}${mode === 'demo' ? ' (demo)' : ''}`,
      now,
      SYSTEM_ACTOR,
    ),
  );
  return 'applied';
}
