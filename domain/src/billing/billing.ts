/**
 * Billing: which plans can be bought, what the checkout asks for, and how a billing
 * provider's subscription (Stripe's, or the demo billing mode's stand-in for it) becomes
 * the `subscriptions/{uid}` document. The webhook handler is the only writer of that
 * document; it applies {@link subscriptionWrite}, which also refuses stale events.
 */
import { comesAfter, lifecycleRank, type EventPosition } from './billing-events';
import {
  promoCodeField,
  type SubscriptionDiscount,
  type SubscriptionDoc,
  ADD_ON_IDS,
  ADD_ONS,
  MIN_COMMITMENT_MONTHS,
  TIERS,
  type AddOnId,
  TIER_IDS,
  type SubscriptionStatus,
  type TierId,
} from '../membership';
import { z } from 'zod';
import { INVITATION_NOT_FOUND } from '../waitlist';

/** What the checkout page says in demo billing mode. */
export const DEMO_BILLING_LABEL = 'Demo billing — no card is charged';
/** The commitment line under the monthly total. */
export const COMMITMENT_NOTE = `${MIN_COMMITMENT_MONTHS}-month minimum commitment, billed monthly. Cancel any time after your third billing cycle.`;

/** Refusal: Full Coverage on Reserve. */
export const FULL_COVERAGE_TIERS_ONLY =
  'Full Coverage Protection is available with Elite and Crown memberships.';
/** Refusal: Select Access on Crown (Crown already sees every piece). */
export const SELECT_ACCESS_NOT_FOR_CROWN =
  'Crown members already see every piece, so Select Access is not needed.';
/** Refusal: starting a checkout with a membership already active. */
export const ALREADY_SUBSCRIBED =
  'You already have an active membership. Manage it from your membership page.';

/**
 * Whether `addOn` can be added to `tier` (DESIGN.md "Product decisions"): Full Coverage
 * with Elite and Crown; Select Access (the tier above's pieces) for Reserve and Elite.
 */
export function addOnRefusal(tier: TierId, addOn: AddOnId): string | null {
  if (addOn === 'full_coverage' && tier === 'reserve') return FULL_COVERAGE_TIERS_ONLY;
  if (addOn === 'select_access' && tier === 'crown') return SELECT_ACCESS_NOT_FOR_CROWN;
  return null;
}

/** The add-ons `tier` can have, in display order. */
export function availableAddOns(tier: TierId): AddOnId[] {
  return ADD_ON_IDS.filter((id) => addOnRefusal(tier, id) === null);
}

/** Display details of an add-on by its stored id. */
export function addOnDetails(id: AddOnId) {
  return id === 'full_coverage' ? ADD_ONS.fullCoverage : ADD_ONS.selectAccess;
}

const addOnsSchema = z
  .object({
    full_coverage: z.boolean().default(false),
    select_access: z.boolean().default(false),
  })
  .prefault({});

/** A tier and add-ons, with the add-on rules checked. */
export const planSelectionSchema = z
  .object({
    tier: z.enum(TIER_IDS, { error: 'Please select an access level' }),
    addOns: addOnsSchema,
  })
  .superRefine((plan, ctx) => {
    for (const id of ADD_ON_IDS) {
      const refusal = plan.addOns[id] ? addOnRefusal(plan.tier, id) : null;
      if (refusal !== null)
        ctx.addIssue({ code: 'custom', message: refusal, path: ['addOns', id] });
    }
  });
export type PlanSelectionInput = z.input<typeof planSelectionSchema>;

/** `startCheckout({ token, tier, addOns })`: the invitee pays for the plan they chose. */
export const startCheckoutInputSchema = z
  .object({
    /** The emailed link's token; missing: the caller's own accepted invitation. */
    token: z
      .string({ error: INVITATION_NOT_FOUND })
      .trim()
      .min(16, INVITATION_NOT_FOUND)
      .max(200)
      .optional(),
    /** A promotion code (admin Coupons) to redeem; blank or missing: none. */
    promoCode: promoCodeField,
  })
  .and(planSelectionSchema);
export type StartCheckoutInput = z.input<typeof startCheckoutInputSchema>;

/**
 * `startCheckout` answers with Stripe Checkout's address (the page goes there), or, in
 * demo billing mode, after the membership was written (the page goes to the dashboard).
 */
export type StartCheckoutResult = { mode: 'stripe'; url: string } | { mode: 'demo'; tier: TierId };

/** The billing mode the sign-up pages show (`getBillingMode()`). */
export interface BillingModeResult {
  /** `unavailable`: a real project without Stripe keys (checkout is refused). */
  mode: 'stripe' | 'demo' | 'unavailable';
}

/** `openBillingPortal()`: where the member manages their card and invoices. */
export interface BillingPortalResult {
  url: string;
}

