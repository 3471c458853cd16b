import { describe, expect, it } from 'vitest';
import { addOnPreview, planChangePreview } from '../plan-change-preview';
import { subscriptionDocSchema } from '../../membership';

const sub = (overrides: Record<string, unknown> = {}) =>
  subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'active',
    started_at: new Date('2026-01-01T00:00:00Z'),
    current_period_end: new Date('2026-05-31T00:00:00Z'),
    add_ons: { full_coverage: true, select_access: true },
    ...overrides,
  });

/** Mid-period: 16 of the period's 31 days (April 30 to May 31) are still to come. */
const NOW = new Date('2026-05-15T00:00:00Z');

describe('planChangePreview', () => {
  it('an upgrade: the difference for the rest of the period today, then the new total; Select Access dropped on Crown', () => {
    // $177 (Elite, Full Coverage, Select Access) to $268 (Crown, Full Coverage): $91 × 16/31.
    expect(planChangePreview(sub(), 'crown', NOW)).toEqual({
      monthlyCents: 24_900 + 1_900,
      appliesAt: null,
      todayCents: 4_697,
      droppedAddOns: ['select_access'],
      text: 'You pay $46.97 today (the difference for the rest of this billing period), then $268.00 a month from May 31, 2026.',
    });
  });

  it('a downgrade: the new total from the period end, Full Coverage dropped on Reserve', () => {
    expect(planChangePreview(sub(), 'reserve', NOW)).toEqual({
      monthlyCents: 4_900 + 2_900,
      appliesAt: new Date('2026-05-31T00:00:00Z'),
      todayCents: 0,
      droppedAddOns: ['full_coverage'],
      text: 'New monthly price: $78/month from May 31, 2026. You keep your current plan until then. Your current bag must be returned first.',
    });
  });
});

describe('addOnPreview', () => {
  it('the add-on for the rest of the period today, then the new total', () => {
    const reserve = sub({
      plan_name: 'reserve',
      add_ons: { full_coverage: false, select_access: false },
    });
    // $29 × 16/31 = $14.967… → $14.97.
    expect(addOnPreview(reserve, 'select_access', NOW)).toEqual({
      monthlyCents: 4_900 + 2_900,
      todayCents: 1_497,
      text: 'You pay $14.97 today (the difference for the rest of this billing period), then $78.00 a month from May 31, 2026.',
    });
    const elite = sub({ add_ons: { full_coverage: false, select_access: true } });
    expect(addOnPreview(elite, 'full_coverage', NOW).monthlyCents).toBe(12_900 + 2_900 + 1_900);
  });

  it('a promotion still running lowers both today’s charge and the next bills', () => {
    const promoted = sub({
      plan_name: 'reserve',
      add_ons: { full_coverage: false, select_access: false },
      discount: {
        code: 'SPRING20',
        kind: 'percent',
        percent_off: 20,
        amount_off_cents: null,
        duration: 'forever',
        duration_in_months: null,
        ends_at: null,
      },
    });
    // $78 × 0.8 − $49 × 0.8 = $23.20 a month more; × 16/31 = $11.97.
    const preview = addOnPreview(promoted, 'select_access', NOW);
    expect(preview.todayCents).toBe(1_197);
    expect(preview.text).toContain('then $62.40 a month from May 31, 2026');
  });
});
