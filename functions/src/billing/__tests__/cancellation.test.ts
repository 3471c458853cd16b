/**
 * Cancel at period end and its undo: the domain decision on the stored subscription, and
 * the same flag sent to Stripe (the SDK against a local stub) for a Stripe-billed one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NOTHING_TO_RESUME,
  RESUME_SUCCESS,
  decideCancel,
  decideResume,
  subscriptionDocSchema,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, subscriptionData } from '../../__tests__/fixtures';
import { changeMembership } from '../../membership/change-membership';
import { billingPortalUrl, NO_BILLING_ACCOUNT } from '../billing-portal';
import { stripeClient } from '../stripe-checkout';
import { syncCancellationToStripe } from '../sync-cancellation';

const sent: { path: string; form: Record<string, string> }[] = [];
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      sent.push({ path: req.url ?? '', form: Object.fromEntries(new URLSearchParams(body)) });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ id: 'obj_1', object: 'x', url: 'https://billing.stripe.com/p/session/t' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let fake: FakeFirestore;
beforeEach(() => {
  sent.length = 0;
  fake = new FakeFirestore();
  fake.put(
    'subscriptions/uid-1',
    subscriptionData({
      started_at: new Date(NOW.getTime() - 200 * 86_400_000),
      billing_mode: 'stripe',
      billing_subscription_id: 'sub_1',
    }),
  );
});
const deps = {
  mode: 'stripe' as const,
  stripe: () => stripeClient('sk_test_key', { host: '127.0.0.1', port, protocol: 'http' }),
};
const stored = () => subscriptionDocSchema.parse(fake.read('subscriptions/uid-1'));

describe('cancel at period end and undo', () => {
  it('tells Stripe to cancel at period end, then to continue after the undo', async () => {
    await changeMembership(fake.asFirestore(), 'uid-1', 'cancelMembership', decideCancel, NOW);
    expect(await syncCancellationToStripe(fake.asFirestore(), deps, 'uid-1')).toBe(true);
    expect(sent.at(-1)).toEqual({
      path: '/v1/subscriptions/sub_1',
      form: { cancel_at_period_end: 'true' },
    });

    const undone = await changeMembership(
      fake.asFirestore(),
      'uid-1',
      'resumeMembership',
      decideResume,
      NOW,
    );
    expect(undone.message).toBe(RESUME_SUCCESS);
    expect(stored()).toMatchObject({ cancel_at_period_end: false, cancel_requested_at: null });
    await syncCancellationToStripe(fake.asFirestore(), deps, 'uid-1');
    expect(sent.at(-1)?.form).toEqual({ cancel_at_period_end: 'false' });
  });

  it('refuses an undo with nothing pending', async () => {
    await expect(
      changeMembership(fake.asFirestore(), 'uid-1', 'resumeMembership', decideResume, NOW),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: NOTHING_TO_RESUME });
  });

  it('undoes a pending pause too', async () => {
    fake.put('subscriptions/uid-1', subscriptionData({ pause_requested_at: NOW }));
    await changeMembership(fake.asFirestore(), 'uid-1', 'resumeMembership', decideResume, NOW);
    expect(stored().pause_requested_at).toBeNull();
  });

  it('has nothing to tell Stripe in demo billing or for a membership it does not bill', async () => {
    expect(
      await syncCancellationToStripe(fake.asFirestore(), { ...deps, mode: 'demo' }, 'uid-1'),
    ).toBe(false);
    fake.put('subscriptions/uid-1', subscriptionData({ billing_mode: 'demo' }));
    expect(await syncCancellationToStripe(fake.asFirestore(), deps, 'uid-1')).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('billing portal', () => {
  it('opens the Stripe customer portal for the member’s customer', async () => {
    fake.put(
      'subscriptions/uid-1',
      subscriptionData({ billing_mode: 'stripe', billing_customer_id: 'cus_1' }),
    );
    const url = await billingPortalUrl(
      fake.asFirestore(),
      { ...deps, returnUrl: 'https://unlimited.example/membership-manage' },
      'uid-1',
    );
    expect(url).toBe('https://billing.stripe.com/p/session/t');
    expect(sent.at(-1)).toEqual({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_1', return_url: 'https://unlimited.example/membership-manage' },
    });
  });

  it('says there is no card on file in demo billing', async () => {
    await expect(
      billingPortalUrl(fake.asFirestore(), { ...deps, mode: 'demo', returnUrl: 'x' }, 'uid-1'),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: NO_BILLING_ACCOUNT });
  });
});
