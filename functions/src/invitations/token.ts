/** Invitation tokens: 256 random bits, sent by email; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Invitation } from '@unlimited/domain';
import { invitationsCol } from '../lib/collections';

/** A new random token (URL-safe). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The invitation whose current token is `token`, or `null`. */
export async function findInvitationByToken(
  db: Firestore,
  token: string,
): Promise<Invitation | null> {
  const snap = await invitationsCol(db)
    .where('token_hash', '==', hashInvitationToken(token))
    .limit(1)
    .get();
  return snap.docs[0]?.data() ?? null;
}

/** The invitation whose account `uid` created (at most one: an account is created once). */
export async function findInvitationByAcceptedUid(
  db: Firestore,
  uid: string,
): Promise<Invitation | null> {
  const snap = await invitationsCol(db).where('accepted_uid', '==', uid).limit(1).get();
  return snap.docs[0]?.data() ?? null;
}
