import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useKeepFocus } from '@/components/ui/use-keep-focus';
import type { Profile } from '@unlimited/domain';
import { ShippingAddressFieldset } from '@/components/forms/shipping-address-fieldset';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import {
  accountFormDefaults,
  accountFormSchema,
  useUpdateProfile,
  type AccountFormInput,
  type AccountFormValues,
} from '../api/update-profile';

export const PROFILE_SAVED = 'Your account details have been saved.';
export const PROFILE_SAVE_FAILED = 'Failed to save your details. Please try again.';

/** Names, username and shipping address; saved to the member's own profile. */
export function ProfileForm({
  uid,
  email,
  profile,
}: {
  uid: string;
  email: string;
  profile: Profile | null;
}) {
  const updateProfile = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormInput, unknown, AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormDefaults(profile),
  });
  const address = errors.shipping_address;
  const keepFocus = useKeepFocus(isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await updateProfile(uid, email, values);
      toast.success(PROFILE_SAVED);
    } catch {
      setError(PROFILE_SAVE_FAILED);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl">Profile</legend>
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
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <InputField
          label="Email"
          type="email"
          value={email}
          readOnly
          disabled
          hint="Your sign-in email"
        />
      </fieldset>
      <ShippingAddressFieldset register={register} errors={address} />
      <FormAlert>{error}</FormAlert>
      <Button ref={keepFocus} type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
