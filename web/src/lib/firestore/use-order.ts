/**
 * One order, live from its own document (rules: only its member and admins read it): the
 * member's return label, and the order an admin opened (its dialog then does not depend
 * on the list, which a new search reads again).
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import { orderRef } from '@/lib/firestore/queries/orders';
import { useFirestoreDocData } from '@/lib/firestore/live';

export type OrderState =
  | { status: 'loading' | 'error'; order: null }
  | { status: 'success'; order: Order | null };

export function useOrder(orderId: string): OrderState {
  const db = useFirestore();
  const ref = useMemo(() => orderRef(db, orderId), [db, orderId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, order: null };
  return { status, order: data ?? null };
}
