/**
 * Removes a signup for good (an admin honouring a removal request), through the
 * `deleteWaitlistSignup` function, which records who deleted it (firestore.rules refuse
 * a client delete).
 */
import { useCallback } from 'react';
import { useMemberCallable } from '@/lib/member-callable';

export function useDeleteSignup(): (signupId: string) => Promise<void> {
  const call = useMemberCallable('deleteWaitlistSignup');
  return useCallback(
    async (signupId: string) => {
      await call({ signupId });
    },
    [call],
  );
}
