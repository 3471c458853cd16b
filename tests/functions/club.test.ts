/**
 * The Club end to end on the emulators: a member's referral code, a visitor joining the
 * waitlist with it (a bad code and her own code ignored without an error), the referral
 * following the signup through the invitation, and the referrer's credit granted once when
 * the friend pays: in demo billing through the invitation's checkout, and from a signed
 * Stripe `invoice.paid`, redelivered and followed by another paid invoice.
 */
import { describe, expect, it } from 'vitest';
import { normaliseFirestoreData, referralDocSchema, type ReferralDoc } from '@unlimited/domain';
import { signupIdForEmail } from '../../functions/src/waitlist/signup-id';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  passwordCaller,
  seedMember,
  signedInCaller,
  useFreshEmulators,
  waitFor,
} from './helpers';
import { invitationMails, inviteeAccount } from './invitees';
import { outcome, postToWebhook as post, stripeEvent, stripeInvoice, T0 } from './fixtures';

useFreshEmulators();

async function referral(id: string): Promise<ReferralDoc | null> {
  const snap = await adminDb().collection('referrals').doc(id).get();
  return snap.exists ? referralDocSchema.parse(normaliseFirestoreData(snap.data() ?? {})) : null;
}

async function signup(id: string) {
  return (await adminDb().collection('waitlist_signups').doc(id).get()).data();
}

/** Friend `uid`'s next monthly invoice, paid (a signed Stripe `invoice.paid`). */
function paidInvoiceEvent(eventId: string, invoiceId: string, uid: string) {
  return stripeEvent(eventId, 'invoice.paid', stripeInvoice(invoiceId, uid), T0 + 5);
}

