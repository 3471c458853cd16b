import type { MembershipChangeResult, Order, Subscription } from '@unlimited/domain';

const DAY = 86_400_000;

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'uid-ada',
    plan_name: 'elite',
    status: 'active',
    current_period_end: new Date(Date.now() + 10.5 * DAY),
    started_at: daysAgo(120),
    add_ons: { full_coverage: true, select_access: true },
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

/** A member order in `status`, created (and, once delivered, delivered) `age` days ago. */
export function order(status: Order['order_status'], age = 5): Order {
  const delivered = ['delivered', 'active_rental', 'return_pending', 'completed'].includes(status);
  return {
    id: `o-${status}`,
    order_status: status,
    created_at: daysAgo(age),
    delivered_date: delivered ? daysAgo(age) : null,
    updated_at: daysAgo(age),
  } as Order;
}

export function changeResult(message: string): MembershipChangeResult {
  return { message, subscription: {} as MembershipChangeResult['subscription'] };
}
