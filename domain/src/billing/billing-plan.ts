/**
 * A membership plan (a tier and its add-ons): as one metadata value on the billing
 * provider's subscription, and the plan a subscription document is on now or from its
 * next period.
 */
import { addOnRefusal } from './billing';
import {
  type SubscriptionDoc,
  ADD_ON_IDS,
  type AddOnId,
  TIER_IDS,
  type TierId,
} from '../membership';

/** A tier and its add-ons. */
export interface Plan {
  tier: TierId;
  addOns: Record<AddOnId, boolean>;
}

/** `elite+full_coverage`: a plan as one metadata value. */
export function encodePlan(plan: Plan): string {
  return [plan.tier, ...ADD_ON_IDS.filter((id) => plan.addOns[id])].join('+');
}

/** The plan {@link encodePlan} wrote, or `null` for anything else. */
export function decodePlan(value: string | undefined): Plan | null {
  if (!value) return null;
  const [tier, ...addOns] = value.split('+');
  if (!(TIER_IDS as readonly string[]).includes(tier ?? '')) return null;
  if (!addOns.every((id) => (ADD_ON_IDS as readonly string[]).includes(id))) return null;
  return {
    tier: tier as TierId,
    addOns: {
      full_coverage: addOns.includes('full_coverage'),
      select_access: addOns.includes('select_access'),
    },
  };
}

/** Whether two plans are the same tier with the same add-ons. */
export function samePlan(a: Plan, b: Plan): boolean {
  return encodePlan(a) === encodePlan(b);
}

/** `plan` without the add-ons its tier cannot have (they end with the change). */
export function withAllowedAddOns(plan: Plan): Plan {
  const addOns = { ...plan.addOns };
  for (const id of ADD_ON_IDS)
    if (addOns[id] && addOnRefusal(plan.tier, id) !== null) addOns[id] = false;
  return { tier: plan.tier, addOns };
}

/** The plan a subscription document is on now. */
export function currentPlan(sub: Pick<SubscriptionDoc, 'plan_name' | 'add_ons'>): Plan {
  return { tier: sub.plan_name, addOns: { ...sub.add_ons } };
}

/**
 * The plan that applies from the next period: the scheduled plan (a downgrade, or the
 * current plan without the add-ons the member removed), or `null` when none is scheduled.
 */
export function scheduledPlan(
  sub: Pick<SubscriptionDoc, 'plan_name' | 'add_ons' | 'add_ons_ending' | 'pending_plan_name'>,
): Plan | null {
  if (sub.pending_plan_name === null && sub.add_ons_ending.length === 0) return null;
  const addOns = { ...sub.add_ons };
  for (const id of sub.add_ons_ending) addOns[id] = false;
  return withAllowedAddOns({ tier: sub.pending_plan_name ?? sub.plan_name, addOns });
}
