/**
 * The `waitlist_signups` collection: the stored document, the public signup form (also
 * the `joinWaitlist` callable's input) and the admin "Update Status" form.
 */
import { z } from 'zod';
import { TIER_IDS } from '../../membership';
import { styleAnswersSchema } from '../../quiz';
import { normaliseReferralCode } from '../../club';
import { WAITLIST_SOURCES, WAITLIST_STATUSES } from '../waitlist';
import { nullableField, optionalTextField } from '../../core';

/** Character limits of the waitlist signup form. */
export const WAITLIST_LIMITS = {
  full_name: 120,
  email: 254,
  free_text: 1000,
  notes: 2000,
} as const;

const INVALID_EMAIL = 'Please enter a valid email address';

/** An email address, trimmed and lower-cased so the same person is found once. */
const normalisedEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL).max(WAITLIST_LIMITS.email, 'Email address is too long'));

const freeText = optionalTextField(
  WAITLIST_LIMITS.free_text,
  `Please keep this under ${WAITLIST_LIMITS.free_text} characters`,
);

/**
 * The public waitlist form and the `joinWaitlist` callable's input (spec §5 "Public
 * waitlist form"). Text is trimmed; blank optional fields become `null`; unknown keys
 * are dropped.
 */
export const waitlistSignupInputSchema = z.object({
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(WAITLIST_LIMITS.full_name, 'Full name is too long'),
  email: normalisedEmail,
  tier: z.enum(TIER_IDS, { error: 'Please select an access level' }),
  zip_code: optionalTextField(5, 'Please enter a valid 5-digit ZIP code').refine(
    (zip) => zip === null || /^\d{5}$/.test(zip),
    'Please enter a valid 5-digit ZIP code',
  ),
  excitement_reason: freeText,
  comment: freeText,
  // The style quiz's answers when the visitor joins from `/quiz` (validated: only the
  // quiz's own options); missing or null when they join from the waitlist page.
  style_answers: styleAnswersSchema.nullish().transform((answers) => answers ?? null),
  // A member's referral code from the Club link (`/waitlist?ref=CODE`); anything that is
  // not a code is dropped, never an error: a bad link must not stop anyone joining.
  ref: z.unknown().optional().transform(normaliseReferralCode),
});

export type WaitlistSignupInput = z.input<typeof waitlistSignupInputSchema>;
export type WaitlistSignupValues = z.output<typeof waitlistSignupInputSchema>;

/**
 * A `waitlist_signups/{id}` document. Free text is read leniently (imported signups may
 * carry longer text or odd ZIPs); the email is stored trimmed and lower-cased.
 */
export const waitlistSignupDocSchema = z.object({
  full_name: z.string(),
  email: z.string().trim().toLowerCase(),
  tier: z.enum(TIER_IDS),
  zip_code: nullableField(z.string()),
  excitement_reason: nullableField(z.string()),
  comment: nullableField(z.string()),
  status: z.enum(WAITLIST_STATUSES),
  submitted_at: z.date(),
  notes: nullableField(z.string()),
  updated_at: z.date(),
  source: z.enum(WAITLIST_SOURCES).default('web'),
  /** The style quiz's answers, when the visitor joined from `/quiz`. */
  style_answers: nullableField(styleAnswersSchema),
  /** The member who referred this signup (her uid, resolved on the server from her code). */
  referred_by: nullableField(z.string()),
  /** That member's email, for the admins' "Referred by". */
  referred_by_email: nullableField(z.string()),
  /** Whether a member referred it (the admins' "Referred" filter). */
  referred: z.boolean().default(false),
  // The audit stamp of an admin's direct write (see productDocSchema).
  updated_by: z.string().optional(),
  edit_id: z.string().optional(),
});

/** A stored waitlist signup document (without its id). */
export type WaitlistSignupDoc = z.output<typeof waitlistSignupDocSchema>;
/** A waitlist signup as read from Firestore: the document plus its id. */
export type WaitlistSignup = WaitlistSignupDoc & { id: string };

/** The admin "Update Status" dialog: a status and optional notes (blank becomes `null`). */
export const waitlistStatusUpdateSchema = z.object({
  status: z.enum(WAITLIST_STATUSES, { error: 'Please select a status' }),
  notes: optionalTextField(
    WAITLIST_LIMITS.notes,
    `Notes must be ${WAITLIST_LIMITS.notes} characters or fewer`,
  ),
});

export type WaitlistStatusUpdateInput = z.input<typeof waitlistStatusUpdateSchema>;
export type WaitlistStatusUpdate = z.output<typeof waitlistStatusUpdateSchema>;
