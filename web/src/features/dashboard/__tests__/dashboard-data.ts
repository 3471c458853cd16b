import { vi } from 'vitest';
import type { Order, Profile, Subscription } from '@unlimited/domain';
import { useMemberOrders } from '@/features/dashboard/api/get-member-orders';
import { useMemberProfile } from '@/features/dashboard/api/get-member-profile';
import { useMemberSubscription } from '@/features/dashboard/api/get-member-subscription';
import { orderFixture, profileFixture, subscriptionFixture } from '@/testing/fixtures/members';

/**
 * What the dashboard's data hooks return in a test: loaded, with Ada's profile, her one
 * Elite order and her Elite subscription unless told otherwise. The test file mocks the
 * hooks' modules with `vi.mock` itself (Vitest hoists it only in test files).
 */
export function dashboardData({
  profile = profileFixture(),
  orders = [orderFixture()],
  subscription = subscriptionFixture(),
}: { profile?: Profile | null; orders?: Order[]; subscription?: Subscription | null } = {}) {
  vi.mocked(useMemberProfile).mockReturnValue({ status: 'success', profile });
  vi.mocked(useMemberOrders).mockReturnValue({ status: 'success', orders });
  vi.mocked(useMemberSubscription).mockReturnValue({ status: 'success', subscription });
}
