/**
 * The team (owners only, see callables.ts): inviting staff by email with a role, the
 * invitee joining with the emailed link (a new account, or the one they are signed in
 * with), changing a role and removing someone. Claims are set here, never by a client;
 * `staff/{uid}` mirrors them for the Team page and for the last-owner check, which runs
 * inside a transaction over the whole team so two owners cannot demote each other at once.
 * Every change writes its audit record (names and emails, never raw uids) in the same
 * transaction.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  STAFF_INVITATIONS_COLLECTION,
  STAFF_COLLECTION,
  STAFF_REFUSALS,
  STAFF_ROLE_LABELS,
  claimsWithoutStaff,
  isStaffRole,
  lastOwnerRefusal,
  staffClaims,
  staffInvitationExpiry,
  staffInvitationIsLive,
  staffInvitationLink,
  staffInvitationMail,
  type AcceptStaffInvitationResult,
  type GetStaffInvitationResult,
  type StaffInvitationDoc,
  type StaffMemberDoc,
  type StaffRole,
} from '@unlimited/domain';
import { config } from '../config';
import { actorName, addAudit, type ActorLike } from '../lib/activity';
import { profileDoc, userMetadataDoc } from '../lib/collections';
import { isUserNotFound } from '../lib/errors';
import { hashInvitationToken, newInvitationToken } from '../invitations/token';
import { replaceableUser } from '../invitations/accept-invitation';

const refused = (message: string) => new HttpsError('failed-precondition', message);

function toDate(value: unknown): Date {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return new Date(0);
}

function invitationOf(data: DocumentData): StaffInvitationDoc {
  return {
    ...(data as StaffInvitationDoc),
    expires_at: toDate(data.expires_at),
    created_at: toDate(data.created_at),
    updated_at: toDate(data.updated_at),
    accepted_at: data.accepted_at ? toDate(data.accepted_at) : null,
  };
}

const staffCol = (db: Firestore) => db.collection(STAFF_COLLECTION);
const invitationsCol = (db: Firestore) => db.collection(STAFF_INVITATIONS_COLLECTION);

/** The team as the last-owner check reads it. */
function teamOf(docs: readonly { data(): DocumentData }[]): { uid: string; role: StaffRole }[] {
  return docs.map((doc) => {
    const data = doc.data();
    return { uid: String(data.uid), role: isStaffRole(data.role) ? data.role : 'owner' };
  });
}

/** Sets `uid`'s claims with `change`, then stamps `metadata/{uid}` so their app refreshes. */
async function updateClaims(
  db: Firestore,
  auth: Auth,
  uid: string,
  change: (existing: Record<string, unknown> | undefined) => Record<string, unknown>,
): Promise<void> {
  let existing: Record<string, unknown> | undefined;
  try {
    existing = (await auth.getUser(uid)).customClaims;
  } catch (error) {
    if (isUserNotFound(error)) return;
    throw error;
  }
  await auth.setCustomUserClaims(uid, change(existing));
  await userMetadataDoc(db, uid).set({ id: uid, refresh_time: new Date() });
}

/**
 * Invites `email` to the team with `role`: a new single-use link (7 days) by email through
 * the outbox. An earlier open invitation of the same email stops working.
 */
export async function inviteStaff(
  db: Firestore,
  input: { email: string; role: StaffRole },
  actor: ActorLike,
  now: Date = new Date(),
): Promise<{ invitationId: string }> {
  const token = newInvitationToken();
  const ref = invitationsCol(db).doc();
  await db.runTransaction(async (tx) => {
    const [members, open] = await Promise.all([
      tx.get(staffCol(db).where('email', '==', input.email).limit(1)),
      tx.get(invitationsCol(db).where('email', '==', input.email).where('status', '==', 'pending')),
    ]);
    if (!members.empty) throw refused(STAFF_REFUSALS.alreadyStaff);
    for (const doc of open.docs) {
      tx.update(doc.ref, { status: 'revoked', updated_at: now });
    }
    const expiresAt = staffInvitationExpiry(now);
    const invitation: StaffInvitationDoc = {
      id: ref.id,
      email: input.email,
      role: input.role,
      token_hash: hashInvitationToken(token),
      status: 'pending',
      expires_at: expiresAt,
      invited_by: actorName(actor),
      created_at: now,
      updated_at: now,
      accepted_uid: null,
      accepted_at: null,
    };
    tx.create(ref, invitation);
    const mail = staffInvitationMail(
      ref.id,
      input,
      actorName(actor),
      staffInvitationLink(config.siteUrl, token),
      expiresAt,
      now,
    );
    tx.create(db.collection(config.internalCollections.mail).doc(), mail);
    addAudit(tx, db, {
      kind: 'invited',
      objectType: 'staff',
      objectId: ref.id,
      label: input.email,
      actor,
      at: now,
      changes: [{ field: 'role', before: null, after: STAFF_ROLE_LABELS[input.role] }],
      action: `Staff member “${input.email}” invited as ${STAFF_ROLE_LABELS[input.role]}`,
    });
  });
  logger.info('Staff invited', { invitationId: ref.id, role: input.role });
  return { invitationId: ref.id };
}