/** What a member whose payment failed is told, with the way to fix it. */
export const PAST_DUE_NOTICE =
  'Your last payment did not go through, so your membership is on hold. Update your card in Manage Billing and the payment is retried.';

/** The price id of each tier and add-on at the billing provider. */
export type BillingPrices = Readonly<Record<TierId | AddOnId, string>>;

/** The price ids a plan is bought with: the tier's, then each chosen add-on's. */
export function pricesForPlan(
  plan: { tier: TierId; addOns: Record<AddOnId, boolean> },
  prices: BillingPrices,
): string[] {
  return [prices[plan.tier], ...ADD_ON_IDS.filter((id) => plan.addOns[id]).map((id) => prices[id])];
}

/** The plan a subscription's price ids stand for, or `null` when none is a tier's price. */
export function planFromPrices(
  priceIds: readonly string[],
  prices: BillingPrices,
): { tier: TierId; addOns: Record<AddOnId, boolean> } | null {
  const tier = [...TIER_IDS].reverse().find((id) => priceIds.includes(prices[id]));
  if (tier === undefined) return null;
  return {
    tier,
    addOns: {
      full_coverage: priceIds.includes(prices.full_coverage),
      select_access: priceIds.includes(prices.select_access),
    },
  };
}

/** Stripe's subscription statuses, as stored: only `active` grants the tier. */
export function subscriptionStatusFromBilling(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'paused':
      return 'paused';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // past_due, unpaid, incomplete: a payment is owed.
      return 'past_due';
  }
}

/** A billing provider's subscription, reduced to what the membership needs. */
export interface BillingSubscription {
  uid: string;
  customerId: string;
  subscriptionId: string;
  /** The provider's status (`active`, `past_due`, `canceled`, …). */
  status: string;
  tier: TierId;
  addOns: Record<AddOnId, boolean>;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a scheduled cancellation (Stripe `cancel_at`) ends it, or `null`. */
  cancelAt?: Date | null;
  startedAt: Date;
  /** When the event carrying this state was created (orders the events). */
  eventCreated: Date;
  /** The event's id and type (`customer.subscription.updated` when missing), for the order. */
  eventId?: string;
  eventType?: string;
  /**
   * `current`: the state is the provider's current object, not a notice of one moment
   * (demo billing builds it from the stored document in the transaction that writes it),
   * so it applies whatever the stored event's time. `events` (the default): it applies
   * only after the last event applied, in the total order of `compareEventPositions`.
   */
  ordering?: 'events' | 'current';
  mode: 'stripe' | 'demo';
  /** When the member asked to pause (collection paused), or `null`. */
  pauseRequestedAt?: Date | null;
  /** When that pause ends, or `null`. */
  pauseResumesAt?: Date | null;
  /** When the retention coupon was applied, or `null` (kept once set). */
  retentionOfferAt?: Date | null;
  /** Credit still to come off the next invoice, in cents. */
  retentionCreditCents?: number;
  /** The plan scheduled for the next period, or `null`. */
  pendingPlan?: { tier: TierId; addOns: Record<AddOnId, boolean> } | null;
  /** The promotion code redeemed at checkout (from the subscription's metadata). */
  couponCode?: string | null;
  /** That code's discount (its coupon's terms from the subscription's start), or `null`. */
  discount?: SubscriptionDiscount | null;
}

/** The billing fields of a subscription document. */
export type BillingWrite = Pick<
  SubscriptionDoc,
  | 'plan_name'
  | 'status'
  | 'add_ons'
  | 'current_period_end'
  | 'started_at'
  | 'cancel_at_period_end'
  | 'cancel_at'
  | 'billing_customer_id'
  | 'billing_subscription_id'
  | 'billing_event_at'
  | 'billing_event_rank'
  | 'billing_event_id'
  | 'billing_mode'
  | 'plan_changed_at'
  | 'pause_requested_at'
  | 'pause_resumes_at'
  | 'cancel_requested_at'
  | 'retention_offer_applied_at'
  | 'retention_credit_cents'
  | 'add_ons_ending'
  | 'pending_plan_name'
  | 'coupon_code'
  | 'discount'
>;

/** Why an event did not change the subscription. */
export type StaleReason = 'older_event' | 'other_subscription';

/** Where the event carrying `billing` stands in its subscription's order of events. */
export function eventPositionOf(billing: BillingSubscription): EventPosition {
  return {
    created: billing.eventCreated,
    rank: lifecycleRank(billing.eventType ?? 'customer.subscription.updated', billing.status),
    id: billing.eventId ?? '',
  };
}

