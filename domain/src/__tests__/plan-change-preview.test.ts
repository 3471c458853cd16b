import { describe, expect, it } from 'vitest';
import { addOnPreview, planChangePreview } from '../plan-change-preview';
import { subscriptionDocSchema } from '../schemas/subscription';

const sub = (overrides: Record<string, unknown> = {}) =>
  subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'active',
    started_at: new Date('2026-01-01T00:00:00Z'),
    current_period_end: new Date('2026-05-31T00:00:00Z'),
    add_ons: { full_coverage: true, select_access: true },
    ...overrides,
  });

describe('planChangePreview', () => {
  it('an upgrade: the new total today, Select Access dropped on Crown', () => {
    expect(planChangePreview(sub(), 'crown')).toEqual({
      monthlyCents: 24_900 + 1_900,
      appliesAt: null,
      droppedAddOns: ['select_access'],
      text: 'New monthly price: $268/month, starting today. The difference for the rest of this billing period is charged now.',
    });
  });

  it('a downgrade: the new total from the period end, Full Coverage dropped on Reserve', () => {
    expect(planChangePreview(sub(), 'reserve')).toEqual({
      monthlyCents: 4_900 + 2_900,
      appliesAt: new Date('2026-05-31T00:00:00Z'),
      droppedAddOns: ['full_coverage'],
      text: 'New monthly price: $78/month from May 31, 2026. You keep your current plan until then. Your current bag must be returned first.',
    });
  });
});

describe('addOnPreview', () => {
  it('the current plan with the add-on, from today, the difference charged now', () => {
    const reserve = sub({
      plan_name: 'reserve',
      add_ons: { full_coverage: false, select_access: false },
    });
    expect(addOnPreview(reserve, 'select_access')).toEqual({
      monthlyCents: 4_900 + 2_900,
      text: 'New monthly price: $78/month, starting today. The difference for the rest of this billing period is charged now.',
    });
    const elite = sub({ add_ons: { full_coverage: false, select_access: true } });
    expect(addOnPreview(elite, 'full_coverage').monthlyCents).toBe(12_900 + 2_900 + 1_900);
  });
});
