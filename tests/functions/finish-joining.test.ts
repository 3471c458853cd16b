/**
 * An invitee who created the account and left before paying finishes joining without the
 * emailed link: `getMyInvitation` answers only about the caller's own accepted invitation,
 * and `startCheckout` without a token pays with it. Invitations stay admin-only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_INVITATION_TO_FINISH } from '@unlimited/domain';
import {
  adminDb,
  anonymousCaller,
  passwordCaller,
  signedInCaller,
  type Caller,
  useFreshEmulators,
} from './helpers';
import { addPendingSignup, invitationMails, inviteeAccount } from './invitees';

useFreshEmulators();

const PASSWORD = 'invitee-password-2';

let admin: Caller;
beforeAll(async () => {
  admin = await signedInCaller('finish-admin', { admin: true });
}, 60_000);

/** Invites `signupId` and creates the account with its link; the invitee signed in. */
async function inviteeWithAccount(signupId: string, email: string) {
  await addPendingSignup(signupId, email, { tier: 'reserve' });
  await admin.call('inviteSignups', { signupIds: [signupId] });
  const [mail] = await invitationMails(signupId);
  const { uid } = await anonymousCaller().call('acceptInvitation', {
    token: mail?.token ?? '',
    ...inviteeAccount('Ines', 'Halloran', PASSWORD),
  });
  return { uid, invitee: await passwordCaller(email, PASSWORD) };
}

describe('getMyInvitation and startCheckout without the link', () => {
  it('refuses a signed-out caller', async () => {
    await expect(anonymousCaller().call('getMyInvitation')).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it(
    'lets the invitee finish with their own invitation, and nobody else',
    { timeout: 120_000 },
    async () => {
      const { uid, invitee } = await inviteeWithAccount('signup-f', 'ines.f@example.com');
      await expect(invitee.call('getMyInvitation')).resolves.toEqual({
        email: 'ines.f@example.com',
        fullName: 'Nora Vance',
        tier: 'reserve',
        step: 'choose_plan',
        expiresAt: expect.any(String),
      });

      // Another signed-in account has nothing to finish and cannot pay with it.
      const stranger = await signedInCaller('finish-stranger', {});
      await expect(stranger.call('getMyInvitation')).resolves.toBeNull();
      await expect(
        stranger.call('startCheckout', { tier: 'reserve', addOns: {} }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: NO_INVITATION_TO_FINISH,
      });

      await expect(
        invitee.call('startCheckout', { tier: 'elite', addOns: { select_access: true } }),
      ).resolves.toEqual({ mode: 'demo', tier: 'elite' });
      const subscription = await adminDb().collection('subscriptions').doc(uid).get();
      expect(subscription.data()).toMatchObject({
        plan_name: 'elite',
        status: 'active',
        add_ons: { full_coverage: false, select_access: true },
      });
      const signup = await adminDb().collection('waitlist_signups').doc('signup-f').get();
      expect(signup.get('status')).toBe('converted');
      // Paid: nothing left to finish.
      await expect(invitee.call('getMyInvitation')).resolves.toBeNull();
    },
  );

  it(
    'has nothing to finish once an admin revoked the invitation',
    { timeout: 120_000 },
    async () => {
      const { invitee } = await inviteeWithAccount('signup-g', 'ines.g@example.com');
      await admin.call('revokeInvitation', { signupId: 'signup-g' });
      await expect(invitee.call('getMyInvitation')).resolves.toBeNull();
      await expect(
        invitee.call('startCheckout', { tier: 'reserve', addOns: {} }),
      ).rejects.toMatchObject({ message: NO_INVITATION_TO_FINISH });
    },
  );
});
