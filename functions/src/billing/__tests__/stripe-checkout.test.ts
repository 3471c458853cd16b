/** The Checkout Session request, sent by the real SDK to a local stub of Stripe's API. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutSession, stripeClient } from '../stripe-checkout';

interface Received {
  method: string;
  path: string;
  authorization: string;
  form: URLSearchParams;
}

let server: Server;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const prices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};

describe('createCheckoutSession', () => {
  it('asks Stripe for a subscription Checkout with one line per price and the member in metadata', async () => {
    const stripe = stripeClient('sk_test_key', { host: '127.0.0.1', port, protocol: 'http' });
    const url = await createCheckoutSession(stripe, {
      uid: 'uid-ann',
      email: 'ann@example.com',
      signupId: 'signup-1',
      plan: { tier: 'elite', addOns: { full_coverage: true, select_access: false } },
      prices,
      customerId: null,
      successUrl: 'https://unlimited.example/dashboard?checkout=success',
      cancelUrl: 'https://unlimited.example/signup/add-ons',
    });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    const request = received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_key',
    });
    const form = Object.fromEntries(request?.form ?? []);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_elite',
      'line_items[0][quantity]': '1',
      'line_items[1][price]': 'price_fc',
      'line_items[1][quantity]': '1',
      client_reference_id: 'uid-ann',
      customer_email: 'ann@example.com',
      'metadata[uid]': 'uid-ann',
      'metadata[signup_id]': 'signup-1',
      'subscription_data[metadata][uid]': 'uid-ann',
      success_url: 'https://unlimited.example/dashboard?checkout=success',
      cancel_url: 'https://unlimited.example/signup/add-ons',
    });
    expect(form).not.toHaveProperty('line_items[2][price]');
    expect(form).not.toHaveProperty('customer');
  });

  it('reuses the customer on file instead of the email', async () => {
    const stripe = stripeClient('sk_test_key', { host: '127.0.0.1', port, protocol: 'http' });
    await createCheckoutSession(stripe, {
      uid: 'uid-ann',
      email: 'ann@example.com',
      signupId: 'signup-1',
      plan: { tier: 'reserve', addOns: { full_coverage: false, select_access: true } },
      prices,
      customerId: 'cus_1',
      successUrl: 'https://unlimited.example/dashboard',
      cancelUrl: 'https://unlimited.example/signup/add-ons',
    });
    const form = Object.fromEntries(received.at(-1)?.form ?? []);
    expect(form).toMatchObject({
      customer: 'cus_1',
      'line_items[0][price]': 'price_reserve',
      'line_items[1][price]': 'price_sa',
    });
    expect(form).not.toHaveProperty('customer_email');
  });
});
