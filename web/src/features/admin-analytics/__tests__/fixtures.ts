import {
  analyticsCurrentDocSchema,
  analyticsDayDocSchema,
  type AnalyticsCurrentDoc,
  type AnalyticsDay,
} from '@unlimited/domain';

/** Monday 23 November 2026, noon UTC. */
export const TODAY = new Date('2026-11-23T12:00:00Z');

export function current(overrides: Record<string, unknown> = {}): AnalyticsCurrentDoc {
  return analyticsCurrentDocSchema.parse({
    members: { reserve: { active: 2 }, elite: { active: 1, paused: 1 }, crown: { active: 1 } },
    mrr_cents: { reserve: 9800, elite: 12900, crown: 24900, full_coverage: 1900 },
    catalogue: { active: 40, on_loan: 10 },
    waitlist_by_status: { pending: 6, invited: 3, converted: 1, declined: 0 },
    waitlist_by_week: { '2026-11-23': 2, '2026-11-16': 5, '2026-09-07': 3 },
    orders_by_week: { '2026-11-16': 4 },
    updated_at: new Date('2026-11-23T11:00:00Z'),
    ...overrides,
  });
}

export function day(date: string, overrides: Record<string, unknown> = {}): AnalyticsDay {
  return {
    id: date,
    ...analyticsDayDocSchema.parse({
      date,
      taken_at: new Date(`${date}T23:55:00Z`),
      members: { reserve: { active: 1 }, elite: { active: 1 } },
      mrr_cents: { reserve: 4900, elite: 12900 },
      catalogue: { active: 38, on_loan: 5 },
      ...overrides,
    }),
  };
}
