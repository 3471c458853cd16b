/**
 * The analytics aggregates (`analytics/current`): what each document adds to them, the
 * change one write makes, and a full recount. The triggers apply {@link analyticsDelta}
 * per write; the seed and the tests use {@link recountAnalytics}; both rest on
 * {@link analyticsContribution}, so a recount always equals the sum of the deltas.
 *
 * Definitions:
 * - `members.<tier>.<status>`: subscriptions by plan and status.
 * - `mrr_cents.<source>`: what active subscriptions pay a month: the tier's price
 *   ({@link TIERS}) and each add-on they carry ({@link ADD_ONS}). Paused, cancelled and
 *   past-due subscriptions pay nothing; the retention credit is a one-off, not recurring.
 *   This is the gross: list prices.
 * - `mrr_discount_cents`: what the promotions of active subscriptions take off their next
 *   bill (the bill at `current_period_end`, discounted while the promotion runs then).
 *   MRR net of promotions is the sum of `mrr_cents` less this. It is read from the
 *   document alone, so it changes when billing writes the renewal that ends a promotion.
 * - `catalogue.active`: Active products; `catalogue.on_loan`: those a member holds.
 * - `waitlist_by_status.<status>`, `waitlist_by_week.<monday>`: signups by status and by
 *   the week they were submitted; `orders_by_week.<monday>`: orders by the week placed.
 */
import { z } from 'zod';
import { businessDayKey, normaliseFirestoreData } from '../core';
import { BORROW_STATUSES, PRODUCT_STATUSES, isOutState } from '../catalogue';
import {
  emptyAnalyticsCurrent,
  type AnalyticsCurrentDoc,
  type AnalyticsDayDoc,
  type AnalyticsState,
} from './schemas/analytics';
import { memberPrice } from '../billing';
import {
  subscriptionDiscountSchema,
  ADD_ONS,
  TIERS,
  SUBSCRIPTION_STATUSES,
  TIER_IDS,
} from '../membership';
import { WAITLIST_STATUSES } from '../waitlist';

/** The collections whose writes change the analytics aggregates. */
export const ANALYTICS_SOURCES = [
  'waitlist_signups',
  'subscriptions',
  'products',
  'orders',
] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

