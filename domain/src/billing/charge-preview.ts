/**
 * `previewCharge({ tier } | { addOn })`: what an upgrade or an added add-on charges today
 * and from the next bill, asked of the server (the amount is never the client's). Demo
 * billing answers with domain `chargeNow` (the amount it then charges); with Stripe the
 * functions ask Stripe's invoice preview (`invoices.createPreview` with the same items and
 * `proration_date`), so tax and Stripe-side discounts are in it.
 */
import { z } from 'zod';
import { addOnRefusal } from './billing';
import { currentPlan, withAllowedAddOns, type Plan } from './billing-plan';
import { formatCents, swapDate } from '../core';
import { isUpgrade, type SubscriptionDoc, ADD_ON_IDS, TIER_IDS } from '../membership';
import { MEMBERSHIP_NOT_ACTIVE } from './membership-changes';

const CHOOSE = 'Please choose a plan or an add-on.';

export const previewChargeInputSchema = z.union(
  [
    z.object({ tier: z.enum(TIER_IDS, { error: CHOOSE }) }).strict(),
    z.object({ addOn: z.enum(ADD_ON_IDS, { error: CHOOSE }) }).strict(),
  ],
  { error: CHOOSE },
);
export type PreviewChargeInput = z.input<typeof previewChargeInputSchema>;

/** What `previewCharge` answers. */
export interface ChargePreviewResult {
  /** Charged today: the difference for the rest of this billing period. */
  todayCents: number;
  /** The monthly bill from the next billing date. */
  monthlyCents: number;
  /** The next billing date (ISO). */
  nextBillAt: string;
  text: string;
  /** Who worked it out: Stripe's invoice preview, or the domain's rule (demo billing). */
  source: 'stripe' | 'domain';
}

/** Refusal: a preview of a change that is not charged now. */
export const PREVIEW_NOT_CHARGED_NOW =
  'Only an upgrade or an added add-on is charged today. Other changes apply from your next bill.';

/** The sentence of a change charged today, then monthly from the next bill. */
export function chargeNowText(todayCents: number, monthlyCents: number, nextBillAt: Date): string {
  const money = (cents: number) => formatCents(cents, { decimals: true });
  return `You pay ${money(todayCents)} today (the difference for the rest of this billing period), then ${money(monthlyCents)} a month from ${swapDate(nextBillAt)}.`;
}

/**
 * The plan a preview is of (`input` over the stored `sub`), or why there is none to
 * preview: no active membership, not an upgrade, an add-on the tier cannot have or has.
 */
export function previewedPlan(
  sub: Pick<SubscriptionDoc, 'status' | 'plan_name' | 'add_ons'> | null,
  input: z.output<typeof previewChargeInputSchema>,
): { ok: true; plan: Plan } | { ok: false; message: string } {
  if (sub === null || sub.status !== 'active') return { ok: false, message: MEMBERSHIP_NOT_ACTIVE };
  const current = currentPlan(sub);
  if ('tier' in input) {
    if (!isUpgrade(current.tier, input.tier))
      return { ok: false, message: PREVIEW_NOT_CHARGED_NOW };
    return { ok: true, plan: withAllowedAddOns({ tier: input.tier, addOns: current.addOns }) };
  }
  const refusal = addOnRefusal(current.tier, input.addOn);
  if (refusal !== null) return { ok: false, message: refusal };
  if (current.addOns[input.addOn]) return { ok: false, message: PREVIEW_NOT_CHARGED_NOW };
  return { ok: true, plan: { ...current, addOns: { ...current.addOns, [input.addOn]: true } } };
}
