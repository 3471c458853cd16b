/**
 * Applies one billing event (Stripe's, verified by the webhook, or the demo billing
 * mode's stand-in) to Firestore. This is the only code that writes `subscriptions/{uid}`
 * for billing: the webhook and demo checkout both come through here.
 *
 * - Replays: each event id is recorded in `billing_events/{id}` in the same transaction,
 *   so an event delivered twice is applied once. The record expires
 *   `BILLING_EVENT_RETENTION_DAYS` after it was last received (a TTL policy on `expire_at`).
 * - Order: the events of one subscription apply in a total order (domain
 *   `compareEventPositions`: `created`, then the lifecycle rank within the second, then the
 *   event id), never in their order of arrival; one that does not come after the last one
 *   applied changes nothing (`stale`).
 * - Unmappable (unknown price, unknown member, missing metadata, unreadable object): the
 *   record says `needs_attention` with the admin's sentence, nothing else is written, and
 *   the outcome is `attention` (the webhook answers non-2xx, so Stripe retries; once the
 *   configuration is fixed the retry applies, since the event was never marked processed).
 * - Demo billing's changes are the provider's current object, built from the stored
 *   document inside the transaction that writes it ({@link applyDemoChange}), so no event
 *   time (a job run with a later clock) can make a later change stale.
 */
import { randomUUID } from 'node:crypto';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import {
  SYSTEM_ACTOR,
  billingEventExpiry,
  billingIntents,
  billingProblemSentence,
  comesAfter,
  lastAppliedPosition,
  planFromPrices,
  subscriptionDiscount,
  subscriptionStatusFromBilling,
  subscriptionWrite,
  welcomeMail,
  welcomeMailId,
  type BillingPrices,
  type BillingSubscription,
  type Invitation,
  type SubscriptionDoc,
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
import { verifiedEmailOf } from '../lib/member-email';
import { dataOrNull } from '../lib/snapshots';
import {
  applyChargeRefunded,
  applyInvoicePaid,
  prepareInvoiceCharge,
  siteLink,
} from './charge-event';
import {
  unmappable,
  type ApplyOutcome,
  type BillingEvent,
  type HandlerResult,
  type Unmappable,
} from './billing-event';
import {
  applyPurchaseCompleted,
  applyPurchasePaymentFailed,
  applyPurchasePending,
  isPurchaseSession,
} from './purchase-event';

export type { ApplyOutcome, BillingEvent } from './billing-event';

/** The events handled; any other type is recorded and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'invoice.payment_failed',
  'invoice.paid',
  'charge.refunded',
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
  /** A scheduled cancellation (the end of the minimum term), Unix seconds. */
  cancel_at: z.number().nullish(),
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
  subscription: idOf.nullish(),
  /** `unpaid` while a delayed payment (bank debit) is processing. */
  payment_status: z.string().nullish(),
  metadata: metadataSchema,
});

/** The `id` of an event's object, when it has one (for the admin's sentence). */
function objectIdOf(object: unknown): string | null {
  const id = (object as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

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
  ordering: 'events' | 'current' = 'events',
): Promise<HandlerResult> {
  const parsed = stripeSubscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) {
    return unmappable('unreadable', { objectId: objectIdOf(event.data.object) });
  }
  const sub = parsed.data;
  const uid = await uidForSubscription(db, tx, sub.metadata.uid, sub.customer);
  if (uid === null) {
    return unmappable('unknown_member', { objectId: sub.id, customerId: sub.customer });
  }
  const priceIds = sub.items.data.map((item) => item.price.id);
  const plan = planFromPrices(priceIds, prices);
  if (plan === null) return unmappable('unknown_price', { objectId: sub.id, priceIds });
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
    pauseResumesAt: intents.pauseResumesAt,
    retentionOfferAt: intents.retentionOfferAt,
    retentionCreditCents: intents.retentionCreditCents,
    pendingPlan: intents.pendingPlan,
    tier: plan.tier,
    addOns: plan.addOns,
    currentPeriodEnd: seconds(periodEnd || event.created),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: sub.cancel_at ? seconds(sub.cancel_at) : null,
    startedAt: seconds(sub.start_date),
    eventCreated: seconds(event.created),
    eventId: event.id,
    eventType: event.type,
    ordering,
    mode,
    couponCode,
    discount: coupon === null ? null : subscriptionDiscount(coupon, seconds(sub.start_date)),
  };
  const ref = subscriptionDoc(db, uid);
  const existing = dataOrNull(await tx.get(ref));
  // The welcome email: once per member (its id), when a membership becomes active that
  // was not (an active membership whose event now names it is not new to the member).
  const welcomeRef = db.collection(config.internalCollections.mail).doc(welcomeMailId(uid));
  const welcome =
    subscriptionStatusFromBilling(billing.status) === 'active' &&
    (existing === null ||
      (existing.status !== 'active' && existing.billing_subscription_id !== sub.id)) &&
    !(await tx.get(welcomeRef)).exists
      ? await verifiedEmailOf(uid)
      : null;
  const decision = subscriptionWrite(existing, billing);
  if (!decision.ok) {
    logger.info('Stale billing event skipped', { eventId: event.id, reason: decision.reason });
    return 'stale';
  }
  tx.set(ref, decision.write, { merge: true });
  if (welcome !== null && decision.write.status === 'active') {
    tx.set(
      welcomeRef,
      welcomeMail(
        uid,
        decision.write.plan_name,
        welcome,
        { closet: siteLink('/bags'), membership: siteLink('/membership-manage') },
        now,
      ),
    );
  }
  logger.info('Subscription written from billing', {
    eventId: event.id,
    uid,
    status: decision.write.status,
  });
  return 'applied';
}

