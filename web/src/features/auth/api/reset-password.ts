/** The Forgot Password? flow: Firebase Auth sends a password-reset email. */
import { useCallback } from 'react';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { formCheck, readEmail } from '@unlimited/domain';

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
