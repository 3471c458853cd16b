/**
 * What the upgrade and downgrade screens say before the member confirms: the new
 * monthly price and when it applies (an upgrade at once: what is charged today and the
 * bill from the next billing date, domain `chargeNow`, which demo billing also charges;
 * a downgrade from the end of the billing period, with the bag returned first).
 */
import { planLines } from './billing';
import { chargeNow } from './charges';
import { currentPlan, scheduledPlan, withAllowedAddOns, type Plan } from './billing-plan';
import {
  isDowngrade,
  type SubscriptionDoc,
  ADD_ON_IDS,
  type AddOnId,
  type TierId,
} from '../membership';
import { membershipDate } from './membership-changes';
import { formatCents } from '../core';

export interface PlanChangePreview {
  /** The monthly total after the change (tier and the add-ons it keeps). */
  monthlyCents: number;
  /** When the new price applies: `null` for today. */
  appliesAt: Date | null;
  /** Charged today (an upgrade: the difference for the rest of the period); 0 for a downgrade. */
  todayCents: number;
  /** Add-ons the new tier cannot have, which end with the change. */
  droppedAddOns: AddOnId[];
  /** The sentence the screen shows. */
  text: string;
}

/** The monthly total of `plan`: its tier and its add-ons. */
function monthlyTotal(plan: Plan): number {
  return planLines(plan).reduce((sum, line) => sum + line.cents, 0);
}

type PreviewedSubscription = Pick<
  SubscriptionDoc,
  | 'plan_name'
  | 'add_ons'
  | 'add_ons_ending'
  | 'pending_plan_name'
  | 'current_period_end'
  | 'started_at'
  | 'discount'
>;

/** The preview of changing `sub` to `tier` at `now`. */
export function planChangePreview(
  sub: PreviewedSubscription,
  tier: TierId,
  now: Date,
): PlanChangePreview {
  const downgrade = isDowngrade(sub.plan_name, tier);
  const base = downgrade ? (scheduledPlan(sub) ?? currentPlan(sub)) : currentPlan(sub);
  const plan = withAllowedAddOns({ tier, addOns: { ...base.addOns } });
  const droppedAddOns = ADD_ON_IDS.filter((id) => base.addOns[id] && !plan.addOns[id]);
  const monthlyCents = monthlyTotal(plan);
  if (!downgrade) {
    const charge = chargeNow(sub, plan, now);
    return {
      monthlyCents,
      appliesAt: null,
      todayCents: charge.todayCents,
      droppedAddOns,
      text: charge.text,
    };
  }
  const price = `${formatCents(monthlyCents)}/month`;
  const at = sub.current_period_end;
  return {
    monthlyCents,
    appliesAt: at,
    todayCents: 0,
    droppedAddOns,
    text: `New monthly price: ${price} from ${membershipDate(at)}. You keep your current plan until then. Your current bag must be returned first.`,
  };
}

/** What adding an add-on says before the member confirms: the new total, charged from today. */
export interface AddOnPreview {
  /** The monthly total with the add-on. */
  monthlyCents: number;
  /** Charged today: the add-on for the rest of this billing period. */
  todayCents: number;
  /** The sentence the confirmation shows. */
  text: string;
}

/**
 * The preview of adding `addOn` to `sub` at once (`decideAddAddOn`'s `plan_now`): the
 * current plan with it, invoiced prorated now.
 */
export function addOnPreview(
  sub: Pick<
    SubscriptionDoc,
    'plan_name' | 'add_ons' | 'current_period_end' | 'started_at' | 'discount'
  >,
  addOn: AddOnId,
  now: Date,
): AddOnPreview {
  const current = currentPlan(sub);
  const plan = { ...current, addOns: { ...current.addOns, [addOn]: true } };
  const charge = chargeNow(sub, plan, now);
  return { monthlyCents: monthlyTotal(plan), todayCents: charge.todayCents, text: charge.text };
}
