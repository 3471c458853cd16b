/** Member sign-in with email and password (Firebase Auth). */
import type { Auth, UserCredential } from 'firebase/auth';
import { signInSchema, type SignInValues } from '@unlimited/domain';
import { firebaseErrorCode } from '@/lib/firebase-error';
import { loadAuth } from '@/lib/load-auth';

export { signInSchema };
export type { SignInInput, SignInValues } from '@unlimited/domain';

/** Spec §8: a failed sign-in without a more precise server message. */
export const LOGIN_FAILED = 'An error occurred during login';
/** Spec §8: an exception that is not an authentication error. */
export const LOGIN_UNEXPECTED = 'An unexpected error occurred during login';

/*
 * Firebase Auth's messages read "Firebase: Error (auth/invalid-credential)."; these are
 * the server's answers in words a member can act on.
 */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Invalid login credentials',
  'auth/wrong-password': 'Invalid login credentials',
  'auth/user-not-found': 'Invalid login credentials',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/user-disabled': 'This account has been disabled',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
};

/** The message to show for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code !== null) return AUTH_MESSAGES[code] ?? LOGIN_FAILED;
  return LOGIN_UNEXPECTED;
}

export async function signIn(
  auth: Auth,
  { email, password }: SignInValues,
): Promise<UserCredential> {
  const { signInWithEmailAndPassword } = await import('@/lib/auth-actions');
  return signInWithEmailAndPassword(auth, email, password);
}

/** Signs the member in (loading Auth if it has not yet); rejects with the Firebase error. */
export async function signInMember(values: SignInValues): Promise<UserCredential> {
  return signIn(await loadAuth(), values);
}

/** {@link signInMember}, for the sign-in form. */
export function useSignIn(): (values: SignInValues) => Promise<UserCredential> {
  return signInMember;
}
