/**
 * Invitations from the waitlist: an admin invites a signup, the invitee receives a
 * single-use link by email (through the `mail` outbox), creates their account with it,
 * picks a plan and pays. What the link may still do is decided here from the stored
 * invitation; the token itself is never stored (only its hash).
 */
import { z } from 'zod';
import {
  escapeHtml,
  type MailDoc,
  shippingAddressSchema,
  PROFILE_LIMITS,
  USERNAME_PATTERN,
  firstNameSchema,
  lastNameSchema,
} from '../orders';
import type { InvitationDoc } from './schemas/invitation';
import { TIERS, type TierId } from '../membership';

/** How long an invitation link works after it was (re)sent, in days. */
export const INVITATION_TTL_DAYS = 14;
/** Most signups one invite call takes (a page of the waitlist table). */
export const MAX_INVITES_PER_CALL = 100;

/** The account creation route's query parameter carrying the token. */
export const INVITE_PARAM = 'invite';
/**
 * The sign-up routes' query parameter (`?resume=1`) for a signed-in invitee finishing
 * with their own accepted invitation, without the emailed link.
 */
export const RESUME_PARAM = 'resume';

/** The link in the invitation email. */
export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/signup/account-creation?${INVITE_PARAM}=${encodeURIComponent(token)}`;
}

/** When an invitation sent at `now` stops working. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Refusal: no invitation has this token (mistyped, or replaced by a newer email). */
export const INVITATION_NOT_FOUND =
  'This invitation link is not valid. It may have been replaced by a newer invitation email: use the link in the latest one.';
/**
 * Refusal: the invitation expired. The signup is still on the waitlist (as Invited), so
 * joining again would only be refused as a duplicate: the way back is a fresh link, which
 * an admin sends from the waitlist (`inviteSignups` re-sends the same invitation).
 */
export const INVITATION_EXPIRED =
  'This invitation has expired. You are still on our waitlist, so there is no need to join again: reply to your invitation email and we will send you a new link.';
/** Refusal: the invitation was already used to create an account (by someone else). */
export const INVITATION_USED =
  'This invitation has already been used to create an account. Sign in with that account instead.';
/** Refusal: the membership was already paid with this invitation. */
export const INVITATION_CONVERTED =
  'This invitation has already been used: your membership is active. Sign in to continue.';
/**
 * Refusal: an admin withdrew the invitation. The signup is back on the waitlist as
 * Pending (`revokeInvitation`), so the invitee is not asked to join again (a second
 * signup would only be refused as a duplicate).
 */
export const INVITATION_REVOKED =
  'This invitation has been withdrawn. You are still on our waitlist, so there is no need to join again: we will send you a new invitation if a place opens up.';
/** Refusal: inviting a signup that is already a member. */
export const SIGNUP_ALREADY_CONVERTED = 'This signup is already a member.';
/** Refusal: the invitee's email already has an account (sign in instead). */
export const ACCOUNT_EXISTS =
  'An account with this email already exists. Sign in with it to continue.';

/**
 * Refusal of an account created outside an invitation (the Auth blocking function): the
 * client SDK, a script, or a sign-up form elsewhere.
 */
export const ACCOUNT_NEEDS_INVITATION =
  'Accounts are created only from an invitation. Join the waitlist, or open the link in your invitation email to create your account.';

/** Whether an invitation still lets an account be created for its email at `now`. */
export function invitationOpensAccount(
  invitation: Pick<InvitationDoc, 'status' | 'expires_at'>,
  now: Date,
): boolean {
  return invitation.status === 'pending' && invitation.expires_at.getTime() > now.getTime();
}

/** Why an invitation link can no longer be used, as the reason code the page shows. */
export type InvitationRefusalReason = 'not_found' | 'expired' | 'used' | 'converted' | 'revoked';

export const INVITATION_REFUSALS: Readonly<Record<InvitationRefusalReason, string>> = {
  not_found: INVITATION_NOT_FOUND,
  expired: INVITATION_EXPIRED,
  used: INVITATION_USED,
  converted: INVITATION_CONVERTED,
  revoked: INVITATION_REVOKED,
};

/** What the link may do: create the account, continue as the account it created, or nothing. */
export type InvitationUse =
  | { ok: true; step: 'create_account' }
  | { ok: true; step: 'choose_plan' }
  | { ok: false; reason: InvitationRefusalReason; message: string };

function refused(reason: InvitationRefusalReason): InvitationUse {
  return { ok: false, reason, message: INVITATION_REFUSALS[reason] };
}

/**
 * What an invitation allows the caller (`uid`, `null` when signed out) at `now`: a
 * pending, unexpired one creates the account; once accepted, only the account it
 * created may go on to choose a plan and pay (also after the 14 days, so a started
 * sign-up can be finished); revoked and converted ones do nothing.
 */
export function invitationUse(
  invitation: Pick<InvitationDoc, 'status' | 'expires_at' | 'accepted_uid'> | null,
  uid: string | null,
  now: Date,
): InvitationUse {
  if (invitation === null) return refused('not_found');
  switch (invitation.status) {
    case 'revoked':
      return refused('revoked');
    case 'converted':
      return refused('converted');
    case 'accepted':
      return uid !== null && invitation.accepted_uid === uid
        ? { ok: true, step: 'choose_plan' }
        : refused('used');
    case 'pending':
      return invitation.expires_at.getTime() <= now.getTime()
        ? refused('expired')
        : { ok: true, step: 'create_account' };
  }
}

/**
 * What inviting a signup does, given its current invitation: `resend` the open one (still
 * pending, expired or not: the same invitation, a fresh link) or send a `new` one (none
 * yet, or the last was revoked: that one stays dead, and this one starts its own count).
 */
export function invitationSendKind(
  invitation: Pick<InvitationDoc, 'status'> | null,
): 'new' | 'resend' {
  return invitation === null || invitation.status === 'revoked' ? 'new' : 'resend';
}

/** The activity line of an invitation sent by {@link invitationSendKind}. */
export const INVITATION_SENT_ACTIONS: Readonly<Record<'new' | 'resend', string>> = {
  new: 'Waitlist signup invited',
  resend: 'Waitlist invitation re-sent',
};

/** A username for the new profile: the email's local part in allowed characters. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, PROFILE_LIMITS.username);
  return USERNAME_PATTERN.test(local) ? local : 'member';
}

/** The `mail` document of an invitation (Trigger Email format). */
export type InvitationMailDoc = Omit<MailDoc, 'meta'> & {
  meta: { kind: 'invitation'; signup_id: string };
};

/** The invitation email: who invited them, the plan they asked for, the link and its expiry. */
export function invitationMail(
  signupId: string,
  invitee: { email: string; full_name: string; tier: TierId },
  link: string,
  expiresAt: Date,
  now: Date,
): InvitationMailDoc {
  const firstName = invitee.full_name.trim().split(/\s+/)[0] || 'there';
  const expiry = expiresAt.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const tier = TIERS[invitee.tier].name;
  const text = [
    `Hi ${firstName},`,
    '',
    'Your spot on the Unlimited waitlist has come up: you are invited to become a member.',
    `You asked about ${tier}; you can choose any membership when you create your account.`,
    '',
    `Create your account: ${link}`,
    '',
    `This link is yours alone, works once, and expires on ${expiry}.`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    '<p>Your spot on the Unlimited waitlist has come up: you are invited to become a member.</p>',
    `<p>You asked about <strong>${escapeHtml(tier)}</strong>; you can choose any membership when you create your account.</p>`,
    `<p><a href="${escapeHtml(link)}">Create your account</a></p>`,
    `<p>This link is yours alone, works once, and expires on ${escapeHtml(expiry)}.</p>`,
  ].join('');
  return {
    to: invitee.email,
    message: { subject: 'Your invitation to Unlimited', text, html },
    meta: { kind: 'invitation', signup_id: signupId },
    created_at: now,
  };
}

const token = z
  .string({ error: INVITATION_NOT_FOUND })
  .trim()
  .min(16, INVITATION_NOT_FOUND)
  .max(200, INVITATION_NOT_FOUND);

const signupId = z
  .string({ error: 'Please choose a signup.' })
  .trim()
  .min(1, 'Please choose a signup.')
  .max(1500, 'Please choose a signup.')
  .refine((id) => !id.includes('/'), 'Please choose a signup.');

/** `inviteSignups({ signupIds })` (admins): invite, or re-send to, one or many signups. */
export const inviteSignupsInputSchema = z.object({
  signupIds: z
    .array(signupId, { error: 'Please choose at least one signup.' })
    .min(1, 'Please choose at least one signup.')
    .max(MAX_INVITES_PER_CALL, `Invite at most ${MAX_INVITES_PER_CALL} signups at a time.`)
    .transform((ids) => [...new Set(ids)]),
});
export type InviteSignupsInput = z.input<typeof inviteSignupsInputSchema>;

/** What became of each signup of an invite call. */
export interface InviteSignupsResult {
  /** Signups that were sent a (new) invitation email. */
  invited: string[];
  /** Signups not invited, with why. */
  skipped: { signupId: string; reason: string }[];
}

/** `revokeInvitation({ signupId })` (admins). */
export const revokeInvitationInputSchema = z.object({ signupId });
export type RevokeInvitationInput = z.input<typeof revokeInvitationInputSchema>;
export interface RevokeInvitationResult {
  signupId: string;
}

/** `getInvitation({ token })` (anyone with the link). */
export const getInvitationInputSchema = z.object({ token });
export type GetInvitationInput = z.input<typeof getInvitationInputSchema>;
/** Only what the sign-up pages need. */
export interface GetInvitationResult {
  email: string;
  fullName: string;
  tier: TierId;
  step: 'create_account' | 'choose_plan';
  /** ISO date-time. */
  expiresAt: string;
}

/**
 * `getMyInvitation()` (signed in): the caller's own invitation when they created their
 * account with it and have not paid yet (the step is then `choose_plan`), else `null`.
 */
export type GetMyInvitationResult = GetInvitationResult | null;

/** Refusal: a signed-in person with no accepted invitation to finish. */
export const NO_INVITATION_TO_FINISH =
  'There is no invitation to finish for this account. Join the waitlist to be considered for one.';

/** The account creation form (also the `acceptInvitation` callable's input, with the token). */
export const accountCreationSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be 128 characters or fewer'),
  shipping_address: shippingAddressSchema,
});
export type AccountCreationInput = z.input<typeof accountCreationSchema>;
export type AccountCreationValues = z.output<typeof accountCreationSchema>;

/** `acceptInvitation({ token, ...account })`: creates the invitee's account and profile. */
export const acceptInvitationInputSchema = accountCreationSchema.extend({ token });
export type AcceptInvitationInput = z.input<typeof acceptInvitationInputSchema>;
export interface AcceptInvitationResult {
  uid: string;
  email: string;
}

/**
 * How many invitation look-ups or account creations one network address may send in an
 * hour: an invitee reloading the page is far below it, a script trying links is not.
 */
export const INVITATION_CALLER_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 } as const;

/** What a caller over {@link INVITATION_CALLER_LIMIT} is told. */
export const INVITATION_RATE_LIMITED =
  'Too many tries from your network in the last hour. Please try again later.';
