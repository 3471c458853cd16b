/**
 * Applies one billing event (Stripe's, verified by the webhook, or the demo billing
 * mode's stand-in) to Firestore. This is the only code that writes `subscriptions/{uid}`
 * for billing: the webhook and demo checkout both come through here.
 *
 * - Replays: each event id is recorded in `billing_events/{id}` in the same transaction,
 *   so an event delivered twice is applied once.
 * - Out of order: an event created before the last one applied to the subscription
 *   changes nothing (domain `subscriptionWrite`).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import {
  SYSTEM_ACTOR,
  billingIntents,
  planFromPrices,
  subscriptionDiscount,
  subscriptionWrite,
  type BillingPrices,
  type BillingSubscription,
  type Invitation,
} from '@unlimited/domain';
import { config } from '../config';
import { activityEntry, addActivity } from '../lib/activity';
import {
  couponDoc,
  invitationDoc,
  subscriptionDoc,
  subscriptionsCol,
  waitlistSignupDoc,
} from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import type { ApplyOutcome, BillingEvent } from './billing-event';
import { applyPurchaseCompleted, isPurchaseEvent } from './purchase-event';

export type { ApplyOutcome, BillingEvent } from './billing-event';

/** The part of a Stripe event this code reads. */

/** The events handled; any other type is recorded and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

const stripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  start_date: z.number(),
  /** On the subscription in API versions before 2025-03-31; on each item since. */
  current_period_end: z.number().optional(),
  current_period_start: z.number().optional(),
  /** Set while collection is paused (the member's pause). */
  pause_collection: z.unknown().nullish(),
  metadata: metadataSchema,
  items: z.object({
    data: z.array(
      z.object({
        price: z.object({ id: z.string() }),
        current_period_start: z.number().optional(),
        current_period_end: z.number().optional(),
      }),
    ),
  }),
});

const checkoutSessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  metadata: metadataSchema,
});

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  /** Before API 2025-03-31 on the invoice; since then under `parent.subscription_details`. */
  subscription: idOf.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() })
    .nullish(),
});

const seconds = (value: number) => new Date(value * 1000);

type Mode = BillingSubscription['mode'];

async function uidForSubscription(
  db: Firestore,
  tx: Transaction,
  metadataUid: string | undefined,
  customerId: string,
): Promise<string | null> {
  if (metadataUid) return metadataUid;
  const found = await tx.get(
    subscriptionsCol(db).where('billing_customer_id', '==', customerId).limit(1),
  );
  return found.docs[0]?.id ?? null;
}

/**
 * Whether a paid sign-up may make `uid` a member: the invitation is theirs (they created
 * their account with it) and was neither revoked nor left to expire unused.
 */
function invitationPaysFor(invitation: Invitation | null, uid: string): boolean {
  return (
    invitation !== null &&
    invitation.accepted_uid === uid &&
    (invitation.status === 'accepted' || invitation.status === 'converted')
  );
}

/** Why {@link invitationPaysFor} refused, for the admins' activity line. */
function invitationState(invitation: Invitation | null, uid: string): string {
  if (invitation === null) return 'missing';
  if (invitation.status === 'revoked') return 'revoked';
  return invitation.accepted_uid === uid ? invitation.status : 'not accepted by this account';
}

/** A payment that must not make a membership: logged and shown to admins to refund. */
function flagRefund(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  what: string,
  invitationStatus: string,
  now: Date,
): void {
  logger.error('Sign-up payment for an invitation that cannot be used: refund needed', {
    eventId: event.id,
    invitationStatus,
  });
  addActivity(
    tx,
    db,
    activityEntry(
      `Payment for ${what} came from an invitation that is ${invitationStatus}: no membership was created. Refund it and cancel the subscription in Stripe.`,
      now,
      SYSTEM_ACTOR,
    ),
  );
}

