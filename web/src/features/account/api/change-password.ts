/** Change password: Firebase asks for a recent sign-in, so the current password first. */
import { useCallback } from 'react';
import { FirebaseError } from 'firebase/app';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  type User,
} from 'firebase/auth';
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'Please enter your current password'),
    new_password: z
      .string()
      .min(
        MIN_PASSWORD_LENGTH,
        `Your new password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      ),
    confirm_password: z.string(),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    message: 'The passwords do not match',
    path: ['confirm_password'],
  });
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

export const PASSWORD_CHANGED = 'Your password has been changed.';

export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError) {
    if (error.code === 'auth/wrong-password' || error.code === 'auth/invalid-credential') {
      return 'Your current password is incorrect';
    }
    if (error.code === 'auth/weak-password') return 'Please choose a stronger password';
    if (error.code === 'auth/too-many-requests') {
      return 'Too many attempts. Please wait a moment and try again.';
    }
  }
  return 'Failed to change your password. Please try again.';
}

export async function changePassword(user: User, values: ChangePasswordValues): Promise<void> {
  if (!user.email) throw new FirebaseError('auth/invalid-credential', 'No email on this account');
  const credential = EmailAuthProvider.credential(user.email, values.current_password);
  await reauthenticateWithCredential(user, credential);
  await updatePassword(user, values.new_password);
}

export function useChangePassword(): (user: User, values: ChangePasswordValues) => Promise<void> {
  return useCallback(
    (user: User, values: ChangePasswordValues) => changePassword(user, values),
    [],
  );
}
