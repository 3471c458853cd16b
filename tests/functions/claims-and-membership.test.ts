/** The tier-claim trigger and the membership callables, against the emulators. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_BAG_OUT, CANCEL_SUCCESS, RETENTION_ACCEPTED } from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  closeCallers,
  resetEmulators,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
} from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims ?? {};

describe('syncTierClaim', () => {
  it(
    'mirrors the subscription onto the tier claim, keeping admin, and marks the refresh',
    { timeout: 180_000 },
    async () => {
      await adminAuth().createUser({ uid: 'claims-user', email: 'claims@integration.test' });
      await adminAuth().setCustomUserClaims('claims-user', { admin: true });
      await seedMember(adminDb(), 'claims-user', 'elite');
      await waitFor('the tier claim', async () =>
        (await claimsOf('claims-user')).tier === 'elite' ? true : undefined,
      );
      expect(await claimsOf('claims-user')).toEqual({ admin: true, tier: 'elite' });
      const marker = await adminDb().collection('metadata').doc('claims-user').get();
      expect(marker.get('refresh_time')).toBeTruthy();

      await adminDb().collection('subscriptions').doc('claims-user').update({ status: 'paused' });
      await waitFor('the tier claim to go', async () =>
        (await claimsOf('claims-user')).tier === undefined ? true : undefined,
      );
      expect(await claimsOf('claims-user')).toEqual({ admin: true });
    },
  );
});

describe('membership callables', () => {
  it(
    'record real changes on the subscription and refuse with the domain rules',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'member-bag');
      await seedMember(db, 'leaver', 'elite', new Date('2024-01-01T00:00:00Z'));
      const leaver = await signedInCaller('leaver');

      const { orderId } = await leaver.call('createOrder', { bagId: 'member-bag' });
      await expect(leaver.call('cancelMembership')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: CANCEL_BAG_OUT,
      });

      await leaver.call('cancelOrder', { orderId });
      const cancelled = await leaver.call('cancelMembership');
      expect(cancelled.message).toBe(CANCEL_SUCCESS);
      expect(
        (await db.collection('subscriptions').doc('leaver').get()).get('cancel_at_period_end'),
      ).toBe(true);

      const kept = await leaver.call('acceptRetentionOffer');
      expect(kept).toMatchObject({
        message: RETENTION_ACCEPTED,
        subscription: { cancelAtPeriodEnd: false, retentionCreditCents: 2500 },
      });

      const upgraded = await leaver.call('changeTier', { tier: 'crown' });
      expect(upgraded.subscription.tier).toBe('crown');
      await waitFor('the crown claim', async () =>
        (await claimsOf('leaver')).tier === 'crown' ? true : undefined,
      );
      await expect(leaver.call('checkSubscription')).resolves.toMatchObject({
        subscribed: true,
        tier: 'crown',
      });
    },
  );
});
