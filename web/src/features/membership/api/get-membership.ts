/**
 * What the manage page reads: the member's subscription (`subscriptions/{uid}`) and
 * their recent orders (to know whether a bag is out and when the next swap unlocks),
 * both live, so a change made through a callable shows at once and on reload.
 */
import { useMemo } from 'react';
import type { DocumentReference, Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Order, Subscription } from '@unlimited/domain';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { memberSubscriptionRef } from '@/lib/firestore/queries/subscriptions';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firestore/live';

export function getMembershipRefs(
  db: Firestore,
  uid: string,
): { subscription: DocumentReference<Subscription>; orders: Query<Order> } {
  return {
    subscription: memberSubscriptionRef(db, uid),
    orders: memberOrdersQuery(db, uid, { pageSize: 20 }),
  };
}

export type MembershipState =
  | { status: 'loading' | 'error'; subscription: null; orders: [] }
  | { status: 'success'; subscription: Subscription | null; orders: Order[] };

export function useMembership(uid: string): MembershipState {
  const db = useFirestore();
  const refs = useMemo(() => getMembershipRefs(db, uid), [db, uid]);
  const sub = useFirestoreDocData(refs.subscription);
  const orders = useFirestoreCollectionData(refs.orders);
  if (sub.status === 'error' || orders.status === 'error') {
    return { status: 'error', subscription: null, orders: [] };
  }
  if (sub.status === 'loading' || orders.status === 'loading') {
    return { status: 'loading', subscription: null, orders: [] };
  }
  return { status: 'success', subscription: sub.data ?? null, orders: orders.data };
}
