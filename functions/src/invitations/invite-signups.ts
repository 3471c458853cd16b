/**
 * `inviteSignups` and `revokeInvitation` (admins). Inviting a signup (or inviting it
 * again, which re-sends an open invitation, or sends a new one after a revoke) gives it a
 * fresh single-use token valid for 14 days, queues the email in the `mail` outbox and
 * sets the signup to Invited, in one transaction per signup; the previous link stops
 * working. Revoking ends the link and puts the signup back to Pending.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  INVITATION_SENT_ACTIONS,
  SIGNUP_ALREADY_CONVERTED,
  invitationExpiry,
  invitationSendKind,
  invitationLink,
  invitationMail,
  auditChanges,
  type InviteSignupsResult,
} from '@unlimited/domain';
import { config } from '../config';
import { actorName, addAudit, type ActorLike } from '../lib/activity';
import { invitationDoc, waitlistSignupDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { hashInvitationToken, newInvitationToken } from './token';

/** Refusal: the signup was deleted meanwhile. */
export const SIGNUP_NOT_FOUND = 'This signup no longer exists.';
/** Refusal: re-sending after the invitee already created their account. */
export const ACCOUNT_ALREADY_CREATED =
  'They have already created their account; they can sign in to finish joining.';
/** Refusal: revoking when there is nothing to revoke. */
export const NOTHING_TO_REVOKE = 'This signup has no open invitation.';

type InviteOutcome = { ok: true } | { ok: false; reason: string };

async function inviteOne(
  db: Firestore,
  signupId: string,
  actor: ActorLike,
  now: Date,
): Promise<InviteOutcome> {
  return db.runTransaction(async (tx) => {
    const signupRef = waitlistSignupDoc(db, signupId);
    const invitationRef = invitationDoc(db, signupId);
    const [signup, invitation] = await Promise.all([
      tx.get(signupRef).then(dataOrNull),
      tx.get(invitationRef).then(dataOrNull),
    ]);
    if (signup === null) return { ok: false, reason: SIGNUP_NOT_FOUND };
    if (signup.status === 'converted' || invitation?.status === 'converted') {
      return { ok: false, reason: SIGNUP_ALREADY_CONVERTED };
    }
    if (invitation?.status === 'accepted') return { ok: false, reason: ACCOUNT_ALREADY_CREATED };
    // A new token on every attempt: a retried transaction never reuses one it did not send.
    const token = newInvitationToken();
    const expiresAt = invitationExpiry(now);
    const kind = invitationSendKind(invitation);
    tx.set(invitationRef, {
      id: signupId,
      signup_id: signupId,
      email: signup.email,
      full_name: signup.full_name,
      tier: signup.tier,
      token_hash: hashInvitationToken(token),
      status: 'pending',
      expires_at: expiresAt,
      created_at: kind === 'resend' ? (invitation?.created_at ?? now) : now,
      updated_at: now,
      sent_count: kind === 'resend' ? (invitation?.sent_count ?? 0) + 1 : 1,
      invited_by: actorName(actor),
      accepted_uid: null,
      accepted_at: null,
      converted_at: null,
      revoked_at: null,
    });
    const mail = invitationMail(
      signupId,
      signup,
      invitationLink(config.siteUrl, token),
      expiresAt,
      now,
    );
    tx.create(db.collection(config.internalCollections.mail).doc(), mail);
    tx.update(signupRef, { status: 'invited', updated_at: now });
    addAudit(tx, db, {
      kind: 'invited',
      objectType: 'waitlist_signup',
      objectId: signupId,
      label: signup.email,
      actor,
      at: now,
      changes: auditChanges(signup, { ...signup, status: 'invited' }, ['status']),
      action: INVITATION_SENT_ACTIONS[kind],
    });
    return { ok: true };
  });
}

/** Invites (or re-invites) each signup; one signup's refusal does not stop the others. */
export async function inviteSignups(
  db: Firestore,
  signupIds: readonly string[],
  actor: ActorLike,
  now: Date = new Date(),
): Promise<InviteSignupsResult> {
  const result: InviteSignupsResult = { invited: [], skipped: [] };
  for (const signupId of signupIds) {
    const outcome = await inviteOne(db, signupId, actor, now);
    if (outcome.ok) result.invited.push(signupId);
    else result.skipped.push({ signupId, reason: outcome.reason });
  }
  logger.info('Signups invited', {
    invited: result.invited.length,
    skipped: result.skipped.length,
  });
  return result;
}

/**
 * Revokes the open invitation of `signupId`: the link stops working and the signup is
 * Pending again. An invitation already used to create an account is revoked too (the
 * account stays, without a membership).
 *
 * @throws HttpsError `failed-precondition` when there is no open invitation
 */
export async function revokeInvitation(
  db: Firestore,
  signupId: string,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const signupRef = waitlistSignupDoc(db, signupId);
    const invitationRef = invitationDoc(db, signupId);
    const [signup, invitation] = await Promise.all([
      tx.get(signupRef).then(dataOrNull),
      tx.get(invitationRef).then(dataOrNull),
    ]);
    if (invitation === null || invitation.status === 'revoked') {
      throw new HttpsError('failed-precondition', NOTHING_TO_REVOKE);
    }
    if (invitation.status === 'converted') {
      throw new HttpsError('failed-precondition', SIGNUP_ALREADY_CONVERTED);
    }
    tx.update(invitationRef, { status: 'revoked', revoked_at: now, updated_at: now });
    const reopened = signup !== null && signup.status === 'invited';
    if (reopened) tx.update(signupRef, { status: 'pending', updated_at: now });
    addAudit(tx, db, {
      kind: 'invitation_revoked',
      objectType: 'waitlist_signup',
      objectId: signupId,
      label: signup?.email ?? invitation.email,
      actor,
      at: now,
      changes: reopened ? [{ field: 'status', before: 'invited', after: 'pending' }] : [],
      action: 'Waitlist invitation revoked',
    });
  });
  logger.info('Invitation revoked', { signupId });
}
