/**
 * The member's own profile: names, username and the shipping address `createOrder`
 * copies onto each order. The form's schema reuses the domain's name, username and
 * address schemas (sign-up's too; `firestore.rules` refuses the same); the address is optional as a
 * whole, but once any line is filled it must be complete.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { setDoc, updateDoc, type DocumentReference, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import {
  firstNameSchema,
  lastNameSchema,
  profileDocSchema,
  shippingAddressSchema,
  type Profile,
  type ShippingAddress,
} from '@unlimited/domain';
import { memberProfileRef } from '@/lib/firestore/queries/profiles';
import { useFirestoreDocData } from '@/lib/firestore/live';

const ADDRESS_KEYS = [
  'full_name',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'phone',
] as const;

const addressFormSchema = z
  .object(
    Object.fromEntries(ADDRESS_KEYS.map((key) => [key, z.string()])) as Record<
      (typeof ADDRESS_KEYS)[number],
      z.ZodString
    >,
  )
  .transform((address, ctx): ShippingAddress | null => {
    if (ADDRESS_KEYS.every((key) => address[key].trim() === '')) return null;
    const parsed = shippingAddressSchema.safeParse(address);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: address });
    }
    return z.NEVER;
  });

export const accountFormSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  username: profileDocSchema.shape.username,
  shipping_address: addressFormSchema,
});
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountFormValues = z.output<typeof accountFormSchema>;

/** The form's starting values from a stored profile (or blanks). */
export function accountFormDefaults(profile: Profile | null): AccountFormInput {
  const address = profile?.shipping_address;
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    username: profile?.username ?? '',
    shipping_address: {
      full_name: address?.full_name ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postal_code: address?.postal_code ?? '',
      phone: address?.phone ?? '',
    },
  };
}

export function getProfileRef(db: Firestore, uid: string): DocumentReference<Profile> {
  return memberProfileRef(db, uid);
}

/**
 * Writes the profile's fields (the rules require every one on create and update), merged
 * so that the style profile the quiz saved stays.
 */
export function updateProfile(
  db: Firestore,
  uid: string,
  email: string,
  values: AccountFormValues,
): Promise<void> {
  return setDoc(
    getProfileRef(db, uid),
    {
      id: uid,
      first_name: values.first_name,
      last_name: values.last_name,
      username: values.username,
      email: email.trim().toLowerCase(),
      shipping_address: values.shipping_address,
    },
    { merge: true },
  );
}

export type AccountProfileState =
  { status: 'loading' | 'error'; profile: null } | { status: 'success'; profile: Profile | null };

export function useAccountProfile(uid: string): AccountProfileState {
  const db = useFirestore();
  const ref = useMemo(() => getProfileRef(db, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, profile: null };
  return { status, profile: data ?? null };
}

export function useUpdateProfile(): (
  uid: string,
  email: string,
  values: AccountFormValues,
) => Promise<void> {
  const db = useFirestore();
  return useCallback(
    (uid: string, email: string, values: AccountFormValues) =>
      updateProfile(db, uid, email, values),
    [db],
  );
}

/**
 * The profile's email once the sign-in email changed (Auth's verify-then-change flow,
 * then a new sign-in): only the email is written, and the rules take only the caller's
 * verified sign-in email. Display only; emails go to the address Auth holds.
 */
export function syncProfileEmail(db: Firestore, uid: string, email: string): Promise<void> {
  return updateDoc(getProfileRef(db, uid), { email: email.trim().toLowerCase() });
}

/** The profile email a verified sign-in email should replace, else null. */
export function staleProfileEmail(
  user: { email: string | null; emailVerified: boolean },
  profile: Profile | null,
): string | null {
  if (!profile || !user.email || !user.emailVerified) return null;
  const email = user.email.trim().toLowerCase();
  return profile.email === email ? null : email;
}

/**
 * Brings the stored profile's email in line with the verified sign-in email when they
 * differ (after an email change). A failed write is left for the next visit: the page
 * shows the sign-in email either way.
 */
export function useSyncProfileEmail(
  uid: string,
  user: { email: string | null; emailVerified: boolean },
  state: AccountProfileState,
): void {
  const db = useFirestore();
  const target = state.status === 'success' ? staleProfileEmail(user, state.profile) : null;
  useEffect(() => {
    if (target === null) return;
    syncProfileEmail(db, uid, target).catch(() => undefined);
  }, [db, uid, target]);
}
