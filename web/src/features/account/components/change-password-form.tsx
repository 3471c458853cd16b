import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import {
  changePasswordErrorMessage,
  changePasswordSchema,
  PASSWORD_CHANGED,
  useChangePassword,
  type ChangePasswordValues,
} from '../api/change-password';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm({ user }: { user: User }) {
  const changePassword = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setError(null);
      try {
        await changePassword(user, values);
        reset(EMPTY);
        toast.success(PASSWORD_CHANGED);
      } catch (cause) {
        setError(changePasswordErrorMessage(cause));
      }
    },
    // A new attempt that fails the form's own checks: the last attempt's refusal no
    // longer describes what is on screen.
    () => setError(null),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="change-password-heading"
      className="flex flex-col gap-4"
    >
      <h2 id="change-password-heading" className="font-display text-xl">
        Change Password
      </h2>
      <InputField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <InputField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" variant="outline" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
