/**
 * The Stripe webhook's request handling: only POSTs whose `Stripe-Signature` verifies
 * with the signing secret reach {@link applyBillingEvent}. Answers 2xx once the event is
 * applied (or known), 400 for a bad signature, 422 for an event that cannot be mapped onto
 * a member (recorded as needing attention; Stripe retries it, and the retry after the
 * configuration is fixed applies it), 5xx so Stripe retries on failure.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import Stripe from 'stripe';
import type { BillingPrices } from '@unlimited/domain';
import { applyBillingEvent } from './apply-event';

/** The parts of the HTTPS request and response used (Express's shapes). */
export interface WebhookRequest {
  method: string;
  rawBody: Buffer;
  header(name: string): string | undefined;
}
export interface WebhookResponse {
  status(code: number): WebhookResponse;
  json(body: unknown): void;
  send(body: string): void;
}

const verifier = Stripe.webhooks;

export async function handleStripeWebhook(
  request: WebhookRequest,
  response: WebhookResponse,
  deps: {
    db: Firestore;
    secret: string;
    prices: BillingPrices;
    now?: Date;
    /** After a paid invoice: Club credits waiting for Stripe (club/referral-credit.ts). */
    settleReferralCredits?: () => Promise<unknown>;
    /** After a paid Cart Checkout: its add-ons join the subscription (cart-add-ons.ts). */
    joinCartAddOns?: (event: Stripe.Event) => Promise<unknown>;
  },
): Promise<void> {
  if (request.method !== 'POST') {
    response.status(405).send('Method Not Allowed');
    return;
  }
  if (deps.secret === '') {
    logger.error('Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set');
    response.status(503).send('Billing webhook is not configured');
    return;
  }
  let event: Stripe.Event;
  try {
    event = verifier.constructEvent(
      request.rawBody,
      request.header('stripe-signature') ?? '',
      deps.secret,
    );
  } catch {
    logger.warn('Stripe webhook with an invalid signature');
    response.status(400).send('Invalid signature');
    return;
  }
  try {
    const outcome = await applyBillingEvent(deps.db, event, deps.prices, 'stripe', deps.now);
    logger.info('Stripe event handled', { eventId: event.id, type: event.type, outcome });
    if (outcome === 'attention') {
      response.status(422).json({ received: false, outcome });
      return;
    }
    // A failure here answers 500: Stripe delivers again (a duplicate) and this runs again.
    if (event.type === 'invoice.paid') await deps.settleReferralCredits?.();
    if (outcome === 'applied' || outcome === 'duplicate') await deps.joinCartAddOns?.(event);
    response.status(200).json({ received: true, outcome });
  } catch (error) {
    logger.error('Stripe event failed', {
      eventId: event.id,
      error: error instanceof Error ? error.message : String(error),
    });
    response.status(500).send('Event not applied; retry later');
  }
}
