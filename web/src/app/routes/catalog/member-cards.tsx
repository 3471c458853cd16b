import { useMemo } from 'react';
import type { Order } from '@unlimited/domain';
import { useHeldBags } from '@/features/bags/api/get-held-bags';
import { returningBag } from '@/features/queues/components/bag-out';
import {
  memberCardRenderer,
  type renderMemberCard,
} from '@/features/queues/components/member-product-card';

const NO_ORDERS: readonly Order[] = [];

/**
 * The catalogue's card renderer for member `uid`: the bags she is sending back are hers
 * until received, so their cards say so and offer no queue.
 */
export function useOwnCards(uid: string): typeof renderMemberCard {
  const held = useHeldBags(uid);
  // Until they load, one empty list, so the renderer (and every card) stays the same.
  const orders = held.status === 'success' ? held.orders : NO_ORDERS;
  return useMemo(() => {
    const ids = new Set(orders.map((order) => order.bag_id));
    return memberCardRenderer(new Set([...ids].filter((id) => returningBag(orders, id))));
  }, [orders]);
}
