/** Signs the admin out. */
import { useCallback } from 'react';
import { signOut, type Auth } from 'firebase/auth';
import { useAuth } from 'reactfire';

export function signOutAdmin(auth: Auth): Promise<void> {
  return signOut(auth);
}

export function useSignOutAdmin(): () => Promise<void> {
  const auth = useAuth();
  return useCallback(() => signOutAdmin(auth), [auth]);
}
