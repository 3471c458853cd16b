/**
 * Coupons through the deployed functions (demo billing mode): an admin creates and
 * deactivates promotion codes, every bad input is refused with its message, an invitee
 * previews a code and redeems it at demo checkout, the subscription records it, and the
 * coupon's redemptions equal a recount of the subscriptions that record it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  COUPON_MESSAGES,
  PROMO_CODE_TRIES_EXCEEDED,
  PROMO_CODE_TRY_LIMIT,
  PROMO_MESSAGES,
  monthsAfter,
} from '@unlimited/domain';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit';
import {
  adminDb,
  anonymousCaller,
  passwordCaller,
  signedInCaller,
  waitFor,
  type Caller,
  useFreshEmulators,
} from './helpers';
import { addPendingSignup, invitationMails, inviteeAccount } from './invitees';

useFreshEmulators();

const PASSWORD = 'invitee-password-1';
const percent = {
  code: 'spring20',
  kind: 'percent',
  percentOff: 20,
  duration: 'repeating',
  durationInMonths: 3,
  maxRedemptions: 5,
} as const;

let admin: Caller;
let member: Caller;
beforeAll(async () => {
  admin = await signedInCaller('coupon-admin', { admin: true });
  member = await signedInCaller('coupon-member', { tier: 'elite' });
}, 60_000);

async function coupon(code: string) {
  return (await adminDb().collection('coupons').doc(code).get()).data();
}

describe('createCoupon and deactivateCoupon', () => {
  it('stores a demo coupon under its upper-case code and logs who made it', async () => {
    await expect(admin.call('createCoupon', percent)).resolves.toEqual({ code: 'SPRING20' });
    expect(await coupon('SPRING20')).toMatchObject({
      code: 'SPRING20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: 5,
      active: true,
      redemptions: 0,
      billing_mode: 'demo',
      created_by: 'coupon-admin@integration.test',
    });
    const activity = await adminDb()
      .collection('activity')
      .where('action', '==', 'Coupon SPRING20 created')
      .get();
    expect(activity.size).toBe(1);
  });

  it('refuses a duplicate code, whatever its case', async () => {
    await expect(
      admin.call('createCoupon', { ...percent, code: 'Spring20' }),
    ).rejects.toMatchObject({
      code: 'functions/already-exists',
      message: COUPON_MESSAGES.duplicate,
    });
  });

  it.each([
    [{ ...percent, code: 'x' }, COUPON_MESSAGES.code],
    [{ ...percent, code: 'OVER', percentOff: 120 }, COUPON_MESSAGES.percent],
    [{ ...percent, code: 'ZERO', kind: 'amount', amountOff: 0 }, COUPON_MESSAGES.amount],
    [{ ...percent, code: 'MONTHS', durationInMonths: 0 }, COUPON_MESSAGES.months],
    [{ ...percent, code: 'LIMIT', maxRedemptions: 0 }, COUPON_MESSAGES.limit],
    [{ ...percent, code: 'PAST', expiresOn: '2020-01-01' }, COUPON_MESSAGES.expiryPast],
  ])('refuses bad input %#: %s', async (input, message) => {
    await expect(admin.call('createCoupon', input as never)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message,
    });
  });

  it('refuses members', async () => {
    await expect(member.call('createCoupon', { ...percent, code: 'MINE' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: ADMIN_ONLY,
    });
    await expect(member.call('deactivateCoupon', { code: 'SPRING20' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await coupon('MINE')).toBeUndefined();
  });

  it('deactivates a code, which then cannot be redeemed', async () => {
    await admin.call('createCoupon', {
      code: 'GONE10',
      kind: 'amount',
      amountOff: 10,
      duration: 'once',
    });
    await expect(admin.call('deactivateCoupon', { code: 'gone10' })).resolves.toEqual({
      code: 'GONE10',
    });
    expect(await coupon('GONE10')).toMatchObject({ active: false, amount_off_cents: 1000 });
    await expect(member.call('previewPromoCode', { code: 'GONE10' })).rejects.toMatchObject({
      message: PROMO_MESSAGES.inactive,
    });
    await expect(admin.call('deactivateCoupon', { code: 'NOPE' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });
});

async function inviteAndCreateAccount(signupId: string, email: string) {
  await addPendingSignup(signupId, email, { fullName: 'Ines Coupon' });
  await admin.call('inviteSignups', { signupIds: [signupId] });
  const token = (await invitationMails(signupId))[0]?.token ?? '';
  const { uid } = await anonymousCaller().call('acceptInvitation', {
    token,
    ...inviteeAccount('Ines', 'Coupon', PASSWORD),
  });
  return { uid, token, invitee: await passwordCaller(email, PASSWORD) };
}

describe('redeeming a code at demo checkout', () => {
  it(
    'previews the discount, records the code on the subscription and counts the redemption',
    { timeout: 180_000 },
    async () => {
      const { uid, token, invitee } = await inviteAndCreateAccount('signup-c', 'ines@example.com');
      await expect(invitee.call('previewPromoCode', { code: 'nope' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: PROMO_MESSAGES.invalid,
      });
      await expect(invitee.call('previewPromoCode', { code: ' spring20 ' })).resolves.toEqual({
        coupon: {
          code: 'SPRING20',
          kind: 'percent',
          percent_off: 20,
          amount_off_cents: null,
          duration: 'repeating',
          duration_in_months: 3,
        },
        summary: '20% off for 3 months',
      });
      // A deactivated code is refused at checkout too, and nothing is written.
      await expect(
        invitee.call('startCheckout', { token, tier: 'elite', addOns: {}, promoCode: 'GONE10' }),
      ).rejects.toMatchObject({ message: PROMO_MESSAGES.inactive });
      expect((await adminDb().collection('subscriptions').doc(uid).get()).exists).toBe(false);

      await expect(
        invitee.call('startCheckout', { token, tier: 'elite', addOns: {}, promoCode: 'spring20' }),
      ).resolves.toEqual({ mode: 'demo', tier: 'elite' });
      const subscription = await adminDb().collection('subscriptions').doc(uid).get();
      expect(subscription.data()).toMatchObject({ plan_name: 'elite', coupon_code: 'SPRING20' });
      // The discount billing applied, from the coupon: 3 months from the membership's start.
      const startedAt = (subscription.get('started_at') as Timestamp).toDate();
      expect(subscription.get('discount')).toEqual({
        code: 'SPRING20',
        kind: 'percent',
        percent_off: 20,
        amount_off_cents: null,
        duration: 'repeating',
        duration_in_months: 3,
        ends_at: Timestamp.fromDate(monthsAfter(startedAt, 3)),
      });

      await waitFor(
        'the redemption to be counted',
        async () => ((await coupon('SPRING20'))?.redemptions === 1 ? true : undefined),
        120_000,
      );
      const recount = await adminDb()
        .collection('subscriptions')
        .where('coupon_code', '==', 'SPRING20')
        .count()
        .get();
      expect(recount.data().count).toBe(1);
    },
  );
});

describe('promotion code tries', () => {
  it('are limited per member, across preview and checkout', async () => {
    const guesser = await signedInCaller('coupon-guesser');
    const now = Date.now();
    // One try left in this member's window.
    await adminDb()
      .collection('rate_limits')
      .doc(rateLimitDocId(`promo-code:${guesser.uid}`))
      .set({
        count: PROMO_CODE_TRY_LIMIT.max - 1,
        window_start: new Date(now),
        expire_at: new Date(now + PROMO_CODE_TRY_LIMIT.windowMs),
      });
    await expect(guesser.call('previewPromoCode', { code: 'GUESS1' })).rejects.toMatchObject({
      message: PROMO_MESSAGES.invalid,
    });
    await expect(guesser.call('previewPromoCode', { code: 'GUESS2' })).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      message: PROMO_CODE_TRIES_EXCEEDED,
    });
    await expect(
      guesser.call('startCheckout', {
        token: 'A'.repeat(43),
        tier: 'elite',
        addOns: {},
        promoCode: 'GUESS3',
      }),
    ).rejects.toMatchObject({ message: PROMO_CODE_TRIES_EXCEEDED });
    // Another member still previews codes.
    await expect(member.call('previewPromoCode', { code: 'GUESS4' })).rejects.toMatchObject({
      message: PROMO_MESSAGES.invalid,
    });
  });
});
