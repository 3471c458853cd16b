/** `resumeMembership()`: undoes a pending cancellation or pause (see membership-changes.ts). */
import { useCallback } from 'react';
import type { MembershipChangeResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const RESUME_FAILED = 'Failed to keep your membership. Please try again.';

export function useResumeMembership(): () => Promise<MembershipChangeResult> {
  const call = useCallable('resumeMembership');
  return useCallback(() => call(undefined), [call]);
}
