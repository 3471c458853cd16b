/**
 * The admin "Update Order" write: the status and the extras that were filled in, plus
 * `updated_at` (server time), which is all firestore.rules let an admin change. The order
 * trigger stamps the shipped and delivered dates.
 */
import { useCallback } from 'react';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { orderUpdateSchema, orderUpdateToPatch, type OrderUpdateValues } from '@unlimited/domain';
import { orderRef } from '@/lib/firestore/queries/orders';

export { orderUpdateSchema };

export async function updateOrder(
  db: Firestore,
  orderId: string,
  values: OrderUpdateValues,
): Promise<void> {
  await updateDoc(orderRef(db, orderId), {
    ...orderUpdateToPatch(values),
    updated_at: serverTimestamp(),
  });
}

export function useUpdateOrder(): (orderId: string, values: OrderUpdateValues) => Promise<void> {
  const db = useFirestore();
  return useCallback((orderId, values) => updateOrder(db, orderId, values), [db]);
}