/** A membership Checkout's session, with the member and invitation it names. */
function membershipSession(
  event: BillingEvent,
):
  | { ok: true; session: z.output<typeof checkoutSessionSchema>; uid: string; signupId: string }
  | { ok: false; result: Unmappable } {
  const parsed = checkoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) {
    return {
      ok: false,
      result: unmappable('unreadable', { objectId: objectIdOf(event.data.object) }),
    };
  }
  const session = parsed.data;
  const uid = session.client_reference_id ?? session.metadata.uid;
  const signupId = session.metadata.signup_id;
  if (!uid || !signupId) {
    const missing = [...(uid ? [] : ['uid']), ...(signupId ? [] : ['signup_id'])];
    return { ok: false, result: unmappable('missing_metadata', { objectId: session.id, missing }) };
  }
  return { ok: true, session, uid, signupId };
}

/**
 * A membership Checkout completed (`checkout.session.completed` paid, or
 * `async_payment_succeeded`): the invitation and signup are converted. Completed with a
 * delayed payment still processing (`payment_status: unpaid`), nothing converts yet.
 */
async function applyCheckoutCompleted(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  now: Date,
): Promise<HandlerResult> {
  const read = membershipSession(event);
  if (!read.ok) return read.result;
  const { session, uid, signupId } = read;
  if (session.payment_status === 'unpaid') {
    addActivity(
      tx,
      db,
      activityEntry(
        `A new member's first payment (${session.id}) is processing: the membership starts once it clears`,
        now,
        SYSTEM_ACTOR,
      ),
    );
    return 'applied';
  }
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
  prices: BillingPrices,
  mode: Mode,
  now: Date,
): Promise<HandlerResult> {
  // The billing history's failed charge: its reads first, written after the hold's.
  const charge = await prepareInvoiceCharge(db, tx, event, 'failed', prices, mode, now);
  const result = await putOnHoldForInvoice(db, tx, event);
  if (typeof charge === 'object' && 'write' in charge) charge.write();
  return result;
}

/** The membership an unpaid invoice bills, on hold (see {@link applyPaymentFailed}). */
async function putOnHoldForInvoice(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
): Promise<HandlerResult> {
  const parsed = invoiceSchema.safeParse(event.data.object);
  if (!parsed.success) {
    return unmappable('unreadable', { objectId: objectIdOf(event.data.object) });
  }
  const invoice = parsed.data;
  const subscriptionId =
    invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  // An invoice of no subscription (a bag purchase) is not a membership's.
  if (subscriptionId === null) return 'ignored';
  const uid = await uidForSubscription(db, tx, undefined, invoice.customer);
  if (uid === null) {
    return unmappable('unknown_member', { objectId: invoice.id, customerId: invoice.customer });
  }
  return putPastDue(db, tx, event, uid, subscriptionId);
}

/**
 * The membership of `uid` on hold (`past_due`) after a failed payment of its
 * subscription `subscriptionId`, when the event comes after the last one applied (it
 * ranks as a change of a live subscription).
 */
async function putPastDue(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  uid: string,
  subscriptionId: string | null,
): Promise<HandlerResult> {
  const ref = subscriptionDoc(db, uid);
  const existing = dataOrNull(await tx.get(ref));
  if (existing === null || existing.status === 'canceled' || existing.status === 'past_due') {
    return 'ignored';
  }
  if (subscriptionId !== null && existing.billing_subscription_id !== subscriptionId) {
    return 'stale';
  }
  const position = { created: seconds(event.created), rank: 1 as const, id: event.id };
  const last = lastAppliedPosition(existing);
  if (last !== null && !comesAfter(position, last)) return 'stale';
  tx.set(
    ref,
    {
      status: 'past_due',
      billing_event_at: position.created,
      billing_event_rank: position.rank,
      billing_event_id: position.id,
    },
    { merge: true },
  );
  logger.info('Payment failed: membership past due', { eventId: event.id, uid });
  return 'applied';
}

/**
 * A membership Checkout's delayed payment (bank debit) failed: the member is told their
 * payment did not go through (the membership, if Stripe already created it, is on hold
 * as after any failed payment) and admins see it in the activity.
 */
