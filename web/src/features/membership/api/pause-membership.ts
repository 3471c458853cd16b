/** `pauseMembership()`: see domain/src/membership-changes.ts for what it records. */
import type { MembershipChangeResult } from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export function usePauseMembership(): () => Promise<MembershipChangeResult> {
  const call = useMemberCallable('pauseMembership');
  return () => call(undefined);
}
