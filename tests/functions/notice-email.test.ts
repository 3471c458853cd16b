/**
 * Security review M4 and App Check, on the emulator.
 *
 * - A notice's email goes to the member's verified sign-in email (Auth), not to whatever
 *   address their profile holds; an account whose email is not verified gets the in-app
 *   notice only.
 * - Member callables and `getInvitation` require App Check: an ID token or a link alone
 *   (a script, not the app) is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { queueOfferNotice } from '@unlimited/domain';
import { notify } from '../../functions/src/notifications/notify';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  seedMember,
  signedInCaller,
  useFreshEmulators,
} from './helpers';

/** A call may start a function's worker first: slow on a busy machine, free otherwise. */
const CALLS = 240_000;

useFreshEmulators();

const bag = { id: 'mail-bag', title: 'Saddle', brand: 'Dior' };
const NOW = new Date('2026-11-20T15:00:00Z');

async function mailFor(id: string) {
  return (await adminDb().collection('mail').doc(id).get()).data() as { to?: string } | undefined;
}

describe('the email a notice goes to', () => {
  beforeAll(async () => {
    await seedMember(adminDb(), 'mail-ann', 'elite');
    await adminAuth().createUser({
      uid: 'mail-ann',
      email: 'mail-ann@integration.test',
      emailVerified: true,
    });
  }, 60_000);

  it(
    'is the verified sign-in email, even when the profile names another address',
    { timeout: CALLS },
    async () => {
      await adminDb()
        .collection('profiles')
        .doc('mail-ann')
        .update({ email: 'somebody.else@example.com' });
      const outcome = await notify(
        adminDb(),
        'mail-ann',
        'mail-notice-1',
        queueOfferNotice(bag, NOW),
        NOW,
      );
      expect(outcome).toBe('notified-and-emailed');
      expect((await mailFor('mail-notice-1'))?.to).toBe('mail-ann@integration.test');
    },
  );

  it(
    'is none while the sign-in email is not verified: the notice stays in the inbox',
    { timeout: CALLS },
    async () => {
      await seedMember(adminDb(), 'mail-bo', 'elite');
      await adminAuth().createUser({ uid: 'mail-bo', email: 'mail-bo@integration.test' });
      const outcome = await notify(
        adminDb(),
        'mail-bo',
        'mail-notice-2',
        queueOfferNotice(bag, NOW),
        NOW,
      );
      expect(outcome).toBe('notified');
      expect(await mailFor('mail-notice-2')).toBeUndefined();
      expect((await adminDb().collection('notifications').doc('mail-notice-2').get()).exists).toBe(
        true,
      );
    },
  );
});

describe('App Check on the callables', () => {
  it(
    'refuses a signed-in member calling without the app’s App Check token',
    { timeout: CALLS },
    async () => {
      const script = await signedInCaller(
        'appcheck-member',
        { tier: 'elite' },
        { appCheck: false },
      );
      await expect(script.call('checkSubscription')).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
      await expect(script.call('createOrder', { bagId: 'any-bag' })).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
    },
  );

  it('answers the same member from the app (with its token)', { timeout: CALLS }, async () => {
    const app = await signedInCaller('appcheck-app', { tier: 'elite' });
    await expect(app.call('getBillingMode')).resolves.toEqual({ mode: 'demo' });
  });

  it(
    'refuses an invitation link read without App Check, and reads it with',
    { timeout: CALLS },
    async () => {
      const token = 'x'.repeat(43);
      await expect(
        anonymousCaller({ appCheck: false }).call('getInvitation', { token }),
      ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
      await expect(anonymousCaller().call('getInvitation', { token })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });
    },
  );
});
