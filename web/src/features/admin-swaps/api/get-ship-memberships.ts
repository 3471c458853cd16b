/**
 * The memberships of the members whose bags wait to ship, live: an order whose member's
 * membership is not active (a failed payment, a pause, an end) must not go out, and the
 * server refuses to ship it (domain `decideOrderStatusChange`).
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  isReservation,
  membershipGap,
  productName,
  returnCode,
  shipDay,
  shipDayReached,
  type Order,
  type SubscriptionStatus,
} from '@unlimited/domain';
import { useFirestoreQueriesData } from '@/lib/firestore/live';
import { IN_FILTER_LIMIT, membersSubscriptionsQuery } from '@/lib/firestore/queries/subscriptions';

/** Each member's membership status; a member missing from it has none. */
export type Memberships = ReadonlyMap<string, SubscriptionStatus>;

export type MembershipsState =
  | { status: 'loading' | 'error'; memberships: null }
  | { status: 'success'; memberships: Memberships };

/** The membership status of each of `uids`, read by chunks of the `in` filter's limit. */
export function useMemberships(uids: readonly string[]): MembershipsState {
  const db = useFirestore();
  const key = [...new Set(uids)].sort().join('\n');
  const queries = useMemo(() => {
    const ids = key === '' ? [] : key.split('\n');
    const chunks: string[][] = [];
    for (let at = 0; at < ids.length; at += IN_FILTER_LIMIT) {
      chunks.push(ids.slice(at, at + IN_FILTER_LIMIT));
    }
    return chunks.map((chunk) => membersSubscriptionsQuery(db, chunk));
  }, [db, key]);
  const result = useFirestoreQueriesData(queries);
  const memberships = useMemo(
    () =>
      result.status === 'success'
        ? new Map(result.data.map((subscription) => [subscription.id, subscription.status]))
        : null,
    [result],
  );
  if (memberships === null)
    return { status: result.status === 'error' ? 'error' : 'loading', memberships: null };
  return { status: 'success', memberships };
}

/** An order held back from shipping, and why, in the admin's words. */
export interface HeldOrder {
  order: Order;
  why: string;
}

/**
 * The bags to ship split by their member's membership: those to ship, and those held back
 * because it is not active (`why` from domain `membershipGap`), each in list order.
 */
export function splitByMembership(
  orders: readonly Order[],
  memberships: Memberships,
): { ship: Order[]; held: HeldOrder[] } {
  const ship: Order[] = [];
  const held: HeldOrder[] = [];
  for (const order of orders) {
    const why = membershipGap(memberships.get(order.user_id) ?? null);
    if (why === null) ship.push(order);
    else held.push({ order, why });
  }
  return { ship, held };
}

/**
 * The bags to ship split by reservation (domain `next-bag.ts`): those to ship now, and
 * the reservations not to ship yet, each with why in the admin's words: its ship day is
 * still ahead, or the day has come and the bag it follows, sent back by the member, has
 * not been received (`returning`: the returns on their way, by order id). The server
 * refuses to ship either.
 */
export function splitReservations(
  orders: readonly Order[],
  returning: ReadonlyMap<string, Order>,
  now: Date,
): { ship: Order[]; later: HeldOrder[] } {
  const ship: Order[] = [];
  const later: HeldOrder[] = [];
  for (const order of orders) {
    if (!isReservation(order)) {
      ship.push(order);
      continue;
    }
    const day = shipDay(order.ship_on);
    const back = order.follows_order_id ? returning.get(order.follows_order_id) : undefined;
    if (!shipDayReached(order.ship_on, now)) {
      later.push({ order, why: `Ships on ${day}` });
    } else if (back !== undefined) {
      later.push({
        order,
        why: `Ship day ${day} has come: waiting for the return of the ${productName(back.bag_brand, back.bag_name)} (${returnCode(back.id)})`,
      });
    } else {
      ship.push(order);
    }
  }
  return { ship, later };
}
