/**
 * The membership changes a member makes from the manage page (pause, cancel at period
 * end and their undo, the retention offer, add or remove an add-on, change plan) as
 * decisions over the stored subscription: each returns the change to ask of billing
 * (`null` when it is already in place) and the message to show, or a refusal with the
 * message of the domain rule that refused it. Billing makes the change (Stripe, or the
 * demo billing mode) and its webhook handler writes the subscription; nothing here
 * writes it.
 *
 * Upgrades and added add-ons apply at once (invoiced, prorated); downgrades, removed
 * add-ons, cancellations and pauses take effect at the end of the billing period (the
 * member keeps what they paid for until then).
 */
import {
  CANCEL_SUCCESS,
  RETENTION_ACCEPTED,
  canCancel,
  canDowngrade,
  canPause,
  canScheduleCancel,
  isDowngrade,
  minimumTermEnd,
  withinMinimumTerm,
  type BagOut,
  type PausePeriods,
  type SubscriptionDoc,
  ADD_ONS,
  TIERS,
  type AddOnId,
  type TierId,
} from '../membership';
import { type OrderStatus, CURRENT_ORDER_STATUSES, isCurrentOrder } from '../orders';
import { addOnRefusal } from './billing';
import { swapDate } from '../core';
import { pauseResumeDate, type BillingChange } from './billing-object';
import { currentPlan, samePlan, scheduledPlan, withAllowedAddOns, type Plan } from './billing-plan';

/** Refusal: the member has no active subscription to change. */
export const MEMBERSHIP_NOT_ACTIVE =
  'You need an active membership to make this change. Check your membership status and try again.';
/** Refusal: the retention offer was already used on this membership. */
export const RETENTION_ALREADY_USED = 'You have already used this offer on your membership.';
/** Refusal: removing an add-on the membership does not have. */
export const ADD_ON_NOT_ON_PLAN = 'This add-on is not part of your membership.';

/** Refusal: asking for the plan the member already has. */
export function samePlanMessage(tier: TierId): string {
  return `You are already on the ${TIERS[tier].name} plan.`;
}

/** Confirmation of a plan change. */
export function planChangedMessage(tier: TierId): string {
  return `Your membership is now ${TIERS[tier].name}.`;
}

/** Refusal: retention offer outside the cancel flow. */
export const RETENTION_ONLY_WHEN_CANCELLING =
  'This offer is only available when you cancel your membership.';
/** Refusal: adding an add-on the membership already has. */
export const ADD_ON_ALREADY_ON = 'This add-on is already part of your membership.';
/** Refusal: a change at once while a change at the period end is scheduled. */
export const SCHEDULED_CHANGE_FIRST =
  'You have a plan change scheduled for the end of this billing period. Keep your current plan first, then make this change.';

/** A date as the membership pages write it: `March 3, 2027`. */
export function membershipDate(date: Date): string {
  return swapDate(date);
}

/** Confirmation of a cancellation scheduled for the end of the minimum term. */
export function cancelAtTermEndMessage(at: Date): string {
  return `Your membership will end on ${membershipDate(at)}, at the end of your minimum term. You keep full access until then, and you can keep your membership any time before that date.`;
}

/** What the cancel action offers inside the minimum term (the action's own label). */
export function cancelAtTermEndLabel(at: Date): string {
  return `Cancel at the end of the minimum term, on ${membershipDate(at)}`;
}

/** Confirmation of a pause: when it starts and when billing starts again. */
export function pauseScheduledMessage(startsAt: Date, resumesAt: Date): string {
  return `Your membership will pause on ${membershipDate(startsAt)} and resume on ${membershipDate(resumesAt)}. You keep full access until the pause starts, and you are not billed while it is paused.`;
}

/** Confirmation of a downgrade scheduled for the period end. */
export function downgradeScheduledMessage(tier: TierId, from: TierId, at: Date): string {
  return `Your plan changes to ${TIERS[tier].name} on ${membershipDate(at)}. Until then you keep ${TIERS[from].name}.`;
}

function addOnName(addOn: AddOnId): string {
  return addOn === 'full_coverage' ? ADD_ONS.fullCoverage.name : ADD_ONS.selectAccess.name;
}

/** Confirmation of an add-on added at once. */
export function addOnAddedMessage(addOn: AddOnId): string {
  return `${addOnName(addOn)} is now part of your membership.`;
}

/**
 * Confirmation of a removed add-on: what happened and when (it stays until the period
 * ends). Replaces the spec's "can be updated when you choose your next bag", which did
 * not say that anything had changed.
 */
export function addOnEndsMessage(addOn: AddOnId, at: Date): string {
  return `${addOnName(addOn)} ends ${membershipDate(at)}.`;
}

/** Confirmation of Keep on an add-on that was ending: it carries on past the period end. */
export function addOnKeptMessage(addOn: AddOnId): string {
  return `${addOnName(addOn)} stays on your membership.`;
}

