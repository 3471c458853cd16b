/** Sign out of Firebase Auth and clear the public pages' signed-in hint. */
import { useCallback } from 'react';
import { signOut } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { setSignedInHint } from '@/lib/public-data/signed-in-hint';

export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  return useCallback(async () => {
    await signOut(auth);
    setSignedInHint(false);
  }, [auth]);
}
