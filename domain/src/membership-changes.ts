/**
 * The membership changes a member makes from the manage page (pause, cancel at period
 * end, retention offer, remove an add-on, change plan) as decisions over the stored
 * subscription: each returns the patch to write and the message to show, or a refusal
 * with the message of the domain rule that refused it. The callables re-read the facts
 * in a transaction and write the patch, so the change is real and shows on reload.
 *
 * Cancel and pause take effect at the end of the billing period (the member keeps
 * access until then): the daily job applies them with {@link periodEndChanges}.
 */
import {
  CANCEL_SUCCESS,
  PAUSE_INFO,
  REMOVE_ADDON_MESSAGES,
  RETENTION_ACCEPTED,
  canCancel,
  canDowngrade,
  canPause,
  isDowngrade,
} from './membership';
import type { OrderStatus } from './orders';
import { CURRENT_ORDER_STATUSES } from './order-rules';
import type { SubscriptionDoc } from './schemas/subscription';
import { RETENTION_OFFER_CENTS, TIERS, type AddOnId } from './tier-details';
import type { TierId } from './tiers';

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

/** The subscription fields a membership change may write. */
export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionDoc,
    | 'plan_name'
    | 'status'
    | 'add_ons'
    | 'cancel_at_period_end'
    | 'cancel_requested_at'
    | 'pause_requested_at'
    | 'retention_offer_applied_at'
    | 'retention_credit_cents'
    | 'add_ons_ending'
    | 'plan_changed_at'
  >
>;

/** An allowed change: what to write (`{}` when already in place) and what to tell the member. */
export interface MembershipChange {
  ok: true;
  patch: SubscriptionPatch;
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
  /** Whether the member still has a bag out ({@link hasBagOut} over their orders). */
  hasBagOut: boolean;
  now: Date;
}

type Decision = MembershipChange | MembershipRefusal;

function refuse(message: string): MembershipRefusal {
  return { ok: false, message };
}

function activeSubscription(facts: MembershipFacts): SubscriptionDoc | null {
  return facts.subscription?.status === 'active' ? facts.subscription : null;
}

/**
 * Pause at the end of the billing period (spec: "Your membership will be paused after
 * your current bag is returned"); refused while a bag is out. Replaces a pending
 * cancellation. Asking twice changes nothing.
 */
export function decidePause(facts: MembershipFacts): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  const check = canPause({ startedAt: sub.started_at, now: facts.now, hasBagOut: facts.hasBagOut });
  if (!check.ok) return refuse(check.reason);
  if (sub.pause_requested_at !== null && !sub.cancel_at_period_end) {
    return { ok: true, patch: {}, message: PAUSE_INFO };
  }
  return {
    ok: true,
    patch: {
      pause_requested_at: facts.now,
      cancel_at_period_end: false,
      cancel_requested_at: null,
    },
    message: PAUSE_INFO,
  };
}

/**
 * Cancel at the end of the billing period; refused before 3 months (30-day months) of
 * membership and while a bag is out, in that order. Replaces a pending pause. Asking
 * twice changes nothing.
 */
export function decideCancel(facts: MembershipFacts): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  const check = canCancel({
    startedAt: sub.started_at,
    now: facts.now,
    hasBagOut: facts.hasBagOut,
  });
  if (!check.ok) return refuse(check.reason);
  if (sub.cancel_at_period_end && sub.pause_requested_at === null) {
    return { ok: true, patch: {}, message: CANCEL_SUCCESS };
  }
  return {
    ok: true,
    patch: { cancel_at_period_end: true, cancel_requested_at: facts.now, pause_requested_at: null },
    message: CANCEL_SUCCESS,
  };
}

/** Refusal: undoing when no cancellation or pause is pending. */
export const NOTHING_TO_RESUME = 'Your membership is not set to cancel or pause.';
/** Confirmation of undoing a pending cancellation or pause. */
export const RESUME_SUCCESS =
  'Your membership will continue as before. Nothing changes on your next bill.';

/**
 * Undoes a pending cancellation or pause before the period ends: the membership simply
 * continues. Refused when nothing is pending.
 */
export function decideResume(facts: MembershipFacts): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (!sub.cancel_at_period_end && sub.pause_requested_at === null) {
    return refuse(NOTHING_TO_RESUME);
  }
  return {
    ok: true,
    patch: { cancel_at_period_end: false, cancel_requested_at: null, pause_requested_at: null },
    message: RESUME_SUCCESS,
  };
}

/**
 * The retention offer: $25 (2500 cents) off the next month, once per membership. The
 * member stays, so a pending cancellation or pause is withdrawn.
 */
export function decideRetentionOffer(facts: MembershipFacts): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (sub.retention_offer_applied_at !== null) return refuse(RETENTION_ALREADY_USED);
  return {
    ok: true,
    patch: {
      retention_offer_applied_at: facts.now,
      retention_credit_cents: sub.retention_credit_cents + RETENTION_OFFER_CENTS,
      cancel_at_period_end: false,
      cancel_requested_at: null,
      pause_requested_at: null,
    },
    message: RETENTION_ACCEPTED,
  };
}

/**
 * Removes an add-on from the next billing cycle: it stays on until the period ends
 * (listed in `add_ons_ending`), then the daily job drops it. Refused when the
 * membership does not have it; removing it twice changes nothing.
 */
export function decideRemoveAddOn(facts: MembershipFacts, addOn: AddOnId): Decision {
  const sub = activeSubscription(facts);
  if (sub === null) return refuse(MEMBERSHIP_NOT_ACTIVE);
  if (!sub.add_ons[addOn]) return refuse(ADD_ON_NOT_ON_PLAN);
  const message = REMOVE_ADDON_MESSAGES[addOn];
  if (sub.add_ons_ending.includes(addOn)) return { ok: true, patch: {}, message };
  return { ok: true, patch: { add_ons_ending: [...sub.add_ons_ending, addOn] }, message };
}

/**
 * Changes the plan at once (the tier claim follows through the subscription trigger).
 * Upgrading is always allowed; downgrading is refused while a bag is out; asking for
 * the current plan is refused.
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
  }
  return {
    ok: true,
    patch: { plan_name: tier, plan_changed_at: facts.now },
    message: planChangedMessage(tier),
  };
}

/**
 * What the end of the billing period does to a subscription, or `null` when nothing:
 * a pending cancellation ends it (`canceled`), a pending pause pauses it (`paused`),
 * and add-ons the member removed are dropped. Only active subscriptions whose
 * `current_period_end` has passed are changed.
 */
export function periodEndChanges(sub: SubscriptionDoc, now: Date): SubscriptionPatch | null {
  if (sub.status !== 'active' || sub.current_period_end.getTime() > now.getTime()) return null;
  const patch: SubscriptionPatch = {};
  if (sub.add_ons_ending.length > 0) {
    const addOns = { ...sub.add_ons };
    for (const id of sub.add_ons_ending) addOns[id] = false;
    patch.add_ons = addOns;
    patch.add_ons_ending = [];
  }
  if (sub.cancel_at_period_end) {
    patch.status = 'canceled';
  } else if (sub.pause_requested_at !== null) {
    patch.status = 'paused';
  }
  return Object.keys(patch).length === 0 ? null : patch;
}