/**
 * Order statuses in which the member still has the bag (or it is on its way back): the
 * current statuses plus `return_pending`. A bag counts as returned only once its order
 * is completed (or was cancelled before shipping).
 */
export const BAG_OUT_STATUSES = [
  ...CURRENT_ORDER_STATUSES,
  'return_pending',
] as const satisfies readonly OrderStatus[];

/** Whether any of the member's orders still has a bag out (see {@link BAG_OUT_STATUSES}). */
export function hasBagOut(orders: readonly { order_status: string }[]): boolean {
  return orders.some((order) =>
    (BAG_OUT_STATUSES as readonly string[]).includes(order.order_status),
  );
}

/**
 * {@link hasBagOut}, told apart: `true` while the member holds a bag (or one is on its
 * way to them), `'returning'` when the only bags out are on their way back.
 */
export function bagOutState(orders: readonly { order_status: string }[]): BagOut {
  if (!hasBagOut(orders)) return false;
  return orders.some((order) => isCurrentOrder(order.order_status)) ? true : 'returning';
}

/** An allowed change: what to ask of billing (`null` when already in place) and what to tell the member. */
export interface MembershipChange {
  ok: true;
  change: BillingChange | null;
  message: string;
}

/** A refused change, with the message to show. */
export interface MembershipRefusal {
  ok: false;
  message: string;
}

/** What every membership change reads. */
export interface MembershipFacts {
  /** The member's subscription document, or `null` when there is none. */
  subscription: SubscriptionDoc | null;
  /** Whether the member still has a bag out ({@link bagOutState} over their orders). */
  hasBagOut: BagOut;
  now: Date;
}

type Decision = MembershipChange | MembershipRefusal;

function refuse(message: string): MembershipRefusal {
  return { ok: false, message };
}

function allow(change: BillingChange | null, message: string): MembershipChange {
  return { ok: true, change, message };
}

function activeSubscription(facts: MembershipFacts): SubscriptionDoc | null {
  return facts.subscription?.status === 'active' ? facts.subscription : null;
}

/**
 * Pause for `periods` (1, 2 or 3) billing periods from the end of the current one, so
 * billing starts again on {@link pauseResumeDate}; refused while a bag is out. Replaces
 * a pending cancellation (and a scheduled plan change). Asking twice for the same
 * length changes nothing.
 */
export function decidePause(facts: MembershipFacts, periods: PausePeriods): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  const check = canPause({ startedAt: sub.started_at, now: facts.now, hasBagOut: facts.hasBagOut });
  if (!check.ok) return refuse(check.reason);
  const resumesAt = pauseResumeDate(sub.current_period_end, periods);
  const message = pauseScheduledMessage(sub.current_period_end, resumesAt);
  if (
    sub.pause_requested_at !== null &&
    sub.pause_resumes_at?.getTime() === resumesAt.getTime() &&
    !sub.cancel_at_period_end &&
    sub.cancel_at === null
  ) {
    return allow(null, message);
  }
  return allow({ kind: 'pause', resumesAt }, message);
}

/**
 * Cancel. After the minimum term (3 months of 30 days): at the end of the billing
 * period. Inside it: at the end of the minimum term ({@link minimumTermEnd}, computed
 * here, never taken from the client), which the member can undo until then. Refused
 * while a bag is out. Replaces a pending pause. Asking twice changes nothing.
 */
export function decideCancel(facts: MembershipFacts): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  const state = { startedAt: sub.started_at, now: facts.now, hasBagOut: facts.hasBagOut };
  if (withinMinimumTerm(sub.started_at, facts.now)) {
    const check = canScheduleCancel(state);
    if (!check.ok) return refuse(check.reason);
    const at = minimumTermEnd(sub.started_at);
    const message = cancelAtTermEndMessage(at);
    if (sub.cancel_at?.getTime() === at.getTime() && sub.pause_requested_at === null) {
      return allow(null, message);
    }
    return allow({ kind: 'cancel_at', at }, message);
  }
  const check = canCancel(state);
  if (!check.ok) return refuse(check.reason);
  if (sub.cancel_at_period_end && sub.pause_requested_at === null) {
    return allow(null, CANCEL_SUCCESS);
  }
  return allow({ kind: 'cancel' }, CANCEL_SUCCESS);
}

/** Refusal: undoing when no cancellation, pause or plan change is pending. */
export const NOTHING_TO_RESUME = 'Your membership is not set to cancel, pause or change.';
/** Confirmation of undoing a pending cancellation, pause or plan change. */
export const RESUME_SUCCESS =
  'Your membership will continue as before. Nothing changes on your next bill.';
/** Confirmation of a paused membership starting again. */
export const RESTART_SUCCESS =
  'Welcome back! Your membership is active again and billed from today.';

/**
 * Undoes a pending cancellation, pause or scheduled plan change before the period
 * ends: the membership simply continues. A paused membership starts again, billed from
 * today. Refused when nothing is pending.
 */
