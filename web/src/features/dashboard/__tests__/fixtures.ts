import type { Order, Profile, Subscription } from '@unlimited/domain';

const DAY = 86_400_000;

/** A date `days` days before now. */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const created = overrides.created_at ?? daysAgo(5);
  return {
    id: 'order-1',
    user_id: 'uid-ada',
    bag_id: 'flap-1',
    bag_name: 'Classic Flap Bag',
    bag_brand: 'Chanel',
    bag_image: 'https://storage.example.test/products/flap-1-1.svg',
    bag_tier: 'Elite',
    bag_retail_price: 285000,
    user_tier: 'elite',
    shipping_address: {
      full_name: 'Ada Lovelace',
      line1: '1 Analytical Way',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
      phone: null,
    },
    order_status: 'pending_shipment',
    tracking_number: null,
    bag_weight: null,
    bag_length: null,
    bag_width: null,
    bag_height: null,
    order_date: created,
    shipped_date: null,
    delivered_date: null,
    return_due_date: new Date(created.getTime() + 30 * DAY),
    overdue: false,
    overdue_flagged_at: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'uid-ada',
    plan_name: 'elite',
    status: 'active',
    current_period_end: new Date('2026-07-15T12:00:00Z'),
    started_at: daysAgo(120),
    add_ons: { full_coverage: true, select_access: false },
    cancel_at_period_end: false,
    cancel_requested_at: null,
    pause_requested_at: null,
    retention_offer_applied_at: null,
    retention_credit_cents: 0,
    add_ons_ending: [],
    plan_changed_at: null,
    billing_customer_id: null,
    billing_subscription_id: null,
    billing_event_at: null,
    billing_mode: null,
    ...overrides,
  };
}

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'uid-ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    shipping_address: null,
    ...overrides,
  };
}
