/** One of the signed-in member's orders, live (rules: only its member and admins read it). */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Order } from '@unlimited/domain';
import { orderRef } from '@/lib/firestore/queries/orders';
import { useFirestoreDocData } from '@/lib/firestore/live';

export type MemberOrderState =
  { status: 'loading' | 'error'; order: null } | { status: 'success'; order: Order | null };

export function useMemberOrder(orderId: string): MemberOrderState {
  const db = useFirestore();
  const ref = useMemo(() => orderRef(db, orderId), [db, orderId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, order: null };
  return { status, order: data ?? null };
}