export function decideResume(facts: MembershipFacts): Decision {
  if (facts.subscription?.status === 'paused') return allow({ kind: 'restart' }, RESTART_SUCCESS);
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (
    !sub.cancel_at_period_end &&
    sub.cancel_at === null &&
    sub.pause_requested_at === null &&
    scheduledPlan(sub) === null
  ) {
    return refuse(NOTHING_TO_RESUME);
  }
  return allow({ kind: 'keep' }, RESUME_SUCCESS);
}

/**
 * The retention offer: $25 (2500 cents) off the next month, once per membership, and
 * only inside the cancel flow: the member's confirmation step of a cancellation offers
 * it before anything is cancelled, so it is allowed while the membership could be
 * cancelled now ({@link decideCancel}'s rules) or a cancellation is pending. The member
 * stays, so a pending cancellation is withdrawn. The amount is billing's, never the
 * client's.
 */
export function decideRetentionOffer(facts: MembershipFacts): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (sub.retention_offer_applied_at !== null) return refuse(RETENTION_ALREADY_USED);
  // Cancellable now, or schedulable for the end of the minimum term.
  const cancellable = canScheduleCancel({
    startedAt: sub.started_at,
    now: facts.now,
    hasBagOut: facts.hasBagOut,
  }).ok;
  const pending = sub.cancel_at_period_end || sub.cancel_at !== null;
  if (!pending && !cancellable) return refuse(RETENTION_ONLY_WHEN_CANCELLING);
  return allow({ kind: 'retention' }, RETENTION_ACCEPTED);
}

/** The plan from the next period: the scheduled one, else the current one. */
function nextPlan(sub: SubscriptionDoc): Plan {
  return scheduledPlan(sub) ?? currentPlan(sub);
}

/**
 * Removes an add-on from the next billing cycle: it stays on until the period ends
 * (listed in `add_ons_ending`), then billing drops it. Refused when the membership does
 * not have it; removing it twice changes nothing.
 */
export function decideRemoveAddOn(facts: MembershipFacts, addOn: AddOnId): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (!sub.add_ons[addOn]) return refuse(ADD_ON_NOT_ON_PLAN);
  const message = addOnEndsMessage(addOn, sub.current_period_end);
  const next = nextPlan(sub);
  if (!next.addOns[addOn]) return allow(null, message);
  return allow(
    { kind: 'plan_at_period_end', plan: { ...next, addOns: { ...next.addOns, [addOn]: false } } },
    message,
  );
}

/**
 * Adds an add-on at once (invoiced, prorated), when the tier allows it (DESIGN.md:
 * Full Coverage with Elite and Crown, Select Access below Crown). An add-on the member
 * removed but still has this period is simply kept.
 */
export function decideAddAddOn(facts: MembershipFacts, addOn: AddOnId): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  const refusal = addOnRefusal(sub.plan_name, addOn);
  if (refusal !== null) return refuse(refusal);
  const next = nextPlan(sub);
  if (sub.add_ons[addOn]) {
    if (next.addOns[addOn]) return refuse(ADD_ON_ALREADY_ON);
    const kept = withAllowedAddOns({ ...next, addOns: { ...next.addOns, [addOn]: true } });
    return allow({ kind: 'plan_at_period_end', plan: kept }, addOnKeptMessage(addOn));
  }
  if (scheduledPlan(sub) !== null) return refuse(SCHEDULED_CHANGE_FIRST);
  const plan = currentPlan(sub);
  return allow(
    { kind: 'plan_now', plan: { ...plan, addOns: { ...plan.addOns, [addOn]: true } } },
    addOnAddedMessage(addOn),
  );
}

/**
 * Changes the plan. An upgrade applies at once (invoiced, prorated; add-ons the new
 * tier cannot have end with it), even with a bag out. A downgrade is scheduled for the
 * end of the period and refused while a bag is out. Asking for the current plan is
 * refused; asking again for a scheduled downgrade changes nothing.
 */
export function decideChangeTier(facts: MembershipFacts, tier: TierId): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (sub.plan_name === tier) return refuse(samePlanMessage(tier));
  if (isDowngrade(sub.plan_name, tier)) {
    const check = canDowngrade({
      startedAt: sub.started_at,
      now: facts.now,
      hasBagOut: facts.hasBagOut,
    });
    if (!check.ok) return refuse(check.reason);
    const plan = withAllowedAddOns({ tier, addOns: nextPlan(sub).addOns });
    const message = downgradeScheduledMessage(tier, sub.plan_name, sub.current_period_end);
    const scheduled = scheduledPlan(sub);
    if (scheduled !== null && samePlan(scheduled, plan)) return allow(null, message);
    return allow({ kind: 'plan_at_period_end', plan }, message);
  }
  if (scheduledPlan(sub) !== null) return refuse(SCHEDULED_CHANGE_FIRST);
  return allow(
    { kind: 'plan_now', plan: withAllowedAddOns({ tier, addOns: { ...sub.add_ons } }) },
    planChangedMessage(tier),
  );
}
