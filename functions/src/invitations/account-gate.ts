/**
 * Accounts are created only through an invitation (DESIGN.md). `acceptInvitation` creates
 * them with the Admin SDK, which never runs Auth blocking functions (in production, and in
 * the Auth emulator of firebase-tools 14: `accounts:signUp` with the admin's credentials
 * skips them), so the gate below sees only sign-ups from a client: the Auth REST API or
 * the client SDK's `createUserWithEmailAndPassword`, which the app never calls. It lets
 * one through only for an email with a live (pending, unexpired) invitation, so the
 * invitation flow would still work if the Admin SDK's creations went through it too;
 * whoever takes an invitee's address that way holds an unverified account with nothing
 * on it, which `acceptInvitation` replaces (see `replaceableAccount`).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/identity';
import { logger } from 'firebase-functions/logger';
import { ACCOUNT_NEEDS_INVITATION, invitationOpensAccount } from '@unlimited/domain';
import { invitationsCol } from '../lib/collections';
import { hasLiveStaffInvitation } from '../team/staff';

/**
 * Whether an account may be created for `email` at `now`: a live invitation names it (a
 * member's from the waitlist, or a staff invitation from the Team page).
 */
export async function mayCreateAccount(
  db: Firestore,
  email: string | null | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  const snap = await invitationsCol(db).where('email', '==', address).get();
  if (snap.docs.some((doc) => invitationOpensAccount(doc.data(), now))) return true;
  return hasLiveStaffInvitation(db, address, now);
}

/**
 * The blocking function's decision for a new account.
 *
 * @throws HttpsError `permission-denied` with {@link ACCOUNT_NEEDS_INVITATION}
 */
export async function gateNewAccount(
  db: Firestore,
  user: { uid: string; email?: string | null } | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (await mayCreateAccount(db, user?.email, now)) return;
  logger.warn('Account creation refused: no live invitation', { uid: user?.uid ?? null });
  throw new HttpsError('permission-denied', ACCOUNT_NEEDS_INVITATION);
}
