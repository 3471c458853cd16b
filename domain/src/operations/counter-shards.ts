/**
 * Sharded counters: the dashboard counters (`stats/dashboard`) and the live analytics
 * (`analytics/current`) are each kept as {@link COUNTER_SHARD_COUNT} shard documents in a
 * subcollection of that document (`stats/dashboard/shards/{0..19}`,
 * `analytics/current/shards/{0..19}`). A counted event increments one shard, picked from
 * its event id ({@link counterShardId}), so a rush of events spreads over the shards
 * instead of queueing on one document (Firestore sustains about one write per second per
 * document). Readers sum every shard document there is ({@link sumShards}), so the count
 * of shards can change without a migration; the recount writes the exact totals into
 * shard `0` and deletes the others in one batch.
 *
 * A shard on its own means nothing and may hold negative counts (an order counted into
 * one shard and moved on in another): sum first, then read the sum with the document's
 * schema (which reads a total below zero, a decrement that landed before its increment,
 * as 0).
 */
import { analyticsCurrentDocSchema, type AnalyticsCurrentDoc } from './schemas/analytics';
import { dashboardStatsDocSchema, type DashboardStatsDoc } from './schemas/stats';

/** How many shards each counter document is spread over: 20 writes/s sustained each. */
export const COUNTER_SHARD_COUNT = 20;

/** The shard subcollection of each sharded counters document. */
export const COUNTER_SHARDS = {
  /** The dashboard counters, whose total is the `stats/dashboard` document's schema. */
  dashboard: 'stats/dashboard/shards',
  /** The live analytics, whose total is the `analytics/current` document's schema. */
  analytics: 'analytics/current/shards',
} as const;
export type ShardedCounter = keyof typeof COUNTER_SHARDS;

/**
 * The shard an event is counted in: a hash (32-bit FNV-1a) of its id, modulo `count`.
 * Deterministic, so a redelivered event aims at the shard its first delivery did (its
 * marker stops it anyway), and even over ids.
 */
export function counterShardId(eventId: string, count: number = COUNTER_SHARD_COUNT): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < eventId.length; i += 1) {
    hash ^= eventId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % count);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function addInto(total: Record<string, unknown>, shard: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(shard)) {
    const have = total[key];
    if (typeof value === 'number') {
      total[key] = (typeof have === 'number' ? have : 0) + value;
    } else if (value instanceof Date) {
      // `updated_at`: the latest write of any shard.
      if (!(have instanceof Date) || value > have) total[key] = value;
    } else if (isPlainRecord(value)) {
      const group = isPlainRecord(have) ? have : {};
      addInto(group, value);
      total[key] = group;
    }
    // Anything else (an `id`, a stray string) is no counter: left out.
  }
}

/**
 * The counters of several shard documents added together: numbers summed at every depth
 * (`orders_by_status.delivered`, `members.elite.active`), dates kept as the latest of
 * them, anything else left out. Takes the shards' data with Firestore timestamps already
 * turned into dates (`normaliseFirestoreData`); no shards sums to `{}`. Read the result
 * with the counters document's schema.
 */
export function sumShards(shards: readonly unknown[]): Record<string, unknown> {
  const total: Record<string, unknown> = {};
  for (const shard of shards) if (isPlainRecord(shard)) addInto(total, shard);
  return total;
}

/** The dashboard counters from the shards of `stats/dashboard` (none: all zeros). */
export function dashboardStatsFromShards(shards: readonly unknown[]): DashboardStatsDoc {
  return dashboardStatsDocSchema.parse(sumShards(shards));
}

/** The live analytics from the shards of `analytics/current` (none: all zeros). */
export function analyticsCurrentFromShards(shards: readonly unknown[]): AnalyticsCurrentDoc {
  return analyticsCurrentDocSchema.parse(sumShards(shards));
}
