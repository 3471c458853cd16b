/**
 * The order an admin opened, read live from its own document, so its dialog does not
 * depend on the list: a new search or filter that reads the list again, or an order
 * older than the pages read (a link from the Activity page), leaves it open and current.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import { orderRef } from '@/lib/firestore/queries/orders';
import { useFirestoreDocData } from '@/lib/firestore/live';

export type AdminOrderState =
  { status: 'loading' | 'error'; order: null } | { status: 'success'; order: Order | null };

export function useAdminOrder(orderId: string): AdminOrderState {
  const db = useFirestore();
  const ref = useMemo(() => orderRef(db, orderId), [db, orderId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, order: null };
  return { status, order: data ?? null };
}
