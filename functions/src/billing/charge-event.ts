/**
 * The billing history's records (`charges/{id}`, domain `charges.ts`), written inside the
 * billing layer's transaction (which records the event id, so a redelivered event is a
 * `duplicate` and writes nothing twice):
 *
 * - `invoice.paid`: the charge, paid, with Stripe's hosted invoice (demo billing hands
 *   over the same invoice object, without one: its receipt is the app's page), and its
 *   receipt email, once per charge (`mail/receipt-{id}`).
 * - `invoice.payment_failed`: the charge, failed (never over a paid one); the membership
 *   goes on hold as before (apply-event.ts).
 * - `charge.refunded`: the charge its payment names, refunded (in part or in full).
 * - a bag bought: {@link purchaseChargeWrites}, from the purchase's own handler.
 *
 * Receipts are transactional: they go to every member whatever their notice settings
 * (those cover notices only), like the purchase confirmation.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import {
  chargeFromInvoice,
  invoiceMetadataUid,
  invoiceObjectSchema,
  invoiceSubscriptionId,
  productName,
  receiptMail,
  receiptMailId,
  receiptNumber,
  receiptPath,
  type BillingPrices,
  type ChargeDoc,
  type InvoiceObject,
} from '@unlimited/domain';
import { config } from '../config';
import { chargeDoc, chargesCol, profileDoc, subscriptionsCol } from '../lib/collections';
import { verifiedEmailOf } from '../lib/member-email';
import { dataOrNull } from '../lib/snapshots';
import { unmappable, type BillingEvent, type HandlerResult } from './billing-event';
import { prepareReferralCredit } from '../club/referral-credit';

/** The full address of a page of the site. */
export function siteLink(path: string): string {
  return `${config.siteUrl.replace(/\/+$/, '')}${path}`;
}

/** Where a charge's receipt is: Stripe's hosted invoice, else the app's receipt page. */
export function receiptLink(chargeId: string, charge: Pick<ChargeDoc, 'invoice_url'>): string {
  return charge.invoice_url ?? siteLink(receiptPath(chargeId));
}

/** Who a receipt names: the member's name (profile) and verified email, read before writing. */
async function billedTo(
  db: Firestore,
  tx: Transaction,
  uid: string,
): Promise<{ name: string | null; email: string | null }> {
  const [profile, email] = await Promise.all([
    tx.get(profileDoc(db, uid)).then(dataOrNull),
    verifiedEmailOf(uid),
  ]);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
  return { name: name === '' ? null : name, email };
}

function unreadable(event: BillingEvent): HandlerResult {
  const id = (event.data.object as { id?: unknown } | null)?.id;
  return unmappable('unreadable', { objectId: typeof id === 'string' ? id : null });
}

/** The member an invoice bills: its subscription's metadata, else the customer's membership. */
async function invoiceUid(
  db: Firestore,
  tx: Transaction,
  invoice: InvoiceObject,
): Promise<string | null> {
  const fromMetadata = invoiceMetadataUid(invoice);
  if (fromMetadata !== null) return fromMetadata;
  const found = await tx.get(
    subscriptionsCol(db).where('billing_customer_id', '==', invoice.customer).limit(1),
  );
  return found.docs[0]?.id ?? null;
}

/**
 * What an invoice event (`invoice.paid`, or `invoice.payment_failed` with `status`
 * failed) writes: reads first (the transaction's rule), then a `write` to run after the
 * caller's own reads, or the handler's result when there is nothing to write.
 */
export async function prepareInvoiceCharge(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  status: 'paid' | 'failed',
  prices: BillingPrices,
  mode: 'stripe' | 'demo',
  now: Date,
): Promise<{ write: () => void; uid: string; amountPaidCents: number } | HandlerResult> {
  const parsed = invoiceObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return unreadable(event);
  const inv = parsed.data;
  // An invoice of no subscription (none is made for a bag bought) or of nothing to pay.
  if (invoiceSubscriptionId(inv) === null) return 'ignored';
  if ((status === 'paid' ? inv.amount_paid : inv.amount_due || inv.total) <= 0) return 'ignored';
  const uid = await invoiceUid(db, tx, inv);
  if (uid === null) {
    return unmappable('unknown_member', { objectId: inv.id, customerId: inv.customer });
  }
  const ref = chargeDoc(db, inv.id);
  const mailRef = db.collection(config.internalCollections.mail).doc(receiptMailId(inv.id));
  const [existing, mailSent, who] = await Promise.all([
    tx.get(ref).then(dataOrNull),
    tx.get(mailRef).then((snap) => snap.exists),
    billedTo(db, tx, uid),
  ]);
  // A late failure notice never turns a paid (or refunded) charge back into a failed one.
  if (status === 'failed' && existing !== null && existing.status !== 'failed') return 'stale';
  const record: ChargeDoc = {
    ...chargeFromInvoice(inv, status, prices, mode),
    user_id: uid,
    billed_to_name: who.name,
    billed_to_email: who.email,
    refunded_cents: existing?.refunded_cents ?? 0,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  if (existing?.status === 'refunded') record.status = 'refunded';
  return {
    uid,
    amountPaidCents: status === 'paid' ? inv.amount_paid : 0,
    write: () => {
      tx.set(ref, record);
      if (record.status === 'paid' && !mailSent && who.email !== null) {
        tx.set(mailRef, receiptMail(inv.id, record, who.email, receiptLink(inv.id, record), now));
      } else if (record.status === 'paid' && who.email === null) {
        logger.warn('Charge recorded; no verified email for its receipt', { uid, id: inv.id });
      }
      logger.info('Charge recorded', { uid, id: inv.id, status: record.status, mode });
    },
  };
}

/**
 * `invoice.paid`: the charge and its receipt email (see the module comment), and the
 * referrer's Club credit when this is the first money a referred member paid
 * (club/referral-credit.ts; once per referral, in this transaction).
 */
export async function applyInvoicePaid(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  prices: BillingPrices,
  mode: 'stripe' | 'demo',
  now: Date,
): Promise<HandlerResult> {
  const prepared = await prepareInvoiceCharge(db, tx, event, 'paid', prices, mode, now);
  if (typeof prepared === 'object' && 'write' in prepared) {
    const referral = await prepareReferralCredit(db, tx, {
      uid: prepared.uid,
      amountPaidCents: prepared.amountPaidCents,
      eventId: event.id,
      now,
    });
    prepared.write();
    referral?.write();
    return 'applied';
  }
  return prepared;
}

const refundedChargeSchema = z.object({
  id: z.string(),
  amount_refunded: z.number().int().nonnegative(),
  refunded: z.boolean().default(false),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullish()
    .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id)),
  /** Before API 2025-03-31 a charge named its invoice. */
  invoice: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullish()
    .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id)),
});

