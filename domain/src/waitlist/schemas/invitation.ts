/**
 * The `invitations` collection, one document per invited waitlist signup (keyed by the
 * signup's id). Only functions write it and only admins read it: it holds the hash of
 * the single-use token sent by email, never the token itself.
 */
import { z } from 'zod';
import { TIER_IDS } from '../../membership';
import { nullableField } from '../../core';

/**
 * An invitation's life: `pending` (sent, link usable), `accepted` (the invitee created
 * their account; the link still lets that account finish paying), `converted` (paid),
 * `revoked` (an admin withdrew it).
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'converted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An `invitations/{signupId}` document. */
export const invitationDocSchema = z.object({
  signup_id: z.string(),
  email: z.string().trim().toLowerCase(),
  full_name: z.string(),
  /** The tier the signup asked for: preselected on tier selection. */
  tier: z.enum(TIER_IDS),
  /** SHA-256 (hex) of the current token; a resend replaces it, so older links stop working. */
  token_hash: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.date(),
  created_at: z.date(),
  updated_at: z.date(),
  /** How many times the invitation email was sent. */
  sent_count: z.number().int().nonnegative().default(1),
  /** Who sent it last (an admin's email or uid). */
  invited_by: z.string(),
  /** The account created with it. */
  accepted_uid: nullableField(z.string()),
  accepted_at: nullableField(z.date()),
  converted_at: nullableField(z.date()),
  revoked_at: nullableField(z.date()),
});

/** A stored invitation document (without its id). */
export type InvitationDoc = z.output<typeof invitationDocSchema>;
/** An invitation as read from Firestore; `id` is the signup's id. */
export type Invitation = InvitationDoc & { id: string };
