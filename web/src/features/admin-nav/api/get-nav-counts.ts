/**
 * The sidebar's live counts (orders to ship, returns awaiting receipt, signups pending),
 * from the dashboard counters (one listener on their shards), less the reservations not
 * due to ship yet (one count, read again when the counters change) and the orders held
 * back (a live read of those few), as Tasks counts them (`lib/orders-to-ship.ts`).
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { DashboardStatsDoc } from '@unlimited/domain';
import {
  HELD_BACK_LIMIT,
  heldBackOrdersQuery,
  reservedLaterCountQuery,
} from '@/lib/firestore/queries/task-counts';
import { useFirestoreCollection } from '@/lib/firestore/live';
import { useDashboardCounters } from '@/lib/firestore/sharded-counters';
import { heldBackOf, ordersToShipNow, type HeldBack } from '@/lib/orders-to-ship';
import { useFirestoreCount } from '@/lib/firestore/server-reads';

export interface NavCounts {
  toShip: number;
  returnsAwaitingReceipt: number;
  signupsPending: number;
}

/** `null` while loading or when the counters cannot be read (the sidebar then shows none). */
export function useNavCounts(): NavCounts | null {
  const db = useFirestore();
  const counters = useDashboardCounters();
  const updatedAt =
    counters.status === 'success' ? counters.value.updated_at?.getTime() : undefined;
  // A reservation is pending shipment in the counters but not to ship before its day.
  const reservedQuery = useMemo(
    () => reservedLaterCountQuery(db, new Date()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- counted again as the counters move
    [db, updatedAt],
  );
  const reserved = useFirestoreCount(reservedQuery);
  const heldQuery = useMemo(() => heldBackOrdersQuery(db), [db]);
  const heldOrders = useFirestoreCollection(heldQuery);
  if (counters.status !== 'success' || reserved.status === 'loading') return null;
  if (heldOrders.status === 'loading') return null;
  return navCountsFrom(
    counters.value,
    reserved.status === 'success' ? reserved.data : null,
    heldOrders.status === 'success'
      ? heldBackOf(heldOrders.data.docs, HELD_BACK_LIMIT, new Date())
      : null,
  );
}

const NONE_HELD: HeldBack = { count: 0, more: false, reservedLater: 0 };

/**
 * The counts from the counters, the reservations not due yet and the orders held back
 * (`null`: that read failed, and the figure stands without it).
 */
export function navCountsFrom(
  stats: DashboardStatsDoc,
  reservedLater: number | null,
  held: HeldBack | null,
): NavCounts {
  return {
    toShip: ordersToShipNow(
      stats.orders_by_status.pending_shipment,
      reservedLater ?? 0,
      held ?? NONE_HELD,
    ),
    returnsAwaitingReceipt: stats.orders_by_status.return_pending,
    signupsPending: stats.pending_waitlist,
  };
}
