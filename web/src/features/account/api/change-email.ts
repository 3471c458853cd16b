/**
 * Change email: Auth's verify-then-change flow. After the current password (Firebase asks
 * for a recent sign-in), `verifyBeforeUpdateEmail` mails a link to the new address; the
 * sign-in email (and with it the address notices go to, read from Auth by the functions)
 * changes only once its owner opens that link. Nothing changes before.
 */
import type { User } from 'firebase/auth';
import { z } from 'zod';
import { firebaseErrorCode } from '@/lib/firebase-error';

export const INVALID_EMAIL = 'Please enter a valid email address';
export const SAME_EMAIL = 'This is already your sign-in email';

/** The form's check; `current` is the member's sign-in email (compared without case). */
export function changeEmailSchema(current: string | null) {
  return z.object({
    new_email: z
      .string()
      .trim()
      .min(1, 'Please enter your new email address')
      .max(254, INVALID_EMAIL)
      .pipe(z.email(INVALID_EMAIL))
      .refine((email) => email.toLowerCase() !== current?.toLowerCase(), SAME_EMAIL),
    current_password: z.string().min(1, 'Please enter your current password'),
  });
}
export type ChangeEmailInput = z.input<ReturnType<typeof changeEmailSchema>>;
export type ChangeEmailValues = z.output<ReturnType<typeof changeEmailSchema>>;

/** The result line once the link is on its way. */
export function emailLinkSent(newEmail: string): string {
  return `We sent a link to ${newEmail}. Your sign-in and notice email change once you open it.`;
}

export const WRONG_PASSWORD = 'Your current password is incorrect';
export const EMAIL_IN_USE = 'Another account already uses this email. Choose a different one.';
export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a moment and try again.';
export const NETWORK_ERROR = 'Network error. Check your connection and try again.';
export const CHANGE_EMAIL_FAILED = 'We could not send the link. Please try again.';

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': WRONG_PASSWORD,
  'auth/invalid-credential': WRONG_PASSWORD,
  'auth/invalid-login-credentials': WRONG_PASSWORD,
  'auth/missing-password': WRONG_PASSWORD,
  'auth/email-already-in-use': EMAIL_IN_USE,
  'auth/invalid-email': INVALID_EMAIL,
  'auth/invalid-new-email': INVALID_EMAIL,
  'auth/too-many-requests': TOO_MANY_REQUESTS,
  'auth/network-request-failed': NETWORK_ERROR,
};

/** The message for a failed request, in words a member can act on. */
export function changeEmailErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  return (code !== null && MESSAGES[code]) || CHANGE_EMAIL_FAILED;
}

/**
 * Re-signs the member in with their password, then asks Auth to mail the link to the new
 * address (it returns to the sign-in page). Rejects with the Firebase error.
 */
export async function requestEmailChange(user: User, values: ChangeEmailValues): Promise<void> {
  const { EmailAuthProvider, reauthenticateWithCredential, verifyBeforeUpdateEmail } =
    await import('@/lib/auth-actions');
  if (!user.email) {
    throw Object.assign(new Error('No email on this account'), {
      name: 'FirebaseError',
      code: 'auth/invalid-credential',
    });
  }
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, values.current_password),
  );
  await verifyBeforeUpdateEmail(user, values.new_email, {
    url: `${window.location.origin}/login`,
  });
}

export function useRequestEmailChange(): (user: User, values: ChangeEmailValues) => Promise<void> {
  return requestEmailChange;
}
