/**
 * The referrer's credit when her friend becomes a paying member (domain
 * `decideReferralCredit`): decided inside the transaction of the friend's `invoice.paid`
 * (the billing layer records the event id there, so a redelivered event is a duplicate),
 * on the referral document itself (a credit already set is never set again).
 *
 * - Demo billing (the referrer's membership is demo-billed): the credit is granted at once
 *   and taken off her next demo charge ({@link takeDemoCredits}).
 * - Stripe: the referral is marked `pending`, and {@link settleStripeReferralCredits}
 *   (run by the webhook after the event) adds the credit to her Stripe customer balance
 *   (`customers.createBalanceTransaction`, idempotency key per referral), then marks it
 *   granted. A failed call leaves it pending, and the webhook answers 500 so Stripe
 *   delivers again and the next run settles it.
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import {
  COLLECTIONS,
  SYSTEM_ACTOR,
  creditsForCharge,
  decideReferralCredit,
  formatCents,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import { referralDoc, referralsCol, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/**
 * Reads (before any write of the transaction) whether member `uid`'s paid invoice earns
 * her referrer a credit; the returned `write` records it, or `null` when nothing does.
 */
export async function prepareReferralCredit(
  db: Firestore,
  tx: Transaction,
  args: { uid: string; amountPaidCents: number; eventId: string; now: Date },
): Promise<{ write: () => void } | null> {
  // The friend's signup: the invitation her account was made with (keyed by the signup).
  const invitation = await tx.get(
    db.collection(COLLECTIONS.invitations).where('accepted_uid', '==', args.uid).limit(1),
  );
  const signupId = invitation.docs[0]?.id;
  if (signupId === undefined) return null;
  const ref = referralDoc(db, signupId);
  const referral = dataOrNull(await tx.get(ref));
  if (referral === null) return null;
  const decision = decideReferralCredit({
    referral,
    memberUid: args.uid,
    amountPaidCents: args.amountPaidCents,
  });
  if (!decision.grant) {
    if (decision.reason === 'self_referral') {
      logger.warn('Self-referral: no credit', { uid: args.uid, referralId: signupId });
    }
    return null;
  }
  const referrerSub = dataOrNull(await tx.get(subscriptionDoc(db, referral.referrer_uid)));
  const mode =
    referrerSub?.billing_mode === 'stripe' && referrerSub.billing_customer_id ? 'stripe' : 'demo';
  const { now } = args;
  return {
    write: () => {
      tx.update(ref, {
        // Not her account's id: the referrer reads this document, and needs no more than
        // that her friend became a member.
        friend_uid: FieldValue.delete(),
        credit_cents: decision.cents,
        credit_mode: mode,
        credit_status: mode === 'demo' ? 'granted' : 'pending',
        credit_event_id: args.eventId,
        credited_at: mode === 'demo' ? now : null,
        state: mode === 'demo' ? 'credited' : 'member',
        updated_at: now,
      });
      addActivity(
        tx,
        db,
        activityEntry(
          mode === 'demo'
            ? `Referral credit of ${formatCents(decision.cents)} granted to the referring member (demo billing: taken off her next charge)`
            : `Referral credit of ${formatCents(decision.cents)} for the referring member: being added to her Stripe balance`,
          now,
          SYSTEM_ACTOR,
        ),
      );
      logger.info('Referral credit recorded', { referralId: signupId, mode });
    },
  };
}

/** The part of the Stripe client used: customer balance transactions. */
export type BalanceClient = Pick<Stripe, 'customers'>;

/**
 * Adds every pending referral credit to its referrer's Stripe balance, then marks it
 * granted (see the module comment). Returns how many were settled.
 */
export async function settleStripeReferralCredits(
  db: Firestore,
  stripe: () => BalanceClient,
  now: Date = new Date(),
): Promise<number> {
  const pending = await referralsCol(db).where('credit_status', '==', 'pending').limit(20).get();
  let settled = 0;
  for (const doc of pending.docs) {
    const referral = doc.data();
    if (referral.credit_mode !== 'stripe' || referral.credit_cents === null) continue;
    const sub = dataOrNull(await subscriptionDoc(db, referral.referrer_uid).get());
    const customerId = sub?.billing_customer_id ?? null;
    if (customerId === null) {
      logger.error('Referral credit pending: the referrer has no Stripe customer', {
        referralId: doc.id,
      });
      continue;
    }
    const balance = await stripe().customers.createBalanceTransaction(
      customerId,
      {
        amount: -referral.credit_cents,
        currency: 'usd',
        description: 'Unlimited Club: a friend you referred became a member',
        metadata: { referral_id: doc.id },
      },
      { idempotencyKey: `referral-credit-${doc.id}` },
    );
    const ref = referralDoc(db, doc.id);
    await db.runTransaction(async (tx) => {
      const current = dataOrNull(await tx.get(ref));
      if (current?.credit_status !== 'pending') return;
      tx.update(ref, {
        credit_status: 'granted',
        state: 'credited',
        stripe_balance_transaction_id: balance.id,
        credited_at: now,
        updated_at: now,
      });
      addActivity(
        tx,
        db,
        activityEntry(
          `Referral credit of ${formatCents(referral.credit_cents ?? 0)} added to the referring member's Stripe balance (${balance.id})`,
          now,
          SYSTEM_ACTOR,
        ),
      );
    });
    settled++;
  }
  return settled;
}

/**
 * Demo billing: takes member `uid`'s granted, unused demo credits off a charge of
 * `amountCents` (whole credits while they fit, oldest first: domain `creditsForCharge`),
 * marking each with the charge `chargeId` so none is used twice. Returns the cents taken.
 */
export async function takeDemoCredits(
  db: Firestore,
  uid: string,
  chargeId: string,
  amountCents: number,
  now: Date = new Date(),
): Promise<number> {
  return db.runTransaction(async (tx) => {
    const mine = await tx.get(referralsCol(db).where('referrer_uid', '==', uid));
    const open = mine.docs
      .map((doc) => doc.data())
      .filter(
        (r) =>
          r.credit_mode === 'demo' &&
          r.credit_status === 'granted' &&
          r.applied_charge_id === null &&
          r.credit_cents !== null,
      )
      .sort((a, b) => (a.credited_at?.getTime() ?? 0) - (b.credited_at?.getTime() ?? 0))
      .map((r) => ({ id: r.id, cents: r.credit_cents ?? 0 }));
    const taken = creditsForCharge(open, amountCents);
    for (const id of taken.ids) {
      tx.update(referralDoc(db, id), { applied_charge_id: chargeId, updated_at: now });
    }
    if (taken.cents > 0) {
      addActivity(
        tx,
        db,
        activityEntry(
          `Referral credits of ${formatCents(taken.cents)} taken off a member's demo charge`,
          now,
          SYSTEM_ACTOR,
        ),
      );
    }
    return taken.cents;
  });
}
