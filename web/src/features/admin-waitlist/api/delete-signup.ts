/**
 * Removes a signup for good (an admin honouring a removal request), through the
 * `deleteWaitlistSignup` function, which records who deleted it (firestore.rules refuse
 * a client delete).
 */
import { useCallback } from 'react';
import { useCallable } from '@/lib/callable';

export function useDeleteSignup(): (signupId: string) => Promise<void> {
  const call = useCallable('deleteWaitlistSignup');
  return useCallback(
    async (signupId: string) => {
      await call({ signupId });
    },
    [call],
  );
}