/** `charge.refunded`: the charge its invoice or payment names, marked refunded. */
export async function applyChargeRefunded(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  now: Date,
): Promise<HandlerResult> {
  const parsed = refundedChargeSchema.safeParse(event.data.object);
  if (!parsed.success) return unreadable(event);
  const refund = parsed.data;
  let target = refund.invoice === null ? null : await tx.get(chargeDoc(db, refund.invoice));
  if ((target === null || !target.exists) && refund.payment_intent !== null) {
    const found = await tx.get(
      chargesCol(db).where('payment_intent_id', '==', refund.payment_intent).limit(1),
    );
    target = found.docs[0] ?? null;
  }
  const charge = target === null ? null : dataOrNull(target);
  // A refund of a payment the history does not hold (made before it existed): nothing to mark.
  if (target === null || charge === null) return 'ignored';
  tx.set(chargeDoc(db, target.id), {
    ...charge,
    status: refund.refunded ? 'refunded' : charge.status,
    refunded_cents: Math.max(charge.refunded_cents, refund.amount_refunded),
    updated_at: now,
  });
  logger.info('Charge refunded', { id: target.id, amount: refund.amount_refunded });
  return 'applied';
}

/**
 * The charge of a bag bought, or of the Cart's Checkout of several bags and add-ons (an
 * `add_on` charge when it bought add-ons alone; the
 * purchase's handler calls it after its reads, with the member's verified email it read):
 * one record with a line per item, and its receipt email. The id is the Checkout's
 * (`pay_cs_…`); the receipt is the app's page in both modes (a payment-mode Checkout
 * makes no Stripe invoice). `order_ids` names every bag's order (`order_id` the first).
 */
export function purchaseChargeWrites(
  db: Firestore,
  tx: Transaction,
  args: {
    uid: string;
    sessionId: string;
    paymentIntentId: string | null;
    bags: { orderId: string; brand: string; name: string; amount: number }[];
    addOns?: { label: string; amount: number }[];
    mode: 'stripe' | 'demo';
    billedTo: { name: string | null; email: string | null };
    now: Date;
  },
): void {
  const id = `pay_${args.sessionId}`;
  const bags = args.bags.map((bag) => ({
    label: productName(bag.brand, bag.name),
    cents: bag.amount,
  }));
  const addOns = (args.addOns ?? []).map((addOn) => ({ label: addOn.label, cents: addOn.amount }));
  const lines = [...bags, ...addOns];
  // A Checkout of add-ons alone bought no bag: it is an add-on charge, as when an add-on
  // is added from the membership page (and the Cart's past purchases leave it out).
  const addOnsOnly = bags.length === 0;
  const description = addOnsOnly
    ? `${addOns.map((line) => line.label).join(', ')} added`
    : lines.length === 1
      ? `Purchase of the ${bags[0]?.label ?? 'bag'}`
      : `Purchase of ${lines.map((line) => line.label).join(', ')}`;
  const record: ChargeDoc = {
    user_id: args.uid,
    kind: addOnsOnly ? 'add_on' : 'purchase',
    description,
    lines,
    tax_cents: 0,
    amount_cents: lines.reduce((sum, line) => sum + line.cents, 0),
    refunded_cents: 0,
    currency: 'usd',
    status: 'paid',
    charged_at: args.now,
    receipt_number: receiptNumber(id, args.now),
    mode: args.mode,
    invoice_url: null,
    payment_intent_id: args.paymentIntentId,
    tier: null,
    period_start: null,
    period_end: null,
    order_id: args.bags[0]?.orderId ?? null,
    order_ids: args.bags.map((bag) => bag.orderId),
    add_ons_joined_at: null,
    billed_to_name: args.billedTo.name,
    billed_to_email: args.billedTo.email,
    created_at: args.now,
    updated_at: args.now,
  };
  tx.set(chargeDoc(db, id), record);
  if (args.billedTo.email !== null) {
    tx.set(
      db.collection(config.internalCollections.mail).doc(receiptMailId(id)),
      receiptMail(id, record, args.billedTo.email, receiptLink(id, record), args.now),
    );
  }
}

/** Who a receipt names, for handlers that read before they write. */
export { billedTo };
