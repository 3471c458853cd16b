import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  accountCreationSchema,
  type AccountCreationInput,
  type AccountCreationValues,
} from '@unlimited/domain';
import { ShippingAddressFieldset } from '@/components/forms/shipping-address-fieldset';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/callable';
import { signupPaths } from '../signup-paths';
import { ACCOUNT_CREATION_FAILED, useCreateAccount, useInvitation } from '../api/invitation';
import { InvitationProblem, SignupShell } from './signup-shell';

/**
 * `/signup/account-creation?invite=…`: the invitee sets their password, name and
 * shipping address; the email is the invitation's and cannot be changed.
 */
export function AccountCreation({ token, uid }: { token: string; uid: string | null }) {
  const state = useInvitation(token, uid);
  if (state.status !== 'ready') return <InvitationProblem state={state} />;
  if (state.invitation.step === 'choose_plan') {
    return <Navigate to={signupPaths.tierSelection(token)} replace />;
  }
  return (
    <AccountForm
      token={token}
      email={state.invitation.email}
      fullName={state.invitation.fullName}
    />
  );
}

function splitName(fullName: string): { first: string; last: string } {
  const parts = fullName.trim().split(/\s+/);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

function AccountForm({
  token,
  email,
  fullName,
}: {
  token: string;
  email: string;
  fullName: string;
}) {
  const createAccount = useCreateAccount();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const name = splitName(fullName);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountCreationInput, unknown, AccountCreationValues>({
    resolver: zodResolver(accountCreationSchema),
    defaultValues: {
      first_name: name.first,
      last_name: name.last,
      password: '',
      shipping_address: {
        full_name: fullName,
        line1: '',
        line2: '',
        city: '',
        state: '',
        postal_code: '',
        phone: '',
      },
    },
  });
  const address = errors.shipping_address;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await createAccount(token, values);
      navigate(signupPaths.tierSelection(token));
    } catch (failure) {
      setError(callableErrorMessage(failure, ACCOUNT_CREATION_FAILED));
    }
  });

  return (
    <SignupShell
      step={1}
      title="Create your account"
      intro="Welcome to Unlimited. Set up your account, then choose your membership."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-display text-xl">Account</legend>
          <InputField
            label="Email"
            type="email"
            value={email}
            readOnly
            hint="Your invitation is for this email; you will sign in with it."
            className="sm:col-span-2"
          />
          <InputField
            label="First name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <InputField
            label="Last name"
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <InputField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            className="sm:col-span-2"
            {...register('password')}
          />
        </fieldset>
        <ShippingAddressFieldset register={register} errors={address} />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account...' : 'Create Account'}
        </Button>
      </form>
    </SignupShell>
  );
}