/**
 * The last event applied to `existing`, as a place in the order of Stripe's events, or
 * `null` when there is none to compare with: nothing applied yet, or the membership is
 * billed in demo mode, whose stored event time is its own clock's (the billing-period job
 * may run with a later `--now`), not a Stripe event's `created`, so it must never make a
 * later change look older.
 */
export function lastAppliedPosition(
  existing: Pick<
    SubscriptionDoc,
    'billing_event_at' | 'billing_event_rank' | 'billing_event_id' | 'billing_mode'
  > | null,
): { created: Date; rank: number | null; id: string | null } | null {
  if (!existing?.billing_event_at || existing.billing_mode === 'demo') return null;
  return {
    created: existing.billing_event_at,
    rank: existing.billing_event_rank,
    id: existing.billing_event_id,
  };
}

/**
 * What a billing event writes on the member's subscription, or why it writes nothing:
 * an event of the same subscription that does not come after the last one applied (in
 * the total order of {@link compareEventPositions}, whatever order they arrive in), an
 * event of another subscription created before the last one applied, and an event about
 * an earlier, ended subscription while a newer one is on file change nothing. Only
 * positions of Stripe's events are compared ({@link lastAppliedPosition}).
 */
export function subscriptionWrite(
  existing: SubscriptionDoc | null,
  billing: BillingSubscription,
): { ok: true; write: BillingWrite } | { ok: false; reason: StaleReason } {
  const position = eventPositionOf(billing);
  const last = lastAppliedPosition(existing);
  if (existing !== null && last !== null && billing.ordering !== 'current') {
    const sameSubscription = existing.billing_subscription_id === billing.subscriptionId;
    const later = sameSubscription
      ? comesAfter(position, last)
      : comesAfter(position, { created: last.created, rank: null, id: null });
    if (!later) return { ok: false, reason: 'older_event' };
  }
  if (
    existing?.billing_subscription_id &&
    existing.billing_subscription_id !== billing.subscriptionId &&
    existing.status === 'active' &&
    subscriptionStatusFromBilling(billing.status) !== 'active'
  ) {
    return { ok: false, reason: 'other_subscription' };
  }
  const sameSubscription = existing?.billing_subscription_id === billing.subscriptionId;
  const pending = billing.pendingPlan ?? null;
  return {
    ok: true,
    write: {
      plan_name: billing.tier,
      status: subscriptionStatusFromBilling(billing.status),
      add_ons: { ...billing.addOns },
      current_period_end: billing.currentPeriodEnd,
      started_at: sameSubscription && existing ? existing.started_at : billing.startedAt,
      cancel_at_period_end: billing.cancelAtPeriodEnd,
      cancel_at: billing.cancelAtPeriodEnd ? null : (billing.cancelAt ?? null),
      billing_customer_id: billing.customerId,
      billing_subscription_id: billing.subscriptionId,
      billing_event_at: billing.eventCreated,
      billing_event_rank: position.rank,
      billing_event_id: position.id || null,
      billing_mode: billing.mode,
      plan_changed_at:
        existing && existing.plan_name !== billing.tier
          ? billing.eventCreated
          : (existing?.plan_changed_at ?? null),
      pause_requested_at: billing.pauseRequestedAt ?? null,
      pause_resumes_at: billing.pauseRequestedAt ? (billing.pauseResumesAt ?? null) : null,
      cancel_requested_at:
        billing.cancelAtPeriodEnd || billing.cancelAt
          ? (existing?.cancel_requested_at ?? billing.eventCreated)
          : null,
      // Once per membership: a later event without the coupon does not clear it.
      retention_offer_applied_at:
        billing.retentionOfferAt ??
        (sameSubscription ? (existing?.retention_offer_applied_at ?? null) : null),
      retention_credit_cents: billing.retentionCreditCents ?? 0,
      add_ons_ending:
        pending === null
          ? []
          : ADD_ON_IDS.filter((id) => billing.addOns[id] && !pending.addOns[id]),
      pending_plan_name: pending !== null && pending.tier !== billing.tier ? pending.tier : null,
      coupon_code:
        billing.couponCode ?? (sameSubscription ? (existing?.coupon_code ?? null) : null),
      // Kept like the code: a later event that does not carry it does not end the promotion.
      discount: billing.discount ?? (sameSubscription ? (existing?.discount ?? null) : null),
    },
  };
}

/** The monthly total of a plan, with each line, for the checkout summary. */
export function planLines(plan: { tier: TierId; addOns: Record<AddOnId, boolean> }) {
  return [
    { label: `${TIERS[plan.tier].name} membership`, cents: TIERS[plan.tier].monthlyPriceCents },
    ...ADD_ON_IDS.filter((id) => plan.addOns[id]).map((id) => ({
      label: addOnDetails(id).name,
      cents: addOnDetails(id).monthlyPriceCents,
    })),
  ];
}
