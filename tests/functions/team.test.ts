/**
 * Staff roles through the deployed functions: an owner invites staff by email with a role,
 * the email lands in the outbox, the account gate lets that email create an account, the
 * invitee accepts and their ID token carries `admin: true` and the role; an owner changes
 * a role and removes staff (claims follow), the last owner can be neither demoted nor
 * removed, every change is audited with emails (never uids), and support is refused by a
 * money callable while operations is not.
 */
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LAST_OWNER_REFUSAL,
  PERMISSION_REFUSALS,
  STAFF_REFUSALS,
  ACCOUNT_NEEDS_INVITATION,
} from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  PASSWORD,
  clientAuth,
  passwordCaller,
  signedInCaller,
  type Caller,
  useFreshEmulators,
} from './helpers';

/** A call may start a function's worker first: slow on a busy machine, free otherwise. */
const CALLS = 240_000;
const OWNER_EMAIL = 'team-owner@integration.test';

useFreshEmulators();

let owner: Caller;
let operations: Caller;
let support: Caller;
beforeAll(async () => {
  owner = await signedInCaller('team-owner', { admin: true, role: 'owner' });
  operations = await signedInCaller('team-ops', { admin: true, role: 'operations' });
  support = await signedInCaller('team-support', { admin: true, role: 'support' });
  const since = new Date('2026-01-01T00:00:00Z');
  const staff = [
    ['team-owner', 'owner'],
    ['team-ops', 'operations'],
    ['team-support', 'support'],
  ] as const;
  for (const [uid, role] of staff) {
    await adminDb()
      .collection('staff')
      .doc(uid)
      .set({
        id: uid,
        uid,
        email: `${uid}@integration.test`,
        name: null,
        role,
        since,
        updated_at: since,
      });
  }
}, 120_000);

async function inviteAndReadToken(email: string, role: 'operations' | 'support') {
  const { invitationId } = await owner.call('inviteStaff', { email, role });
  const mails = await adminDb()
    .collection('mail')
    .where('meta.invitation_id', '==', invitationId)
    .get();
  expect(mails.size).toBe(1);
  const mail = mails.docs[0]!.data() as { to: string; message: { text: string } };
  const token = /\/admin\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.message.text)?.[1] ?? '';
  return { invitationId, mail, token };
}

async function claimsOf(email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(clientAuth(), email, password);
  return (await user.getIdTokenResult(true)).claims;
}

async function auditOf(objectId: string) {
  const snap = await adminDb().collection('activity').where('object_id', '==', objectId).get();
  return snap.docs.map((doc) => doc.data());
}

