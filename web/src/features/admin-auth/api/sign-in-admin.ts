/** Admin sign-in with email and password; only accounts with the `admin` claim stay in. */
import type { Auth } from 'firebase/auth';
import { adminSignInSchema, type SignInValues } from '@unlimited/domain';
import { firebaseErrorCode } from '@/lib/firebase-error';
import { loadAuth } from '@/lib/load-auth';

export { adminSignInSchema };

export const NOT_AN_ADMIN = 'This account does not have admin access.';

/** What the form shows for the Auth errors a person can act on. */
const AUTH_ERRORS: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/invalid-login-credentials': 'Invalid email or password.',
  'auth/wrong-password': 'Invalid email or password.',
  'auth/user-not-found': 'Invalid email or password.',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
};

/** `null` on success, else the message to show. Unexpected failures throw. */
export type SignInAdminResult = { error: string | null };

/**
 * Signs in and checks the fresh token's `admin` claim. A non-admin account is signed out
 * again: the back-office is not theirs and the member area has its own sign-in.
 */
export async function signInAdmin(auth: Auth, values: SignInValues): Promise<SignInAdminResult> {
  const { signInWithEmailAndPassword } = await import('@/lib/auth-actions');
  try {
    const { user } = await signInWithEmailAndPassword(auth, values.email, values.password);
    const token = await user.getIdTokenResult();
    if (token.claims.admin !== true) {
      await (await import('@/lib/session/sign-out')).signOut();
      return { error: NOT_AN_ADMIN };
    }
    return { error: null };
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code !== null && code in AUTH_ERRORS) return { error: AUTH_ERRORS[code] ?? null };
    throw error;
  }
}

/** {@link signInAdmin} with the app's Auth, loaded if it has not yet. */
async function signInAdminWithAppAuth(values: SignInValues): Promise<SignInAdminResult> {
  return signInAdmin(await loadAuth(), values);
}

export function useSignInAdmin(): (values: SignInValues) => Promise<SignInAdminResult> {
  return signInAdminWithAppAuth;
}
