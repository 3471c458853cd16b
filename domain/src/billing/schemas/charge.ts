/**
 * `charges/{id}`: one line of a member's billing history, a charge billing made (a
 * membership period, the difference of an upgrade or added add-on, a bag bought). Written
 * by the billing layer of the functions only, from the billing events of either mode
 * (Stripe's `invoice.paid`, `invoice.payment_failed`, `charge.refunded`; demo billing's
 * stand-ins for them); the member reads their own, admins read all, nobody writes from a
 * client. The id is the provider's (`in_…` for an invoice, `pay_cs_…` for a purchase's
 * Checkout), so a redelivered event finds the record it wrote.
 */
import { z } from 'zod';
import { TIER_IDS } from '../../membership';
import { centsField, nullableField } from '../../core';

/** What a charge was for. */
export const CHARGE_KINDS = ['membership', 'plan_change', 'add_on', 'purchase'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** Where a charge stands. */
export const CHARGE_STATUSES = ['paid', 'refunded', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** How the billing history names each status. */
export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Payment failed',
};

/** One line of a receipt: a price (positive) or a discount or credit (negative), in cents. */
export const chargeLineSchema = z.object({
  label: z.string().min(1),
  cents: z.number().int(),
});
export type ChargeLine = z.output<typeof chargeLineSchema>;

export const chargeDocSchema = z.object({
  user_id: z.string().min(1),
  kind: z.enum(CHARGE_KINDS),
  /** What it was for, in one sentence ("Elite membership, March 1 to April 1, 2026"). */
  description: z.string().min(1),
  /** The receipt's lines: prices, then discounts and credits (negative). */
  lines: z.array(chargeLineSchema).default([]),
  /** Tax charged, in cents (0 when none). */
  tax_cents: centsField.default(0),
  /** What was charged (the lines and tax added up), in cents. */
  amount_cents: centsField,
  /** Of which refunded, in cents. */
  refunded_cents: centsField.default(0),
  currency: z.string().default('usd'),
  status: z.enum(CHARGE_STATUSES),
  /** When it was paid (or, failed, when the payment was tried). */
  charged_at: z.date(),
  /** The receipt number the receipt and email show. */
  receipt_number: z.string().min(1),
  mode: z.enum(['stripe', 'demo']),
  /** Stripe's hosted invoice page (Stripe mode); `null`: the app's receipt page. */
  invoice_url: nullableField(z.string()),
  /** The provider's payment (`pi_…`), to find the charge a refund names. */
  payment_intent_id: nullableField(z.string()),
  /** The tier the charge was for (membership, plan change), or `null`. */
  tier: nullableField(z.enum(TIER_IDS)),
  /** The period charged for, or `null` (a purchase). */
  period_start: nullableField(z.date()),
  period_end: nullableField(z.date()),
  /** The order of a bag bought (the first, when one Checkout paid for several), or `null`. */
  order_id: nullableField(z.string()),
  /** Every order a purchase paid for (the Cart's one Checkout may pay for several bags). */
  order_ids: z.array(z.string()).default([]),
  /**
   * With Stripe, when the add-ons a Cart Checkout paid for joined the subscription (the
   * webhook adds them once the Checkout is paid: `cart-add-ons.ts`); `null` until then, and
   * for every other charge.
   */
  add_ons_joined_at: nullableField(z.date()),
  /** Who was billed, as the receipt shows it (copied when the charge is recorded). */
  billed_to_name: nullableField(z.string()),
  billed_to_email: nullableField(z.string()),
  created_at: z.date(),
  updated_at: z.date(),
});

export type ChargeDoc = z.output<typeof chargeDocSchema>;
export type Charge = ChargeDoc & { id: string };
