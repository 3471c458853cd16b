/**
 * Sign-in forms: the member's /login and the admin's /admin/login. Plain checks
 * ({@link formCheck}) rather than zod: the sign-in pages check nothing else, and zod would
 * be a quarter of their JavaScript. Nothing is sent anywhere but Firebase Auth.
 */
import { formCheck, readEmail } from '../../core';

const INVALID_EMAIL = 'Please enter a valid email address';

export interface SignInValues {
  email: string;
  password: string;
}
/** What the form holds before the check. */
export type SignInInput = SignInValues;

/**
 * Email and password, both required with one message. The password is not trimmed; the
 * email is trimmed and must look like an email (the field is of email type).
 */
function signInForm(bothRequired: string) {
  return formCheck<SignInValues>((fields, issue) => {
    const email = readEmail(fields.email, (message) => issue('email', message), {
      required: bothRequired,
      invalid: INVALID_EMAIL,
    });
    const password = typeof fields.password === 'string' ? fields.password : '';
    if (password === '') issue('password', bothRequired);
    return { email, password };
  });
}

/** The member sign-in form (/login). */
export const signInSchema = signInForm('Please fill in all fields');
/** The admin sign-in form (/admin/login). */
export const adminSignInSchema = signInForm('Please enter both email and password.');
