import { describe, expect, it } from 'vitest';
import {
  TIER_LIST,
  analyticsCurrentDocSchema,
  analyticsDayDocSchema,
  isOutState,
} from '@unlimited/domain';
import { SEED_ANALYTICS_DAYS, seedAnalyticsCurrent, seedAnalyticsDays } from '../seed-analytics';
import { SEED_BASE_DATE, buildSeed } from '../seed-data';

const seed = buildSeed(SEED_BASE_DATE);
const sources = {
  subscriptions: seed.accounts.flatMap((a) => (a.subscription ? [a.subscription] : [])),
  waitlist: seed.waitlist,
  products: seed.products,
  orders: seed.orders,
};
const current = seedAnalyticsCurrent(sources, SEED_BASE_DATE);
const days = seedAnalyticsDays(sources, SEED_BASE_DATE);

describe('the analytics seed', () => {
  it('counts the seed the way the triggers do: members, revenue, funnel, catalogue', () => {
    expect(analyticsCurrentDocSchema.parse(current)).toEqual(current);
    expect(
      current.members.reserve.active + current.members.elite.active + current.members.crown.active,
    ).toBe(3);
    // One active member of each tier, at the tier table's prices.
    expect(current.mrr_cents.reserve + current.mrr_cents.elite + current.mrr_cents.crown).toBe(
      TIER_LIST.reduce((sum, tier) => sum + tier.monthlyPriceCents, 0),
    );
    const signups = Object.values(current.waitlist_by_week).reduce((a, b) => a + b, 0);
    expect(signups).toBe(seed.waitlist.length);
    expect(current.catalogue.on_loan).toBe(
      seed.products.filter((p) => p.data.status === 'Active' && isOutState(p.data.borrow_status))
        .length,
    );
  });

  it('writes twelve weeks of daily history ending today with the live figures', () => {
    expect(days).toHaveLength(SEED_ANALYTICS_DAYS);
    for (const day of days) expect(analyticsDayDocSchema.parse(day.data)).toEqual(day.data);
    const today = days.at(-1)?.data;
    expect(today?.date).toBe('2026-11-01');
    expect(today?.members).toEqual(current.members);
    expect(today?.catalogue).toEqual(current.catalogue);
    expect(days[0]?.data.date).toBe('2026-08-10');
  });

  it('has history that moves: the catalogue and the waitlist grow, no more out than exist', () => {
    const first = days[0]?.data;
    const last = days.at(-1)?.data;
    expect(first && last && first.catalogue.active < last.catalogue.active).toBe(true);
    const total = (d: typeof first) =>
      d ? Object.values(d.waitlist_by_status).reduce((a, b) => a + b, 0) : 0;
    expect(total(first)).toBeLessThan(total(last));
    for (const { data } of days)
      expect(data.catalogue.on_loan).toBeLessThanOrEqual(data.catalogue.active);
  });
});
