/**
 * The sharded counters, live: one listener on a counter's shard collection (its 20
 * shard documents on first paint, then only the shards that change), summed
 * (domain `sumShards`) and read with the counters document's schema.
 */
import { useMemo } from 'react';
import type { CollectionReference, Firestore, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  analyticsCurrentFromShards,
  dashboardStatsFromShards,
  normaliseFirestoreData,
  type AnalyticsCurrentDoc,
  type DashboardStatsDoc,
} from '@unlimited/domain';
import { useFirestoreCollection, type LiveResult } from './live';
import { analyticsCurrentShardsRef, dashboardStatsShardsRef } from './queries/stats';

/** A sharded counter's total, or why there is none yet. */
export type CountersRead<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; value: T };

/** The total of the shards `live` holds (`total` sums and reads them). */
export function countersFromShards<T>(
  live: LiveResult<Pick<QuerySnapshot, 'docs' | 'empty' | 'metadata'>>,
  total: (shards: unknown[]) => T,
): CountersRead<T> {
  if (live.status !== 'success') return { status: live.status };
  // Offline, Firestore answers from its empty memory cache: that is a failure, not zeros.
  if (live.data.empty && live.data.metadata.fromCache) return { status: 'error' };
  return {
    status: 'success',
    value: total(live.data.docs.map((doc) => normaliseFirestoreData(doc.data()))),
  };
}

function useShardedCounters<T>(
  shards: (db: Firestore) => CollectionReference,
  total: (shards: unknown[]) => T,
): CountersRead<T> {
  const db = useFirestore();
  const ref = useMemo(() => shards(db), [db, shards]);
  const live = useFirestoreCollection(ref);
  return useMemo(() => countersFromShards(live, total), [live, total]);
}

/** The dashboard counters (every admin screen that shows a count reads these). */
export function useDashboardCounters(): CountersRead<DashboardStatsDoc> {
  return useShardedCounters(dashboardStatsShardsRef, dashboardStatsFromShards);
}

/** The live analytics figures. */
export function useAnalyticsCurrent(): CountersRead<AnalyticsCurrentDoc> {
  return useShardedCounters(analyticsCurrentShardsRef, analyticsCurrentFromShards);
}
