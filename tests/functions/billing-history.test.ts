/**
 * The billing history end to end on the emulators: the charges billing records (never a
 * client), in both modes, with their receipt emails and the welcome email.
 *
 * - Demo billing: an invitee's checkout records the first month and welcomes them; an
 *   upgrade and an added add-on each record the difference for the rest of the period,
 *   the amount the page showed (domain `chargeNow`).
 * - Stripe: signed webhook events of the 2025 API shape: `invoice.paid` records the charge
 *   with Stripe's hosted invoice and emails the receipt once, whatever is redelivered;
 *   `charge.refunded` marks it refunded; `invoice.payment_failed` records a failed charge
 *   (no receipt) and puts the membership on hold.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  chargeDocSchema,
  chargeNow,
  normaliseFirestoreData,
  receiptMailId,
  subscriptionDocSchema,
  welcomeMailId,
} from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  passwordCaller,
  signedInCaller,
  useFreshEmulators,
  waitFor,
} from './helpers';
import { addPendingSignup, invitationMails, inviteeAccount } from './invitees';
import {
  outcome,
  postToWebhook as post,
  stripeEvent as event,
  stripeInvoice,
  stripeSubscription,
  T0,
} from './fixtures';

useFreshEmulators();

const dates = (data: DocumentData | undefined) =>
  Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );

async function chargesOf(uid: string) {
  const snap = await adminDb().collection('charges').where('user_id', '==', uid).get();
  return (
    snap.docs
      .map((doc) => ({ id: doc.id, ...chargeDocSchema.parse(normaliseFirestoreData(doc.data())) }))
      // Stripe dates a charge to the second: two in one second keep the order they came in.
      .sort(
        (a, b) =>
          a.charged_at.getTime() - b.charged_at.getTime() ||
          a.created_at.getTime() - b.created_at.getTime(),
      )
  );
}

async function mail(id: string) {
  const snap = await adminDb().collection('mail').doc(id).get();
  return snap.exists
    ? (snap.data() as { to: string; message: { subject: string; text: string } })
    : null;
}

async function mailsTo(email: string) {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => doc.id).sort();
}

describe('demo billing records each charge, with its receipt', () => {
  it(
    'checkout records the first month and welcomes the member; an upgrade and an add-on record what the page said',
    { timeout: 300_000 },
    async () => {
      const admin = await signedInCaller('history-admin', { admin: true });
      const email = 'iris.history@example.com';
      await addPendingSignup('signup-history', email, { tier: 'reserve' });
      await admin.call('inviteSignups', { signupIds: ['signup-history'] });
      const [invite] = await invitationMails('signup-history');
      const { uid } = await anonymousCaller().call('acceptInvitation', {
        token: invite?.token ?? '',
        ...inviteeAccount('Iris', 'Halloran', 'history-password-1'),
      });
      const member = await passwordCaller(email, 'history-password-1');
      await member.call('startCheckout', { tier: 'reserve', addOns: {} });

      const [first] = await chargesOf(uid);
      expect(first).toMatchObject({
        kind: 'membership',
        tier: 'reserve',
        status: 'paid',
        amount_cents: 4_900,
        mode: 'demo',
        invoice_url: null,
        billed_to_name: 'Iris Halloran',
        billed_to_email: email,
        lines: [{ label: 'Reserve membership', cents: 4_900 }],
      });
      expect(first?.description).toMatch(/^Reserve membership, \w+ \d+, \d{4} to \w+ \d+, \d{4}$/);
      const receipt = await mail(receiptMailId(first?.id ?? ''));
      expect(receipt?.to).toBe(email);
      expect(receipt?.message.subject).toBe('Your Unlimited receipt for $49.00');
      expect(receipt?.message.text).toContain(`/receipts/${first?.id ?? ''}`);
      const welcome = await mail(welcomeMailId(uid));
      expect(welcome?.message.subject).toBe(
        'Welcome to Unlimited, your Reserve membership is active',
      );

      // The upgrade charges the difference for the rest of the period: what the page showed
      // at some moment between the call and its answer.
      const stored = async () =>
        subscriptionDocSchema.parse(
          dates((await adminDb().collection('subscriptions').doc(uid).get()).data()),
        );
      const before = await stored();
      const asked = new Date();
      await member.call('changeTier', { tier: 'elite' });
      const answered = new Date();
      const elite = {
        tier: 'elite' as const,
        addOns: { full_coverage: false, select_access: false },
      };
      const upgrade = (await chargesOf(uid)).find((c) => c.kind === 'plan_change');
      expect(upgrade).toMatchObject({
        tier: 'elite',
        status: 'paid',
        description: 'Upgrade to Elite: the difference for the rest of the billing period',
      });
      expect(upgrade?.amount_cents).toBeLessThanOrEqual(chargeNow(before, elite, asked).todayCents);
      expect(upgrade?.amount_cents).toBeGreaterThanOrEqual(
        chargeNow(before, elite, answered).todayCents,
      );
      expect(upgrade?.amount_cents).toBeGreaterThan(7_000);

      await member.call('addAddOn', { addOn: 'full_coverage' });
      const addOn = (await chargesOf(uid)).find((c) => c.kind === 'add_on');
      expect(addOn).toMatchObject({
        description: 'Full Coverage Protection added: the rest of the billing period',
        status: 'paid',
      });
      // A cancellation, a pause or a downgrade charges nothing now.
      await member.call('removeAddOn', { addOn: 'full_coverage' });
      const all = await chargesOf(uid);
      expect(all.map((c) => c.kind)).toEqual(['membership', 'plan_change', 'add_on']);
      // One receipt per charge, one welcome.
      expect(await mailsTo(email)).toEqual(
        expect.arrayContaining([...all.map((c) => receiptMailId(c.id)), welcomeMailId(uid)]),
      );
      expect((await mailsTo(email)).filter((id) => id.startsWith('welcome-'))).toHaveLength(1);
    },
  );
});

describe('Stripe events record the charges, once', () => {
  const uid = 'stripe-history';
  const email = 'stripe.history@example.com';
  const subscription = stripeSubscription(uid);
  const invoice = (id: string, overrides: Record<string, unknown> = {}) =>
    stripeInvoice(id, uid, {
      number: `HIST-${id.slice(-4)}`,
      billing_reason: 'subscription_create',
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
      payment_intent: `pi_${id}`,
      ...overrides,
    });

  it(
    'welcome once, the paid invoice with Stripe’s hosted invoice and one receipt email, then its refund',
    { timeout: 240_000 },
    async () => {
      await adminAuth().createUser({ uid, email, emailVerified: true });
      await adminDb().collection('profiles').doc(uid).set({
        first_name: 'Stella',
        last_name: 'Hart',
        username: 'stella.hart',
        email,
        shipping_address: null,
      });
      expect(
        await post(event('evt_hist_sub', 'customer.subscription.created', subscription)),
      ).toEqual(outcome('applied'));
      expect((await mail(welcomeMailId(uid)))?.to).toBe(email);

      const paid = event('evt_hist_paid', 'invoice.paid', invoice('in_hist_0001'), T0 + 5);
      expect(await post(paid)).toEqual(outcome('applied'));
      // Stripe redelivers: nothing is written twice.
      expect(await post(paid)).toEqual(outcome('duplicate'));
      const [charge] = await chargesOf(uid);
      expect(charge).toMatchObject({
        id: 'in_hist_0001',
        kind: 'membership',
        tier: 'elite',
        status: 'paid',
        amount_cents: 12_900,
        receipt_number: 'HIST-0001',
        invoice_url: 'https://invoice.stripe.com/i/acct_test/in_hist_0001',
        mode: 'stripe',
        billed_to_name: 'Stella Hart',
      });
      const receipt = await mail(receiptMailId('in_hist_0001'));
      expect(receipt?.message.text).toContain(
        'Your receipt: https://invoice.stripe.com/i/acct_test/in_hist_0001',
      );
      expect(await mailsTo(email)).toEqual([receiptMailId('in_hist_0001'), welcomeMailId(uid)]);

      // The same subscription updated later is not a new member: no second welcome.
      expect(
        await post(event('evt_hist_upd', 'customer.subscription.updated', subscription, T0 + 10)),
      ).toEqual(outcome('applied'));

      const refund = {
        id: 'ch_hist_1',
        object: 'charge',
        amount: 12_900,
        amount_refunded: 12_900,
        refunded: true,
        payment_intent: 'pi_in_hist_0001',
      };
      expect(await post(event('evt_hist_refund', 'charge.refunded', refund, T0 + 20))).toEqual(
        outcome('applied'),
      );
      expect((await chargesOf(uid))[0]).toMatchObject({
        status: 'refunded',
        refunded_cents: 12_900,
      });
      expect(await mailsTo(email)).toEqual([receiptMailId('in_hist_0001'), welcomeMailId(uid)]);
    },
  );

  it(
    'a failed renewal is recorded as failed, with no receipt, and puts the membership on hold',
    { timeout: 120_000 },
    async () => {
      const failed = invoice('in_hist_0002', {
        billing_reason: 'subscription_cycle',
        status: 'open',
        amount_paid: 0,
        created: T0 + 30,
        status_transitions: { paid_at: null },
      });
      expect(
        await post(event('evt_hist_failed', 'invoice.payment_failed', failed, T0 + 30)),
      ).toEqual(outcome('applied'));
      const charge = (await chargesOf(uid)).find((c) => c.id === 'in_hist_0002');
      expect(charge).toMatchObject({ status: 'failed', amount_cents: 12_900 });
      expect(await mail(receiptMailId('in_hist_0002'))).toBeNull();
      await waitFor('the hold', async () =>
        (await adminDb().collection('subscriptions').doc(uid).get()).get('status') === 'past_due'
          ? true
          : undefined,
      );
    },
  );
});
