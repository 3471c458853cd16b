/**
 * The dashboard counters (`stats/dashboard`): what each document counts towards, the
 * change one write makes, and a full recount. The triggers apply {@link statsDelta} per
 * write; the seed and the repair job use {@link recountStats}; both rest on the same
 * {@link statsContribution}, so a recount always equals the sum of the deltas.
 *
 * Definitions:
 * - `active_subscriptions`: subscriptions with status `active`; `subscriptions_past_due`:
 *   those whose last payment failed (`past_due`, the task queue's "failed payment").
 * - `bags_in_circulation`: orders whose bag has left the warehouse and is not back
 *   ({@link BAGS_IN_CIRCULATION_STATUSES}: in transit, delivered, on rental, being returned).
 * - `pending_returns`: orders in `return_pending`.
 * - `pending_waitlist`: waitlist signups with status `pending`.
 * - `orders_total`, `orders_by_status.*`: every order, by status.
 * - `waitlist_by_status.*`, `waitlist_by_tier.*`: every signup, by status and by tier.
 * - `products_total`: every product; `products_hidden_without_photos`: Hidden products
 *   with no photo; `products_hidden_with_photos`: Hidden products ready to publish;
 *   `products_active_without_photos`: Active products members see with no photo (the
 *   last two are tasks of the admin's queue).
 */
import { z } from 'zod';
import { PRODUCT_STATUSES } from '../catalogue';
import { ORDER_STATUSES, type OrderStatus } from '../orders';
import { emptyDashboardStats, type DashboardStatsDoc } from './schemas/stats';
import { TIER_IDS, type TierId } from '../membership';
import { WAITLIST_STATUSES, type WaitlistStatus } from '../waitlist';

/** Order statuses whose bag is out of the warehouse: shipped and not yet back. */
export const BAGS_IN_CIRCULATION_STATUSES = [
  'in_transit',
  'delivered',
  'active_rental',
  'return_pending',
] as const satisfies readonly OrderStatus[];

/** The collections whose writes change the counters. */
export const COUNTED_COLLECTIONS = [
  'orders',
  'subscriptions',
  'waitlist_signups',
  'products',
] as const;
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** The fields of an order that the counters read. */
export interface CountedOrder {
  order_status: OrderStatus;
}
/** The fields of a subscription that the counters read. */
export interface CountedSubscription {
  status: string;
}
/** The fields of a waitlist signup that the counters read. */
export interface CountedSignup {
  status: WaitlistStatus;
  tier: TierId;
}
/** The fields of a product that the counters read. */
export interface CountedProduct {
  status: string;
  photos: readonly unknown[];
}

/** What each counted collection's documents look like to the counters. */
export interface CountedDocs {
  orders: CountedOrder;
  subscriptions: CountedSubscription;
  waitlist_signups: CountedSignup;
  products: CountedProduct;
}

/**
 * Counter changes keyed by field path (`orders_by_status.pending_shipment`). Paths whose
 * change is zero are left out, so an empty object means "nothing to write".
 */
export type StatsDelta = Readonly<Record<string, number>>;

/** The counters of the dashboard document, without its `updated_at`. */
export type DashboardCounters = Omit<DashboardStatsDoc, 'updated_at'>;

const COUNTED_SCHEMAS = {
  orders: z.object({ order_status: z.enum(ORDER_STATUSES) }),
  subscriptions: z.object({ status: z.string() }),
  waitlist_signups: z.object({ status: z.enum(WAITLIST_STATUSES), tier: z.enum(TIER_IDS) }),
  products: z.object({
    status: z.enum(PRODUCT_STATUSES),
    photos: z.array(z.unknown()).default([]),
  }),
} as const;

/**
 * The counted fields of a stored document (raw Firestore data), or `null` when they are
 * missing or invalid. Such a document counts nowhere, in deltas and recounts alike, so
 * the two still agree; the caller should log it.
 */
export function readCountedFields<C extends CountedCollection>(
  collection: C,
  data: unknown,
): CountedDocs[C] | null {
  if (data === null || data === undefined) return null;
  const result = COUNTED_SCHEMAS[collection].safeParse(data);
  return result.success ? (result.data as CountedDocs[C]) : null;
}

