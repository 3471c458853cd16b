import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CredentialsFields } from '@/components/ui/credentials-fields';
import { paths } from '@/config/paths';
import { formCheckResolver } from '@/lib/form-check-resolver';
import { useHydrated } from '@/lib/media/use-media-query';
import {
  signInErrorMessage,
  signInSchema,
  useSignIn,
  type SignInInput,
  type SignInValues,
} from '../api/sign-in';

/** Email and password; `onSignedIn` runs after Firebase Auth accepts them. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  // In the prerendered `/login`, Sign In waits for the app: pressed before, the browser
  // would send the form itself (its fields in the address). The fields take typing.
  const hydrated = useHydrated();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: formCheckResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
    } catch (error) {
      setServerError(signInErrorMessage(error));
      return;
    }
    onSignedIn();
  });

  // Both fields share the spec's one message ("Please fill in all fields"): show it once.
  const fieldError = errors.email?.message ?? errors.password?.message;
  const message = fieldError ?? serverError;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <CredentialsFields
        register={register}
        errors={errors}
        emailAutoComplete="email"
        message={message}
      >
        <div className="-mt-2 text-right">
          <Link to={paths.resetPassword} className="text-sm underline-offset-4 hover:underline">
            Forgot Password?
          </Link>
        </div>
      </CredentialsFields>
      <Button type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
