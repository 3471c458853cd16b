/** The Forgot Password? flow: Firebase Auth sends a password-reset email. */
import { formCheck, readEmail } from '@unlimited/domain';
import { firebaseErrorCode } from '@/lib/firebase-error';
import { loadAuth } from '@/lib/load-auth';

export interface ResetPasswordValues {
  email: string;
}
export type ResetPasswordInput = ResetPasswordValues;

/** One email address, trimmed (plain checks like the sign-in form's: no zod on this page). */
export const resetPasswordSchema = formCheck<ResetPasswordValues>((fields, issue) => ({
  email: readEmail(fields.email, (message) => issue('email', message), {
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
  }),
}));

/** Shown once the request went through (whether or not the address has an account). */
export const RESET_EMAIL_SENT =
  'If an account exists for that email, we have sent a link to reset your password. Check your inbox.';
export const RESET_FAILED = 'We could not send the reset email. Please try again.';

/**
 * The message for a failed request. An unknown address is reported as sent, so the form
 * never tells a stranger which emails have accounts.
 */
export function resetErrorMessage(error: unknown): string | null {
  const code = firebaseErrorCode(error);
  if (code !== null) {
    if (code === 'auth/user-not-found') return null;
    if (code === 'auth/invalid-email') return 'Please enter a valid email address';
    if (code === 'auth/too-many-requests') {
      return 'Too many attempts. Please wait a moment and try again.';
    }
  }
  return RESET_FAILED;
}

/** Asks Auth (loaded if it has not yet) to send the reset email. */
export async function sendPasswordReset(values: ResetPasswordValues): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([
    loadAuth(),
    import('@/lib/auth-actions'),
  ]);
  await sendPasswordResetEmail(auth, values.email, { url: `${window.location.origin}/login` });
}

export function useSendPasswordReset(): (values: ResetPasswordValues) => Promise<void> {
  return sendPasswordReset;
}
