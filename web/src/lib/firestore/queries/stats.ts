/**
 * The sharded counters: the admin dashboard counters (`stats/dashboard/shards`) and the
 * live analytics (`analytics/current/shards`), each the sum of its shard documents
 * (domain `counter-shards.ts`). firestore.rules: admins read; only functions write.
 */
import { collection, type CollectionReference, type Firestore } from 'firebase/firestore';
import { COUNTER_SHARDS } from '@unlimited/domain';

/**
 * The shards of the dashboard counters (20 small documents). Raw data: a shard alone is
 * no set of counters (it may hold negative counts); read the sum (`dashboardStatsFromShards`).
 */
export function dashboardStatsShardsRef(db: Firestore): CollectionReference {
  return collection(db, COUNTER_SHARDS.dashboard);
}

/** The shards of the live analytics; read their sum (`analyticsCurrentFromShards`). */
export function analyticsCurrentShardsRef(db: Firestore): CollectionReference {
  return collection(db, COUNTER_SHARDS.analytics);
}
