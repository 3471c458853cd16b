/**
 * An order's admin notes, from its admin-only `order_notes` document (the order itself is
 * read by its member, so the notes are kept apart from it).
 */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { OrderNotes } from '@unlimited/domain';
import { orderNotesDoc } from '@/lib/firestore/refs/orders';
import { useFirestoreDocData, type LiveResult } from '@/lib/firestore/live';

export function getOrderNotesRef(db: Firestore, orderId: string): DocumentReference<OrderNotes> {
  return orderNotesDoc(db, orderId);
}

/** The order's notes document (`undefined` when nobody wrote notes yet). */
export function useOrderNotes(orderId: string): LiveResult<OrderNotes | undefined> {
  const db = useFirestore();
  const ref = useMemo(() => getOrderNotesRef(db, orderId), [db, orderId]);
  return useFirestoreDocData(ref);
}
