/** `cancelMembership()`: see domain/src/billing/membership-changes.ts for what it records. */
import { useCallback } from 'react';
import type { MembershipChangeResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export function useCancelMembership(): () => Promise<MembershipChangeResult> {
  const call = useCallable('cancelMembership');
  return useCallback(() => call(undefined), [call]);
}
