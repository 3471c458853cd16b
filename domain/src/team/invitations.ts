/** The team's stored documents, staff invitations (email, link) and the team callables' inputs. */
import { z } from 'zod';
import { escapeHtml } from '../orders';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from './roles';

// ---------------------------------------------------------------------------------------
// Stored documents: `staff/{uid}` (the team, written by functions) and
// `staff_invitations/{id}` (open invitations). Both readable by owners only.

export const STAFF_COLLECTION = 'staff';
export const STAFF_INVITATIONS_COLLECTION = 'staff_invitations';

/** `staff/{uid}`: one member of staff. */
export interface StaffMemberDoc {
  id: string;
  uid: string;
  email: string;
  name: string | null;
  role: StaffRole;
  /** When they joined the team. */
  since: Date;
  updated_at: Date;
}

export type StaffInvitationStatus = 'pending' | 'accepted' | 'revoked';

/** `staff_invitations/{id}`: an invitation to join the team (the token only as its hash). */
export interface StaffInvitationDoc {
  id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  status: StaffInvitationStatus;
  expires_at: Date;
  invited_by: string;
  created_at: Date;
  updated_at: Date;
  accepted_uid: string | null;
  accepted_at: Date | null;
}

/** How long a staff invitation link works, in days. */
export const STAFF_INVITATION_TTL_DAYS = 7;

export function staffInvitationExpiry(now: Date): Date {
  return new Date(now.getTime() + STAFF_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether a staff invitation still lets its email create an account and join at `now`. */
export function staffInvitationIsLive(
  invitation: Pick<StaffInvitationDoc, 'status' | 'expires_at'>,
  now: Date,
): boolean {
  return invitation.status === 'pending' && invitation.expires_at.getTime() > now.getTime();
}

/** The page the invitation email links to (`?token=…`). */
export const STAFF_JOIN_PATH = '/admin/join';
export const STAFF_TOKEN_PARAM = 'token';

export function staffInvitationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${STAFF_JOIN_PATH}?${STAFF_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The outbox document of a staff invitation. */
export interface StaffInvitationMailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  meta: { kind: 'staff_invitation'; invitation_id: string };
  created_at: Date;
}

export function staffInvitationMail(
  invitationId: string,
  invitee: { email: string; role: StaffRole },
  invitedBy: string,
  link: string,
  expiresAt: Date,
  now: Date,
): StaffInvitationMailDoc {
  const expiry = expiresAt.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const role = STAFF_ROLE_LABELS[invitee.role];
  const text = [
    'Hello,',
    '',
    `${invitedBy} invited you to join the Unlimited team as ${role}.`,
    '',
    `Join the team: ${link}`,
    '',
    `This link is yours alone, works once, and expires on ${expiry}.`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(invitedBy)} invited you to join the Unlimited team as <strong>${escapeHtml(role)}</strong>.</p>`,
    `<p><a href="${escapeHtml(link)}">Join the team</a></p>`,
    `<p>This link is yours alone, works once, and expires on ${escapeHtml(expiry)}.</p>`,
  ].join('');
  return {
    to: invitee.email,
    message: { subject: 'Join the Unlimited team', text, html },
    meta: { kind: 'staff_invitation', invitation_id: invitationId },
    created_at: now,
  };
}

// ---------------------------------------------------------------------------------------
// Callables.

const roleSchema = z.enum(STAFF_ROLES, { message: 'Choose a role: owner, operations or support.' });
const uidSchema = z.string().trim().min(1, 'Choose a member of staff.').max(128);
const tokenSchema = z
  .string({ message: 'This link is missing its invitation token.' })
  .trim()
  .min(20, 'This invitation link is not valid.')
  .max(200, 'This invitation link is not valid.');

export const inviteStaffInputSchema = z.object({
  email: z
    .string({ message: 'Enter an email address.' })
    .trim()
    .toLowerCase()
    .max(254, 'That email address is too long.')
    .pipe(z.email({ message: 'Enter a valid email address.' })),
  role: roleSchema,
});
export type InviteStaffInput = z.input<typeof inviteStaffInputSchema>;
export interface InviteStaffResult {
  invitationId: string;
}

export const changeStaffRoleInputSchema = z.object({ uid: uidSchema, role: roleSchema });
export type ChangeStaffRoleInput = z.input<typeof changeStaffRoleInputSchema>;

export const removeStaffInputSchema = z.object({ uid: uidSchema });
export type RemoveStaffInput = z.input<typeof removeStaffInputSchema>;

export const revokeStaffInvitationInputSchema = z.object({
  invitationId: z.string().trim().min(1, 'Choose an invitation.').max(128),
});

export const getStaffInvitationInputSchema = z.object({ token: tokenSchema });
export interface GetStaffInvitationResult {
  email: string;
  role: StaffRole;
  /** Whether an account already uses the email (then: sign in, then accept). */
  accountExists: boolean;
  expiresAt: string;
}

/**
 * Accepting: a new account needs a name and a password; a signed-in caller whose email is
 * the invitation's joins with that account and sends neither.
 */
export const acceptStaffInvitationInputSchema = z.object({
  token: tokenSchema,
  name: z.string().trim().max(100, 'Use at most 100 characters for your name.').optional(),
  password: z
    .string()
    .min(8, 'Use at least 8 characters for your password.')
    .max(128, 'Use at most 128 characters for your password.')
    .optional(),
});
export type AcceptStaffInvitationInput = z.input<typeof acceptStaffInvitationInputSchema>;
export interface AcceptStaffInvitationResult {
  uid: string;
  email: string;
  role: StaffRole;
}

/** Refusals of the staff callables. */
export const STAFF_REFUSALS = {
  alreadyStaff: 'This person is already on the team. Change their role instead.',
  notStaff: 'This person is no longer on the team.',
  linkInvalid: 'This invitation link is not valid. Ask an owner for a new invitation.',
  linkExpired: 'This invitation has expired. Ask an owner for a new invitation.',
  linkUsed: 'This invitation has already been used. Sign in with your account.',
  accountExists:
    'An account with this email already exists. Sign in with it, then open the invitation link again.',
  wrongAccount:
    'You are signed in with a different email than the invitation. Sign out, then open the link again.',
  needsPassword: 'Choose a password of at least 8 characters.',
  needsName: 'Enter your name.',
  removeSelf: 'You cannot remove yourself from the team. Ask another owner.',
  nothingToRevoke: 'This invitation is no longer open.',
} as const;
