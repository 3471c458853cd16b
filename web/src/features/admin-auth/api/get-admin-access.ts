/**
 * Who is at the admin door: reactfire's sign-in check with `requiredClaims: { admin: true }`
 * (not `validateCustomClaims`, whose validators share one cache key in reactfire 4.2).
 */
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

export const ADMIN_CLAIMS = { admin: true } as const;

export type AdminAccess =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'forbidden'; user: User }
  | { status: 'admin'; user: User };

/** The admin access of the current user; a failed check reads as signed out. */
export function useAdminAccess(): AdminAccess {
  const { status, data } = useSigninCheck({ requiredClaims: ADMIN_CLAIMS });
  if (status === 'loading') return { status: 'loading' };
  if (status === 'error' || !data?.signedIn) return { status: 'signed-out' };
  return data.hasRequiredClaims
    ? { status: 'admin', user: data.user }
    : { status: 'forbidden', user: data.user };
}
