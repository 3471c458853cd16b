/**
 * Reading and rewriting a sharded counter as a whole (`COUNTER_SHARDS`): its total is the
 * sum of every shard document there is, and a rewrite (the recount, the seed) puts the
 * exact totals in shard `0` and deletes every other shard in the same batch, so readers
 * never see a half-written total.
 */
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import {
  COUNTER_SHARDS,
  analyticsCurrentFromShards,
  dashboardStatsFromShards,
  normaliseFirestoreData,
  type AnalyticsCurrentDoc,
  type DashboardStatsDoc,
  type ShardedCounter,
} from '@unlimited/domain';

/** The data of every shard of `counter`, timestamps as dates (one read per shard). */
export async function readCounterShards(
  db: Firestore,
  counter: ShardedCounter,
): Promise<unknown[]> {
  const snap = await db.collection(COUNTER_SHARDS[counter]).get();
  return snap.docs.map((doc) => normaliseFirestoreData(doc.data()));
}

/** The dashboard counters: the sum of the shards of `stats/dashboard`. */
export async function readDashboardStats(db: Firestore): Promise<DashboardStatsDoc> {
  return dashboardStatsFromShards(await readCounterShards(db, 'dashboard'));
}

/** The live analytics: the sum of the shards of `analytics/current`. */
export async function readAnalyticsCurrent(db: Firestore): Promise<AnalyticsCurrentDoc> {
  return analyticsCurrentFromShards(await readCounterShards(db, 'analytics'));
}

/**
 * Adds to `batch` the writes that make `totals` the whole of `counter`: `totals` in shard
 * `0`, every other shard deleted. The caller commits (a recount of the sources it read).
 */
export async function setCounterTotals(
  db: Firestore,
  batch: WriteBatch,
  counter: ShardedCounter,
  totals: Record<string, unknown>,
): Promise<void> {
  const shards = db.collection(COUNTER_SHARDS[counter]);
  for (const ref of await shards.listDocuments()) if (ref.id !== '0') batch.delete(ref);
  batch.set(shards.doc('0'), totals);
}
