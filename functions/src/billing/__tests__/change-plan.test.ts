/**
 * `changeTier` through billing: with Stripe (the SDK against a local stub of its API) the
 * subscription's items are swapped and invoiced, payment required, and nothing is written
 * until the webhook reports it; in demo billing mode the same handler writes it at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionDocSchema, type BillingPrices } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, subscriptionData } from '../../__tests__/fixtures';
import { changePlanThroughBilling, PLAN_CHANGE_PENDING } from '../change-plan';
import { stripeClient } from '../stripe-checkout';

const PRICES: BillingPrices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};

interface Received {
  method: string;
  path: string;
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
        form: new URLSearchParams(body),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'sub_1',
          object: 'subscription',
          items: {
            object: 'list',
            data: [
              { id: 'si_tier', price: { id: 'price_elite' } },
              { id: 'si_sa', price: { id: 'price_sa' } },
            ],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let fake: FakeFirestore;
beforeEach(() => {
  received.length = 0;
  fake = new FakeFirestore();
});

const stripe = () => stripeClient('sk_test_key', { host: '127.0.0.1', port, protocol: 'http' });

describe('changePlanThroughBilling', () => {
  it('with Stripe, swaps the tier price, drops add-ons the new tier cannot have, and requires payment first', async () => {
    fake.put(
      'subscriptions/uid-1',
      subscriptionData({
        plan_name: 'elite',
        add_ons: { full_coverage: false, select_access: true },
        billing_mode: 'stripe',
        billing_customer_id: 'cus_1',
        billing_subscription_id: 'sub_1',
      }),
    );
    const result = await changePlanThroughBilling(
      fake.asFirestore(),
      { mode: 'stripe', stripe, prices: PRICES },
      'uid-1',
      'crown',
      NOW,
    );
    expect(result.message).toBe(PLAN_CHANGE_PENDING);
    // Nothing granted yet: the webhook writes the plan once Stripe reports it paid.
    expect(subscriptionDocSchema.parse(fake.read('subscriptions/uid-1')).plan_name).toBe('elite');
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(Object.fromEntries(received[1]?.form ?? [])).toEqual({
      'items[0][id]': 'si_tier',
      'items[0][deleted]': 'true',
      'items[1][id]': 'si_sa',
      'items[1][deleted]': 'true',
      'items[2][price]': 'price_crown',
      'items[2][quantity]': '1',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
  });

  it('refuses what the domain refuses before calling Stripe', async () => {
    fake.put(
      'subscriptions/uid-1',
      subscriptionData({
        plan_name: 'crown',
        billing_mode: 'stripe',
        billing_subscription_id: 'sub_1',
      }),
    );
    await expect(
      changePlanThroughBilling(
        fake.asFirestore(),
        { mode: 'stripe', stripe, prices: PRICES },
        'uid-1',
        'crown',
        NOW,
      ),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'You are already on the Crown plan.',
    });
    expect(received).toEqual([]);
  });

  it('refuses a membership without billing in a project with Stripe keys', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ plan_name: 'reserve' }));
    await expect(
      changePlanThroughBilling(
        fake.asFirestore(),
        { mode: 'stripe', stripe, prices: PRICES },
        'uid-1',
        'crown',
        NOW,
      ),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(subscriptionDocSchema.parse(fake.read('subscriptions/uid-1')).plan_name).toBe('reserve');
  });

  it('in demo billing mode, writes the new plan through the webhook handler', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ plan_name: 'reserve' }));
    const result = await changePlanThroughBilling(
      fake.asFirestore(),
      { mode: 'demo', stripe, prices: PRICES },
      'uid-1',
      'elite',
      NOW,
    );
    expect(result.subscription.tier).toBe('elite');
    expect(subscriptionDocSchema.parse(fake.read('subscriptions/uid-1'))).toMatchObject({
      plan_name: 'elite',
      billing_mode: 'demo',
      plan_changed_at: new Date(Math.floor(NOW.getTime() / 1000) * 1000),
    });
    expect([...fake.docs.keys()].some((path) => path.startsWith('billing_events/'))).toBe(true);
    expect(received).toEqual([]);
  });
});
