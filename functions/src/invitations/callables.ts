/**
 * Invitation callables: `inviteSignups` and `revokeInvitation` (admins), `getInvitation`
 * and `acceptInvitation` (anyone holding the emailed link), `getMyInvitation` (the signed-in
 * invitee who created their account and has not paid yet).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import {
  acceptInvitationInputSchema,
  getInvitationInputSchema,
  INVITATION_CALLER_LIMIT,
  INVITATION_RATE_LIMITED,
  inviteSignupsInputSchema,
  noInputSchema,
  revokeInvitationInputSchema,
  type AcceptInvitationResult,
  type GetInvitationResult,
  type GetMyInvitationResult,
  type InviteSignupsResult,
  type RevokeInvitationResult,
} from '@unlimited/domain';
import { config } from '../config';
import { adminAuth, firestore } from '../lib/admin';
import { actorOf, requireAdmin, requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { callerAddress, enforceRateLimit } from '../lib/rate-limit';
import {
  acceptInvitation as accept,
  getInvitation as read,
  getMyInvitation as readOwn,
} from './accept-invitation';
import { inviteSignups as invite, revokeInvitation as revoke } from './invite-signups';
import { withAppCheck } from '../lib/app-check';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

/*
 * getInvitation and acceptInvitation are open to anyone holding a link: the token is a
 * single-use random secret, and each network address is limited to a few dozen calls an
 * hour on top, so a script cannot try links or create accounts in bulk.
 */
const limitCaller = (db: Firestore, request: { rawRequest: Parameters<typeof callerAddress>[0] }) =>
  enforceRateLimit(
    db,
    `invitation:${callerAddress(request.rawRequest)}`,
    INVITATION_CALLER_LIMIT,
    INVITATION_RATE_LIMITED,
  );

export const inviteSignups = onCall<unknown, Promise<InviteSignupsResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const { signupIds } = parseInput(inviteSignupsInputSchema, request.data);
    return handleErrors('inviteSignups', { uid: caller.uid }, () =>
      invite(firestore(), signupIds, actorOf(caller)),
    );
  },
);

export const revokeInvitation = onCall<unknown, Promise<RevokeInvitationResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const { signupId } = parseInput(revokeInvitationInputSchema, request.data);
    return handleErrors('revokeInvitation', { uid: caller.uid, signupId }, async () => {
      await revoke(firestore(), signupId, actorOf(caller));
      return { signupId };
    });
  },
);

export const getInvitation = onCall<unknown, Promise<GetInvitationResult>>(
  options,
  async (request) => {
    const { token } = parseInput(getInvitationInputSchema, request.data);
    const uid = request.auth?.uid ?? null;
    return handleErrors('getInvitation', { uid }, async () => {
      const db = firestore();
      await limitCaller(db, request);
      return read(db, token, uid);
    });
  },
);

export const acceptInvitation = onCall<unknown, Promise<AcceptInvitationResult>>(
  options,
  async (request) => {
    const { token, ...account } = parseInput(acceptInvitationInputSchema, request.data);
    return handleErrors('acceptInvitation', {}, async () => {
      const db = firestore();
      await limitCaller(db, request);
      return accept(db, adminAuth(), token, account);
    });
  },
);

/*
 * getMyInvitation takes no input and answers only about the caller's own account, so it
 * needs no rate limit beyond Firebase Auth's: the invitations themselves stay admin-only.
 */
export const getMyInvitation = onCall<unknown, Promise<GetMyInvitationResult>>(
  options,
  async (request) => {
    const { uid } = requireAuth(request);
    parseInput(noInputSchema, request.data);
    return handleErrors('getMyInvitation', { uid }, () => readOwn(firestore(), uid));
  },
);
