/**
 * Security review (low): a promotion code's redemption limit was read outside any
 * transaction, so two members redeemed a max-1 code at once. Two invitees check out at
 * the same moment in demo billing with a code that may be redeemed once: one gets it,
 * the other is told it is used up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@unlimited/domain';
import {
  adminDb,
  anonymousCaller,
  passwordCaller,
  signedInCaller,
  type Caller,
  useFreshEmulators,
  warmUpCallable,
} from './helpers';
import { addPendingSignup, invitationMails, inviteeAccount } from './invitees';

useFreshEmulators();

const PASSWORD = 'invitee-password-1';
let admin: Caller;
beforeAll(async () => {
  admin = await signedInCaller('race-admin', { admin: true });
}, 60_000);

async function invitee(signupId: string, email: string) {
  await addPendingSignup(signupId, email, { fullName: 'Rae Race' });
  await admin.call('inviteSignups', { signupIds: [signupId] });
  const token = (await invitationMails(signupId))[0]?.token ?? '';
  await anonymousCaller().call('acceptInvitation', {
    token,
    ...inviteeAccount('Rae', 'Race', PASSWORD),
  });
  return { token, caller: await passwordCaller(email, PASSWORD) };
}

describe('a promotion code that may be redeemed once', () => {
  it(
    'goes to one of two members checking out at the same moment',
    { timeout: 240_000 },
    async () => {
      await admin.call('createCoupon', {
        code: 'ONCE',
        kind: 'percent',
        percentOff: 50,
        duration: 'once',
        maxRedemptions: 1,
      });
      const [a, b] = await Promise.all([
        invitee('race-a', 'rae.a@example.com'),
        invitee('race-b', 'rae.b@example.com'),
      ]);
      // Two warm workers, so the two checkouts really run side by side.
      await warmUpCallable(a.caller, 'startCheckout', { tier: 'nope' }, 2);
      const outcomes = await Promise.allSettled(
        [a, b].map(({ caller, token }) =>
          caller.call('startCheckout', { token, tier: 'elite', addOns: {}, promoCode: 'ONCE' }),
        ),
      );
      const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(fulfilled).toHaveLength(1);
      expect(rejected.map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
        expect.objectContaining({
          code: 'functions/failed-precondition',
          message: PROMO_MESSAGES.used_up,
        }),
      ]);
      const withCode = await adminDb()
        .collection('subscriptions')
        .where('coupon_code', '==', 'ONCE')
        .get();
      expect(withCode.size).toBe(1);
    },
  );
});
