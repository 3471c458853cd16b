/**
 * Where a member's emails go (DESIGN.md: the email that notices go to is the verified
 * sign-in email): the Auth account's address, only once verified. The profile's `email`
 * is the member's to write and is never used as a recipient; changing the sign-in email
 * goes through Auth's verify-then-change flow (`verifyBeforeUpdateEmail`), so an address
 * receives mail only after its owner confirmed it.
 */
import type { Auth } from 'firebase-admin/auth';
import { adminAuth } from './admin';

/** The verified sign-in email of `uid`, or `null` (no account, no email, not verified). */
export async function verifiedEmailOf(uid: string, auth: Auth = adminAuth()): Promise<string | null> {
  const user = await auth.getUser(uid).catch(() => null);
  return user?.email && user.emailVerified ? user.email : null;
}
