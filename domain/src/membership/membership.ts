/**
 * Membership management rules (cancel, pause, change plan) and the texts the manage page
 * shows. The server re-checks the same rules before acting.
 */
import { MS_PER_DAY, swapDate } from '../core';
import { MIN_COMMITMENT_DAYS, tierRank } from './tier-details';
import type { TierId } from './tiers';

/** What the cancel, pause and downgrade rules need to know about a member. */
export interface MembershipState {
  /** When the membership began. */
  startedAt: Date;
  now: Date;
  /**
   * True while the member holds a bag that has not been returned; `'returning'` when the
   * only bags out are on their way back (see `bagOutState`).
   */
  hasBagOut: BagOut;
}

/** Whether a member has a bag out: none, one held, or only bags on their way back. */
export type BagOut = boolean | 'returning';

/** Outcome of a membership rule: allowed, or refused with the message to show. */
export type MembershipCheck = { ok: true } | { ok: false; reason: string };

/** Refusal: the minimum commitment has not been served (the spec's sentence; see {@link cancelTooEarlyMessage}). */
export const CANCEL_TOO_EARLY =
  'You must maintain your membership for at least 3 months before canceling.';

/**
 * When the minimum commitment ends: `MIN_COMMITMENT_DAYS` (3 months of 30 days) after the
 * membership began. From then on the member may cancel at the end of any billing period;
 * before, they may schedule the cancellation for this moment.
 *
 * @throws RangeError when `startedAt` is invalid
 */
export function minimumTermEnd(startedAt: Date): Date {
  assertValidDate(startedAt, 'startedAt');
  return new Date(startedAt.getTime() + MIN_COMMITMENT_DAYS * MS_PER_DAY);
}

/** Whether `now` is still inside the minimum commitment of a membership begun at `startedAt`. */
export function withinMinimumTerm(startedAt: Date, now: Date): boolean {
  return now.getTime() < minimumTermEnd(startedAt).getTime();
}

/** The refusal to cancel now inside the minimum term, with the date it ends. */
export function cancelTooEarlyMessage(termEnd: Date): string {
  return `${CANCEL_TOO_EARLY} Your minimum term ends on ${swapDate(termEnd)}: you can cancel at the end of the minimum term now, and keep your membership until then.`;
}
/** Refusal: cancelling with a bag still out. */
export const CANCEL_BAG_OUT = 'You must return your current bag to cancel your membership.';
/** Refusal: downgrading with a bag still out. */
export const DOWNGRADE_BAG_OUT = 'You must return your current bag to downgrade your membership.';
/** Refusal: pausing with a bag still out. */
export const PAUSE_BAG_OUT = 'You must return your current bag to pause your membership.';
/** Refusal: cancelling while the last bag is on its way back. */
export const CANCEL_BAG_RETURNING =
  'Your bag is on its way back to us. You can cancel your membership once we have received it.';
/** Refusal: downgrading while the last bag is on its way back. */
export const DOWNGRADE_BAG_RETURNING =
  'Your bag is on its way back to us. You can downgrade your membership once we have received it.';
/** Refusal: pausing while the last bag is on its way back. */
export const PAUSE_BAG_RETURNING =
  'Your bag is on its way back to us. You can pause your membership once we have received it.';

/**
 * Confirmation once a pause is recorded. A pause is only allowed with no bag out, so it
 * speaks of the billing period, not of a bag (the spec's "after your current bag is
 * returned" described a bag that cannot be out by then).
 */
export const PAUSE_INFO =
  'Your membership will pause at the end of your current billing period. You keep full access until then.';
/** Information shown while a cancellation is handed to subscription management. */
export const CANCEL_REDIRECT_INFO = 'Redirecting to subscription management...';
/** Confirmation once a cancellation has been started. */
export const CANCEL_SUCCESS =
  'Subscription cancellation initiated. You will retain access until the end of your billing period.';
/** Confirmation once the member accepts the $25 retention offer. */
export const RETENTION_ACCEPTED =
  "Great! Your next month will be $25 off. We're excited to keep you as a member!";
/** Error when a pause request fails. */
export const PAUSE_FAILED = 'Failed to pause membership. Please try again.';
/** Error when a cancellation request fails. */
export const CANCEL_FAILED = 'Failed to process cancellation. Please try again.';