async function applyCheckoutPaymentFailed(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  now: Date,
): Promise<HandlerResult> {
  const read = membershipSession(event);
  if (!read.ok) return read.result;
  const { session, uid } = read;
  const result = await putPastDue(db, tx, event, uid, session.subscription ?? null);
  addActivity(
    tx,
    db,
    activityEntry(
      `A new member's first payment (${session.id}) failed: they are asked to update their payment method`,
      now,
      SYSTEM_ACTOR,
    ),
  );
  return result === 'stale' ? 'stale' : 'applied';
}

/** Runs the handler of `event`'s type, inside the transaction. */
async function handleEvent(
  db: Firestore,
  tx: Transaction,
  event: BillingEvent,
  prices: BillingPrices,
  mode: Mode,
  now: Date,
  ordering: 'events' | 'current',
): Promise<HandlerResult> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(db, tx, event, prices, mode, now, ordering);
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (isPurchaseSession(event)) {
        return event.type === 'checkout.session.completed'
          ? applyPurchasePending(db, tx, event, mode, now)
          : applyPurchaseCompleted(db, tx, event, mode, now);
      }
      return applyCheckoutCompleted(db, tx, event, now);
    case 'checkout.session.async_payment_failed':
      return isPurchaseSession(event)
        ? applyPurchasePaymentFailed(db, tx, event, now)
        : applyCheckoutPaymentFailed(db, tx, event, now);
    case 'invoice.payment_failed':
      return applyPaymentFailed(db, tx, event, prices, mode, now);
    case 'invoice.paid':
      return applyInvoicePaid(db, tx, event, prices, mode, now);
    case 'charge.refunded':
      return applyChargeRefunded(db, tx, event, now);
    default:
      return 'ignored';
  }
}

/**
 * Records what handling `event` did in `billing_events/{id}` (after the handler's writes;
 * `previous` is the record read at the start, an earlier delivery needing attention).
 */
function recordOutcome(
  tx: Transaction,
  marker: DocumentReference,
  event: BillingEvent,
  result: HandlerResult,
  mode: Mode,
  now: Date,
  previous: DocumentSnapshot | null,
): ApplyOutcome {
  const attempts = Number(previous?.get('attempts') ?? 0) + 1;
  const common = {
    type: event.type,
    created: seconds(event.created),
    mode,
    received_at: previous?.get('received_at') ?? now,
    last_received_at: now,
    attempts,
    expire_at: billingEventExpiry(now),
  };
  if (typeof result === 'object') {
    const message = billingProblemSentence(result.problem, event.type, result.details);
    logger.error('Billing event needs attention', {
      eventId: event.id,
      type: event.type,
      problem: result.problem,
      attempts,
    });
    tx.set(marker, {
      ...common,
      state: 'needs_attention',
      outcome: null,
      problem: result.problem,
      message,
    });
    return 'attention';
  }
  tx.set(marker, { ...common, state: 'processed', outcome: result, problem: null, message: null });
  return result;
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
    const seen = await tx.get(marker);
    // Processed before (a record from before the attention list has no state): a replay.
    if (seen.exists && seen.get('state') !== 'needs_attention') return 'duplicate';
    // Demo billing's events are its provider's current state, applied as they are made.
    const ordering = mode === 'demo' ? 'current' : 'events';
    const result = await handleEvent(db, tx, event, prices, mode, now, ordering);
    return recordOutcome(tx, marker, event, result, mode, now, seen.exists ? seen : null);
  });
}

/** What demo billing's provider does to the stored subscription, or `null` for nothing. */
export type DemoProviderStep = (
  stored: SubscriptionDoc,
) => { type: BillingEvent['type']; object: unknown } | null;

/**
 * Demo billing: the provider's next state of member `uid`'s subscription, built by `step`
 * from the document as stored when the transaction reads it, and written by the webhook's
 * own handler as the provider's current object (see the module comment). `ignored` when
 * there is no subscription or `step` changes nothing.
 */
export async function applyDemoChange(
  db: Firestore,
  uid: string,
  step: DemoProviderStep,
  prices: BillingPrices,
  now: Date = new Date(),
): Promise<ApplyOutcome> {
  return db.runTransaction(async (tx) => {
    const stored = dataOrNull(await tx.get(subscriptionDoc(db, uid)));
    const next = stored === null ? null : step(stored);
    if (next === null) return 'ignored';
    const event: BillingEvent = {
      id: `evt_demo_${randomUUID()}`,
      type: next.type,
      created: Math.floor(now.getTime() / 1000),
      data: { object: next.object },
    };
    const marker = db.collection(config.internalCollections.billingEvents).doc(event.id);
    const result = await handleEvent(db, tx, event, prices, 'demo', now, 'current');
    return recordOutcome(tx, marker, event, result, 'demo', now, null);
  });
}
