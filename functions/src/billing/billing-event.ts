/** The shape of a billing (Stripe-style) event the handler applies, and what applying it did. */
import type { BillingProblem, BillingProblemDetails } from '@unlimited/domain';

export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

/**
 * What applying an event did: written, a replay, not after the last one applied, not
 * ours to act on, or not mappable onto a member (`attention`: recorded as needing an
 * admin, not as processed, and answered so that Stripe retries).
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'attention';

/** An event the handler cannot map: why, and what it names (for the admin's sentence). */
export interface Unmappable {
  problem: BillingProblem;
  details: BillingProblemDetails;
}

/** What one event's handler decided. */
export type HandlerResult = Exclude<ApplyOutcome, 'attention'> | Unmappable;

/** `{ problem, details }` for a handler that cannot map its event. */
export function unmappable(
  problem: BillingProblem,
  details: BillingProblemDetails = {},
): Unmappable {
  return { problem, details };
}
