/**
 * The task queue, derived from data in a handful of reads, never a whole collection:
 * the `stats/dashboard` counters (orders to ship, returns to receive, products without
 * photos or ready to publish, failed payments), live; and a `count()` each of the
 * overdue returns (as the daily return-due job flags them) and of the signups pending
 * too long, counted again whenever the counters change. A task is
 * there while its count is above zero, so it disappears once the work is done.
 */
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { DashboardStatsDoc } from '@unlimited/domain';
import { useFirestoreCollection, type LiveResult } from '@/lib/firestore/live';
import { useDashboardCounters } from '@/lib/firestore/sharded-counters';
import { useFirestoreCount, useFirestoreDocsOnce } from '@/lib/firestore/server-reads';
import {
  HELD_BACK_LIMIT,
  STALE_SIGNUP_DAYS,
  firstPastDueSubscriptionQuery,
  heldBackOrdersQuery,
  firstReservedLaterQuery,
  reservedLaterCountQuery,
  overdueReturnsCountQuery,
  stalePendingSignupsCountQuery,
} from '@/lib/firestore/queries/task-counts';
import {
  heldBackOf,
  ordersToShipNow,
  reservationsLater,
  shipOnOf,
  type HeldBack,
} from '@/lib/orders-to-ship';
import { buildTasks, type Task, type TaskCounts, type TaskSource, type Tally } from './tasks';

const NONE_HELD: HeldBack = { count: 0, more: false, reservedLater: 0 };

export type TasksState =
  | { status: 'loading' }
  | {
      status: 'success';
      tasks: Task[];
      /** Sources that could not be read (their tasks are unknown, not zero). */
      failed: TaskSource[];
    };

type Read<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; value: T };

const tally = (count: number, firstId?: string): Tally => ({ count, more: false, firstId });

/**
 * The queue's counts from its sources: the counters, the two counts, and the one
 * past-due membership's id (read only when there is exactly one, to link to its member).
 */
export function tasksFrom(sources: {
  counters: Read<DashboardStatsDoc>;
  overdue: Read<number>;
  staleSignups: Read<number>;
  firstPastDue: Read<string | undefined>;
  /** Reservations not due yet and the soonest one's ship day (absent: none). */
  reservedLater?: Read<{ count: number; next: Date | null }>;
  /** The orders held back, membership not active (absent: none). */
  heldBack?: Read<HeldBack>;
}): TasksState {
  const { counters, overdue, staleSignups, firstPastDue } = sources;
  const reserved = sources.reservedLater ?? { status: 'success', value: { count: 0, next: null } };
  const held = sources.heldBack ?? { status: 'success', value: NONE_HELD };
  const reads: [TaskSource, Read<unknown>][] = [
    ['counters', counters],
    ['overdue', overdue],
    ['staleSignups', staleSignups],
    ['reservedLater', reserved],
    ['heldBack', held],
  ];
  if (reads.some(([, read]) => read.status === 'loading')) return { status: 'loading' };
  const stats = counters.status === 'success' ? counters.value : null;
  if (stats?.subscriptions_past_due === 1 && firstPastDue.status === 'loading') {
    return { status: 'loading' };
  }
  const counts: TaskCounts = {
    overdue: overdue.status === 'success' ? tally(overdue.value) : null,
    staleSignups: staleSignups.status === 'success' ? tally(staleSignups.value) : null,
    // A reservation is pending shipment in the counters, but not to ship before its day,
    // nor is an order held back; without either read, how many are to ship now is unknown.
    toShip:
      stats && reserved.status === 'success' && held.status === 'success'
        ? tally(
            ordersToShipNow(
              stats.orders_by_status.pending_shipment,
              reserved.value.count,
              held.value,
            ),
          )
        : null,
    reservedLater:
      reserved.status === 'success'
        ? {
            // A held reservation is counted as held (Swaps lists it there).
            count:
              held.status === 'success'
                ? reservationsLater(reserved.value.count, held.value)
                : reserved.value.count,
            more: false,
            ...(reserved.value.next ? { firstAt: reserved.value.next } : {}),
          }
        : null,
    heldBack: held.status === 'success' ? { count: held.value.count, more: held.value.more } : null,
    toReceive: stats && tally(stats.orders_by_status.return_pending),
    noPhotos: stats && tally(stats.products_active_without_photos),
    readyToPublish: stats && tally(stats.products_hidden_with_photos),
    // Without the one member's id (its read failed), the task links to the past-due list.
    failedPayments:
      stats &&
      tally(
        stats.subscriptions_past_due,
        firstPastDue.status === 'success' ? firstPastDue.value : undefined,
      ),
  };
  const failed = reads.filter(([, read]) => read.status === 'error').map(([source]) => source);
  return { status: 'success', tasks: buildTasks(counts), failed };
}

