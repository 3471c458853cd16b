import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { formCheckResolver } from '@/lib/form-check-resolver';
import {
  RESET_EMAIL_SENT,
  resetErrorMessage,
  resetPasswordSchema,
  useSendPasswordReset,
  type ResetPasswordInput,
  type ResetPasswordValues,
} from '../api/reset-password';

/** Asks Firebase Auth to email a password-reset link, then says so. */
export function ResetPasswordForm() {
  const sendReset = useSendPasswordReset();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: formCheckResolver(resetPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await sendReset(values);
    } catch (error) {
      const message = resetErrorMessage(error);
      if (message !== null) {
        setServerError(message);
        return;
      }
    }
    setSent(true);
  });

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        {RESET_EMAIL_SENT}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormAlert>{serverError}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
