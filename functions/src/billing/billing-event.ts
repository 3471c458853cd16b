/** The shape of a billing (Stripe-style) event the handler applies, and what applying it did. */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

/** What applying an event did: written, a replay, older than what is stored, or not ours. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';
