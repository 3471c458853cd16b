/**
 * Delivers a payload to the Stripe webhook's handler in this process, signed as Stripe
 * signs it, and answers what the handler sent back: the one recorder the unit tests
 * (webhook.test.ts) and the integration tests (tests/functions/fixtures.ts) share.
 */
import Stripe from 'stripe';
import { handleStripeWebhook, type WebhookResponse } from '../webhook';

export interface Sent {
  status: number;
  body: unknown;
}

/**
 * `payload` signed with `signWith` (the handler's own secret unless a test signs with
 * another), given to the handler with `deps`.
 */
export async function deliverToWebhook(
  payload: string,
  deps: Parameters<typeof handleStripeWebhook>[2],
  signWith = deps.secret,
): Promise<Sent> {
  const sent: Sent = { status: 0, body: undefined };
  const response: WebhookResponse = {
    status(code) {
      sent.status = code;
      return response;
    },
    json(body) {
      sent.body = body;
    },
    send(body) {
      sent.body = body;
    },
  };
  const header = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: signWith,
  });
  await handleStripeWebhook(
    {
      method: 'POST',
      rawBody: Buffer.from(payload),
      header: (name) => (name.toLowerCase() === 'stripe-signature' ? header : undefined),
    },
    response,
    deps,
  );
  return sent;
}
