/**
 * Invitations from the waitlist (admins): `inviteSignups` invites, or re-sends to, one or
 * many signups; `revokeInvitation` withdraws one. The functions send the email through
 * the outbox and set the signup's status.
 */
import type {
  InviteSignupsInput,
  InviteSignupsResult,
  RevokeInvitationInput,
  RevokeInvitationResult,
} from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const INVITE_FAILED = 'Failed to send the invitation. Please try again.';
export const REVOKE_FAILED = 'Failed to revoke the invitation. Please try again.';

export function useInviteSignups(): (input: InviteSignupsInput) => Promise<InviteSignupsResult> {
  return useCallable('inviteSignups');
}

export function useRevokeInvitation(): (
  input: RevokeInvitationInput,
) => Promise<RevokeInvitationResult> {
  return useCallable('revokeInvitation');
}
