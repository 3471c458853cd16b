/**
 * From waitlist to member through the deployed functions: invite (the email in the
 * outbox), re-send (the old link stops working), revoke, accept (account and profile),
 * demo checkout (the subscription written through the webhook's handler, the tier claim
 * set, the signup converted), and what the link refuses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  INVITATION_CALLER_LIMIT,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_RATE_LIMITED,
  INVITATION_REVOKED,
  INVITATION_USED,
} from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  passwordCaller,
  signedInCaller,
  type Caller,
  useFreshEmulators,
} from './helpers';
import { addPendingSignup, invitationMails, inviteeAccount } from './invitees';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit';

useFreshEmulators();

const PASSWORD = 'invitee-password-1';
const ACCOUNT = inviteeAccount('Nora', 'Vance', PASSWORD);

let admin: Caller;
beforeAll(async () => {
  admin = await signedInCaller('invite-admin', { admin: true });
}, 60_000);

describe('inviteSignups and revokeInvitation', () => {
  it('refuses members without the admin claim', async () => {
    const member = await signedInCaller('invite-member', { tier: 'crown' });
    await expect(member.call('inviteSignups', { signupIds: ['x'] })).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: ADMIN_ONLY,
    });
  });

  it('emails a single-use link, re-sends with a new one, and revokes', async () => {
    await addPendingSignup('signup-a', 'nora.a@example.com');
    const result = await admin.call('inviteSignups', { signupIds: ['signup-a', 'missing'] });
    expect(result.invited).toEqual(['signup-a']);
    expect(result.skipped).toEqual([
      { signupId: 'missing', reason: 'This signup no longer exists.' },
    ]);

    const [first] = await invitationMails('signup-a');
    expect(first?.to).toBe('nora.a@example.com');
    expect(first?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signup = await adminDb().collection('waitlist_signups').doc('signup-a').get();
    expect(signup.get('status')).toBe('invited');
    const invitation = await adminDb().collection('invitations').doc('signup-a').get();
    expect(invitation.get('status')).toBe('pending');
    expect(JSON.stringify(invitation.data())).not.toContain(first?.token ?? '');

    const visitor = anonymousCaller();
    await expect(
      visitor.call('getInvitation', { token: first?.token ?? '' }),
    ).resolves.toMatchObject({
      email: 'nora.a@example.com',
      tier: 'elite',
      step: 'create_account',
    });

    await admin.call('inviteSignups', { signupIds: ['signup-a'] });
    const mails = await invitationMails('signup-a');
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.token !== first?.token);
    await expect(
      visitor.call('getInvitation', { token: first?.token ?? '' }),
    ).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: INVITATION_NOT_FOUND,
    });
    await expect(
      visitor.call('getInvitation', { token: second?.token ?? '' }),
    ).resolves.toBeTruthy();

    await admin.call('revokeInvitation', { signupId: 'signup-a' });
    await expect(
      visitor.call('getInvitation', { token: second?.token ?? '' }),
    ).rejects.toMatchObject({
      message: INVITATION_REVOKED,
    });
    const after = await adminDb().collection('waitlist_signups').doc('signup-a').get();
    expect(after.get('status')).toBe('pending');
  });

  it('says an expired invitation has expired', async () => {
    await addPendingSignup('signup-old', 'nora.old@example.com');
    await admin.call('inviteSignups', { signupIds: ['signup-old'] });
    await adminDb()
      .collection('invitations')
      .doc('signup-old')
      .update({ expires_at: new Date(Date.now() - 1000) });
    const [mail] = await invitationMails('signup-old');
    await expect(
      anonymousCaller().call('getInvitation', { token: mail?.token ?? '' }),
    ).rejects.toMatchObject({
      message: INVITATION_EXPIRED,
    });
  });
});

describe('acceptInvitation and startCheckout (demo billing)', () => {
  it(
    'creates the account, then the paid membership, and converts the signup',
    { timeout: 300_000 },
    async () => {
      await addPendingSignup('signup-b', 'nora.b@example.com', { tier: 'reserve' });
      await admin.call('inviteSignups', { signupIds: ['signup-b'] });
      const [mail] = await invitationMails('signup-b');
      const token = mail?.token ?? '';
      const visitor = anonymousCaller();

      // Checkout before the account exists is refused.
      const stranger = await signedInCaller('stranger', {});
      await expect(
        stranger.call('startCheckout', { token, tier: 'crown', addOns: {} }),
      ).rejects.toMatchObject({ code: 'functions/failed-precondition' });

      const { uid, email } = await visitor.call('acceptInvitation', { token, ...ACCOUNT });
      expect(email).toBe('nora.b@example.com');
      const profile = await adminDb().collection('profiles').doc(uid).get();
      expect(profile.data()).toMatchObject({
        first_name: 'Nora',
        last_name: 'Vance',
        email: 'nora.b@example.com',
        shipping_address: { city: 'Boston', state: 'MA', country: 'US' },
      });
      // The link works once: a second account cannot be made with it, nor can another
      // signed-in user continue with it.
      await expect(visitor.call('acceptInvitation', { token, ...ACCOUNT })).rejects.toMatchObject({
        message: INVITATION_USED,
      });
      await expect(
        stranger.call('startCheckout', { token, tier: 'crown', addOns: {} }),
      ).rejects.toMatchObject({ message: INVITATION_USED });

      const invitee = await passwordCaller(email, PASSWORD);
      await expect(invitee.call('getInvitation', { token })).resolves.toMatchObject({
        step: 'choose_plan',
        tier: 'reserve',
      });
      await expect(invitee.call('getBillingMode')).resolves.toEqual({ mode: 'demo' });
      await expect(
        invitee.call('startCheckout', { token, tier: 'elite', addOns: { full_coverage: true } }),
      ).resolves.toEqual({ mode: 'demo', tier: 'elite' });

      const subscription = await adminDb().collection('subscriptions').doc(uid).get();
      expect(subscription.data()).toMatchObject({
        plan_name: 'elite',
        status: 'active',
        add_ons: { full_coverage: true, select_access: false },
        billing_mode: 'demo',
        billing_customer_id: `cus_demo_${uid}`,
      });
      // Set before the call answered (the page's first token refresh has it), not left to
      // the claims trigger.
      expect((await adminAuth().getUser(uid)).customClaims).toEqual({ tier: 'elite' });
      const signup = await adminDb().collection('waitlist_signups').doc('signup-b').get();
      expect(signup.get('status')).toBe('converted');
      // Paid: the link is done, and a second checkout is refused.
      await expect(
        invitee.call('startCheckout', { token, tier: 'crown', addOns: {} }),
      ).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    },
  );
});

describe('callers holding a link', () => {
  it('are limited per network address, each address on its own', async () => {
    const address = '203.0.113.90';
    const now = Date.now();
    // One call left in this address's hour.
    await adminDb()
      .collection('rate_limits')
      .doc(rateLimitDocId(`invitation:${address}`))
      .set({
        count: INVITATION_CALLER_LIMIT.max - 1,
        window_start: new Date(now),
        expire_at: new Date(now + INVITATION_CALLER_LIMIT.windowMs),
      });
    const flood = anonymousCaller({ address });
    const unknown = { token: 'A'.repeat(43) };
    await expect(flood.call('getInvitation', unknown)).rejects.toMatchObject({
      message: INVITATION_NOT_FOUND,
    });
    await expect(flood.call('getInvitation', unknown)).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      message: INVITATION_RATE_LIMITED,
    });
    await expect(flood.call('acceptInvitation', { ...unknown, ...ACCOUNT })).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
    });
    // Another address is not affected.
    await expect(
      anonymousCaller({ address: '203.0.113.91' }).call('getInvitation', unknown),
    ).rejects.toMatchObject({ message: INVITATION_NOT_FOUND });
  });
});
