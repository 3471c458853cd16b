import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Profile } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
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
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl">Shipping Address</legend>
        <InputField
          label="Full name"
          autoComplete="shipping name"
          error={address?.full_name?.message}
          {...register('shipping_address.full_name')}
        />
        <InputField
          label="Phone"
          type="tel"
          autoComplete="shipping tel"
          error={address?.phone?.message}
          {...register('shipping_address.phone')}
        />
        <InputField
          label="Street address"
          autoComplete="shipping address-line1"
          error={address?.line1?.message}
          {...register('shipping_address.line1')}
        />
        <InputField
          label="Address line 2"
          autoComplete="shipping address-line2"
          error={address?.line2?.message}
          {...register('shipping_address.line2')}
        />
        <InputField
          label="City"
          autoComplete="shipping address-level2"
          error={address?.city?.message}
          {...register('shipping_address.city')}
        />
        <InputField
          label="State"
          autoComplete="shipping address-level1"
          maxLength={2}
          error={address?.state?.message}
          {...register('shipping_address.state')}
        />
        <InputField
          label="ZIP code"
          autoComplete="shipping postal-code"
          error={address?.postal_code?.message}
          {...register('shipping_address.postal_code')}
        />
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
