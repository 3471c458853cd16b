/** `cancelMembership()`: see domain/src/billing/membership-changes.ts for what it records. */
import { useCallback } from 'react';
import type { MembershipChangeResult } from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export function useCancelMembership(): () => Promise<MembershipChangeResult> {
  const call = useMemberCallable('cancelMembership');
  return useCallback(() => call(undefined), [call]);
}
