/** `acceptRetentionOffer()`: see domain/src/billing/membership-changes.ts for what it records. */
import { useCallback } from 'react';
import type { MembershipChangeResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export function useAcceptRetentionOffer(): () => Promise<MembershipChangeResult> {
  const call = useCallable('acceptRetentionOffer');
  return useCallback(() => call(undefined), [call]);
}

export const RETENTION_FAILED = 'Failed to apply the offer. Please try again.';
