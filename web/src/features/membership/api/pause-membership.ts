/**
 * `pauseMembership({ periods })`: see domain/src/billing/membership-changes.ts for what it
 * records.
 */
import { useCallback } from 'react';
import type { MembershipChangeResult, PausePeriods } from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export function usePauseMembership(): (periods: PausePeriods) => Promise<MembershipChangeResult> {
  const call = useMemberCallable('pauseMembership');
  return useCallback((periods: PausePeriods) => call({ periods }), [call]);
}
