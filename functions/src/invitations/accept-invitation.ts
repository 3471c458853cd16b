/**
 * The invitee's side: `getInvitation` tells the sign-up pages what the link allows
 * (only the email, name, preselected tier and step), and `acceptInvitation` creates the
 * account (email fixed by the invitation), its profile, and binds the invitation to it.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  ACCOUNT_EXISTS,
  INVITATION_REFUSALS,
  NO_INVITATION_TO_FINISH,
  invitationUse,
  usernameFromEmail,
  type AcceptInvitationResult,
  type AccountCreationValues,
  type GetInvitationResult,
  type GetMyInvitationResult,
  type Invitation,
} from '@unlimited/domain';
import { invitationDoc, profileDoc, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { findInvitationByAcceptedUid, findInvitationByToken, hashInvitationToken } from './token';

function refusedLink(reason: keyof typeof INVITATION_REFUSALS): HttpsError {
  return new HttpsError('failed-precondition', INVITATION_REFUSALS[reason], { reason });
}

/**
 * The invitation behind `token` if the caller (`uid`, or `null` signed out) may use it
 * now, with the step it allows.
 *
 * @throws HttpsError `failed-precondition` (details `{ reason }`) when the link is unknown,
 *   expired, used, converted or revoked
 */
export async function usableInvitation(
  db: Firestore,
  token: string,
  uid: string | null,
  now: Date,
): Promise<{ invitation: Invitation; step: 'create_account' | 'choose_plan' }> {
  const invitation = await findInvitationByToken(db, token);
  const use = invitationUse(invitation, uid, now);
  if (!use.ok || invitation === null) {
    throw refusedLink(use.ok ? 'not_found' : use.reason);
  }
  return { invitation, step: use.step };
}

/**
 * The invitation `uid` created their account with, while it still lets them choose a plan
 * and pay (accepted, not converted or revoked), or `null`.
 */
export async function ownOpenInvitation(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<Invitation | null> {
  const invitation = await findInvitationByAcceptedUid(db, uid);
  const use = invitationUse(invitation, uid, now);
  return use.ok && use.step === 'choose_plan' ? invitation : null;
}

/**
 * {@link usableInvitation} for a signed-in invitee without the link: their own accepted
 * invitation, at the `choose_plan` step.
 *
 * @throws HttpsError `failed-precondition` when they have none to finish
 */
export async function usableOwnInvitation(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ invitation: Invitation; step: 'choose_plan' }> {
  const invitation = await ownOpenInvitation(db, uid, now);
  if (invitation === null) throw new HttpsError('failed-precondition', NO_INVITATION_TO_FINISH);
  return { invitation, step: 'choose_plan' };
}

function invitationView(
  invitation: Invitation,
  step: GetInvitationResult['step'],
): GetInvitationResult {
  return {
    email: invitation.email,
    fullName: invitation.full_name,
    tier: invitation.tier,
    step,
    expiresAt: invitation.expires_at.toISOString(),
  };
}

/** `getMyInvitation()`: what {@link ownOpenInvitation} finds, as the sign-up pages read it. */
export async function getMyInvitation(
  db: Firestore,
  uid: string,
  now: Date = new Date(),
): Promise<GetMyInvitationResult> {
  const invitation = await ownOpenInvitation(db, uid, now);
  return invitation === null ? null : invitationView(invitation, 'choose_plan');
}

export async function getInvitation(
  db: Firestore,
  token: string,
  uid: string | null,
  now: Date = new Date(),
): Promise<GetInvitationResult> {
  const { invitation, step } = await usableInvitation(db, token, uid, now);
  return invitationView(invitation, step);
}

function isEmailTaken(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/email-already-exists';
}

/**
 * The uid of the account already holding `email` if the invitee may take the address
 * back from it, else `null`: an account whose email nobody verified, with no role, no
 * membership and no invitation of its own, so someone who is not the invitee may have
 * made it (before accounts needed an invitation, or while this one was pending) to block
 * them. Opening the emailed link proves the invitee owns the address.
 */
async function replaceableAccount(
  db: Firestore,
  auth: Auth,
  email: string,
): Promise<string | null> {
  const existing = await auth.getUserByEmail(email).catch(() => null);
  return existing === null ? null : replaceableUser(db, existing);
}

/** `replaceableAccount` of an account already read: its uid when it may be replaced. */
export async function replaceableUser(db: Firestore, existing: UserRecord): Promise<string | null> {
  if (existing.emailVerified) return null;
  const claims = existing.customClaims ?? {};
  if (Object.keys(claims).length > 0) return null;
  const [subscription, invitation] = await Promise.all([
    subscriptionDoc(db, existing.uid).get(),
    findInvitationByAcceptedUid(db, existing.uid),
  ]);
  return subscription.exists || invitation !== null ? null : existing.uid;
}

async function createInviteeAccount(
  db: Firestore,
  auth: Auth,
  invitation: Invitation,
  account: AccountCreationValues,
): Promise<string> {
  const create = () =>
    auth.createUser({
      email: invitation.email,
      password: account.password,
      displayName: `${account.first_name} ${account.last_name}`,
      // They opened a link sent to this address.
      emailVerified: true,
    });
  try {
    return (await create()).uid;
  } catch (error) {
    if (!isEmailTaken(error)) throw error;
  }
  const squatter = await replaceableAccount(db, auth, invitation.email);
  if (squatter === null) throw new HttpsError('failed-precondition', ACCOUNT_EXISTS);
  await auth.deleteUser(squatter);
  await profileDoc(db, squatter).delete();
  logger.warn('Unverified account on an invitee’s email replaced by the invitee', {
    signupId: invitation.id,
    replacedUid: squatter,
  });
  try {
    return (await create()).uid;
  } catch (error) {
    if (isEmailTaken(error)) throw new HttpsError('failed-precondition', ACCOUNT_EXISTS);
    throw error;
  }
}

/**
 * Creates the invitee's account with the invitation's email and their password, their
 * profile (name, username, shipping address), and marks the invitation accepted by it.
 * If the invitation was used meanwhile, the new account is deleted again. An unverified
 * account with nothing on it that already holds the email is replaced (see
 * `replaceableAccount`), so nobody can block an invitee by taking their address first.
 *
 * @throws HttpsError `failed-precondition` when the link cannot be used or the email
 *   already has a real account
 */
export async function acceptInvitation(
  db: Firestore,
  auth: Auth,
  token: string,
  account: AccountCreationValues,
  now: Date = new Date(),
): Promise<AcceptInvitationResult> {
  const { invitation, step } = await usableInvitation(db, token, null, now);
  if (step !== 'create_account') throw refusedLink('used');
  const uid = await createInviteeAccount(db, auth, invitation, account);
  const tokenHash = hashInvitationToken(token);
  try {
    await db.runTransaction(async (tx) => {
      const ref = invitationDoc(db, invitation.id);
      const current = dataOrNull(await tx.get(ref));
      if (current?.token_hash !== tokenHash || current.status !== 'pending') {
        throw refusedLink('used');
      }
      tx.update(ref, { status: 'accepted', accepted_uid: uid, accepted_at: now, updated_at: now });
      tx.set(profileDoc(db, uid), {
        id: uid,
        first_name: account.first_name,
        last_name: account.last_name,
        username: usernameFromEmail(invitation.email),
        email: invitation.email,
        shipping_address: account.shipping_address,
      });
    });
  } catch (error) {
    await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  logger.info('Invitation accepted', { signupId: invitation.id, uid });
  return { uid, email: invitation.email };
}
