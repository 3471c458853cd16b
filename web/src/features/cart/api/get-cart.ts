/**
 * What the Cart reads, live, under the member's own rules: their recent orders, their
 * subscription (may not exist) and their charges (for the bags bought).
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Charge, Order, Subscription } from '@unlimited/domain';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firestore/live';
import { memberChargesQuery } from '@/lib/firestore/queries/charges';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { memberSubscriptionRef } from '@/lib/firestore/queries/subscriptions';

/** Recent orders: enough to hold every current one (a reservation included). */
export const CART_ORDERS_LIMIT = 20;

export type CartData =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'success';
      orders: Order[];
      subscription: Subscription | null;
      charges: Charge[];
    };

export function useCartData(uid: string): CartData {
  const db = useFirestore();
  const ordersQuery = useMemo(
    () => memberOrdersQuery(db, uid, { pageSize: CART_ORDERS_LIMIT }),
    [db, uid],
  );
  const subRef = useMemo(() => memberSubscriptionRef(db, uid), [db, uid]);
  const chargesQuery = useMemo(() => memberChargesQuery(db, uid), [db, uid]);
  const orders = useFirestoreCollectionData(ordersQuery);
  const subscription = useFirestoreDocData(subRef);
  const charges = useFirestoreCollectionData(chargesQuery);
  const parts = [orders.status, subscription.status, charges.status];
  if (parts.includes('error')) return { status: 'error' };
  if (
    orders.status !== 'success' ||
    subscription.status !== 'success' ||
    charges.status !== 'success'
  ) {
    return { status: 'loading' };
  }
  return {
    status: 'success',
    orders: orders.data,
    subscription: subscription.data ?? null,
    charges: charges.data,
  };
}