describe('the Club', () => {
  it(
    'a member’s link refers a visitor; a bad code or her own code is ignored; the referral follows the invitation and earns one demo credit when the friend pays',
    { timeout: 300_000 },
    async () => {
      const db = adminDb();
      const referrer = await signedInCaller('club-referrer');
      await seedMember(db, 'club-referrer', 'elite');
      const { code } = await referrer.call('getReferralCode');
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      // Stable: asked again, the same code.
      expect((await referrer.call('getReferralCode')).code).toBe(code);

      // Someone without a membership has no link.
      const stranger = await signedInCaller('club-stranger');
      await expect(stranger.call('getReferralCode')).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });

      // A visitor joins with the link (its code as typed in any case).
      const email = 'nora.club@example.com';
      await anonymousCaller().call('joinWaitlist', {
        full_name: 'Nora Vance',
        email,
        tier: 'elite',
        ref: code.toLowerCase(),
      });
      const signupId = signupIdForEmail(email);
      expect(await signup(signupId)).toMatchObject({
        referred_by: 'club-referrer',
        referred_by_email: 'club-referrer@integration.test',
        referred: true,
      });
      expect(await referral(signupId)).toMatchObject({
        referrer_uid: 'club-referrer',
        friend_name: 'Nora',
        state: 'joined',
        credit_cents: null,
      });

      // An unknown code, and the member's own mailbox with her code: joined, not referred.
      const unknown = 'unknown.club@example.com';
      await anonymousCaller().call('joinWaitlist', {
        full_name: 'Una Known',
        email: unknown,
        tier: 'reserve',
        ref: 'ZZZZZZZZZZZZ',
      });
      const self = 'club-referrer+friend@integration.test';
      await anonymousCaller().call('joinWaitlist', {
        full_name: 'Self Referral',
        email: self,
        tier: 'crown',
        ref: code,
      });
      for (const other of [unknown, self]) {
        expect(await signup(signupIdForEmail(other))).toMatchObject({
          referred: false,
          referred_by: null,
        });
        expect(await referral(signupIdForEmail(other))).toBeNull();
      }

      // The admin invites her: the referral says so.
      const admin = await signedInCaller('club-admin', { admin: true });
      await admin.call('inviteSignups', { signupIds: [signupId] });
      await waitFor('the referral to show the invitation', async () =>
        (await referral(signupId))?.state === 'invited' ? true : undefined,
      );

      // She creates her account and pays (demo billing): one credit, granted at once.
      const [invite] = await invitationMails(signupId);
      const { uid } = await anonymousCaller().call('acceptInvitation', {
        token: invite?.token ?? '',
        ...inviteeAccount('Nora', 'Vance', 'club-password-1'),
      });
      const friend = await passwordCaller(email, 'club-password-1');
      await friend.call('startCheckout', { tier: 'elite', addOns: {} });
      const credited = await referral(signupId);
      expect(credited).toMatchObject({
        state: 'credited',
        credit_cents: 2500,
        credit_mode: 'demo',
        credit_status: 'granted',
        applied_charge_id: null,
      });
      // The signup turning Converted later does not move a credited referral back.
      await waitFor('the signup converted', async () =>
        (await signup(signupId))?.status === 'converted' ? true : undefined,
      );
      expect((await referral(signupId))?.state).toBe('credited');

      // Her next paid invoice (a signed Stripe event) earns nothing more.
      expect(await post(paidInvoiceEvent('evt_club_next', 'in_club_next', uid))).toEqual(
        outcome('applied'),
      );
      expect(await referral(signupId)).toEqual(credited);
      const activity = await db.collection('activity').get();
      expect(
        activity.docs.filter((doc) => String(doc.get('action')).startsWith('Referral credit')),
      ).toHaveLength(1);
    },
  );

  it(
    'a signed Stripe invoice.paid grants the credit once: a redelivery and a later invoice add nothing, and a self-referral earns none',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      await seedMember(db, 'club-stripe-referrer', 'crown');
      const friendUid = 'club-stripe-friend';
      await adminAuth().createUser({
        uid: friendUid,
        email: 'stripe.friend@example.com',
        emailVerified: true,
      });
      const at = new Date('2026-10-01T00:00:00Z');
      const seedReferral = async (id: string, referrerUid: string, accepted: string) => {
        await db
          .collection('invitations')
          .doc(id)
          .set({
            signup_id: id,
            email: `${id}@example.com`,
            full_name: 'Stripe Friend',
            tier: 'elite',
            token_hash: 'x'.repeat(64),
            status: 'converted',
            expires_at: new Date(Date.now() + 86_400_000),
            created_at: at,
            updated_at: at,
            sent_count: 1,
            invited_by: 'admin@unlimited.test',
            accepted_uid: accepted,
            accepted_at: at,
            converted_at: at,
            revoked_at: null,
          });
        await db.collection('referrals').doc(id).set({
          referrer_uid: referrerUid,
          friend_name: 'Stripe',
          state: 'invited',
          friend_uid: null,
          credit_cents: null,
          credit_mode: null,
          credit_status: null,
          credit_event_id: null,
          credited_at: null,
          stripe_balance_transaction_id: null,
          applied_charge_id: null,
          created_at: at,
          updated_at: at,
        });
      };
      await seedReferral('signup-club-stripe', 'club-stripe-referrer', friendUid);

      const paid = paidInvoiceEvent('evt_club_paid', 'in_club_paid', friendUid);
      expect(await post(paid)).toEqual(outcome('applied'));
      const first = await referral('signup-club-stripe');
      expect(first).toMatchObject({
        state: 'credited',
        credit_cents: 2500,
        credit_event_id: 'evt_club_paid',
      });
      // The referrer reads this document: her friend's account id is not in it.
      expect(first).not.toHaveProperty('friend_uid');
      // Stripe delivers it again, then the next month's invoice: nothing changes.
      expect(await post(paid)).toEqual(outcome('duplicate'));
      expect(await post(paidInvoiceEvent('evt_club_paid2', 'in_club_paid2', friendUid))).toEqual(
        outcome('applied'),
      );
      expect(await referral('signup-club-stripe')).toEqual(first);

      // A referral whose friend is the referrer herself earns nothing.
      await adminAuth().createUser({ uid: 'club-self', email: 'club-self@example.com' });
      await seedReferral('signup-club-self', 'club-self', 'club-self');
      expect(await post(paidInvoiceEvent('evt_club_self', 'in_club_self', 'club-self'))).toEqual(
        outcome('applied'),
      );
      expect(await referral('signup-club-self')).toMatchObject({
        credit_cents: null,
        state: 'invited',
      });
    },
  );
});
