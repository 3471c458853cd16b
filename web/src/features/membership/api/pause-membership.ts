/** `pauseMembership()`: see domain/src/membership-changes.ts for what it records. */
import { useCallback } from 'react';
import type { MembershipChangeResult } from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export function usePauseMembership(): () => Promise<MembershipChangeResult> {
  const call = useMemberCallable('pauseMembership');
  return useCallback(() => call(undefined), [call]);
}
