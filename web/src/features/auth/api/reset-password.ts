/** The Forgot Password? flow: Firebase Auth sends a password-reset email. */
import { useCallback } from 'react';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { z } from 'zod';

export const resetPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(z.email('Please enter a valid email address')),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** Shown once the request went through (whether or not the address has an account). */
export const RESET_EMAIL_SENT =
  'If an account exists for that email, we have sent a link to reset your password. Check your inbox.';
export const RESET_FAILED = 'We could not send the reset email. Please try again.';

/**
 * The message for a failed request. An unknown address is reported as sent, so the form
 * never tells a stranger which emails have accounts.
 */
export function resetErrorMessage(error: unknown): string | null {
  if (error instanceof FirebaseError) {
    if (error.code === 'auth/user-not-found') return null;
    if (error.code === 'auth/invalid-email') return 'Please enter a valid email address';
    if (error.code === 'auth/too-many-requests') {
      return 'Too many attempts. Please wait a moment and try again.';
    }
  }
  return RESET_FAILED;
}

export function useSendPasswordReset(): (values: ResetPasswordValues) => Promise<void> {
  const auth = useAuth();
  return useCallback(
    (values: ResetPasswordValues) =>
      sendPasswordResetEmail(auth, values.email, { url: `${window.location.origin}/login` }),
    [auth],
  );
}