const SOURCE_SCHEMAS = {
  waitlist_signups: z.object({ status: z.enum(WAITLIST_STATUSES), submitted_at: z.date() }),
  subscriptions: z.object({
    plan_name: z.enum(TIER_IDS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    add_ons: z
      .object({
        full_coverage: z.boolean().default(false),
        select_access: z.boolean().default(false),
      })
      .prefault({}),
    current_period_end: z.date().nullable().default(null),
    discount: subscriptionDiscountSchema.nullable().default(null),
  }),
  products: z.object({
    status: z.enum(PRODUCT_STATUSES),
    borrow_status: z.enum(BORROW_STATUSES).default('Available'),
  }),
  orders: z.object({ order_date: z.date() }),
} as const;

/** The fields of each source collection's documents that the aggregates read. */
export type AnalyticsFields = { [C in AnalyticsSource]: z.output<(typeof SOURCE_SCHEMAS)[C]> };

/**
 * The fields the aggregates read from a stored document (raw Firestore data, Timestamps
 * allowed), or `null` when they are missing or invalid. Such a document counts nowhere,
 * in deltas and recounts alike, so the two still agree; the caller should log it.
 */
export function readAnalyticsFields<C extends AnalyticsSource>(
  collection: C,
  data: unknown,
): AnalyticsFields[C] | null {
  if (data === null || data === undefined) return null;
  const result = SOURCE_SCHEMAS[collection].safeParse(normaliseFirestoreData(data));
  return result.success ? (result.data as AnalyticsFields[C]) : null;
}

/** `YYYY-MM-DD` of a moment's date in the business time zone (`businessDayKey`). */
export function dayKey(date: Date): string {
  return businessDayKey(date);
}

/** The day key `days` calendar days after `key` (`YYYY-MM-DD`; negative goes back). */
export function shiftDayKey(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the business week holding `date`, as `YYYY-MM-DD`. */
export function weekKey(date: Date): string {
  const day = dayKey(date);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDayKey(day, -((weekday + 6) % 7));
}

/** Aggregate changes keyed by dotted field path (`members.elite.active`); no zeros. */
export type AnalyticsDelta = Readonly<Record<string, number>>;

/** What one document adds to the aggregates, by field path. */
export function analyticsContribution<C extends AnalyticsSource>(
  collection: C,
  doc: AnalyticsFields[C],
): Record<string, number> {
  switch (collection) {
    case 'waitlist_signups': {
      const signup = doc as AnalyticsFields['waitlist_signups'];
      return {
        [`waitlist_by_status.${signup.status}`]: 1,
        [`waitlist_by_week.${weekKey(signup.submitted_at)}`]: 1,
      };
    }
    case 'subscriptions': {
      const sub = doc as AnalyticsFields['subscriptions'];
      const out: Record<string, number> = { [`members.${sub.plan_name}.${sub.status}`]: 1 };
      if (sub.status === 'active') {
        let gross = TIERS[sub.plan_name].monthlyPriceCents;
        out[`mrr_cents.${sub.plan_name}`] = gross;
        if (sub.add_ons.full_coverage) {
          out['mrr_cents.full_coverage'] = ADD_ONS.fullCoverage.monthlyPriceCents;
          gross += ADD_ONS.fullCoverage.monthlyPriceCents;
        }
        if (sub.add_ons.select_access) {
          out['mrr_cents.select_access'] = ADD_ONS.selectAccess.monthlyPriceCents;
          gross += ADD_ONS.selectAccess.monthlyPriceCents;
        }
        const off = gross - nextBill(gross, sub).payCents;
        if (off > 0) out['mrr_discount_cents'] = off;
      }
      return out;
    }
    case 'products': {
      const product = doc as AnalyticsFields['products'];
      if (product.status !== 'Active') return {};
      return !isOutState(product.borrow_status)
        ? { 'catalogue.active': 1 }
        : { 'catalogue.active': 1, 'catalogue.on_loan': 1 };
    }
    case 'orders':
      return { [`orders_by_week.${weekKey((doc as AnalyticsFields['orders']).order_date)}`]: 1 };
    default:
      return {};
  }
}

/**
 * A subscription's next bill for a list price of `gross`: the one at its
 * `current_period_end`, with its promotion if that still runs then. Without a period end
 * (an incomplete document) only a promotion that never ends counts.
 */
function nextBill(gross: number, sub: AnalyticsFields['subscriptions']) {
  const at = sub.current_period_end ?? new Date(8.64e15);
  return memberPrice(gross, sub.discount, at);
}

/**
 * The change one write in `collection` makes: `before` is `null` on create, `after`
 * `null` on delete. An update that touches nothing counted gives `{}`.
 */
export function analyticsDelta<C extends AnalyticsSource>(
  collection: C,
  before: AnalyticsFields[C] | null,
  after: AnalyticsFields[C] | null,
): AnalyticsDelta {
  const delta: Record<string, number> = {};
  const add = (doc: AnalyticsFields[C] | null, sign: 1 | -1) => {
    if (doc === null) return;
    for (const [path, n] of Object.entries(analyticsContribution(collection, doc))) {
      delta[path] = (delta[path] ?? 0) + sign * n;
    }
  };
  add(after, 1);
  add(before, -1);
  for (const [path, n] of Object.entries(delta)) if (n === 0) delete delta[path];
  return delta;
}

/**
 * A delta as nested objects (`{ members: { elite: { active: 1 } } }`), the shape of a
 * merge write; `leaf` turns each number into what is written (an increment).
 */
export function nestDelta<T>(
  delta: AnalyticsDelta,
  leaf: (n: number) => T,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, n] of Object.entries(delta)) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) ?? ''] = leaf(n);
  }
  return out;
}

/** `current` with `delta` added (neither is changed). */
export function applyAnalyticsDelta(
  current: AnalyticsCurrentDoc,
  delta: AnalyticsDelta,
): AnalyticsCurrentDoc {
  const copy = structuredClone(current);
  for (const [path, n] of Object.entries(delta)) {
    const keys = path.split('.');
    let node = copy as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys.at(-1) ?? '';
    node[last] = ((node[last] as number | undefined) ?? 0) + n;
  }
  return copy;
}

/** Every source document, by collection (their read fields). */
export type AnalyticsSourceDocs = { [C in AnalyticsSource]: readonly AnalyticsFields[C][] };

/** The aggregates counted from scratch, stamped `updatedAt`. */
export function recountAnalytics(
  sources: AnalyticsSourceDocs,
  updatedAt: Date | null,
): AnalyticsCurrentDoc {
  let current = emptyAnalyticsCurrent();
  for (const collection of ANALYTICS_SOURCES) {
    for (const doc of sources[collection]) {
      current = applyAnalyticsDelta(current, analyticsContribution(collection, doc));
    }
  }
  return { ...current, updated_at: updatedAt };
}

/** The figures of one moment out of the live document (what a day's snapshot keeps). */
export function analyticsState(current: AnalyticsState): AnalyticsState {
  return {
    members: structuredClone(current.members),
    mrr_cents: { ...current.mrr_cents },
    mrr_discount_cents: current.mrr_discount_cents,
    catalogue: { ...current.catalogue },
    waitlist_by_status: { ...current.waitlist_by_status },
  };
}

/**
 * The snapshot of `current` taken at `takenAt`, for the business day of `dayOf` (the
 * moment the snapshot was due: a late run or a retry after midnight still names the day
 * it closes).
 */
export function analyticsDaySnapshot(
  current: AnalyticsState,
  takenAt: Date,
  dayOf: Date = takenAt,
): AnalyticsDayDoc {
  return { ...analyticsState(current), date: dayKey(dayOf), taken_at: takenAt };
}
