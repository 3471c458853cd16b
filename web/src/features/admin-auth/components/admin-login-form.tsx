import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { SignInInput, SignInValues } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { CredentialsFields } from '@/components/ui/credentials-fields';
import { paths } from '@/config/paths';
import { formCheckResolver } from '@/lib/form-check-resolver';
import { adminSignInSchema, useSignInAdmin } from '../api/sign-in-admin';

const UNEXPECTED = 'An error occurred. Please try again.';

/** /admin/login: email and password; an admin lands on the dashboard. */
export function AdminLoginForm() {
  const signIn = useSignInAdmin();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: formCheckResolver(adminSignInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: SignInValues) => {
    let error: string | null;
    try {
      ({ error } = await signIn(values));
    } catch (cause) {
      console.error('Admin sign-in failed', cause);
      error = UNEXPECTED;
    }
    // Said once, in the form (as on the member's /login): a toast beside it was the same
    // words twice, and twice for a screen reader.
    if (error) {
      setFormError(error);
      return;
    }
    toast.success('Login successful!');
    void navigate(paths.admin.dashboard, { replace: true });
  };

  // The field check comes first (as on the member's /login): nothing is sent until it
  // passes, and an earlier answer from the server is not what the fields need now.
  const fieldError = errors.email?.message ?? errors.password?.message;
  const message = fieldError ?? formError;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit(onSubmit)(event);
      }}
      className="flex flex-col gap-5"
      aria-label="Admin login"
    >
      <CredentialsFields
        register={register}
        errors={errors}
        emailAutoComplete="username"
        message={message}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
