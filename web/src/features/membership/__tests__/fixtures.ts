import type { MembershipChangeResult, Order, Subscription } from '@unlimited/domain';
import {
  DAY,
  daysAgo,
  orderFixture,
  subscriptionFixture as baseSubscription,
} from '@/testing/fixtures/members';

export { daysAgo };

/** An Elite subscription renewing in ten and a half days, with both add-ons. */
export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return baseSubscription({
    current_period_end: new Date(Date.now() + 10.5 * DAY),
    add_ons: { full_coverage: true, select_access: true },
    ...overrides,
  });
}

/** A member order in `status`, created (and, once delivered, delivered) `age` days ago. */
export function order(status: Order['order_status'], age = 5): Order {
  const delivered = ['delivered', 'active_rental', 'return_pending', 'completed'].includes(status);
  return orderFixture({
    id: `o-${status}`,
    order_status: status,
    created_at: daysAgo(age),
    delivered_date: delivered ? daysAgo(age) : null,
    updated_at: daysAgo(age),
  });
}

/** A callable's answer: `message`, once the membership shows `awaiting` (none: nothing to wait for). */
export function changeResult(
  message: string,
  awaiting: MembershipChangeResult['awaiting'] = null,
): MembershipChangeResult {
  return { message, subscription: {} as MembershipChangeResult['subscription'], awaiting };
}
