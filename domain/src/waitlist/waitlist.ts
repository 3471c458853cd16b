/** Waitlist vocabulary. */

export const WAITLIST_STATUSES = ['pending', 'invited', 'converted', 'declined'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Where a signup came from: the public form or an admin survey import. */
export const WAITLIST_SOURCES = ['web', 'survey_import', 'seed'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

/*
 * A signup's status follows what happened to it: Invited from an open invitation (the
 * invite functions), Converted from the account made with it (accepting the invitation).
 * By hand an admin only declines a pending signup or restores a declined one; an
 * invitation is withdrawn with Revoke, which also stops its link. firestore.rules
 * `waitlist_signups` refuse any other status change.
 */

/** The statuses an admin sets by hand (decline, restore). */
export const ADMIN_SIGNUP_STATUSES = [
  'pending',
  'declined',
] as const satisfies readonly WaitlistStatus[];

/** Refusal: Invited comes from an invitation. */
export const INVITED_NEEDS_INVITATION =
  'Invited follows from an invitation: use Invite to send one. It cannot be set by hand.';

/** Refusal: Converted comes from the member's account. */
export const CONVERTED_NEEDS_ACCOUNT =
  'Converted follows from an account: it is set when the signup joins with their invitation. It cannot be set by hand.';

/** Refusal: an invited signup keeps its status until its invitation is revoked. */
export const REVOKE_FIRST =
  'This signup has an open invitation: revoke it first (its link then stops working), and the signup is Pending again.';

/** Refusal: a converted signup is a member. */
export const CONVERTED_IS_FINAL =
  'This signup joined with their invitation and is a member now: their status stays Converted.';

/**
 * The statuses an admin may choose for a signup in `current`: its own, plus Pending or
 * Declined from either of them; an Invited or Converted signup keeps its status.
 */
export function adminSignupStatusChoices(current: WaitlistStatus): WaitlistStatus[] {
  return (ADMIN_SIGNUP_STATUSES as readonly WaitlistStatus[]).includes(current)
    ? [...ADMIN_SIGNUP_STATUSES]
    : [current];
}

/** Why an admin may not change a signup from `current` to `next` by hand, or `null`. */
export function signupStatusRefusal(current: WaitlistStatus, next: WaitlistStatus): string | null {
  if (next === current) return null;
  if (current === 'invited') return REVOKE_FIRST;
  if (current === 'converted') return CONVERTED_IS_FINAL;
  if (next === 'invited') return INVITED_NEEDS_INVITATION;
  if (next === 'converted') return CONVERTED_NEEDS_ACCOUNT;
  return null;
}
