/**
 * Billing history: what each charge billing makes becomes (`charges/{id}`), the receipt
 * and welcome emails, and what an upgrade or an added add-on charges today. One shape
 * serves both billing modes: a Stripe invoice (`invoice.paid`, `invoice.payment_failed`)
 * is read by {@link chargeFromInvoice}, and demo billing builds the same invoice object
 * ({@link demoInvoice}) and hands it to the same handler. The amount charged today for a
 * change at once is {@link prorationCents}: the page shows it and demo billing charges it.
 */
import { z } from 'zod';
import { planFromPrices, planLines, type BillingPrices } from './billing';
import { chargeNowText } from './charge-preview';
import { currentPlan, type Plan } from './billing-plan';
import { formatCents, swapDate } from '../core';
import { memberPrice } from './promotion-price';
import { escapeHtml } from '../orders';
import type { ChargeDoc, ChargeKind, ChargeLine, ChargeStatus } from './schemas/charge';
import {
  type SubscriptionDiscount,
  type SubscriptionDoc as SubscriptionDocLike,
  ADD_ON_IDS,
  ADD_ONS,
  TIERS,
  type AddOnId,
  type TierId,
} from '../membership';

const DAY = (date: Date) => swapDate(date);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The path of a charge's receipt page in the app. */
export function receiptPath(chargeId: string): string {
  return `/receipts/${encodeURIComponent(chargeId)}`;
}

/**
 * The receipt number of a charge without one from the provider: `UL-` the day it was
 * charged (UTC) and the last six letters or digits of its id, so the same charge always
 * gets the same number. `receiptNumber('in_demo_ab12cd34ef', 2026-03-01)` → `UL-20260301-CD34EF`.
 */
export function receiptNumber(chargeId: string, chargedAt: Date): string {
  const day = chargedAt.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = chargeId
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6)
    .toUpperCase();
  return `UL-${day}-${tail.padStart(6, '0')}`;
}