const OK: MembershipCheck = { ok: true };

function assertValidDate(date: Date, name: string): void {
  if (Number.isNaN(date.getTime())) throw new RangeError(`${name} is an invalid Date`);
}

/**
 * Whether the member may cancel: only after `MIN_COMMITMENT_DAYS` (3 months of 30 days)
 * and with no bag out. The commitment is checked first, so a new member holding a bag is
 * told about the commitment (with the date it ends; {@link canScheduleCancel} is what
 * they may do meanwhile).
 *
 * @throws RangeError when `startedAt` or `now` is invalid
 */
export function canCancel({ startedAt, now, hasBagOut }: MembershipState): MembershipCheck {
  assertValidDate(startedAt, 'startedAt');
  assertValidDate(now, 'now');
  if (withinMinimumTerm(startedAt, now)) {
    return { ok: false, reason: cancelTooEarlyMessage(minimumTermEnd(startedAt)) };
  }
  if (hasBagOut === 'returning') return { ok: false, reason: CANCEL_BAG_RETURNING };
  if (hasBagOut) return { ok: false, reason: CANCEL_BAG_OUT };
  return OK;
}

/**
 * Whether the member may schedule their cancellation for the end of the minimum term:
 * only inside the term and with no bag out (the membership must not end with a bag out).
 *
 * @throws RangeError when `startedAt` or `now` is invalid
 */
export function canScheduleCancel({ startedAt, now, hasBagOut }: MembershipState): MembershipCheck {
  assertValidDate(now, 'now');
  if (!withinMinimumTerm(startedAt, now)) return canCancel({ startedAt, now, hasBagOut });
  if (hasBagOut === 'returning') return { ok: false, reason: CANCEL_BAG_RETURNING };
  if (hasBagOut) return { ok: false, reason: CANCEL_BAG_OUT };
  return OK;
}

/** How many billing periods a pause may last. */
export const PAUSE_PERIODS = [1, 2, 3] as const;
export type PausePeriods = (typeof PAUSE_PERIODS)[number];

/** Whether the member may pause: only with no bag out. */
export function canPause({ hasBagOut }: MembershipState): MembershipCheck {
  if (hasBagOut === 'returning') return { ok: false, reason: PAUSE_BAG_RETURNING };
  return hasBagOut ? { ok: false, reason: PAUSE_BAG_OUT } : OK;
}

/** Whether the member may move to a lower tier: only with no bag out. */
export function canDowngrade({ hasBagOut }: MembershipState): MembershipCheck {
  if (hasBagOut === 'returning') return { ok: false, reason: DOWNGRADE_BAG_RETURNING };
  return hasBagOut ? { ok: false, reason: DOWNGRADE_BAG_OUT } : OK;
}

/** Whether moving from `from` to `to` goes up the tier order. */
export function isUpgrade(from: TierId, to: TierId): boolean {
  return tierRank(to) > tierRank(from);
}

/** Whether moving from `from` to `to` goes down the tier order. */
export function isDowngrade(from: TierId, to: TierId): boolean {
  return tierRank(to) < tierRank(from);
}

/**
 * Whether a member of `from` may upgrade to `to`. Upgrading has no conditions beyond `to`
 * being higher, so this equals {@link isUpgrade}; it exists to read well beside
 * {@link canDowngrade}.
 */
export function canUpgrade(from: TierId, to: TierId): boolean {
  return isUpgrade(from, to);
}

/** The parts of a subscription that decide whether it grants a tier. */
export interface SubscriptionLike {
  tier: TierId | null;
  status: string;
}

/** A member is subscribed only when a tier exists and the status is `active`. */
export function isSubscribed(sub: SubscriptionLike | null | undefined): boolean {
  return sub != null && sub.tier != null && sub.status === 'active';
}

/**
 * Days left in the billing cycle: the remaining time rounded up to whole days, so any
 * part of a day counts as one, and 0 once the period has ended.
 *
 * @throws RangeError when either date is invalid
 */
export function daysLeftInCycle(currentPeriodEnd: Date, now: Date): number {
  assertValidDate(currentPeriodEnd, 'currentPeriodEnd');
  assertValidDate(now, 'now');
  return Math.max(0, Math.ceil((currentPeriodEnd.getTime() - now.getTime()) / MS_PER_DAY));
}