describe('inviting and joining', () => {
  it(
    'invite → email in the outbox → new account → accept → claims, staff record and audit',
    { timeout: CALLS },
    async () => {
      const { invitationId, mail, token } = await inviteAndReadToken(
        'new.ops@integration.test',
        'operations',
      );
      expect(mail.to).toBe('new.ops@integration.test');
      expect(mail.message.text).toContain(
        `${OWNER_EMAIL} invited you to join the Unlimited team as Operations`,
      );
      expect(token.length).toBeGreaterThan(20);

      const link = anonymousCaller();
      await expect(link.call('getStaffInvitation', { token })).resolves.toMatchObject({
        email: 'new.ops@integration.test',
        role: 'operations',
        accountExists: false,
      });
      const accepted = await link.call('acceptStaffInvitation', {
        token,
        name: 'Nora Ops',
        password: 'new-ops-password-1',
      });
      expect(accepted).toMatchObject({ email: 'new.ops@integration.test', role: 'operations' });

      expect(await claimsOf('new.ops@integration.test', 'new-ops-password-1')).toMatchObject({
        admin: true,
        role: 'operations',
      });
      const staff = (await adminDb().collection('staff').doc(accepted.uid).get()).data();
      expect(staff).toMatchObject({
        email: 'new.ops@integration.test',
        name: 'Nora Ops',
        role: 'operations',
      });

      // The link works once.
      await expect(
        anonymousCaller().call('acceptStaffInvitation', {
          token,
          name: 'X',
          password: 'another-pass-1',
        }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: STAFF_REFUSALS.linkUsed,
      });

      const invited = await auditOf(invitationId);
      expect(invited).toHaveLength(1);
      expect(invited[0]).toMatchObject({
        kind: 'invited',
        object_type: 'staff',
        actor: OWNER_EMAIL,
        object_label: 'new.ops@integration.test',
        changes: [{ field: 'role', before: null, after: 'Operations' }],
      });
      const joined = await auditOf(accepted.uid);
      expect(joined.map((r) => r.kind)).toEqual(['joined']);
      expect(joined[0]!.action).toContain(
        `joined the team as Operations (invited by ${OWNER_EMAIL})`,
      );
      expect(joined[0]!.action).not.toContain(accepted.uid);
    },
  );

  it(
    'the account gate lets only an invited email create an account, and such an unconfirmed account cannot block the invitee',
    { timeout: CALLS },
    async () => {
      const refused = await createUserWithEmailAndPassword(
        clientAuth(),
        'walk.in.staff@integration.test',
        'walk-in-password-1',
      ).catch((error: unknown) => error as { message?: string });
      expect(String((refused as { message?: string }).message)).toContain(ACCOUNT_NEEDS_INVITATION);

      // Someone takes the invitee's address while the invitation is open (the gate lets it
      // through): an account nobody confirmed.
      const { token } = await inviteAndReadToken('new.support@integration.test', 'support');
      await createUserWithEmailAndPassword(
        clientAuth(),
        'new.support@integration.test',
        'squatter-password-1',
      );
      // Someone else signed in cannot use it either.
      await expect(support.call('acceptStaffInvitation', { token })).rejects.toMatchObject({
        message: STAFF_REFUSALS.wrongAccount,
      });
      // The invitee, with the emailed link, joins with her own password: the unconfirmed
      // account gives the address back.
      await expect(anonymousCaller().call('getStaffInvitation', { token })).resolves.toMatchObject({
        accountExists: false,
        role: 'support',
      });
      const joined = await anonymousCaller().call('acceptStaffInvitation', {
        token,
        name: 'Sara Support',
        password: 'new-support-password-1',
      });
      expect(joined).toMatchObject({ role: 'support' });
      expect(
        await claimsOf('new.support@integration.test', 'new-support-password-1'),
      ).toMatchObject({ admin: true, role: 'support' });
      await expect(
        signInWithEmailAndPassword(
          clientAuth(),
          'new.support@integration.test',
          'squatter-password-1',
        ),
      ).rejects.toBeDefined();
    },
  );

  it(
    'someone with an account that holds something joins signed in with the link, which confirms her address; signed out, the link cannot take it over',
    { timeout: CALLS },
    async () => {
      const { token } = await inviteAndReadToken('known.support@integration.test', 'support');
      // An account made before addresses were confirmed, with a membership on it: not one
      // the link may replace.
      const known = await adminAuth().createUser({
        email: 'known.support@integration.test',
        password: 'known-support-password-1',
        emailVerified: false,
      });
      await adminDb().collection('subscriptions').doc(known.uid).set({ user_id: known.uid });
      await expect(anonymousCaller().call('getStaffInvitation', { token })).resolves.toMatchObject({
        accountExists: true,
      });
      await expect(
        anonymousCaller().call('acceptStaffInvitation', {
          token,
          name: 'X',
          password: 'whatever-pass-1',
        }),
      ).rejects.toMatchObject({ message: STAFF_REFUSALS.accountExists });
      const invitee = await passwordCaller(
        'known.support@integration.test',
        'known-support-password-1',
      );
      await expect(invitee.call('acceptStaffInvitation', { token })).resolves.toMatchObject({
        role: 'support',
      });
      expect(
        await claimsOf('known.support@integration.test', 'known-support-password-1'),
      ).toMatchObject({ admin: true, role: 'support' });
      expect((await adminAuth().getUser(known.uid)).emailVerified).toBe(true);
    },
  );

  it('only owners invite: operations and support are refused', { timeout: CALLS }, async () => {
    for (const caller of [operations, support]) {
      await expect(
        caller.call('inviteStaff', { email: 'x@integration.test', role: 'owner' }),
      ).rejects.toMatchObject({
        code: 'functions/permission-denied',
        message: PERMISSION_REFUSALS.manage_team,
      });
    }
  });
});

