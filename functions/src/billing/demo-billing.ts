/**
 * Demo billing mode (a `demo-` project without Stripe keys): checkout completes without
 * a card by building the events Stripe would send after a paid Checkout and handing
 * them to the webhook's own handler, so the membership is written by the same code.
 */
import { randomUUID } from 'node:crypto';
import { pricesForPlan, type AddOnId, type BillingPrices, type TierId } from '@unlimited/domain';
import type { BillingEvent } from './apply-event';

/** One calendar month after `date` (Stripe's monthly period). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** `checkout.session.completed` then `customer.subscription.created`, as Stripe sends them. */
export function demoCheckoutEvents(args: {
  uid: string;
  signupId: string;
  plan: { tier: TierId; addOns: Record<AddOnId, boolean> };
  prices: BillingPrices;
  now: Date;
  /** A promotion code redeemed at checkout: carried in metadata, as Stripe checkout does. */
  promoCode?: string | null;
}): BillingEvent[] {
  const created = Math.floor(args.now.getTime() / 1000);
  const periodEnd = Math.floor(oneMonthAfter(args.now).getTime() / 1000);
  const metadata = {
    uid: args.uid,
    signup_id: args.signupId,
    ...(args.promoCode ? { promo_code: args.promoCode } : {}),
  };
  const customer = `cus_demo_${args.uid}`;
  const subscription = {
    id: `sub_demo_${args.uid}`,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    start_date: created,
    metadata,
    items: {
      data: pricesForPlan(args.plan, args.prices).map((price) => ({
        price: { id: price },
        current_period_end: periodEnd,
      })),
    },
  };
  return [
    {
      id: `evt_demo_${randomUUID()}`,
      type: 'checkout.session.completed',
      created,
      data: {
        object: {
          id: `cs_demo_${randomUUID()}`,
          mode: 'subscription',
          client_reference_id: args.uid,
          customer,
          subscription: subscription.id,
          metadata,
        },
      },
    },
    {
      id: `evt_demo_${randomUUID()}`,
      type: 'customer.subscription.created',
      created,
      data: { object: subscription },
    },
  ];
}

/** Demo billing's `invoice.paid` for `invoice` (built by domain `demoInvoice`). */
export function demoInvoicePaidEvent(invoice: { id: string }, now: Date): BillingEvent {
  return {
    id: `evt_demo_${randomUUID()}`,
    type: 'invoice.paid',
    created: Math.floor(now.getTime() / 1000),
    data: { object: invoice },
  };
}

/** A new demo invoice id. */
export function demoInvoiceId(): string {
  return `in_demo_${randomUUID().replaceAll('-', '')}`;
}
