/** Order counts for the summary cards, from the `stats/dashboard` counters (all orders). */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { emptyDashboardStats, type DashboardStats } from '@unlimited/domain';
import { dashboardStatsRef } from '@/lib/firestore/queries/stats';
import { useFirestoreDoc } from '@/lib/firestore/live';

export function getOrderCountsRef(db: Firestore): DocumentReference<DashboardStats> {
  return dashboardStatsRef(db);
}

export interface OrderCounts {
  total: number;
  unfulfilled: number;
  inTransit: number;
  delivered: number;
  /** Returns started by members and not yet received (Return Pending). */
  returning: number;
}

export type OrderCountsState =
  { status: 'loading' | 'error'; counts: null } | { status: 'success'; counts: OrderCounts };

export function useOrderCounts(): OrderCountsState {
  const db = useFirestore();
  const ref = useMemo(() => getOrderCountsRef(db), [db]);
  const { status, data: snapshot } = useFirestoreDoc(ref);
  if (status !== 'success') return { status, counts: null };
  // Offline, Firestore answers from its empty memory cache: that is a failure, not zeros.
  if (!snapshot.exists() && snapshot.metadata.fromCache) return { status: 'error', counts: null };
  const stats = snapshot.data() ?? emptyDashboardStats();
  const byStatus = stats.orders_by_status;
  return {
    status,
    counts: {
      total: stats.orders_total,
      unfulfilled: byStatus.pending_shipment + byStatus.in_transit,
      inTransit: byStatus.in_transit,
      delivered: byStatus.delivered,
      returning: byStatus.return_pending,
    },
  };
}
