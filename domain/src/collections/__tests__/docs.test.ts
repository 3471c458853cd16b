import { describe, expect, expectTypeOf, it } from 'vitest';
import { type OrderStatus, PROFILE_LIMITS, profileDocSchema } from '../../orders';
import {
  activityDocSchema,
  SYSTEM_ACTOR,
  adminSignInSchema,
  signInSchema,
  userMetadataDocSchema,
  dashboardStatsDocSchema,
  emptyDashboardStats,
  type DashboardStatsDoc,
} from '../../operations';
import { brandSummaryDocSchema } from '../../catalogue';
import { subscriptionDocSchema } from '../../membership';

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const date = new Date('2025-03-01T00:00:00Z');

describe('subscriptionDocSchema', () => {
  it('fills in add-ons and the membership-change fields when missing', () => {
    expect(
      subscriptionDocSchema.parse({
        plan_name: 'elite',
        status: 'active',
        current_period_end: date,
        started_at: date,
      }),
    ).toEqual({
      plan_name: 'elite',
      status: 'active',
      current_period_end: date,
      started_at: date,
      add_ons: { full_coverage: false, select_access: false },
      cancel_at_period_end: false,
      cancel_at: null,
      cancel_requested_at: null,
      pause_requested_at: null,
      pause_resumes_at: null,
      retention_offer_applied_at: null,
      retention_credit_cents: 0,
      add_ons_ending: [],
      plan_changed_at: null,
      pending_plan_name: null,
      coupon_code: null,
      discount: null,
      billing_customer_id: null,
      billing_subscription_id: null,
      billing_event_at: null,
      billing_event_rank: null,
      billing_event_id: null,
      billing_mode: null,
    });
  });

  it('refuses an unknown plan or status', () => {
    const base = {
      plan_name: 'elite',
      status: 'active',
      current_period_end: date,
      started_at: date,
    };
    expect(subscriptionDocSchema.safeParse({ ...base, plan_name: 'gold' }).success).toBe(false);
    expect(subscriptionDocSchema.safeParse({ ...base, status: 'trialing' }).success).toBe(false);
  });
});

describe('profileDocSchema', () => {
  const profile = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada.l',
    email: ' Ada@Example.com ',
  };

  it('lower-cases the email and reads a missing address as null', () => {
    expect(profileDocSchema.parse(profile)).toEqual({
      ...profile,
      email: 'ada@example.com',
      shipping_address: null,
    });
  });

  it('opens a profile whose saved address has a state no longer accepted (its form asks again)', () => {
    const address = {
      full_name: 'Ada Lovelace',
      line1: '1 Main St',
      line2: null,
      city: 'Springfield',
      state: 'NA',
      postal_code: '62701',
      country: 'US',
      phone: null,
    };
    expect(
      profileDocSchema.parse({ ...profile, shipping_address: address }).shipping_address,
    ).toMatchObject({ state: 'NA' });
  });

  it('enforces the exported limits', () => {
    expect(PROFILE_LIMITS).toEqual({ first_name: 80, last_name: 80, username: 40, email: 254 });
    const tooLong = (n: number) => 'a'.repeat(n + 1);
    expect(profileDocSchema.safeParse({ ...profile, first_name: tooLong(80) }).success).toBe(false);
    expect(profileDocSchema.safeParse({ ...profile, last_name: tooLong(80) }).success).toBe(false);
    expect(profileDocSchema.safeParse({ ...profile, username: tooLong(40) }).success).toBe(false);
    expect(profileDocSchema.safeParse({ ...profile, username: 'has space' }).success).toBe(false);
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longEmail.length).toBe(254);
    expect(profileDocSchema.safeParse({ ...profile, email: longEmail }).success).toBe(true);
    expect(profileDocSchema.safeParse({ ...profile, email: `a${longEmail}` }).success).toBe(false);
  });
});

describe('dashboardStatsDocSchema', () => {
  it('reads an empty document as all zeros', () => {
    const empty = emptyDashboardStats();
    expect(dashboardStatsDocSchema.parse({})).toEqual(empty);
    expect(empty.orders_by_status).toEqual({
      pending_shipment: 0,
      in_transit: 0,
      delivered: 0,
      active_rental: 0,
      return_pending: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(empty.waitlist_by_tier).toEqual({ reserve: 0, elite: 0, crown: 0 });
    expect(empty.waitlist_by_status).toEqual({ pending: 0, invited: 0, converted: 0, declined: 0 });
    expect(empty.active_subscriptions).toBe(0);
    expect(empty.updated_at).toBeNull();
  });

  it('keeps stored counts and fills only the missing ones', () => {
    const stats = dashboardStatsDocSchema.parse({
      orders_total: 3,
      orders_by_status: { delivered: 2 },
      updated_at: date,
    });
    expect(stats.orders_total).toBe(3);
    expect(stats.orders_by_status.delivered).toBe(2);
    expect(stats.orders_by_status.cancelled).toBe(0);
    expect(stats.updated_at).toEqual(date);
  });

  it('refuses fractional counts (negative ones read as 0: see stats.test.ts)', () => {
    expect(dashboardStatsDocSchema.safeParse({ products_total: 1.5 }).success).toBe(false);
  });

  it('types the per-status counters as complete records', () => {
    expectTypeOf<DashboardStatsDoc['orders_by_status']>().toEqualTypeOf<
      Record<OrderStatus, number>
    >();
  });
});

describe('small documents', () => {
  it('round-trip activity, user metadata and the brand summary', () => {
    const activity = { action: 'Order abc shipped', timestamp: date, actor: SYSTEM_ACTOR };
    expect(activityDocSchema.parse(activity)).toEqual(activity);
    expect(userMetadataDocSchema.parse({ refresh_time: date })).toEqual({ refresh_time: date });
    const brands = { brands: [{ name: 'Chanel', slug: 'chanel', count: 4 }], updated_at: date };
    expect(brandSummaryDocSchema.parse(brands)).toEqual(brands);
  });

  it('refuses them without their dates', () => {
    expect(activityDocSchema.safeParse({ action: 'x', actor: 'System' }).success).toBe(false);
    expect(userMetadataDocSchema.safeParse({}).success).toBe(false);
    expect(brandSummaryDocSchema.safeParse({ brands: [] }).success).toBe(false);
  });
});

describe('sign-in schemas', () => {
  it.each([
    [{ email: '', password: 'secret' }],
    [{ email: 'ada@example.com', password: '' }],
    [{}],
  ])('member sign-in with a missing field says "Please fill in all fields" (%j)', (values) => {
    expect(new Set(messagesOf(signInSchema.safeParse(values)))).toEqual(
      new Set(['Please fill in all fields']),
    );
  });

  it('admin sign-in with a missing field says "Please enter both email and password."', () => {
    expect(messagesOf(adminSignInSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      'Please enter both email and password.',
      'Please enter both email and password.',
    ]);
  });

  it('refuses a malformed email and keeps the password as typed', () => {
    expect(messagesOf(signInSchema.safeParse({ email: 'ada', password: 'x' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(signInSchema.parse({ email: ' ada@example.com ', password: ' pw ' })).toEqual({
      email: 'ada@example.com',
      password: ' pw ',
    });
  });
});
