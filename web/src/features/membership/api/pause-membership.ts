/**
 * `pauseMembership({ periods })`: see domain/src/billing/membership-changes.ts for what it
 * records.
 */
import { useCallback } from 'react';
import type { MembershipChangeResult, PausePeriods } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export function usePauseMembership(): (periods: PausePeriods) => Promise<MembershipChangeResult> {
  const call = useCallable('pauseMembership');
  return useCallback((periods: PausePeriods) => call({ periods }), [call]);
}
