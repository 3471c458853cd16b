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
  ADD_ON_IDS,
  SYSTEM_ACTOR,
  addOnDetails,
  formatCents,
  type AddOnId,
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

const digits = z.string().regex(/^\d+$/);
/** A comma-separated list in Stripe metadata (values are strings of up to 500 characters). */
const split = z.string().transform((value) => (value === '' ? [] : value.split(',')));
const idList = split.pipe(z.array(z.string().min(1)));
const digitList = split.pipe(z.array(digits));
const addOnList = split.pipe(z.array(z.enum(ADD_ON_IDS)));

/** One bag's purchase (`startPurchase`). */
const singleMetadata = z.object({
  kind: z.literal(PURCHASE_KIND),
  uid: z.string().min(1),
  order_id: z.string().min(1),
  bag_id: z.string().min(1),
  amount: digits,
});

/** The Cart's one Checkout (`checkoutCart`): its bags, and the add-ons it charged today. */
const cartMetadata = z.object({
  kind: z.literal(PURCHASE_KIND),
  uid: z.string().min(1),
  order_ids: idList,
  bag_ids: idList,
  amounts: digitList,
  add_ons: addOnList.default([]),
  add_on_amounts: digitList.default([]),
});

/** The bags a session pays for and the add-ons its charge lists (the Cart's). */
export interface PurchaseItems {
  uid: string;
  bags: { orderId: string; bagId: string; amount: number }[];
  addOns: { id: AddOnId; amount: number }[];
}

const purchaseMetadataSchema = z
  .union([singleMetadata, cartMetadata])
  .transform((metadata, ctx): PurchaseItems => {
    if ('order_id' in metadata) {
      return {
        uid: metadata.uid,
        bags: [
          { orderId: metadata.order_id, bagId: metadata.bag_id, amount: Number(metadata.amount) },
        ],
        addOns: [],
      };
    }
    const { order_ids: orders, bag_ids: bags, amounts, add_ons: addOns } = metadata;
    if (
      bags.length !== orders.length ||
      amounts.length !== orders.length ||
      metadata.add_on_amounts.length !== addOns.length ||
      orders.length + addOns.length === 0
    ) {
      ctx.addIssue({ code: 'custom', message: 'Cart metadata lists do not match' });
      return z.NEVER;
    }
    return {
      uid: metadata.uid,
      bags: orders.map((orderId, i) => ({
        orderId,
        bagId: bags[i] ?? '',
        amount: Number(amounts[i]),
      })),
      addOns: addOns.map((id, i) => ({ id, amount: Number(metadata.add_on_amounts[i]) })),
    };
  });

const purchaseSessionSchema = z.object({
  id: z.string(),
  mode: z.literal('payment'),
  payment_status: z.string().nullish(),
  /** When the Checkout was made (Unix seconds): what it charged was priced then. */
  created: z.number().int().nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  client_reference_id: z.string().nullish(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullish()
    .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id)),
  metadata: purchaseMetadataSchema,
});

/**
 * The items of a paid purchase session (`checkout.session.completed` paid, or
 * `async_payment_succeeded`), or `null` for any other event or an unpaid session.
 */
