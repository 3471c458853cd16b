/** The `profiles` collection, one document per member keyed by their uid. */
import { z } from 'zod';
import { storedShippingAddressSchema } from './order';
import { nullableField } from '../../core';
import { styleProfileSchema } from '../../quiz';

/**
 * Length limits of profile fields (in characters, after trimming). `firestore.rules`
 * mirrors these for the writes members make themselves.
 */
export const PROFILE_LIMITS = {
  first_name: 80,
  last_name: 80,
  username: 40,
  email: 254,
} as const;

/** Characters allowed in a username (letters, digits, `_`, `.`, `-`). */
export const USERNAME_PATTERN = /^[a-z0-9_.-]+$/i;

/**
 * A member's first name as they type it (account creation, account settings); a
 * profile write with a blank one is refused (`firestore.rules` `isValidProfile`).
 */
export const firstNameSchema = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(PROFILE_LIMITS.first_name, 'First name is too long');

/** A member's last name as they type it; required like {@link firstNameSchema}. */
export const lastNameSchema = z
  .string({ error: 'Last name is required' })
  .trim()
  .min(1, 'Last name is required')
  .max(PROFILE_LIMITS.last_name, 'Last name is too long');

/**
 * A `profiles/{uid}` document. Names read as stored (an older profile may hold a blank
 * one; the dashboard then greets "Member"), but every write needs both
 * ({@link firstNameSchema}); the email is stored trimmed and lower-cased.
 */
export const profileDocSchema = z.object({
  first_name: z
    .string()
    .trim()
    .max(
      PROFILE_LIMITS.first_name,
      `First name must be ${PROFILE_LIMITS.first_name} characters or fewer`,
    ),
  last_name: z
    .string()
    .trim()
    .max(
      PROFILE_LIMITS.last_name,
      `Last name must be ${PROFILE_LIMITS.last_name} characters or fewer`,
    ),
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(PROFILE_LIMITS.username, `Username must be ${PROFILE_LIMITS.username} characters or fewer`)
    .regex(USERNAME_PATTERN, 'Username may only contain letters, numbers, _ . and -'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email('Please enter a valid email address')
        .max(PROFILE_LIMITS.email, 'Email address is too long'),
    ),
  shipping_address: nullableField(storedShippingAddressSchema),
  /**
   * The member's style quiz answers (`/quiz`), which order the closet "For you"; missing
   * (or null) when they have not taken the quiz or cleared it. Optional so that writes of
   * the other fields (a merge) leave it as it is.
   */
  style_profile: styleProfileSchema.nullish(),
});

/** A stored profile document (without its id). */
export type ProfileDoc = z.output<typeof profileDocSchema>;
/** A profile as read from Firestore; `id` is the member's uid. */
export type Profile = ProfileDoc & { id: string };
