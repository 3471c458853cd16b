/**
 * Security review M1: accounts are created only through an invitation. A sign-up from
 * the client SDK (what a script or another site would do) is refused by the Auth
 * blocking function unless a live invitation names the email; the Admin SDK (which
 * `acceptInvitation`, the seed and these tests use) is not gated; an address taken
 * before the invitee accepts cannot block them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { ACCOUNT_EXISTS, ACCOUNT_NEEDS_INVITATION } from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  clientAuth,
  passwordCaller,
  signedInCaller,
  type Caller,
  useFreshEmulators,
} from './helpers';
import { addPendingSignup, invitationMails, inviteeAccount } from './invitees';

/** A call may start a function's worker first: slow on a busy machine, free otherwise. */
const CALLS = 240_000;

useFreshEmulators();

let admin: Caller;
beforeAll(async () => {
  admin = await signedInCaller('gate-admin', { admin: true });
}, 60_000);

async function accountFor(email: string) {
  return adminAuth()
    .getUserByEmail(email)
    .catch(() => null);
}

async function invite(signupId: string, email: string): Promise<string> {
  await addPendingSignup(signupId, email);
  await admin.call('inviteSignups', { signupIds: [signupId] });
  const [mail] = await invitationMails(signupId);
  return mail?.token ?? '';
}

describe('account creation outside an invitation', () => {
  it(
    'refuses a client sign-up for an email nobody invited, with a sentence a person understands',
    { timeout: CALLS },
    async () => {
      const refusal = await createUserWithEmailAndPassword(
        clientAuth(),
        'walk.in@example.com',
        'walk-in-password-1',
      ).catch((error: unknown) => error as { code?: string; message?: string });
      expect(refusal).toMatchObject({ code: expect.stringMatching(/^auth\//) as unknown });
      expect(String((refusal as { message?: string }).message)).toContain(ACCOUNT_NEEDS_INVITATION);
      expect(await accountFor('walk.in@example.com')).toBeNull();
    },
  );

  it(
    'still lets the Admin SDK create accounts (seed, scripts, acceptInvitation)',
    { timeout: CALLS },
    async () => {
      await adminAuth().createUser({ email: 'seeded@example.com', password: 'seeded-password-1' });
      expect(await accountFor('seeded@example.com')).not.toBeNull();
    },
  );
});

describe('an invitee whose address someone took first', () => {
  it(
    'creates their account over an unverified one made with a client sign-up while the invitation was pending',
    { timeout: CALLS },
    async () => {
      const token = await invite('gate-squat', 'ivy.squat@example.com');
      const squatter = await createUserWithEmailAndPassword(
        clientAuth(),
        'ivy.squat@example.com',
        'squatter-password-1',
      );
      const result = await anonymousCaller().call('acceptInvitation', {
        token,
        ...inviteeAccount('Ivy', 'Squat', 'invitee-password-1'),
      });
      expect(result.uid).not.toBe(squatter.user.uid);
      const account = await accountFor('ivy.squat@example.com');
      expect(account?.uid).toBe(result.uid);
      expect(account?.emailVerified).toBe(true);
      await expect(adminAuth().getUser(squatter.user.uid)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
      // The invitee signs in with their own password; the squatter's no longer works.
      await passwordCaller('ivy.squat@example.com', 'invitee-password-1');
      await expect(
        passwordCaller('ivy.squat@example.com', 'squatter-password-1'),
      ).rejects.toThrow();
    },
  );

  it(
    'creates their account over one made before invitations were required (and its profile goes)',
    { timeout: CALLS },
    async () => {
      const early = await adminAuth().createUser({
        email: 'ivy.early@example.com',
        password: 'early-password-1',
      });
      await adminDb().collection('profiles').doc(early.uid).set({
        first_name: 'Not',
        last_name: 'Ivy',
        username: 'notivy',
        email: 'someone.else@example.com',
      });
      const token = await invite('gate-early', 'ivy.early@example.com');
      const result = await anonymousCaller().call('acceptInvitation', {
        token,
        ...inviteeAccount('Ivy', 'Early', 'invitee-password-1'),
      });
      expect(result.uid).not.toBe(early.uid);
      expect((await adminDb().collection('profiles').doc(early.uid).get()).exists).toBe(false);
    },
  );

  it(
    'does not replace a verified account: its owner signs in instead',
    { timeout: CALLS },
    async () => {
      await adminAuth().createUser({
        email: 'ivy.real@example.com',
        password: 'real-password-1',
        emailVerified: true,
      });
      const token = await invite('gate-real', 'ivy.real@example.com');
      await expect(
        anonymousCaller().call('acceptInvitation', {
          token,
          ...inviteeAccount('Ivy', 'Real', 'invitee-password-1'),
        }),
      ).rejects.toMatchObject({ code: 'functions/failed-precondition', message: ACCOUNT_EXISTS });
    },
  );

  it('does not replace a member’s account, verified or not', { timeout: CALLS }, async () => {
    const member = await adminAuth().createUser({
      email: 'ivy.member@example.com',
      password: 'member-password-1',
    });
    await adminDb()
      .collection('subscriptions')
      .doc(member.uid)
      .set({
        plan_name: 'elite',
        status: 'active',
        started_at: new Date('2026-01-01T00:00:00Z'),
        current_period_end: new Date('2027-01-01T00:00:00Z'),
        add_ons: { full_coverage: false, select_access: false },
      });
    const token = await invite('gate-member', 'ivy.member@example.com');
    await expect(
      anonymousCaller().call('acceptInvitation', {
        token,
        ...inviteeAccount('Ivy', 'Member', 'invitee-password-1'),
      }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition', message: ACCOUNT_EXISTS });
    expect((await adminAuth().getUser(member.uid)).email).toBe('ivy.member@example.com');
  });
});
