/**
 * Team callables. Owners only (`requireRole(…, 'manage_team')`): `inviteStaff`,
 * `revokeStaffInvitation`, `changeStaffRole`, `removeStaff`. Anyone holding an emailed
 * link (rate-limited per network address, like member invitations): `getStaffInvitation`
 * and `acceptStaffInvitation`.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import {
  INVITATION_CALLER_LIMIT,
  INVITATION_RATE_LIMITED,
  acceptStaffInvitationInputSchema,
  changeStaffRoleInputSchema,
  getStaffInvitationInputSchema,
  inviteStaffInputSchema,
  removeStaffInputSchema,
  revokeStaffInvitationInputSchema,
  type AcceptStaffInvitationResult,
  type GetStaffInvitationResult,
  type InviteStaffResult,
} from '@unlimited/domain';
import { config } from '../config';
import { adminAuth, firestore } from '../lib/admin';
import { withAppCheck } from '../lib/app-check';
import { actorOf, requireAuth, requireRole } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { callerAddress, enforceRateLimit } from '../lib/rate-limit';
import {
  acceptStaffInvitation as accept,
  changeStaffRole as change,
  getStaffInvitation as read,
  inviteStaff as invite,
  removeStaff as remove,
  revokeStaffInvitation as revoke,
} from './staff';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

const limitCaller = (db: Firestore, request: { rawRequest: Parameters<typeof callerAddress>[0] }) =>
  enforceRateLimit(
    db,
    `staff-invitation:${callerAddress(request.rawRequest)}`,
    INVITATION_CALLER_LIMIT,
    INVITATION_RATE_LIMITED,
  );

export const inviteStaff = onCall<unknown, Promise<InviteStaffResult>>(options, async (request) => {
  const caller = requireRole(request, 'manage_team');
  const input = parseInput(inviteStaffInputSchema, request.data);
  return handleErrors('inviteStaff', { uid: caller.uid }, () =>
    invite(firestore(), input, actorOf(caller)),
  );
});

export const revokeStaffInvitation = onCall<unknown, Promise<{ invitationId: string }>>(
  options,
  async (request) => {
    const caller = requireRole(request, 'manage_team');
    const { invitationId } = parseInput(revokeStaffInvitationInputSchema, request.data);
    return handleErrors('revokeStaffInvitation', { uid: caller.uid, invitationId }, async () => {
      await revoke(firestore(), invitationId, actorOf(caller));
      return { invitationId };
    });
  },
);

export const changeStaffRole = onCall<unknown, Promise<{ uid: string }>>(
  options,
  async (request) => {
    const caller = requireRole(request, 'manage_team');
    const { uid, role } = parseInput(changeStaffRoleInputSchema, request.data);
    return handleErrors('changeStaffRole', { uid: caller.uid, target: uid }, async () => {
      await change(firestore(), adminAuth(), uid, role, actorOf(caller));
      return { uid };
    });
  },
);

export const removeStaff = onCall<unknown, Promise<{ uid: string }>>(options, async (request) => {
  const caller = requireRole(request, 'manage_team');
  const { uid } = parseInput(removeStaffInputSchema, request.data);
  return handleErrors('removeStaff', { uid: caller.uid, target: uid }, async () => {
    await remove(firestore(), adminAuth(), uid, actorOf(caller));
    return { uid };
  });
});

export const getStaffInvitation = onCall<unknown, Promise<GetStaffInvitationResult>>(
  options,
  async (request) => {
    const { token } = parseInput(getStaffInvitationInputSchema, request.data);
    return handleErrors('getStaffInvitation', {}, async () => {
      const db = firestore();
      await limitCaller(db, request);
      return read(db, adminAuth(), token);
    });
  },
);

export const acceptStaffInvitation = onCall<unknown, Promise<AcceptStaffInvitationResult>>(
  options,
  async (request) => {
    const input = parseInput(acceptStaffInvitationInputSchema, request.data);
    const signedIn = request.auth ? requireAuth(request) : null;
    const caller =
      signedIn === null
        ? null
        : { ...signedIn, emailVerified: request.auth?.token.email_verified === true };
    return handleErrors('acceptStaffInvitation', { uid: caller?.uid ?? null }, async () => {
      const db = firestore();
      await limitCaller(db, request);
      return accept(db, adminAuth(), input, caller);
    });
  },
);
