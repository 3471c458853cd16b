import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from 'firebase/auth';
import { MailCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import {
  changeEmailErrorMessage,
  changeEmailSchema,
  emailLinkSent,
  useRequestEmailChange,
  type ChangeEmailInput,
  type ChangeEmailValues,
} from '../api/change-email';

const EMPTY: ChangeEmailInput = { new_email: '', current_password: '' };

/**
 * New email and current password; Auth mails a confirmation link to the new address
 * and changes the sign-in email (where notices go) once it is opened.
 */
export function ChangeEmailForm({ user }: { user: User }) {
  const requestEmailChange = useRequestEmailChange();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(() => changeEmailSchema(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setError(null);
      setSent(null);
      try {
        await requestEmailChange(user, values);
        reset(EMPTY);
        setSent(emailLinkSent(values.new_email));
      } catch (cause) {
        setError(changeEmailErrorMessage(cause));
      }
    },
    () => {
      setError(null);
      setSent(null);
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="change-email-heading"
      className="flex flex-col gap-4"
    >
      <h2 id="change-email-heading" className="font-display text-xl">
        Change Email
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {user.email ? (
          <>
            Your sign-in email, <span className="font-medium break-all">{user.email}</span>, is also
            where we send your notices.
          </>
        ) : (
          'Your sign-in email is also where we send your notices.'
        )}{' '}
        A new address takes over only once you open the link we send to it.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="New email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.new_email?.message}
          {...register('new_email')}
        />
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      </div>
      <FormAlert>{error}</FormAlert>
      {/* Always in the page, so screen readers announce the line when it appears. */}
      <div role="status" aria-live="polite">
        {sent && (
          <p className="flex gap-2 rounded-xl bg-green-50 p-4 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{sent}</span>
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Sending link...' : 'Change Email'}
      </Button>
    </form>
  );
}