export function paidPurchase(
  event: BillingEvent,
): (PurchaseItems & { sessionId: string; createdAt: number | null }) | null {
  if (!isPurchaseSession(event)) return null;
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return null;
  }
  const parsed = purchaseSessionSchema.safeParse(event.data.object);
  if (!parsed.success || parsed.data.payment_status !== 'paid') return null;
  return {
    ...parsed.data.metadata,
    sessionId: parsed.data.id,
    createdAt: parsed.data.created ?? null,
  };
}

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
  const { uid, bags } = session.metadata;
  const orders = await Promise.all(
    bags.map(({ orderId }) => tx.get(orderDoc(db, orderId)).then(dataOrNull)),
  );
  let result: HandlerResult = 'ignored';
  bags.forEach(({ orderId }, i) => {
    const order = orders[i] ?? null;
    if (order === null || order.user_id !== uid) return;
    // Paid already (a late or replayed notice of the same session changes nothing).
    if (order.outcome === 'purchased') {
      if (result === 'ignored') result = 'stale';
      return;
    }
    result = 'applied';
    tx.set(
      orderDoc(db, orderId),
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
  });
  return result;
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
  const { uid, bags, addOns } = session.metadata;
  const [reads, who] = await Promise.all([
    Promise.all(
      bags.map(({ orderId, bagId }) =>
        Promise.all([
          tx.get(orderDoc(db, orderId)).then(dataOrNull),
          readLoanedProduct(db, bagId, tx),
        ]),
      ),
    ),
    billedTo(db, tx, uid),
  ]);
  const email = who.email;
  // One bag alone is charged what the session took; a Cart's bags each their own amount.
  const single = bags.length === 1 && addOns.length === 0;
  const items = bags.map((bag, i) => {
    const [order, product] = reads[i] ?? [null, null];
    const amount = single ? (session.amount_total ?? bag.amount) : bag.amount;
    if (order !== null && (order.user_id !== uid || order.bag_id !== bag.bagId)) {
      return { ...bag, order, product, amount, decision: null };
    }
    const decision = purchaseCompletion(
      order,
      product,
      { amount, paid_at: now, payment_id: session.id, mode },
      now,
    );
    return { ...bag, order, product, amount, decision };
  });
  if (items.some((item) => item.decision === null)) {
    logger.error('Purchase event names an order of another member or bag', { eventId: event.id });
    return 'ignored';
  }
  if (
    items.length > 0 &&
    items.every(
      (item) => item.decision?.ok === false && item.decision.reason === 'already_purchased',
    )
  ) {
    return 'duplicate';
  }
  const failed = items.filter((item) => item.decision?.ok === false);
  if (failed.length > 0 && mode === 'demo') {
    // Demo billing took no money: nothing is bought unless every bag is (checkoutCart
    // then tells the member which one could not be).
    logger.warn('Demo purchase not applied: a bag could not be bought', {
      eventId: event.id,
      orders: failed.map((item) => item.orderId),
    });
    return 'ignored';
  }
  for (const item of failed) {
    const reason = item.decision?.ok === false ? item.decision.reason : 'unknown';
    logger.error('Paid purchase could not be applied: refund needed', {
      eventId: event.id,
      orderId: item.orderId,
      reason,
    });
    addActivity(
      tx,
      db,
      activityEntry(
        `Payment ${session.id} for order ${shortOrderId(item.orderId)} could not complete the purchase (${reason.replaceAll('_', ' ')}): refund it (${formatCents(item.amount)})`,
        now,
        SYSTEM_ACTOR,
      ),
    );
  }
  const bought = items.filter((item) => item.decision?.ok === true);
  if (bought.length === 0 && addOns.length === 0) return 'ignored';
  for (const { orderId, bagId, order, product, amount, decision } of bought) {
    if (decision?.ok !== true) continue;
    tx.set(orderDoc(db, orderId), decision.orderPatch, { merge: true });
    if (product !== null) {
      applyProductPatch(tx, db, bagId, decision.productPatch, product.loan, orderId);
    }
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
      logger.warn('Purchase: no verified sign-in email; confirmation not emailed', {
        uid,
        orderId,
      });
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
  }
  // The billing history's one charge and its receipt email (charge-event.ts): every bag
  // the session paid for and the add-ons it charged today.
  purchaseChargeWrites(db, tx, {
    uid,
    sessionId: session.id,
    paymentIntentId: session.payment_intent,
    bags: items.map(({ orderId, order, product, amount }) => ({
      orderId,
      brand: order?.bag_brand ?? product?.brand ?? '',
      name: order?.bag_name ?? product?.title ?? 'Bag',
      amount,
    })),
    addOns: addOns.map(({ id, amount }) => ({
      label: `${addOnDetails(id).name} (rest of this period)`,
      amount,
    })),
    mode,
    billedTo: who,
    now,
  });
  return 'applied';
}