/** What one document adds to the counters, by field path. */
export function statsContribution<C extends CountedCollection>(
  collection: C,
  doc: CountedDocs[C],
): Record<string, number> {
  switch (collection) {
    case 'orders': {
      const { order_status: status } = doc as CountedOrder;
      const counts: Record<string, number> = {
        orders_total: 1,
        [`orders_by_status.${status}`]: 1,
      };
      if ((BAGS_IN_CIRCULATION_STATUSES as readonly string[]).includes(status)) {
        counts.bags_in_circulation = 1;
      }
      if (status === 'return_pending') counts.pending_returns = 1;
      return counts;
    }
    case 'subscriptions': {
      const { status } = doc as CountedSubscription;
      if (status === 'active') return { active_subscriptions: 1 };
      return status === 'past_due' ? { subscriptions_past_due: 1 } : {};
    }
    case 'waitlist_signups': {
      const { status, tier } = doc as CountedSignup;
      const counts: Record<string, number> = {
        [`waitlist_by_status.${status}`]: 1,
        [`waitlist_by_tier.${tier}`]: 1,
      };
      if (status === 'pending') counts.pending_waitlist = 1;
      return counts;
    }
    case 'products': {
      const { status, photos } = doc as CountedProduct;
      const counts: Record<string, number> = { products_total: 1 };
      if (status === 'Hidden') {
        if (photos.length === 0) counts.products_hidden_without_photos = 1;
        else counts.products_hidden_with_photos = 1;
      }
      if (status === 'Active' && photos.length === 0) counts.products_active_without_photos = 1;
      return counts;
    }
    default:
      return {};
  }
}

/**
 * The counter change of one write in `collection`: `before` is the document before the
 * write (`null` on create), `after` the document after it (`null` on delete). Zero
 * changes are left out, so an update that touches no counted field gives `{}`.
 */
export function statsDelta<C extends CountedCollection>(
  collection: C,
  before: CountedDocs[C] | null,
  after: CountedDocs[C] | null,
): StatsDelta {
  const delta: Record<string, number> = {};
  if (after !== null) {
    for (const [path, n] of Object.entries(statsContribution(collection, after))) {
      delta[path] = (delta[path] ?? 0) + n;
    }
  }
  if (before !== null) {
    for (const [path, n] of Object.entries(statsContribution(collection, before))) {
      delta[path] = (delta[path] ?? 0) - n;
    }
  }
  for (const [path, n] of Object.entries(delta)) if (n === 0) delete delta[path];
  return delta;
}

/** Whether a delta changes nothing. */
export function isEmptyStatsDelta(delta: StatsDelta): boolean {
  return Object.keys(delta).length === 0;
}

/**
 * A delta as nested objects (`{ orders_by_status: { delivered: 1 } }`), the shape a
 * merge write takes. `leaf` turns each number into what is written (an increment).
 */
export function nestStatsDelta<T>(
  delta: StatsDelta,
  leaf: (n: number) => T,
): Record<string, T | Record<string, T>> {
  const out: Record<string, T | Record<string, T>> = {};
  for (const [path, n] of Object.entries(delta)) {
    const [head = '', child] = path.split('.');
    if (child === undefined) {
      out[head] = leaf(n);
    } else {
      const group = (out[head] ?? {}) as Record<string, T>;
      group[child] = leaf(n);
      out[head] = group;
    }
  }
  return out;
}

/** `counters` with `delta` added. Neither argument is changed. */
export function applyStatsDelta<T extends DashboardCounters>(counters: T, delta: StatsDelta): T {
  const copy = structuredClone(counters);
  const out = copy as Record<string, unknown>;
  for (const [path, n] of Object.entries(delta)) {
    const [head = '', child] = path.split('.');
    if (child === undefined) {
      out[head] = ((out[head] as number | undefined) ?? 0) + n;
    } else {
      const group = (out[head] ?? {}) as Record<string, number>;
      group[child] = (group[child] ?? 0) + n;
      out[head] = group;
    }
  }
  return copy;
}

/**
 * The counters of a dashboard document, without its `updated_at`, nor the `id` a
 * converter adds when reading it (`DashboardStats`).
 */
export function dashboardCounters(
  stats: DashboardCounters & { updated_at?: unknown; id?: unknown },
): DashboardCounters {
  const counters: DashboardCounters & { updated_at?: unknown; id?: unknown } = { ...stats };
  delete counters.updated_at;
  delete counters.id;
  return counters;
}

/** Everything the counters count, as stored documents (or their counted fields). */
export interface StatsSources {
  orders: readonly CountedOrder[];
  subscriptions: readonly CountedSubscription[];
  waitlist: readonly CountedSignup[];
  products: readonly CountedProduct[];
}

/** The dashboard counters counted from scratch, stamped `updatedAt`. */
export function recountStats(sources: StatsSources, updatedAt: Date): DashboardStatsDoc {
  let counters: DashboardStatsDoc = emptyDashboardStats();
  const add = <C extends CountedCollection>(collection: C, docs: readonly CountedDocs[C][]) => {
    for (const doc of docs)
      counters = applyStatsDelta(counters, statsContribution(collection, doc));
  };
  add('orders', sources.orders);
  add('subscriptions', sources.subscriptions);
  add('waitlist_signups', sources.waitlist);
  add('products', sources.products);
  return { ...counters, updated_at: updatedAt };
}
