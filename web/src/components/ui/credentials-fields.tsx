import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SignInInput } from '@unlimited/domain';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * The email and password fields of a sign-in form (member or admin), then `children`
 * (e.g. a Forgot Password link), then the form's one message as an alert. Both fields
 * share one message, so it is shown once, under them, rather than under each.
 */
export function CredentialsFields({
  register,
  errors,
  emailAutoComplete,
  message,
  children,
}: {
  register: UseFormRegister<SignInInput>;
  errors: FieldErrors<SignInInput>;
  /** `username` where a password manager should file the account under its email. */
  emailAutoComplete: 'email' | 'username';
  message: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <InputField
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        aria-invalid={Boolean(errors.email)}
        {...register('email')}
      />
      <InputField
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-invalid={Boolean(errors.password)}
        {...register('password')}
      />
      {children}
      <FormAlert>{message}</FormAlert>
    </>
  );
}