describe('roles and removal', () => {
  it(
    'an owner changes a role: claims follow, the change is audited by email',
    { timeout: CALLS },
    async () => {
      const { uid } = await adminAuth().getUserByEmail('new.ops@integration.test');
      await owner.call('changeStaffRole', { uid, role: 'support' });
      expect((await adminAuth().getUser(uid)).customClaims).toMatchObject({
        admin: true,
        role: 'support',
      });
      expect((await adminDb().collection('staff').doc(uid).get()).data()?.role).toBe('support');
      const changed = (await auditOf(uid)).filter((r) => r.kind === 'role_changed');
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatchObject({
        actor: OWNER_EMAIL,
        object_label: 'new.ops@integration.test',
        changes: [{ field: 'role', before: 'Operations', after: 'Support' }],
      });
      expect(changed[0]!.action).toBe('Staff member “new.ops@integration.test” role changed: role');
      // The member's app is told to refresh its token.
      expect((await adminDb().collection('metadata').doc(uid).get()).exists).toBe(true);
    },
  );

  it('the last owner can be neither demoted nor removed', { timeout: CALLS }, async () => {
    await expect(
      owner.call('changeStaffRole', { uid: 'team-owner', role: 'operations' }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition', message: LAST_OWNER_REFUSAL });
    expect((await adminAuth().getUser('team-owner')).customClaims).toMatchObject({ role: 'owner' });

    // A second owner makes demoting the first possible, and demoting the second refused.
    await owner.call('changeStaffRole', { uid: 'team-ops', role: 'owner' });
    const second = await passwordCaller('team-ops@integration.test', PASSWORD);
    await second.call('changeStaffRole', { uid: 'team-owner', role: 'operations' });
    await expect(second.call('removeStaff', { uid: 'team-ops' })).rejects.toMatchObject({
      message: STAFF_REFUSALS.removeSelf,
    });
    await expect(
      second.call('changeStaffRole', { uid: 'team-ops', role: 'support' }),
    ).rejects.toMatchObject({ message: LAST_OWNER_REFUSAL });
    // Put the team back as it was for the next tests.
    await second.call('changeStaffRole', { uid: 'team-owner', role: 'owner' });
    await second.call('changeStaffRole', { uid: 'team-ops', role: 'operations' });
  });

  it(
    'an owner removes a member of staff: claims and record gone, audited',
    { timeout: CALLS },
    async () => {
      const { uid } = await adminAuth().getUserByEmail('new.support@integration.test');
      const owner2 = await passwordCaller(OWNER_EMAIL, PASSWORD);
      await owner2.call('removeStaff', { uid });
      const claims = (await adminAuth().getUser(uid)).customClaims ?? {};
      expect(claims.admin).toBeUndefined();
      expect(claims.role).toBeUndefined();
      expect((await adminDb().collection('staff').doc(uid).get()).exists).toBe(false);
      const removed = (await auditOf(uid)).filter((r) => r.kind === 'removed');
      expect(removed[0]).toMatchObject({
        actor: OWNER_EMAIL,
        object_label: 'new.support@integration.test',
        changes: [{ field: 'role', before: 'Support', after: null }],
      });
      await expect(owner2.call('removeStaff', { uid })).rejects.toMatchObject({
        message: STAFF_REFUSALS.notStaff,
      });
    },
  );
});

describe('money', () => {
  it(
    'support is refused by the coupon callables with a clear error; operations is not',
    { timeout: CALLS },
    async () => {
      const coupon = { code: 'TEAM10', kind: 'percent', percentOff: 10, duration: 'once' } as const;
      await expect(support.call('createCoupon', coupon)).rejects.toMatchObject({
        code: 'functions/permission-denied',
        message: PERMISSION_REFUSALS.manage_money,
      });
      expect((await adminDb().collection('coupons').doc('TEAM10').get()).exists).toBe(false);
      await expect(operations.call('createCoupon', coupon)).resolves.toEqual({ code: 'TEAM10' });
      await expect(support.call('deactivateCoupon', { code: 'TEAM10' })).rejects.toMatchObject({
        message: PERMISSION_REFUSALS.manage_money,
      });
      expect((await adminDb().collection('coupons').doc('TEAM10').get()).data()?.active).toBe(true);
    },
  );
});
