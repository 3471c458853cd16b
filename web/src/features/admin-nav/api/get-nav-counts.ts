/**
 * The sidebar's live counts (orders to ship, returns awaiting receipt, signups pending),
 * from the `stats/dashboard` counters (one document listener), less the reservations not
 * due to ship yet (one count, read again when the counters change), as Tasks counts them.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { emptyDashboardStats, type DashboardStatsDoc } from '@unlimited/domain';
import { dashboardStatsRef } from '@/lib/firestore/queries/stats';
import { reservedLaterCountQuery } from '@/lib/firestore/queries/task-counts';
import { useFirestoreDoc } from '@/lib/firestore/live';
import { useFirestoreCount } from '@/lib/firestore/server-reads';

export interface NavCounts {
  toShip: number;
  returnsAwaitingReceipt: number;
  signupsPending: number;
}

/** `null` while loading or when the counters cannot be read (the sidebar then shows none). */
export function useNavCounts(): NavCounts | null {
  const db = useFirestore();
  const ref = useMemo(() => dashboardStatsRef(db), [db]);
  const { status, data: snapshot } = useFirestoreDoc(ref);
  const updatedAt = status === 'success' ? snapshot.data()?.updated_at?.getTime() : undefined;
  // A reservation is pending shipment in the counters but not to ship before its day.
  const reservedQuery = useMemo(
    () => reservedLaterCountQuery(db, new Date()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- counted again as the counters move
    [db, updatedAt],
  );
  const reserved = useFirestoreCount(reservedQuery);
  if (status !== 'success' || reserved.status === 'loading') return null;
  if (!snapshot.exists() && snapshot.metadata.fromCache) return null;
  return navCountsFrom(
    snapshot.data() ?? emptyDashboardStats(),
    reserved.status === 'success' ? reserved.data : null,
  );
}

/**
 * The counts from the counters and the reservations not due yet (`null`: their read
 * failed, and the counters' figure stands).
 */
export function navCountsFrom(stats: DashboardStatsDoc, reservedLater: number | null): NavCounts {
  return {
    toShip: Math.max(0, stats.orders_by_status.pending_shipment - (reservedLater ?? 0)),
    returnsAwaitingReceipt: stats.orders_by_status.return_pending,
    signupsPending: stats.pending_waitlist,
  };
}
