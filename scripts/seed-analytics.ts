/**
 * The analytics documents of the seed: `analytics/current` counted from the seed with the
 * triggers' own rules (domain `recountAnalytics`), and a daily history reconstructed from
 * the seed's own dates, so the charts have something to draw locally:
 *
 * - a subscription counts from its `started_at` (with the plan, status and add-ons it has);
 * - a signup counts from its `submitted_at`, as `pending` until its `updated_at` and with
 *   its status after that;
 * - an Active product counts in the catalogue from its `date_added`, and on loan while an
 *   order of it was current: from the order's date until its `updated_at` when it has
 *   moved on (returning, completed, cancelled), until now otherwise.
 *
 * Each past day is drawn as it stood at the end of that UTC day; today is the live figures.
 */
import {
  CURRENT_ORDER_STATUSES,
  addDays,
  analyticsDaySnapshot,
  dayKey,
  recountAnalytics,
  type AnalyticsCurrentDoc,
  type AnalyticsDayDoc,
  type OrderDoc,
  type ProductDoc,
  type SubscriptionDoc,
  type WaitlistSignupDoc,
} from '@unlimited/domain';
import type { SeedDoc } from './seed-data';

/** Days of history the seed writes (twelve weeks), today included. */
export const SEED_ANALYTICS_DAYS = 84;

/** What the analytics seed reads from the rest of the seed. */
export interface AnalyticsSeedSources {
  subscriptions: readonly SubscriptionDoc[];
  waitlist: readonly SeedDoc<WaitlistSignupDoc>[];
  products: readonly SeedDoc<ProductDoc>[];
  orders: readonly SeedDoc<OrderDoc>[];
}

/** Orders whose member holds the bag (as the product's loan, `product_loans`, says). */
const OPEN = new Set<string>(CURRENT_ORDER_STATUSES);

/** The live figures of the seed. */
export function seedAnalyticsCurrent(
  sources: AnalyticsSeedSources,
  now: Date,
): AnalyticsCurrentDoc {
  return recountAnalytics(
    {
      waitlist_signups: sources.waitlist.map((w) => w.data),
      subscriptions: sources.subscriptions,
      products: sources.products.map((p) => ({
        status: p.data.status,
        borrow_status: p.data.borrow_status,
      })),
      orders: sources.orders.map((o) => o.data),
    },
    now,
  );
}

/** The figures as they stood at `at`, reconstructed from the seed's dates. */
function stateAt(sources: AnalyticsSeedSources, at: Date): AnalyticsCurrentDoc {
  const t = at.getTime();
  const onLoan = new Set(
    sources.orders
      .filter(({ data }) => {
        if (data.order_date.getTime() > t) return false;
        return OPEN.has(data.order_status) || data.updated_at.getTime() > t;
      })
      .map(({ data }) => data.bag_id),
  );
  return recountAnalytics(
    {
      waitlist_signups: sources.waitlist
        .filter(({ data }) => data.submitted_at.getTime() <= t)
        .map(({ data }) => ({
          submitted_at: data.submitted_at,
          status: data.updated_at.getTime() <= t ? data.status : 'pending',
        })),
      subscriptions: sources.subscriptions.filter((s) => s.started_at.getTime() <= t),
      products: sources.products
        .filter(({ data }) => data.date_added.getTime() <= t)
        .map(({ id, data }) => ({
          status: data.status,
          borrow_status: onLoan.has(id) ? ('Borrowed' as const) : ('Available' as const),
        })),
      orders: [],
    },
    null,
  );
}

/** One snapshot per day for {@link SEED_ANALYTICS_DAYS} days, oldest first, today last. */
export function seedAnalyticsDays(
  sources: AnalyticsSeedSources,
  now: Date,
): SeedDoc<AnalyticsDayDoc>[] {
  const days: SeedDoc<AnalyticsDayDoc>[] = [];
  for (let ago = SEED_ANALYTICS_DAYS - 1; ago >= 1; ago--) {
    const day = dayKey(addDays(now, -ago));
    const endOfDay = new Date(`${day}T23:59:59.999Z`);
    const snapshot = analyticsDaySnapshot(stateAt(sources, endOfDay), endOfDay);
    days.push({ id: snapshot.date, data: snapshot });
  }
  const today = analyticsDaySnapshot(seedAnalyticsCurrent(sources, now), now);
  days.push({ id: today.date, data: today });
  return days;
}