async function applySubscriptionEvent(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  prices: BillingPrices,
  mode: Mode,
  now: Date,
): Promise<ApplyOutcome> {
  const parsed = stripeSubscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) {
    logger.error('Billing event with an unreadable subscription', { eventId: event.id });
    return 'ignored';
  }
  const sub = parsed.data;
  const uid = await uidForSubscription(db, tx, sub.metadata.uid, sub.customer);
  const plan = planFromPrices(
    sub.items.data.map((item) => item.price.id),
    prices,
  );
  if (uid === null || plan === null) {
    logger.error('Billing event for an unknown member or price', {
      eventId: event.id,
      subscriptionId: sub.id,
      knownMember: uid !== null,
    });
    return 'ignored';
  }
  const periodEnd =
    sub.current_period_end ??
    Math.max(0, ...sub.items.data.map((item) => item.current_period_end ?? 0));
  const starts = sub.items.data.flatMap((item) =>
    item.current_period_start === undefined ? [] : [item.current_period_start],
  );
  const intents = billingIntents(sub, {
    start: sub.current_period_start ?? (starts.length > 0 ? Math.min(...starts) : null),
    end: periodEnd || event.created,
  });
  // A membership is created only from an invitation its account may still pay with (M2).
  const signupId = sub.metadata.signup_id;
  const invitation = signupId ? dataOrNull(await tx.get(invitationDoc(db, signupId))) : null;
  if (signupId && !invitationPaysFor(invitation, uid)) {
    flagRefund(db, tx, event, `subscription ${sub.id}`, invitationState(invitation, uid), now);
    return 'ignored';
  }
  const couponCode = sub.metadata.promo_code ?? null;
  // The promotion's terms come from our own coupon (Stripe's webhook does not expand them).
  const coupon = couponCode === null ? null : dataOrNull(await tx.get(couponDoc(db, couponCode)));
  const billing: BillingSubscription = {
    uid,
    customerId: sub.customer,
    subscriptionId: sub.id,
    status: event.type === 'customer.subscription.deleted' ? 'canceled' : intents.status,
    pauseRequestedAt: intents.pauseRequestedAt,
    retentionOfferAt: intents.retentionOfferAt,
    retentionCreditCents: intents.retentionCreditCents,
    pendingPlan: intents.pendingPlan,
    tier: plan.tier,
    addOns: plan.addOns,
    currentPeriodEnd: seconds(periodEnd || event.created),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    startedAt: seconds(sub.start_date),
    eventCreated: seconds(event.created),
    mode,
    couponCode,
    discount: coupon === null ? null : subscriptionDiscount(coupon, seconds(sub.start_date)),
  };
  const ref = subscriptionDoc(db, uid);
  const decision = subscriptionWrite(dataOrNull(await tx.get(ref)), billing);
  if (!decision.ok) {
    logger.info('Stale billing event skipped', { eventId: event.id, reason: decision.reason });
    return 'stale';
  }
  tx.set(ref, decision.write, { merge: true });
  logger.info('Subscription written from billing', {
    eventId: event.id,
    uid,
    status: decision.write.status,
  });
  return 'applied';
}

async function applyCheckoutCompleted(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const parsed = checkoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) return 'ignored';
  const session = parsed.data;
  const uid = session.client_reference_id ?? session.metadata.uid;
  const signupId = session.metadata.signup_id;
  if (!uid || !signupId) return 'ignored';
  const invitationRef = invitationDoc(db, signupId);
  const signupRef = waitlistSignupDoc(db, signupId);
  const [invitation, signup] = await Promise.all([
    tx.get(invitationRef).then(dataOrNull),
    tx.get(signupRef).then(dataOrNull),
  ]);
  if (invitation?.accepted_uid !== uid) {
    logger.warn('Checkout completed for an invitation of another account', { eventId: event.id });
    return 'ignored';
  }
  if (!invitationPaysFor(invitation, uid)) {
    flagRefund(db, tx, event, `checkout ${session.id}`, invitationState(invitation, uid), now);
    return 'ignored';
  }
  if (invitation.status !== 'converted') {
    tx.update(invitationRef, { status: 'converted', converted_at: now, updated_at: now });
  }
  if (signup !== null && signup.status !== 'converted') {
    tx.update(signupRef, { status: 'converted', updated_at: now });
  }
  addActivity(tx, db, activityEntry('New member joined from the waitlist', now, SYSTEM_ACTOR));
  return 'applied';
}

/**
 * `invoice.payment_failed`: the membership is on hold (`past_due`) until the card is
 * updated and the invoice paid; Stripe's next subscription event brings it back.
 */
async function applyPaymentFailed(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
): Promise<ApplyOutcome> {
  const parsed = invoiceSchema.safeParse(event.data.object);
  if (!parsed.success) return 'ignored';
  const invoice = parsed.data;
  const subscriptionId =
    invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  const uid = await uidForSubscription(db, tx, undefined, invoice.customer);
  if (uid === null) return 'ignored';
  const ref = subscriptionDoc(db, uid);
  const existing = dataOrNull(await tx.get(ref));
  if (existing === null || existing.status !== 'active') return 'ignored';
  if (subscriptionId !== null && existing.billing_subscription_id !== subscriptionId) {
    return 'stale';
  }
  const created = seconds(event.created);
  if (existing.billing_event_at && created < existing.billing_event_at) return 'stale';
  tx.set(ref, { status: 'past_due', billing_event_at: created }, { merge: true });
  logger.info('Payment failed: membership past due', { eventId: event.id, uid });
  return 'applied';
}

/** Applies `event` once; see the module comment. */
export async function applyBillingEvent(
  db: Firestore,
  event: BillingEvent,
  prices: BillingPrices,
  mode: Mode,
  now: Date = new Date(),
): Promise<ApplyOutcome> {
  return db.runTransaction(async (tx) => {
    const marker = db.collection(config.internalCollections.billingEvents).doc(event.id);
    if ((await tx.get(marker)).exists) return 'duplicate';
    let outcome: ApplyOutcome = 'ignored';
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        outcome = await applySubscriptionEvent(db, tx, event, prices, mode, now);
        break;
      case 'checkout.session.completed':
        outcome = isPurchaseEvent(event)
          ? await applyPurchaseCompleted(db, tx, event, mode, now)
          : await applyCheckoutCompleted(db, tx, event, now);
        break;
      case 'invoice.payment_failed':
        outcome = await applyPaymentFailed(db, tx, event);
        break;
    }
    tx.create(marker, {
      type: event.type,
      created: seconds(event.created),
      outcome,
      mode,
      received_at: now,
    });
    return outcome;
  });
}
