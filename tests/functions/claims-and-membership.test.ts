/** The tier-claim trigger and the membership callables, against the emulators. */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_BAG_OUT,
  CANCEL_SUCCESS,
  FULL_COVERAGE_TIERS_ONLY,
  cancelAtTermEndMessage,
  pauseResumeDate,
  pauseScheduledMessage,
  subscriptionDocSchema,
  RESUME_SUCCESS,
  RETENTION_ACCEPTED,
  RETENTION_ALREADY_USED,
  RETENTION_ONLY_WHEN_CANCELLING,
} from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  useFreshEmulators,
} from './helpers';

useFreshEmulators();

/** A stored subscription as the domain reads it (its Timestamps as Dates). */
const subscriptionOf = (data: DocumentData | undefined) =>
  subscriptionDocSchema.parse(
    Object.fromEntries(
      Object.entries(data ?? {}).map(([key, value]) => [
        key,
        value instanceof Timestamp ? value.toDate() : value,
      ]),
    ),
  );

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
      await expect(leaver.call('acceptRetentionOffer')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: RETENTION_ONLY_WHEN_CANCELLING,
      });

      await leaver.call('cancelOrder', { orderId });
      const cancelled = await leaver.call('cancelMembership');
      expect(cancelled.message).toBe(CANCEL_SUCCESS);
      expect(
        (await db.collection('subscriptions').doc('leaver').get()).get('cancel_at_period_end'),
      ).toBe(true);

      // Billing wrote it: the demo event went through the webhook's handler.
      expect((await db.collection('subscriptions').doc('leaver').get()).get('billing_mode')).toBe(
        'demo',
      );
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

  it(
    'adds and removes add-ons, pauses and resumes, schedules a downgrade, and offers retention once inside the cancel flow (before the cancellation is confirmed)',
    { timeout: 360_000 },
    async () => {
      const db = adminDb();
      await seedMember(db, 'changer', 'reserve', new Date('2024-01-01T00:00:00Z'));
      const changer = await signedInCaller('changer');
      const stored = async () => (await db.collection('subscriptions').doc('changer').get()).data();

      await expect(changer.call('addAddOn', { addOn: 'full_coverage' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: FULL_COVERAGE_TIERS_ONLY,
      });
      await changer.call('addAddOn', { addOn: 'select_access' });
      expect((await stored())?.add_ons).toEqual({ full_coverage: false, select_access: true });
      await waitFor('the select_access claim', async () =>
        (await claimsOf('changer')).select_access === true ? true : undefined,
      );
      expect(await claimsOf('changer')).toEqual({ tier: 'reserve', select_access: true });

      await changer.call('changeTier', { tier: 'elite' });
      await changer.call('addAddOn', { addOn: 'full_coverage' });
      await changer.call('removeAddOn', { addOn: 'select_access' });
      expect(await stored()).toMatchObject({
        plan_name: 'elite',
        add_ons: { full_coverage: true, select_access: true },
        add_ons_ending: ['select_access'],
      });
      const down = await changer.call('changeTier', { tier: 'reserve' });
      expect(down.subscription).toMatchObject({ tier: 'elite', pendingTier: 'reserve' });
      await expect(changer.call('resumeMembership')).resolves.toMatchObject({
        message: RESUME_SUCCESS,
        subscription: { pendingTier: null, addOnsEnding: [] },
      });

      // A pause's length is checked (1, 2 or 3 billing periods); its dates are the server's.
      await expect(changer.call('pauseMembership', { periods: 4 } as never)).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        message: 'Please choose a pause of 1, 2 or 3 billing periods.',
      });
      const periodEnd = subscriptionOf(await stored()).current_period_end;
      const resumes = pauseResumeDate(periodEnd, 2);
      await expect(changer.call('pauseMembership', { periods: 2 })).resolves.toMatchObject({
        message: pauseScheduledMessage(periodEnd, resumes),
        awaiting: { kind: 'pause', resumesAt: resumes.toISOString() },
        subscription: { pauseResumesAt: resumes.toISOString() },
      });
      expect(subscriptionOf(await stored())).toMatchObject({
        status: 'active',
        pause_resumes_at: resumes,
      });
      await changer.call('resumeMembership');
      expect(subscriptionOf(await stored())).toMatchObject({
        pause_requested_at: null,
        pause_resumes_at: null,
      });

      // The cancel confirmation offers it before anything is cancelled.
      await expect(changer.call('acceptRetentionOffer')).resolves.toMatchObject({
        message: RETENTION_ACCEPTED,
        subscription: { cancelAtPeriodEnd: false, retentionCreditCents: 2500 },
      });
      await changer.call('cancelMembership');
      await expect(changer.call('acceptRetentionOffer')).rejects.toMatchObject({
        message: RETENTION_ALREADY_USED,
      });
      expect(await stored()).toMatchObject({ status: 'active', cancel_at_period_end: true });
      // Each change was a demo event through the webhook's handler (the test above adds its own).
      expect(
        (await db.collection('billing_events').where('mode', '==', 'demo').get()).size,
      ).toBeGreaterThanOrEqual(10);
    },
  );

  it(
    'inside the minimum term, cancels at its end (a date the server computes), which the member can undo',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      const started = new Date(Math.floor(Date.now() / 1000) * 1000 - 30 * 86_400_000);
      await seedMember(db, 'new-member', 'elite', started);
      const member = await signedInCaller('new-member');
      const stored = async () =>
        subscriptionOf((await db.collection('subscriptions').doc('new-member').get()).data());
      const termEnd = new Date(started.getTime() + 90 * 86_400_000);
      // Whatever the client sends, the date is the server's.
      await expect(
        member.call('cancelMembership', { at: '2026-01-01' } as never),
      ).resolves.toMatchObject({
        message: cancelAtTermEndMessage(termEnd),
        awaiting: { kind: 'cancel_at', at: termEnd.toISOString() },
        subscription: { cancelAt: termEnd.toISOString(), cancelAtPeriodEnd: false },
      });
      expect(await stored()).toMatchObject({
        status: 'active',
        cancel_at: termEnd,
        cancel_at_period_end: false,
      });
      await expect(member.call('resumeMembership')).resolves.toMatchObject({
        message: RESUME_SUCCESS,
      });
      expect(await stored()).toMatchObject({ status: 'active', cancel_at: null });
    },
  );
});
