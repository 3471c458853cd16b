/**
 * The analytics aggregates: `analytics/current` (figures kept in step by triggers) and
 * `analytics_days/{YYYY-MM-DD}` (the daily snapshot job's copy of them, for "over time").
 * Admins read both; only functions write them.
 */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TIER_IDS } from '../../membership';
import { WAITLIST_STATUSES } from '../../waitlist';
import { nullableField } from '../../core';

/** Id of the live aggregate document in `analytics`. */
export const ANALYTICS_CURRENT_DOC_ID = 'current';

/** What monthly recurring revenue comes from: the three tiers and the two add-ons. */
export const MRR_SOURCES = [...TIER_IDS, 'full_coverage', 'select_access'] as const;
export type MrrSource = (typeof MRR_SOURCES)[number];

/**
 * A counter kept by `FieldValue.increment`. Triggers arrive at least once and in no set
 * order, so a decrement may land before its increment: read such a value as 0.
 */
const counter = z
  .number()
  .int()
  .default(0)
  .transform((n) => Math.max(0, n));

function countsBy<K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, counter])) as Record<K, typeof counter>;
  const counts = z.object(shape);
  return counts.prefault({} as z.input<typeof counts>);
}

/**
 * Counts keyed by a date (`YYYY-MM-DD`, the Monday of a week). A key whose count fell to
 * zero (its last document deleted or moved) reads as absent, as a recount has it.
 */
const countsByDate = z
  .record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), counter)
  .default({})
  .transform((counts) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)));

/** Members by tier, then by subscription status. */
const membersSchema = z
  .object(
    Object.fromEntries(TIER_IDS.map((tier) => [tier, countsBy(SUBSCRIPTION_STATUSES)])) as Record<
      (typeof TIER_IDS)[number],
      ReturnType<typeof countsBy<(typeof SUBSCRIPTION_STATUSES)[number]>>
    >,
  )
  .prefault({});

/** The figures both documents hold: the state of things at one moment. */
const stateShape = {
  /** Subscriptions by tier and status. */
  members: membersSchema,
  /** Monthly recurring revenue of active subscriptions, in cents, by source. */
  mrr_cents: countsBy(MRR_SOURCES),
  /**
   * What promotions take off the next bills of active subscriptions, in cents: MRR net of
   * promotions is the sum of `mrr_cents` less this (absent on snapshots taken before it).
   */
  mrr_discount_cents: z.number().int().default(0),
  /** Active products (the catalogue members browse) and those of them out on loan. */
  catalogue: countsBy(['active', 'on_loan'] as const),
  /** Waitlist signups by status (the funnel). */
  waitlist_by_status: countsBy(WAITLIST_STATUSES),
};

/** `analytics/current`: the live figures, kept by the analytics triggers. */
export const analyticsCurrentDocSchema = z.object({
  ...stateShape,
  /** Waitlist signups by the week they were submitted (Monday, UTC). */
  waitlist_by_week: countsByDate,
  /** Orders placed by week (Monday, UTC). */
  orders_by_week: countsByDate,
  updated_at: nullableField(z.date()),
});

/** `analytics_days/{date}`: the figures as they stood on one day. */
export const analyticsDayDocSchema = z.object({
  ...stateShape,
  /** The day, `YYYY-MM-DD` (UTC); also the document id. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** When the snapshot was taken (a backfilled day: the end of that day). */
  taken_at: z.date(),
});

export type AnalyticsCurrentDoc = z.output<typeof analyticsCurrentDocSchema>;
export type AnalyticsCurrent = AnalyticsCurrentDoc & { id: string };
export type AnalyticsDayDoc = z.output<typeof analyticsDayDocSchema>;
export type AnalyticsDay = AnalyticsDayDoc & { id: string };
/** The figures of one moment (both documents hold them). */
export type AnalyticsState = Pick<
  AnalyticsCurrentDoc,
  'members' | 'mrr_cents' | 'mrr_discount_cents' | 'catalogue' | 'waitlist_by_status'
>;

/** The live figures before anything was counted: all zeros. */
export function emptyAnalyticsCurrent(): AnalyticsCurrentDoc {
  return analyticsCurrentDocSchema.parse({});
}