/** Withdraws an open invitation: its link stops working. */
export async function revokeStaffInvitation(
  db: Firestore,
  invitationId: string,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const ref = invitationsCol(db).doc(invitationId);
    const snap = await tx.get(ref);
    const data = snap.data();
    if (data === undefined || data.status !== 'pending') {
      throw refused(STAFF_REFUSALS.nothingToRevoke);
    }
    tx.update(ref, { status: 'revoked', updated_at: now });
    addAudit(tx, db, {
      kind: 'invitation_revoked',
      objectType: 'staff',
      objectId: invitationId,
      label: String(data.email),
      actor,
      at: now,
      action: `Staff invitation of “${String(data.email)}” revoked`,
    });
  });
}

async function invitationByToken(
  db: Firestore,
  token: string,
  now: Date,
): Promise<StaffInvitationDoc> {
  const snap = await invitationsCol(db)
    .where('token_hash', '==', hashInvitationToken(token))
    .limit(1)
    .get();
  const doc = snap.docs[0];
  if (doc === undefined) throw refused(STAFF_REFUSALS.linkInvalid);
  const invitation = invitationOf(doc.data());
  if (invitation.status === 'accepted') throw refused(STAFF_REFUSALS.linkUsed);
  if (invitation.status !== 'pending') throw refused(STAFF_REFUSALS.linkInvalid);
  if (!staffInvitationIsLive(invitation, now)) throw refused(STAFF_REFUSALS.linkExpired);
  return invitation;
}

/** What the join page shows for a link: the email, the role, whether to sign in first. */
export async function getStaffInvitation(
  db: Firestore,
  auth: Auth,
  token: string,
  now: Date = new Date(),
): Promise<GetStaffInvitationResult> {
  const invitation = await invitationByToken(db, token, now);
  const existing = await auth.getUserByEmail(invitation.email).catch(() => null);
  // An account the invitee may take the address back from is not theirs to sign in with.
  const taken = existing !== null && (await replaceableUser(db, existing)) === null;
  return {
    email: invitation.email,
    role: invitation.role,
    accountExists: taken,
    expiresAt: invitation.expires_at.toISOString(),
  };
}

/**
 * Joins the team with the link: the signed-in caller (whose email must be the
 * invitation's), or a new account with the invitation's email, `name` and `password`
 * (the account gate lets that email through while the invitation is open). The role is
 * granted now, as `admin: true` and `role`.
 */