/** One calendar month before `date` (the 31st goes to the month's last day). */
export function oneMonthBefore(date: Date): Date {
  const back = new Date(date);
  back.setUTCDate(1);
  back.setUTCMonth(back.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return back;
}

/** When the current (monthly) billing period of a membership began. */
export function periodStartOf(sub: { current_period_end: Date; started_at: Date }): Date {
  const start = oneMonthBefore(sub.current_period_end);
  return start.getTime() < sub.started_at.getTime() ? sub.started_at : start;
}

/**
 * What a change at `at` from a plan at `fromMonthlyCents` to one at `toMonthlyCents`
 * charges now, as Stripe prorates: the difference for the part of the period
 * `[periodStart, periodEnd)` still to come, by the second, rounded to the cent; never
 * negative (a cheaper plan starts at the next period, charging nothing now).
 */
export function prorationCents(args: {
  fromMonthlyCents: number;
  toMonthlyCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): number {
  const total = args.periodEnd.getTime() - args.periodStart.getTime();
  if (total <= 0) return 0;
  const left = Math.min(total, Math.max(0, args.periodEnd.getTime() - args.at.getTime()));
  return Math.max(0, Math.round(((args.toMonthlyCents - args.fromMonthlyCents) * left) / total));
}

/** The monthly list total of a plan (its tier and add-ons). */
export function planMonthlyCents(plan: Plan): number {
  return planLines(plan).reduce((sum, line) => sum + line.cents, 0);
}

/** What a change billed at once costs: today, and a month from the next bill. */
export interface ChargeNow {
  /** Charged today: the difference for the rest of this billing period. */
  todayCents: number;
  /** The monthly bill from the next billing date. */
  monthlyCents: number;
  /** The next billing date (the end of this period). */
  nextBillAt: Date;
  /** The sentence the page shows. */
  text: string;
}

/**
 * What changing `sub` to `plan` at `now` charges (an upgrade or an added add-on): the
 * difference of the member's prices (their promotion included while it runs) for the
 * rest of this period, then the new monthly bill from the next billing date. Demo billing
 * charges exactly this; with Stripe, Stripe prorates the same way.
 */
export function chargeNow(
  sub: {
    plan_name: TierId;
    add_ons: Record<AddOnId, boolean>;
    current_period_end: Date;
    started_at: Date;
    discount: SubscriptionDiscount | null;
  },
  plan: Plan,
  now: Date,
): ChargeNow {
  const from = memberPrice(planMonthlyCents(currentPlan(sub)), sub.discount, now).payCents;
  const to = memberPrice(planMonthlyCents(plan), sub.discount, now).payCents;
  const nextBillAt = sub.current_period_end;
  const todayCents = prorationCents({
    fromMonthlyCents: from,
    toMonthlyCents: to,
    periodStart: periodStartOf(sub),
    periodEnd: nextBillAt,
    at: now,
  });
  const monthlyCents = memberPrice(planMonthlyCents(plan), sub.discount, nextBillAt).payCents;
  return {
    todayCents,
    monthlyCents,
    nextBillAt,
    text: chargeNowText(todayCents, monthlyCents, nextBillAt),
  };
}

// ---- Invoices (Stripe's object; demo billing builds the same) ------------------------

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const amountList = z
  .array(z.object({ amount: z.number().int() }).loose())
  .nullish()
  .transform((list) => list ?? []);

/** The fields of a Stripe invoice the billing history reads (both API shapes). */
export const invoiceObjectSchema = z.object({
  id: z.string(),
  customer: idOf,
  number: z.string().nullish(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nonnegative().default(0),
  amount_due: z.number().int().nonnegative().default(0),
  total: z.number().int().default(0),
  currency: z.string().default('usd'),
  created: z.number(),
  hosted_invoice_url: z.string().nullish(),
  /** Before API 2025-03-31; since then the payments list (not read: refunds match the id). */
  payment_intent: idOf.nullish(),
  status_transitions: z.object({ paid_at: z.number().nullish() }).loose().nullish(),
  /** Before API 2025-03-31 on the invoice; since then under `parent.subscription_details`. */
  subscription: idOf.nullish(),
  subscription_details: z
    .object({ metadata: z.record(z.string(), z.string()).nullish() })
    .loose()
    .nullish(),
  parent: z
    .object({
      subscription_details: z
        .object({
          subscription: idOf.nullish(),
          metadata: z.record(z.string(), z.string()).nullish(),
        })
        .loose()
        .nullish(),
    })
    .loose()
    .nullish(),
  lines: z.object({
    data: z.array(
      z
        .object({
          description: z.string().nullish(),
          amount: z.number().int(),
          period: z.object({ start: z.number(), end: z.number() }).nullish(),
          /** Before API 2025-03-31: whether the line is a proration (a change mid-period). */
          proration: z.boolean().nullish(),
          /** Before API 2025-03-31. */
          price: z.object({ id: z.string() }).loose().nullish(),
          /** Since API 2025-03-31 (`subscription_item_details.proration`). */
          parent: z
            .object({
              subscription_item_details: z
                .object({ proration: z.boolean().nullish() })
                .loose()
                .nullish(),
            })
            .loose()
            .nullish(),
          /** Since API 2025-03-31. */
          pricing: z
            .object({
              price_details: z.object({ price: idOf.nullish() }).loose().nullish(),
            })
            .loose()
            .nullish(),
        })
        .loose(),
    ),
  }),
  total_discount_amounts: amountList,
  /** Since API 2025-03-31. */
  total_taxes: amountList,
  /** Before API 2025-03-31. */
  tax: z.number().int().nullish(),
});
export type InvoiceObject = z.output<typeof invoiceObjectSchema>;

/** The subscription an invoice bills, or `null` (an invoice of no subscription). */
export function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
}

/** The member uid an invoice's subscription metadata names, or `null`. */
export function invoiceMetadataUid(invoice: InvoiceObject): string | null {
  return (
    invoice.parent?.subscription_details?.metadata?.uid ??
    invoice.subscription_details?.metadata?.uid ??
    null
  );
}

type InvoiceLine = InvoiceObject['lines']['data'][number];

function isProration(line: InvoiceLine): boolean {
  return line.proration === true || line.parent?.subscription_item_details?.proration === true;
}

function linePrice(line: InvoiceLine): string | null {
  return line.price?.id ?? line.pricing?.price_details?.price ?? null;
}

function priceName(priceId: string | null, prices: BillingPrices): string | null {
  if (priceId === null) return null;
  for (const tier of Object.keys(TIERS) as TierId[]) {
    if (prices[tier] === priceId) return `${TIERS[tier].name} membership`;
  }
  for (const id of ADD_ON_IDS) {
    if (prices[id] === priceId) return addOnName(id);
  }
  return null;
}

function addOnName(id: AddOnId): string {
  return id === 'full_coverage' ? ADD_ONS.fullCoverage.name : ADD_ONS.selectAccess.name;
}

/** What an invoice was for: its kind, tier and sentence. */
function invoicePurpose(
  invoice: InvoiceObject,
  prices: BillingPrices,
): { kind: ChargeKind; tier: TierId | null; description: string; period: [Date, Date] | null } {
  const lines = invoice.lines.data;
  const charged = lines.filter((line) => line.amount > 0);
  const plan = planFromPrices(
    lines.map(linePrice).filter((id): id is string => id !== null),
    prices,
  );
  const periods = lines.flatMap((line) => (line.period ? [line.period] : []));
  const period: [Date, Date] | null =
    periods.length === 0
      ? null
      : [
          fromUnix(Math.min(...periods.map((p) => p.start))),
          fromUnix(Math.max(...periods.map((p) => p.end))),
        ];
  // A change mid-period is invoiced as prorations; a restart (billed from today) is not.
  if (invoice.billing_reason === 'subscription_update' && lines.some(isProration)) {
    const chargedPrices = charged.map(linePrice);
    const tier = (Object.keys(TIERS) as TierId[]).find((id) => chargedPrices.includes(prices[id]));
    if (tier !== undefined) {
      return {
        kind: 'plan_change',
        tier,
        description: `Upgrade to ${TIERS[tier].name}: the difference for the rest of the billing period`,
        period,
      };
    }
    const addOn = ADD_ON_IDS.find((id) => chargedPrices.includes(prices[id]));
    if (addOn !== undefined) {
      return {
        kind: 'add_on',
        tier: plan?.tier ?? null,
        description: `${addOnName(addOn)} added: the rest of the billing period`,
        period,
      };
    }
    return { kind: 'plan_change', tier: plan?.tier ?? null, description: 'Plan change', period };
  }
  const name = plan === null ? 'Membership' : `${TIERS[plan.tier].name} membership`;
  return {
    kind: 'membership',
    tier: plan?.tier ?? null,
    description: period === null ? name : `${name}, ${DAY(period[0])} to ${DAY(period[1])}`,
    period,
  };
}

/** The fields of a charge record an invoice gives (the handler adds who was billed). */
export type InvoiceCharge = Omit<
  ChargeDoc,
  'user_id' | 'billed_to_name' | 'billed_to_email' | 'created_at' | 'updated_at'
>;

/**
 * The charge record of `invoice`: paid (`invoice.paid`) or failed
 * (`invoice.payment_failed`). The lines are the invoice's lines, then one for its
 * discounts; the receipt number is the provider's invoice number when it has one.
 */
export function chargeFromInvoice(
  invoice: InvoiceObject,
  status: Extract<ChargeStatus, 'paid' | 'failed'>,
  prices: BillingPrices,
  mode: 'stripe' | 'demo',
): InvoiceCharge {
  const purpose = invoicePurpose(invoice, prices);
  const lines: ChargeLine[] = invoice.lines.data.map((line) => ({
    label: line.description || priceName(linePrice(line), prices) || 'Charge',
    cents: line.amount,
  }));
  const discount = invoice.total_discount_amounts.reduce((sum, d) => sum + d.amount, 0);
  if (discount > 0) lines.push({ label: 'Discount', cents: -discount });
  const tax =
    invoice.total_taxes.length > 0
      ? invoice.total_taxes.reduce((sum, t) => sum + t.amount, 0)
      : (invoice.tax ?? 0);
  const chargedAt = fromUnix(invoice.status_transitions?.paid_at ?? invoice.created);
  const amount = status === 'paid' ? invoice.amount_paid : invoice.amount_due || invoice.total;
  return {
    kind: purpose.kind,
    description: purpose.description,
    lines,
    tax_cents: Math.max(0, tax),
    amount_cents: Math.max(0, amount),
    refunded_cents: 0,
    currency: invoice.currency,
    status,
    charged_at: chargedAt,
    receipt_number: invoice.number || receiptNumber(invoice.id, chargedAt),
    mode,
    invoice_url: invoice.hosted_invoice_url ?? null,
    payment_intent_id: invoice.payment_intent ?? null,
    tier: purpose.tier,
    period_start: purpose.period?.[0] ?? null,
    period_end: purpose.period?.[1] ?? null,
    order_id: null,
    order_ids: [],
    add_ons_joined_at: null,
  };
}

/** A line of a demo invoice: its words, amount, period and price. */
export interface DemoInvoiceLine {
  description: string;
  amount: number;
  priceId: string | null;
  /** A change mid-period (an upgrade, an added add-on). */
  proration?: boolean;
}

/**
 * Demo billing's stand-in for the invoice Stripe makes (and pays) for subscription
 * `subscriptionId` of member `uid`: a new membership, a renewal, or a change at once.
 */
export function demoInvoice(args: {
  id: string;
  uid: string;
  customerId: string;
  subscriptionId: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  lines: DemoInvoiceLine[];
  /** Discounts and credits, in cents (positive numbers). */
  discounts?: number[];
  period: { start: Date; end: Date };
  at: Date;
}): InvoiceObject & { object: 'invoice'; status: 'paid' } {
  const subtotal = args.lines.reduce((sum, line) => sum + line.amount, 0);
  const discounts = (args.discounts ?? []).filter((amount) => amount > 0);
  const total = Math.max(0, subtotal - discounts.reduce((sum, d) => sum + d, 0));
  const period = { start: unix(args.period.start), end: unix(args.period.end) };
  return {
    id: args.id,
    object: 'invoice',
    status: 'paid',
    customer: args.customerId,
    number: null,
    billing_reason: args.billingReason,
    amount_paid: total,
    amount_due: total,
    total,
    currency: 'usd',
    created: unix(args.at),
    hosted_invoice_url: null,
    payment_intent: null,
    status_transitions: { paid_at: unix(args.at) },
    subscription: null,
    subscription_details: null,
    parent: {
      subscription_details: { subscription: args.subscriptionId, metadata: { uid: args.uid } },
    },
    lines: {
      data: args.lines.map((line) => ({
        description: line.description,
        amount: line.amount,
        period,
        proration: line.proration ?? false,
        price: line.priceId === null ? null : { id: line.priceId },
        parent: null,
        pricing: null,
      })),
    },
    total_discount_amounts: discounts.map((amount) => ({ amount })),
    total_taxes: [],
    tax: null,
  };
}

/** The lines of a full month of `plan` (a new membership or a renewal). */
export function planInvoiceLines(plan: Plan, prices: BillingPrices): DemoInvoiceLine[] {
  return [
    {
      description: `${TIERS[plan.tier].name} membership`,
      amount: TIERS[plan.tier].monthlyPriceCents,
      priceId: prices[plan.tier],
    },
    ...ADD_ON_IDS.filter((id) => plan.addOns[id]).map((id) => ({
      description: addOnName(id),
      amount: (id === 'full_coverage' ? ADD_ONS.fullCoverage : ADD_ONS.selectAccess)
        .monthlyPriceCents,
      priceId: prices[id],
    })),
  ];
}

/**
 * The line of a change at once (`from` to `to`) in a demo invoice: the difference for the
 * rest of the period, labelled with what was added, and priced with the added price so
 * the history knows an upgrade from an add-on.
 */
export function changeInvoiceLine(
  from: Plan,
  to: Plan,
  amount: number,
  prices: BillingPrices,
  until: Date,
): DemoInvoiceLine {
  if (to.tier !== from.tier) {
    return {
      description: `${TIERS[from.tier].name} to ${TIERS[to.tier].name}, until ${DAY(until)}`,
      amount,
      priceId: prices[to.tier],
      proration: true,
    };
  }
  const added = ADD_ON_IDS.find((id) => to.addOns[id] && !from.addOns[id]);
  return {
    description:
      added === undefined
        ? `Plan change, until ${DAY(until)}`
        : `${addOnName(added)}, until ${DAY(until)}`,
    amount,
    priceId: added === undefined ? null : prices[added],
    proration: true,
  };
}

// ---- Emails -----------------------------------------------------------------------

/** An outbox message of the billing history (`mail/{id}`): transactional, no opt-out. */
export interface BillingMailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  meta: { kind: 'receipt' | 'welcome'; user_id: string; charge_id?: string };
  created_at: Date;
}

/** The outbox id of a charge's receipt email (one per charge, whatever is redelivered). */
export function receiptMailId(chargeId: string): string {
  return `receipt-${chargeId.replaceAll('/', '_')}`;
}

/** The outbox id of a member's welcome email (once per member). */
export function welcomeMailId(uid: string): string {
  return `welcome-${uid}`;
}

/**
 * The receipt email of a paid charge: what it was for, the amount, and the link to the
 * receipt (Stripe's hosted invoice, or the app's receipt page `receiptUrl`). Receipts are
 * transactional: every member gets them, whatever their notice settings.
 */
export function receiptMail(
  chargeId: string,
  charge: Pick<
    ChargeDoc,
    'user_id' | 'description' | 'amount_cents' | 'charged_at' | 'receipt_number' | 'mode'
  >,
  to: string,
  receiptUrl: string,
  now: Date,
): BillingMailDoc {
  const amount = formatCents(charge.amount_cents, { decimals: true });
  const demo = charge.mode === 'demo' ? ' (demo billing: no card was charged)' : '';
  const text = [
    `Thank you. We received your payment of ${amount}${demo}.`,
    '',
    `For: ${charge.description}`,
    `Date: ${DAY(charge.charged_at)}`,
    `Receipt number: ${charge.receipt_number}`,
    '',
    `Your receipt: ${receiptUrl}`,
  ].join('\n');
  const html = [
    `<p>Thank you. We received your payment of <strong>${escapeHtml(amount)}</strong>${escapeHtml(demo)}.</p>`,
    `<p>For: ${escapeHtml(charge.description)}<br>Date: ${escapeHtml(DAY(charge.charged_at))}<br>Receipt number: ${escapeHtml(charge.receipt_number)}</p>`,
    `<p><a href="${escapeHtml(receiptUrl)}">View your receipt</a></p>`,
  ].join('');
  return {
    to,
    message: { subject: `Your Unlimited receipt for ${amount}`, text, html },
    meta: { kind: 'receipt', user_id: charge.user_id, charge_id: chargeId },
    created_at: now,
  };
}

/** The welcome email of a membership that has just become active for the first time. */
export function welcomeMail(
  uid: string,
  tier: TierId,
  to: string,
  urls: { closet: string; membership: string },
  now: Date,
): BillingMailDoc {
  const name = TIERS[tier].name;
  const text = [
    `Welcome to Unlimited. Your ${name} membership is active.`,
    '',
    'Choose your first bag from the closet and we ship it to you.',
    `The closet: ${urls.closet}`,
    '',
    `Your membership, billing history and receipts: ${urls.membership}`,
  ].join('\n');
  const html = [
    `<p>Welcome to Unlimited. Your <strong>${escapeHtml(name)}</strong> membership is active.</p>`,
    '<p>Choose your first bag from the closet and we ship it to you.</p>',
    `<p><a href="${escapeHtml(urls.closet)}">Browse the closet</a></p>`,
    `<p><a href="${escapeHtml(urls.membership)}">Your membership, billing history and receipts</a></p>`,
  ].join('');
  return {
    to,
    message: { subject: `Welcome to Unlimited, your ${name} membership is active`, text, html },
    meta: { kind: 'welcome', user_id: uid },
    created_at: now,
  };
}

/**
 * Demo billing's invoice for a full period of `sub`'s plan (a new membership, a renewal,
 * a restart): the plan's lines, the member's promotion while it runs and a retention
 * credit (`creditCents`) as discounts.
 */
export function demoPeriodInvoice(args: {
  id: string;
  uid: string;
  sub: Pick<
    SubscriptionDocLike,
    | 'plan_name'
    | 'add_ons'
    | 'current_period_end'
    | 'started_at'
    | 'discount'
    | 'billing_customer_id'
    | 'billing_subscription_id'
  >;
  billingReason: 'subscription_create' | 'subscription_cycle';
  creditCents?: number;
  prices: BillingPrices;
  now: Date;
}): ReturnType<typeof demoInvoice> {
  const plan = currentPlan(args.sub);
  const lines = planInvoiceLines(plan, args.prices);
  const start = periodStartOf(args.sub);
  const list = planMonthlyCents(plan);
  const promotion = list - memberPrice(list, args.sub.discount, start).payCents;
  return demoInvoice({
    id: args.id,
    uid: args.uid,
    customerId: args.sub.billing_customer_id ?? `cus_demo_${args.uid}`,
    subscriptionId: args.sub.billing_subscription_id ?? `sub_demo_${args.uid}`,
    billingReason: args.billingReason,
    lines,
    discounts: [promotion, args.creditCents ?? 0],
    period: { start, end: args.sub.current_period_end },
    at: args.now,
  });
}

/**
 * Demo billing's invoice for changing `before` to `plan` at `now` (an upgrade, an added
 * add-on): {@link chargeNow}'s amount, or `null` when it charges nothing.
 */
export function demoChangeInvoice(args: {
  id: string;
  uid: string;
  before: Pick<
    SubscriptionDocLike,
    | 'plan_name'
    | 'add_ons'
    | 'current_period_end'
    | 'started_at'
    | 'discount'
    | 'billing_customer_id'
    | 'billing_subscription_id'
  >;
  plan: Plan;
  prices: BillingPrices;
  now: Date;
}): ReturnType<typeof demoInvoice> | null {
  const { todayCents } = chargeNow(args.before, args.plan, args.now);
  if (todayCents <= 0) return null;
  const until = args.before.current_period_end;
  return demoInvoice({
    id: args.id,
    uid: args.uid,
    customerId: args.before.billing_customer_id ?? `cus_demo_${args.uid}`,
    subscriptionId: args.before.billing_subscription_id ?? `sub_demo_${args.uid}`,
    billingReason: 'subscription_update',
    lines: [changeInvoiceLine(currentPlan(args.before), args.plan, todayCents, args.prices, until)],
    period: { start: args.now, end: until },
    at: args.now,
  });
}
