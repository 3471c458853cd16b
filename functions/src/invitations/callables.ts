/**
 * Invitation callables: `inviteSignups` and `revokeInvitation` (admins), `getInvitation`
 * and `acceptInvitation` (anyone holding the emailed link).
 */
import { onCall } from 'firebase-functions/https';
import {
  acceptInvitationInputSchema,
  getInvitationInputSchema,
  inviteSignupsInputSchema,
  revokeInvitationInputSchema,
  type AcceptInvitationResult,
  type GetInvitationResult,
  type InviteSignupsResult,
  type RevokeInvitationResult,
} from '@unlimited/domain';
import { config } from '../config';
import { adminAuth, firestore } from '../lib/admin';
import { actorOf, requireAdmin } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { acceptInvitation as accept, getInvitation as read } from './accept-invitation';
import { inviteSignups as invite, revokeInvitation as revoke } from './invite-signups';

const options = { region: config.region, maxInstances: config.maxInstances } as const;

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
    return handleErrors('getInvitation', { uid }, () => read(firestore(), token, uid));
  },
);

export const acceptInvitation = onCall<unknown, Promise<AcceptInvitationResult>>(
  options,
  async (request) => {
    const { token, ...account } = parseInput(acceptInvitationInputSchema, request.data);
    return handleErrors('acceptInvitation', {}, () =>
      accept(firestore(), adminAuth(), token, account),
    );
  },
);
