/** `acceptRetentionOffer()`: see domain/src/billing/membership-changes.ts for what it records. */
import { useCallback } from 'react';
import type { MembershipChangeResult } from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export function useAcceptRetentionOffer(): () => Promise<MembershipChangeResult> {
  const call = useMemberCallable('acceptRetentionOffer');
  return useCallback(() => call(undefined), [call]);
}

export const RETENTION_FAILED = 'Failed to apply the offer. Please try again.';
