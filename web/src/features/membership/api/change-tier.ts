/** `changeTier({ tier })`: upgrade at once; downgrade only with no bag out. */
import type { ChangeTierInput, MembershipChangeResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const CHANGE_TIER_FAILED = 'Failed to change your plan. Please try again.';

export function useChangeTier(): (input: ChangeTierInput) => Promise<MembershipChangeResult> {
  return useCallable('changeTier');
}
