/**
 * The coupon's Stripe calls, sent by the real SDK to a local stub of Stripe's API: a
 * coupon and a promotion code on create, the promotion code switched off on deactivate,
 * and the promotion code applied to the sign-up Checkout Session.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutSession, stripeClient } from '../../billing/stripe-checkout';
import { createStripePromotion, deactivateStripePromotion } from '../stripe-coupons';

interface Received {
  method: string;
  path: string;
  form: Record<string, string>;
}

let server: Server;
let port = 0;
const received: Received[] = [];

const ANSWERS: Record<string, object> = {
  '/v1/coupons': { id: 'co_test_1', object: 'coupon' },
  '/v1/promotion_codes': { id: 'promo_test_1', object: 'promotion_code' },
  '/v1/promotion_codes/promo_test_1': {
    id: 'promo_test_1',
    object: 'promotion_code',
    active: false,
  },
  '/v1/checkout/sessions': {
    id: 'cs_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_1',
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({
        method: req.method ?? '',
        path,
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const answer = ANSWERS[path];
      res.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer ?? { error: { message: 'not stubbed' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const stripe = () => stripeClient('sk_test_key', { host: '127.0.0.1', port, protocol: 'http' });

describe('createStripePromotion', () => {
  it('creates a percent coupon for some months, then its promotion code with the limits', async () => {
    const ids = await createStripePromotion(stripe(), {
      code: 'SPRING20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: 50,
      expires_at: new Date('2026-12-31T23:59:59.999Z'),
    });
    expect(ids).toEqual({ couponId: 'co_test_1', promotionCodeId: 'promo_test_1' });
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/coupons',
      'POST /v1/promotion_codes',
    ]);
    expect(received[0]?.form).toEqual({
      name: 'SPRING20',
      duration: 'repeating',
      duration_in_months: '3',
      percent_off: '20',
      'metadata[code]': 'SPRING20',
    });
    expect(received[1]?.form).toEqual({
      'promotion[type]': 'coupon',
      'promotion[coupon]': 'co_test_1',
      code: 'SPRING20',
      max_redemptions: '50',
      expires_at: String(Math.floor(Date.parse('2026-12-31T23:59:59.999Z') / 1000)),
      'metadata[code]': 'SPRING20',
    });
  });

  it('creates an amount coupon in dollars once, with no limit or expiry', async () => {
    await createStripePromotion(stripe(), {
      code: 'WELCOME25',
      kind: 'amount',
      percent_off: null,
      amount_off_cents: 2500,
      duration: 'once',
      duration_in_months: null,
      max_redemptions: null,
      expires_at: null,
    });
    expect(received[0]?.form).toMatchObject({
      amount_off: '2500',
      currency: 'usd',
      duration: 'once',
    });
    expect(received[0]?.form).not.toHaveProperty('percent_off');
    expect(received[1]?.form).not.toHaveProperty('max_redemptions');
    expect(received[1]?.form).not.toHaveProperty('expires_at');
  });
});

describe('deactivateStripePromotion', () => {
  it('switches the promotion code off', async () => {
    await deactivateStripePromotion(stripe(), 'promo_test_1');
    expect(received).toEqual([
      { method: 'POST', path: '/v1/promotion_codes/promo_test_1', form: { active: 'false' } },
    ]);
  });
});

describe('createCheckoutSession with a promotion code', () => {
  it('applies the promotion code and records the code in the subscription metadata', async () => {
    await createCheckoutSession(stripe(), {
      uid: 'uid-ann',
      email: 'ann@example.com',
      signupId: 'signup-1',
      plan: { tier: 'elite', addOns: { full_coverage: false, select_access: false } },
      prices: {
        reserve: 'price_r',
        elite: 'price_e',
        crown: 'price_c',
        full_coverage: 'price_fc',
        select_access: 'price_sa',
      },
      customerId: null,
      successUrl: 'https://unlimited.example/dashboard',
      cancelUrl: 'https://unlimited.example/signup/add-ons',
      promotion: { code: 'SPRING20', promotionCodeId: 'promo_test_1' },
    });
    expect(received[0]?.form).toMatchObject({
      'discounts[0][promotion_code]': 'promo_test_1',
      'metadata[promo_code]': 'SPRING20',
      'subscription_data[metadata][promo_code]': 'SPRING20',
      'subscription_data[metadata][uid]': 'uid-ann',
    });
  });
});
