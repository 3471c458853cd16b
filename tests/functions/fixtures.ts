/**
 * Billing setup the functions integration suite shares (beside helpers.ts): a member's
 * delivered order, a local stand-in for Stripe's API, and Stripe's events signed as
 * Stripe signs them, delivered to the webhook's handler in the test's process or POSTed
 * to the `stripeWebhook` function the Functions emulator serves.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { billingPrices } from '../../functions/src/billing/params';
import { stripeClient } from '../../functions/src/billing/stripe-checkout';
import { functionUrl, type Caller } from './helpers';

/** Orders `bagId` for `member` and moves it to Delivered as an admin. */
export async function deliveredOrder(
  member: Caller,
  admin: Caller,
  bagId: string,
): Promise<string> {
  const { orderId } = await member.call('createOrder', { bagId });
  await admin.call('updateOrder', {
    orderId,
    expected_status: 'pending_shipment',
    order_status: 'in_transit',
    tracking_number: '1Z999',
  });
  await admin.call('updateOrder', {
    orderId,
    expected_status: 'in_transit',
    order_status: 'delivered',
  });
  return orderId;
}

// --- Billing code called in the test's process, against a stand-in for Stripe's API ---

/** The price ids billing code called in the test's process is given. */
export const STUB_PRICES = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};

/** A request the Stripe stub received: `form` is its form-encoded body. */
export interface StubRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  /** Its `Idempotency-Key` header. */
  key: string | undefined;
}

/** What Stripe answers when a Checkout Session is created. */
export function checkoutSession(id: string) {
  return { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` };
}

/**
 * A local stand-in for Stripe's API, listening while the enclosing `describe` runs: it
 * keeps every request in `received` and answers each with `answer(request)` as JSON (200).
 * `client()` is a Stripe client that talks to it.
 */
export function useStripeStub(answer: (request: StubRequest) => unknown) {
  let server: Server | undefined;
  const stub = {
    port: 0,
    received: [] as StubRequest[],
    client: () =>
      stripeClient('sk_test_key', { host: '127.0.0.1', port: stub.port, protocol: 'http' }),
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const request: StubRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          form: new URLSearchParams(body),
          key: req.headers['idempotency-key'] as string | undefined,
        };
        stub.received.push(request);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer(request)));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    stub.port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );
  return stub;
}

/**
 * Stripe's `checkout.session.completed` (paid) for the session `form` asked Stripe to
 * create: its metadata comes back as it was sent. The event's JSON, as Stripe posts it.
 */
export function paidSessionEvent(event: {
  id: string;
  uid: string;
  sessionId: string;
  form: URLSearchParams;
  amountTotal: number;
  /** When the Checkout was made (Unix seconds); left out by default. */
  sessionCreated?: number;
}): string {
  return JSON.stringify({
    id: event.id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: event.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        ...(event.sessionCreated === undefined ? {} : { created: event.sessionCreated }),
        amount_total: event.amountTotal,
        client_reference_id: event.uid,
        payment_intent: `pi_${event.sessionId}`,
        metadata: Object.fromEntries(
          [...event.form.entries()]
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        ),
      },
    },
  });
}

export { deliverToWebhook } from '../../functions/src/billing/__tests__/deliver-to-webhook';

// --- The `stripeWebhook` function the Functions emulator serves ---

/** The emulator's webhook signing secret (emulatorsExec in scripts/lib/emulators.mjs sets it). */
export function emulatorWebhookSecret(): string {
  const secret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
  if (secret === '') {
    throw new Error('STRIPE_WEBHOOK_SECRET is not set: run this suite through scripts/test.mjs.');
  }
  return secret;
}

/** The price ids the emulator's functions run with (a demo project's). */
export const EMULATOR_PRICES = billingPrices();

/** An hour ago, in Stripe's seconds: when the events below happen unless told. */
export const T0 = Math.floor(Date.now() / 1000) - 3600;
/** The end of the billing period that starts at {@link T0}. */
export const PERIOD_END = T0 + 30 * 86_400;

/**
 * POSTs `event` to the emulator's `stripeWebhook`, signed as Stripe signs it with `secret`
 * (the emulator's own unless a test signs with another).
 */
export async function postToWebhook(
  event: unknown,
  secret = emulatorWebhookSecret(),
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const response = await fetch(functionUrl('stripeWebhook'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
        payload,
        secret,
      }),
    },
    body: payload,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A plain-text answer (400, 405).
  }
  return { status: response.status, body };
}

/** The webhook's answer to an event it took, with what it did (`applied`, `duplicate`). */
export const outcome = (value: string) => ({
  status: 200,
  body: { received: true, outcome: value },
});

/** A Stripe event of the 2025 API shape. */
export function stripeEvent(id: string, type: string, object: unknown, created = T0) {
  return { id, object: 'event', api_version: '2025-09-30.clover', type, created, data: { object } };
}

/**
 * Member `uid`'s active subscription at Stripe of the 2025 API shape (customer `cus_<uid>`,
 * id `sub_<uid>`), on `price` (the emulator's Elite); `overrides` replace its fields.
 */
export function stripeSubscription(
  uid: string,
  overrides: Record<string, unknown> = {},
  price = EMULATOR_PRICES.elite,
) {
  return {
    id: `sub_${uid}`,
    object: 'subscription',
    customer: `cus_${uid}`,
    status: 'active',
    cancel_at_period_end: false,
    start_date: T0,
    metadata: { uid },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${uid}`,
          price: { id: price },
          current_period_start: T0,
          current_period_end: PERIOD_END,
        },
      ],
    },
    ...overrides,
  };
}

/**
 * Member `uid`'s paid monthly Elite invoice of the 2025 API shape (customer `cus_<uid>`,
 * subscription `sub_<uid>`, the emulator's prices); `overrides` replace its fields.
 */
export function stripeInvoice(id: string, uid: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'invoice',
    customer: `cus_${uid}`,
    number: null,
    billing_reason: 'subscription_cycle',
    status: 'paid',
    amount_paid: 12_900,
    amount_due: 12_900,
    total: 12_900,
    currency: 'usd',
    created: T0,
    hosted_invoice_url: null,
    payment_intent: null,
    status_transitions: { paid_at: T0 + 5 },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: `sub_${uid}`, metadata: { uid } },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${id}`,
          description: '1 × Elite (at $129.00 / month)',
          amount: 12_900,
          period: { start: T0, end: PERIOD_END },
          pricing: { type: 'price_details', price_details: { price: EMULATOR_PRICES.elite } },
          parent: { subscription_item_details: { proration: false } },
        },
      ],
    },
    total_discount_amounts: [],
    total_taxes: [],
    ...overrides,
  };
}
