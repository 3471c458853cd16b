/** Membership tier identifiers, in ascending order. Details live in `tier-details.ts`. */
export const TIER_IDS = ['reserve', 'elite', 'crown'] as const;
export type TierId = (typeof TIER_IDS)[number];

/** Subscription statuses we store; only `active` grants a tier. */
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** How a member reads their subscription's status (dashboard, Manage Membership). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  canceled: 'Canceled',
  past_due: 'Past due',
};
