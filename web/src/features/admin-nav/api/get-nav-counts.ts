/**
 * The sidebar's live counts (orders to ship, returns awaiting receipt, signups pending),
 * from the `stats/dashboard` counters: one document listener, no collection reads.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { emptyDashboardStats } from '@unlimited/domain';
import { dashboardStatsRef } from '@/lib/firestore/queries/stats';
import { useFirestoreDoc } from '@/lib/firestore/live';

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
  if (status !== 'success') return null;
  if (!snapshot.exists() && snapshot.metadata.fromCache) return null;
  const stats = snapshot.data() ?? emptyDashboardStats();
  return {
    toShip: stats.orders_by_status.pending_shipment,
    returnsAwaitingReceipt: stats.orders_by_status.return_pending,
    signupsPending: stats.pending_waitlist,
  };
}
