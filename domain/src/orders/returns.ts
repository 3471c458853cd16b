/**
 * Sending a bag back: the member starts the return of a bag they have (delivered or in
 * an active rental); the order moves to `return_pending`, the bag to Swapping, and a
 * prepaid return label is shown and emailed. The bag's place stays taken until its swap
 * clock unlocks (`swapSlots`), so the next bag can be chosen from then, whether or not
 * this one has arrived back.
 * The admin marks it received (Completed) when it is scanned in.
 */
import { productName } from '../catalogue';
import { productSyncForOrder } from './order-lifecycle';
import { type BorrowState, type ProductBorrowPatch, ORDER_NOT_FOUND } from './order-eligibility';
import type { OrderStatus } from './orders';
import { formatShippingAddress, type ShippingAddress } from './schemas/order';
import { CARRIER_NAMES, RETURN_CARRIER, RETURN_SERVICE } from './shipping';

/**
 * The email outbox collection, in the "Trigger Email from Firestore" extension's format.
 * Only functions write it; admins read it.
 */
export const MAIL_COLLECTION = 'mail';

/** Where members send bags back (the label's "To"). */
export const RETURNS_ADDRESS: ShippingAddress = {
  full_name: 'Unlimited Returns',
  line1: '120 Hudson Street',
  line2: 'Receiving, Suite 4',
  city: 'New York',
  state: 'NY',
  postal_code: '10013',
  country: 'US',
  phone: null,
};

/** How to send a bag back, as the label page and its email say it. */
export const RETURN_DROP_OFF = `Pack the bag in its dust bag and box, write the return code on the box, attach the label and drop it at any ${CARRIER_NAMES[RETURN_CARRIER]} location. Postage is prepaid.`;

/** Refusal: the bag has not reached the member yet. */
export const RETURN_NOT_YET =
  'This bag has not reached you yet. You can start its return once it has been delivered.';
/** Refusal: the order is over (completed or cancelled). */
export const RETURN_CLOSED = 'This order is closed, so there is nothing to send back.';

/** The code printed on a return label and quoted to support: `UNL-` and the order id's start. */
export function returnCode(orderId: string): string {
  return `UNL-${orderId.slice(0, 8).toUpperCase()}`;
}

/** Statuses from which the member may start a return (the bag is with them). */
export const RETURNABLE_STATUSES = [
  'delivered',
  'active_rental',
] as const satisfies readonly OrderStatus[];

/** Whether the member may start the return of an order in this status. */
export function canStartReturn(status: string): boolean {
  return (RETURNABLE_STATUSES as readonly string[]).includes(status);
}

/** The order fields a return reads. */
export interface ReturnableOrder {
  user_id: string;
  order_status: OrderStatus;
  return_due_date: Date;
}

/** What `startReturn` reads before deciding. */
export interface StartReturnFacts {
  uid: string;
  now: Date;
  order: ReturnableOrder | null;
  product: BorrowState | null;
}

/** An allowed return: what to write (nothing when it had already started). */
export interface StartReturnPlan {
  ok: true;
  alreadyStarted: boolean;
  orderPatch: { order_status: 'return_pending'; updated_at: Date } | null;
  productPatch: ProductBorrowPatch | null;
}

/** A refused return with the message for the member. */
export interface StartReturnRefusal {
  ok: false;
  reason: 'order_not_found' | 'not_yet' | 'closed';
  message: string;
}

/**
 * Decides a member's return. Another member's order reads as not found; a bag not yet
 * delivered, or an order already over, is refused; a return already started is allowed
 * again and writes nothing (a double press, or reopening the label).
 */
export function decideStartReturn(facts: StartReturnFacts): StartReturnPlan | StartReturnRefusal {
  const { order, uid, now } = facts;
  if (order === null || order.user_id !== uid) {
    return { ok: false, reason: 'order_not_found', message: ORDER_NOT_FOUND };
  }
  if (order.order_status === 'return_pending') {
    return { ok: true, alreadyStarted: true, orderPatch: null, productPatch: null };
  }
  if (order.order_status === 'completed' || order.order_status === 'cancelled') {
    return { ok: false, reason: 'closed', message: RETURN_CLOSED };
  }
  if (!canStartReturn(order.order_status)) {
    return { ok: false, reason: 'not_yet', message: RETURN_NOT_YET };
  }
  const after = { ...order, order_status: 'return_pending' as const };
  return {
    ok: true,
    alreadyStarted: false,
    orderPatch: { order_status: 'return_pending', updated_at: now },
    productPatch: productSyncForOrder(after, facts.product, now),
  };
}

/** A document of the `mail` outbox, in the "Trigger Email from Firestore" format. */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  /** What the email is about (ids only), for the admin outbox. */
  meta: { kind: 'return_label' | 'purchase'; order_id: string; user_id: string };
  created_at: Date;
}

/** `text` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The order fields a return label shows. */
export interface LabelledOrder {
  user_id: string;
  bag_name: string;
  bag_brand: string;
  shipping_address: ShippingAddress;
}

/**
 * When the next bag can be chosen, as the label email says it: the email cannot know the
 * day in the member's time zone, so it points to the dashboard, which names it.
 */
const NEXT_BAG_LINE =
  'Your dashboard shows when you can choose your next bag: the day this bag’s swap clock unlocks, or now if it already has.';

/**
 * The return-label email: the code, the From and To addresses, how to send the bag, and
 * the link to the printable label (`labelUrl`).
 */
export function returnLabelMail(
  orderId: string,
  order: LabelledOrder,
  to: string,
  labelUrl: string,
  now: Date,
): MailDoc {
  const code = returnCode(orderId);
  const bag = productName(order.bag_brand, order.bag_name);
  const from = formatShippingAddress(order.shipping_address);
  const dest = formatShippingAddress(RETURNS_ADDRESS);
  const text = [
    `Your return of the ${bag} has started.`,
    '',
    `Return code: ${code}`,
    '',
    'From:',
    from,
    '',
    'To:',
    dest,
    '',
    `Carrier: ${RETURN_SERVICE}, prepaid.`,
    RETURN_DROP_OFF,
    `Print the label: ${labelUrl}`,
    '',
    NEXT_BAG_LINE,
  ].join('\n');
  const lines = (block: string) => escapeHtml(block).replaceAll('\n', '<br>');
  const html = [
    `<p>Your return of the <strong>${escapeHtml(bag)}</strong> has started.</p>`,
    `<p style="font-size:20px;letter-spacing:2px"><strong>${escapeHtml(code)}</strong></p>`,
    `<p><strong>From</strong><br>${lines(from)}</p>`,
    `<p><strong>To</strong><br>${lines(dest)}</p>`,
    `<p><strong>Carrier</strong><br>${escapeHtml(RETURN_SERVICE)}, prepaid.</p>`,
    `<p>${escapeHtml(RETURN_DROP_OFF)}</p>`,
    `<p><a href="${escapeHtml(labelUrl)}">Print your return label</a></p>`,
    `<p>${escapeHtml(NEXT_BAG_LINE)}</p>`,
  ].join('');
  return {
    to,
    message: { subject: `Your return label for the ${bag} (${code})`, text, html },
    meta: { kind: 'return_label', order_id: orderId, user_id: order.user_id },
    created_at: now,
  };
}