export async function acceptStaffInvitation(
  db: Firestore,
  auth: Auth,
  input: { token: string; name?: string | undefined; password?: string | undefined },
  caller: { uid: string; email: string | null; emailVerified: boolean } | null,
  now: Date = new Date(),
): Promise<AcceptStaffInvitationResult> {
  const invitation = await invitationByToken(db, input.token, now);
  let uid: string;
  let name: string | null;
  let created = false;
  if (caller !== null) {
    if (caller.email?.toLowerCase() !== invitation.email) {
      throw refused(STAFF_REFUSALS.wrongAccount);
    }
    // The link was sent to this address: whoever opens it signed in with an account of that
    // address holds the mailbox, so the address is confirmed now (an account someone else
    // made with it cannot be used without the link).
    if (!caller.emailVerified) await auth.updateUser(caller.uid, { emailVerified: true });
    uid = caller.uid;
    const user = await auth.getUser(uid);
    name = user.displayName ?? null;
  } else {
    if (!input.name) throw new HttpsError('invalid-argument', STAFF_REFUSALS.needsName);
    if (!input.password) throw new HttpsError('invalid-argument', STAFF_REFUSALS.needsPassword);
    const existing = await auth.getUserByEmail(invitation.email).catch(() => null);
    if (existing !== null) {
      // As for a member's invitation: an unconfirmed account with nothing on it, which
      // someone else may have made to block the invitee, gives the address back.
      const squatter = await replaceableUser(db, existing);
      if (squatter === null) throw refused(STAFF_REFUSALS.accountExists);
      await auth.deleteUser(squatter);
      await profileDoc(db, squatter).delete();
      logger.warn('Unconfirmed account on a staff invitee’s email replaced by the invitee', {
        invitationId: invitation.id,
        replacedUid: squatter,
      });
    }
    const user = await auth.createUser({
      email: invitation.email,
      password: input.password,
      displayName: input.name,
      // They opened a link sent to this address.
      emailVerified: true,
    });
    uid = user.uid;
    name = input.name;
    created = true;
  }
  try {
    await db.runTransaction(async (tx) => {
      const ref = invitationsCol(db).doc(invitation.id);
      const current = (await tx.get(ref)).data();
      if (current?.token_hash !== invitation.token_hash || current.status !== 'pending') {
        throw refused(STAFF_REFUSALS.linkUsed);
      }
      tx.update(ref, { status: 'accepted', accepted_uid: uid, accepted_at: now, updated_at: now });
      const member: StaffMemberDoc = {
        id: uid,
        uid,
        email: invitation.email,
        name,
        role: invitation.role,
        since: now,
        updated_at: now,
      };
      tx.set(staffCol(db).doc(uid), member);
      addAudit(tx, db, {
        kind: 'joined',
        objectType: 'staff',
        objectId: uid,
        label: invitation.email,
        actor: { uid, name: invitation.email },
        at: now,
        changes: [{ field: 'role', before: null, after: STAFF_ROLE_LABELS[invitation.role] }],
        action: `Staff member “${invitation.email}” joined the team as ${STAFF_ROLE_LABELS[invitation.role]} (invited by ${invitation.invited_by})`,
      });
    });
  } catch (error) {
    if (created) await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  await updateClaims(db, auth, uid, (existing) => staffClaims(existing, invitation.role));
  logger.info('Staff invitation accepted', { invitationId: invitation.id, role: invitation.role });
  return { uid, email: invitation.email, role: invitation.role };
}

/**
 * Gives `uid` the role `role`; refused when it would leave the team without an owner.
 */
export async function changeStaffRole(
  db: Firestore,
  auth: Auth,
  uid: string,
  role: StaffRole,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<void> {
  const changed = await db.runTransaction(async (tx) => {
    const team = await tx.get(staffCol(db));
    const target = team.docs.find((doc) => doc.id === uid)?.data();
    if (target === undefined) throw refused(STAFF_REFUSALS.notStaff);
    if (target.role === role) return false;
    const refusal = lastOwnerRefusal(teamOf(team.docs), uid, role);
    if (refusal !== null) throw refused(refusal);
    tx.update(staffCol(db).doc(uid), { role, updated_at: now });
    const before = isStaffRole(target.role) ? STAFF_ROLE_LABELS[target.role] : null;
    addAudit(tx, db, {
      kind: 'role_changed',
      objectType: 'staff',
      objectId: uid,
      label: String(target.email),
      actor,
      at: now,
      changes: [{ field: 'role', before, after: STAFF_ROLE_LABELS[role] }],
    });
    return true;
  });
  if (changed) await updateClaims(db, auth, uid, (existing) => staffClaims(existing, role));
}

/**
 * Removes `uid` from the team: `admin` and `role` claims taken away and their sessions
 * ended (refresh tokens revoked); refused for the last owner and for oneself.
 */
export async function removeStaff(
  db: Firestore,
  auth: Auth,
  uid: string,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<void> {
  if (typeof actor !== 'string' && actor.uid === uid) throw refused(STAFF_REFUSALS.removeSelf);
  await db.runTransaction(async (tx) => {
    const team = await tx.get(staffCol(db));
    const target = team.docs.find((doc) => doc.id === uid)?.data();
    if (target === undefined) throw refused(STAFF_REFUSALS.notStaff);
    const refusal = lastOwnerRefusal(teamOf(team.docs), uid, null);
    if (refusal !== null) throw refused(refusal);
    tx.delete(staffCol(db).doc(uid));
    const before = isStaffRole(target.role) ? STAFF_ROLE_LABELS[target.role] : null;
    addAudit(tx, db, {
      kind: 'removed',
      objectType: 'staff',
      objectId: uid,
      label: String(target.email),
      actor,
      at: now,
      changes: [{ field: 'role', before, after: null }],
    });
  });
  await updateClaims(db, auth, uid, claimsWithoutStaff);
  await auth.revokeRefreshTokens(uid).catch((error: unknown) => {
    if (!isUserNotFound(error)) throw error;
  });
}

/** Whether a live staff invitation names `email` (the account gate's second door). */
export async function hasLiveStaffInvitation(
  db: Firestore,
  email: string,
  now: Date,
): Promise<boolean> {
  const snap = await invitationsCol(db)
    .where('email', '==', email)
    .where('status', '==', 'pending')
    .get();
  return snap.docs.some((doc) => staffInvitationIsLive(invitationOf(doc.data()), now));
}
