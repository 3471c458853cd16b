/** Order counts for the summary cards, from the dashboard counters (all orders). */
import { useDashboardCounters } from '@/lib/firestore/sharded-counters';

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
  const counters = useDashboardCounters();
  if (counters.status !== 'success') return { status: counters.status, counts: null };
  const stats = counters.value;
  const byStatus = stats.orders_by_status;
  return {
    status: 'success',
    counts: {
      total: stats.orders_total,
      unfulfilled: byStatus.pending_shipment + byStatus.in_transit,
      inTransit: byStatus.in_transit,
      delivered: byStatus.delivered,
      returning: byStatus.return_pending,
    },
  };
}
