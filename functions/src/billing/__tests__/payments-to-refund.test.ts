/**
 * Payments that must be refunded, not applied (security review): a sign-up paid after its
 * invitation was revoked (a Checkout opened before, paid after) or for an invitation its
 * account never accepted creates no membership (M2); a second paid session for a bag
 * already bought is not taken for a replay. Each is shown to admins to refund. Signed
 * payloads through the webhook handler over the in-memory Firestore.
 */
import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingPrices } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData } from '../../__tests__/fixtures';
import { handleStripeWebhook, type WebhookResponse } from '../webhook';

// The emulator's demo project: its site address and config defaults apply.
vi.stubEnv('GCLOUD_PROJECT', 'demo-unlimited');

vi.mock('../../lib/member-email', () => ({
  verifiedEmailOf: () => Promise.resolve('elite@unlimited.test'),
}));

const SECRET = 'whsec_test_secret';
const PRICES: BillingPrices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};
const stripe = new Stripe('sk_test_unused');
const T0 = Math.floor(NOW.getTime() / 1000);

let fake: FakeFirestore;

function putInvitation(overrides: Record<string, unknown>): void {
  fake.put('invitations/signup-1', {
    signup_id: 'signup-1',
    email: 'ann@example.com',
    full_name: 'Ann Lee',
    tier: 'elite',
    token_hash: 'hash',
    status: 'accepted',
    expires_at: new Date(NOW.getTime() + 86_400_000),
    created_at: NOW,
    updated_at: NOW,
    sent_count: 1,
    invited_by: 'admin@unlimited.test',
    accepted_uid: 'uid-ann',
    accepted_at: NOW,
    ...overrides,
  });
}

beforeEach(() => {
  fake = new FakeFirestore();
  fake.put('waitlist_signups/signup-1', {
    full_name: 'Ann Lee',
    email: 'ann@example.com',
    tier: 'elite',
    status: 'pending',
    submitted_at: NOW,
    updated_at: NOW,
  });
});

const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  start_date: T0,
  metadata: { uid: 'uid-ann', signup_id: 'signup-1' },
  items: {
    object: 'list',
    data: [{ price: { id: 'price_elite' }, current_period_end: T0 + 30 * 86_400 }],
  },
};

const session = {
  id: 'cs_1',
  object: 'checkout.session',
  mode: 'subscription',
  client_reference_id: 'uid-ann',
  customer: 'cus_1',
  subscription: 'sub_1',
  metadata: { uid: 'uid-ann', signup_id: 'signup-1' },
};

async function deliver(id: string, type: string, object: unknown): Promise<number> {
  const body = JSON.stringify({ id, object: 'event', type, created: T0, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
  let status = 0;
  const response: WebhookResponse = {
    status(code) {
      status = code;
      return response;
    },
    json() {},
    send() {},
  };
  await handleStripeWebhook(
    {
      method: 'POST',
      rawBody: Buffer.from(body),
      header: (name) => (name.toLowerCase() === 'stripe-signature' ? header : undefined),
    },
    response,
    { db: fake.asFirestore(), secret: SECRET, prices: PRICES, now: NOW },
  );
  return status;
}

function activityTexts(): string[] {
  return [...fake.docs.entries()]
    .filter(([path]) => path.startsWith('activity/'))
    .map(([, data]) => String(data.action));
}

describe('a sign-up paid for an invitation that cannot be used', () => {
  it('revoked after the Checkout opened: no membership, the invitation stays revoked, admins are told to refund', async () => {
    putInvitation({ status: 'revoked', revoked_at: NOW });
    expect(await deliver('evt_sub', 'customer.subscription.created', subscription)).toBe(200);
    expect(await deliver('evt_cs', 'checkout.session.completed', session)).toBe(200);
    expect(fake.read('subscriptions/uid-ann')).toBeUndefined();
    expect(fake.read('invitations/signup-1')).toMatchObject({ status: 'revoked' });
    expect(fake.read('waitlist_signups/signup-1')).toMatchObject({ status: 'pending' });
    const flagged = activityTexts().filter((text) => /Refund it/.test(text));
    expect(flagged).toHaveLength(2);
    expect(flagged[0]).toMatch(/invitation that is revoked: no membership was created/);
  });

  it('an invitation that expired unused (never accepted by this account): no membership', async () => {
    putInvitation({
      status: 'pending',
      accepted_uid: null,
      accepted_at: null,
      expires_at: new Date(NOW.getTime() - 86_400_000),
    });
    await deliver('evt_sub', 'customer.subscription.created', subscription);
    expect(fake.read('subscriptions/uid-ann')).toBeUndefined();
    expect(activityTexts().some((text) => /Refund it/.test(text))).toBe(true);
  });

  it('the invitation the account accepted still makes the membership, and its renewals keep it', async () => {
    putInvitation({});
    await deliver('evt_sub', 'customer.subscription.created', subscription);
    await deliver('evt_cs', 'checkout.session.completed', session);
    expect(fake.read('subscriptions/uid-ann')).toMatchObject({ status: 'active' });
    expect(fake.read('invitations/signup-1')).toMatchObject({ status: 'converted' });
    await deliver('evt_renew', 'customer.subscription.updated', {
      ...subscription,
      items: {
        object: 'list',
        data: [{ price: { id: 'price_crown' }, current_period_end: T0 + 60 * 86_400 }],
      },
    });
    expect(fake.read('subscriptions/uid-ann')).toMatchObject({ plan_name: 'crown' });
    expect(activityTexts().some((text) => /Refund it/.test(text))).toBe(false);
  });
});

describe('a second paid session for a bag already bought', () => {
  const purchaseSession = (id: string) => ({
    id,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    amount_total: 129_500,
    client_reference_id: 'member-1',
    metadata: {
      kind: 'purchase',
      uid: 'member-1',
      order_id: 'order-1',
      bag_id: 'bag-1',
      amount: '129500',
    },
  });

  it('is flagged to admins for refund; the first payment stands and a replay of it changes nothing', async () => {
    fake.put('orders/order-1', orderData('delivered'));
    fake.put('products/bag-1', {
      title: 'Classic Flap Bag',
      brand: 'Chanel',
      status: 'Active',
      borrow_status: 'Borrowed',
      price: 185_000,
    });
    fake.put('product_loans/bag-1', {
      product_id: 'bag-1',
      user_id: 'member-1',
      order_id: 'order-1',
      created_at: new Date('2026-10-01T12:00:00Z'),
      updated_at: new Date('2026-10-01T12:00:00Z'),
    });
    await deliver('evt_p1', 'checkout.session.completed', purchaseSession('cs_first'));
    expect(fake.read('orders/order-1')).toMatchObject({
      outcome: 'purchased',
      purchase: { payment_id: 'cs_first' },
    });
    await deliver('evt_p1_again', 'checkout.session.completed', purchaseSession('cs_first'));
    expect(activityTexts().filter((text) => /refund it/i.test(text))).toEqual([]);
    await deliver('evt_p2', 'checkout.session.completed', purchaseSession('cs_second'));
    expect(fake.read('orders/order-1')).toMatchObject({ purchase: { payment_id: 'cs_first' } });
    expect(activityTexts().filter((text) => /refund it/i.test(text))).toEqual([
      expect.stringContaining('Payment cs_second'),
    ]);
  });
});
