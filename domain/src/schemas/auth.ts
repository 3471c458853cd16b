/** Sign-in forms: the member's /login and the admin's /admin/login. */
import { z } from 'zod';

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * Email and password, both required with one message. The password is not trimmed; the
 * email is trimmed and must look like an email (the field is of email type).
 */
function signInForm(bothRequired: string) {
  return z.object({
    email: z
      .string({ error: bothRequired })
      .trim()
      .min(1, bothRequired)
      .pipe(z.email(INVALID_EMAIL)),
    password: z.string({ error: bothRequired }).min(1, bothRequired),
  });
}

/** The member sign-in form (/login). */
export const signInSchema = signInForm('Please fill in all fields');
/** The admin sign-in form (/admin/login). */
export const adminSignInSchema = signInForm('Please enter both email and password.');

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