function valueOf<T, V>(result: LiveResult<T>, value: (data: T) => V): Read<V> {
  return result.status === 'success'
    ? { status: 'success', value: value(result.data) }
    : { status: result.status };
}

/** The same time of day `days` calendar days before `date` (date-fns `subDays`). */
function daysBefore(date: Date, days: number): Date {
  const before = new Date(date);
  before.setDate(before.getDate() - days);
  return before;
}

/**
 * "Now" for the time-based counts: the time of the first render, moved on whenever the
 * counters' `updated_at` changes (a counted write happened), which makes the counts read
 * again. The counters' first arrival does not move it.
 */
function useNow(updatedAt: number | undefined): Date {
  const [clock, setClock] = useState(() => ({ updatedAt, now: new Date() }));
  if (updatedAt !== clock.updatedAt) {
    const next = { updatedAt, now: clock.updatedAt === undefined ? clock.now : new Date() };
    setClock(next);
    return next.now;
  }
  return clock.now;
}

/** The reservations' count and the soonest ship day (which matters only when counted). */
function combineReserved(
  count: Read<number>,
  first: Read<Date | null>,
): Read<{ count: number; next: Date | null }> {
  if (count.status !== 'success') return count;
  if (count.value === 0) return { status: 'success', value: { count: 0, next: null } };
  // The ship day is a detail: its read failing still gives the count.
  if (first.status === 'loading') return first;
  return {
    status: 'success',
    value: { count: count.value, next: first.status === 'success' ? first.value : null },
  };
}

export function useTasks(): TasksState {
  const db = useFirestore();
  const counters = useDashboardCounters();
  const stats = counters.status === 'success' ? counters.value : null;
  const now = useNow(stats ? (stats.updated_at?.getTime() ?? 0) : undefined);
  // Counted again when the counters change (a received return leaves it): a new query
  // each `now`, though the flags it counts do not depend on the time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is what re-counts it
  const overdueQuery = useMemo(() => overdueReturnsCountQuery(db), [db, now]);
  const staleQuery = useMemo(
    () => stalePendingSignupsCountQuery(db, daysBefore(now, STALE_SIGNUP_DAYS)),
    [db, now],
  );
  const onePastDue = stats?.subscriptions_past_due === 1;
  const firstPastDueQuery = useMemo(
    () => (onePastDue ? firstPastDueSubscriptionQuery(db) : null),
    [db, onePastDue],
  );
  // Counted again with the counters (a new reservation or a shipment changes them).
  const reservedQuery = useMemo(() => reservedLaterCountQuery(db, now), [db, now]);
  const reservedCount = valueOf(useFirestoreCount(reservedQuery), (n) => n);
  const anyReserved = reservedCount.status === 'success' && reservedCount.value > 0;
  const firstReservedQuery = useMemo(
    () => (anyReserved ? firstReservedLaterQuery(db, now) : null),
    [db, now, anyReserved],
  );
  const firstReserved = valueOf(useFirestoreDocsOnce(firstReservedQuery, now), (s) =>
    shipOnOf(s.docs[0]?.get('ship_on')),
  );
  const heldQuery = useMemo(() => heldBackOrdersQuery(db), [db]);
  const heldBack = valueOf(useFirestoreCollection(heldQuery), (s) =>
    heldBackOf(s.docs, HELD_BACK_LIMIT, now),
  );
  return tasksFrom({
    counters,
    reservedLater: combineReserved(reservedCount, firstReserved),
    heldBack,
    overdue: valueOf(useFirestoreCount(overdueQuery), (n) => n),
    staleSignups: valueOf(useFirestoreCount(staleQuery), (n) => n),
    // Read again when the counters change: it may be another member now.
    firstPastDue: valueOf(useFirestoreDocsOnce(firstPastDueQuery, now), (s) => s.docs[0]?.id),
  });
}
