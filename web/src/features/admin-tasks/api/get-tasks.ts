/**
 * The task queue, derived from data: each source is a bounded live read (a counter
 * document or a query with a limit), never a whole collection. A task is there while its
 * count is above zero, so it disappears once the work is done.
 */
import { subDays } from 'date-fns';
import { useMemo, useState } from 'react';
import type { Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { emptyDashboardStats, type Product } from '@unlimited/domain';
import { useFirestoreCollection, useFirestoreDoc, type LiveResult } from '@/lib/firestore/live';
import { dashboardStatsRef } from '@/lib/firestore/queries/stats';
import { overdueReturnsQuery } from '@/lib/firestore/queries/swaps';
import {
  STALE_SIGNUP_DAYS,
  TASK_SCAN_LIMIT,
  activeProductsWithoutPhotosQuery,
  hiddenProductsQuery,
  pastDueSubscriptionsQuery,
  stalePendingSignupsQuery,
} from '@/lib/firestore/queries/tasks';
import { buildTasks, type Task, type TaskCounts, type TaskSource, type Tally } from './tasks';

export type TasksState =
  | { status: 'loading' }
  | {
      status: 'success';
      tasks: Task[];
      /** Sources that could not be read (their tasks are unknown, not zero). */
      failed: TaskSource[];
    };

type CountResult =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; tally: Tally };

function tallyOf<T>(
  result: LiveResult<{
    docs: { id: string; data: () => T }[];
    empty: boolean;
    metadata: { fromCache: boolean };
  }>,
  keep: (item: T) => boolean = () => true,
): CountResult {
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error' };
  const snapshot = result.data;
  if (snapshot.empty && snapshot.metadata.fromCache) return { status: 'error' };
  const kept = snapshot.docs.filter((doc) => keep(doc.data()));
  return {
    status: 'success',
    tally: {
      count: kept.length,
      more: snapshot.docs.length >= TASK_SCAN_LIMIT,
      firstId: kept[0]?.id,
    },
  };
}

function useQueryTally<T>(q: Query<T>, keep?: (item: T) => boolean): CountResult {
  return tallyOf(useFirestoreCollection(q), keep);
}

const hasPhotos = (product: Product) => product.photos.length > 0;

export function useTasks(): TasksState {
  const db = useFirestore();
  const [now] = useState(() => new Date());
  const statsRef = useMemo(() => dashboardStatsRef(db), [db]);
  const stats = useFirestoreDoc(statsRef);
  const queries = useMemo(
    () => ({
      overdue: overdueReturnsQuery(db, now),
      noPhotos: activeProductsWithoutPhotosQuery(db),
      hidden: hiddenProductsQuery(db),
      staleSignups: stalePendingSignupsQuery(db, subDays(now, STALE_SIGNUP_DAYS)),
      failedPayments: pastDueSubscriptionsQuery(db),
    }),
    [db, now],
  );
  const overdue = useQueryTally(queries.overdue);
  const noPhotos = useQueryTally(queries.noPhotos);
  const readyToPublish = useQueryTally(queries.hidden, hasPhotos);
  const staleSignups = useQueryTally(queries.staleSignups);
  const failedPayments = useQueryTally(queries.failedPayments);

  const sources: Record<TaskSource, CountResult> = {
    counters: statsResult(stats),
    overdue,
    noPhotos,
    readyToPublish,
    staleSignups,
    failedPayments,
  };
  const entries = Object.entries(sources) as [TaskSource, CountResult][];
  if (entries.some(([, r]) => r.status === 'loading')) return { status: 'loading' };
  const failed = entries.filter(([, r]) => r.status === 'error').map(([source]) => source);
  const tally = (source: TaskSource): Tally | null => {
    const r = sources[source];
    return r.status === 'success' ? r.tally : null;
  };
  const statsDoc = stats.status === 'success' ? (stats.data.data() ?? emptyDashboardStats()) : null;
  const counts: TaskCounts = {
    toShip: statsDoc ? { count: statsDoc.orders_by_status.pending_shipment, more: false } : null,
    toReceive: statsDoc ? { count: statsDoc.orders_by_status.return_pending, more: false } : null,
    overdue: tally('overdue'),
    noPhotos: tally('noPhotos'),
    readyToPublish: tally('readyToPublish'),
    staleSignups: tally('staleSignups'),
    failedPayments: tally('failedPayments'),
  };
  return { status: 'success', tasks: buildTasks(counts), failed };
}

function statsResult(
  stats: LiveResult<{ exists: () => boolean; metadata: { fromCache: boolean } }>,
): CountResult {
  if (stats.status === 'loading') return { status: 'loading' };
  if (stats.status === 'error') return { status: 'error' };
  if (!stats.data.exists() && stats.data.metadata.fromCache) return { status: 'error' };
  return { status: 'success', tally: { count: 0, more: false } };
}
