/**
 * `previewCharge`: with Stripe, the same item change the upgrade makes, previewed by
 * Stripe's invoice preview (the SDK against a local stub of its API); in demo billing the
 * domain's `chargeNow`, the amount demo billing then charges.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_NOT_ACTIVE,
  PREVIEW_NOT_CHARGED_NOW,
  chargeNow,
  subscriptionDocSchema,
  type BillingPrices,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, subscriptionData } from '../../__tests__/fixtures';
import { previewCharge } from '../charge-preview';
import { startStripeStub, type StripeStub } from './stripe-stub';

const PRICES: BillingPrices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    items: {
      object: 'list',
      data: [
        { id: 'si_tier', price: { id: 'price_elite' } },
        { id: 'si_fc', price: { id: 'price_fc' } },
      ],
    },
  });
});
afterAll(() => stub.close());

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  stub.requests.length = 0;
});
const db = () => fake as unknown as FirebaseFirestore.Firestore;

describe('previewCharge', () => {
  it('with Stripe: Stripe’s preview of the upgrade, its prorated lines today and the rest monthly', async () => {
    fake.put(
      'subscriptions/u1',
      subscriptionData({
        billing_mode: 'stripe',
        billing_subscription_id: 'sub_1',
        billing_customer_id: 'cus_1',
      }),
    );
    stub.invoicePreview = {
      object: 'invoice',
      total: 3_312 + 26_800 + 700,
      lines: {
        object: 'list',
        data: [
          { amount: -4_012, parent: { subscription_item_details: { proration: true } } },
          { amount: 7_324, parent: { subscription_item_details: { proration: true } } },
          { amount: 24_900, parent: { subscription_item_details: { proration: false } } },
          { amount: 1_900, parent: { subscription_item_details: { proration: false } } },
          // Tax on the next bill, from Stripe Tax.
          { amount: 700, parent: { subscription_item_details: { proration: false } } },
        ],
      },
    };
    const result = await previewCharge(
      db(),
      { mode: 'stripe', stripe: () => stub.client(), prices: PRICES },
      'u1',
      { tier: 'crown' },
      NOW,
    );
    expect(result).toMatchObject({ todayCents: 3_312, monthlyCents: 27_500, source: 'stripe' });
    expect(result.text).toBe(
      'You pay $33.12 today (the difference for the rest of this billing period), then $275.00 a month from November 20, 2026.',
    );
    const asked = stub.requests.find((r) => r.path === '/v1/invoices/create_preview');
    expect(asked?.form).toMatchObject({
      subscription: 'sub_1',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': String(Math.floor(NOW.getTime() / 1000)),
      'subscription_details[items][0][id]': 'si_tier',
      'subscription_details[items][0][deleted]': 'true',
      'subscription_details[items][1][price]': 'price_crown',
    });
  });

  it('in demo billing: the domain’s amount, which demo billing charges', async () => {
    const stored = subscriptionData({ billing_mode: 'demo', plan_name: 'reserve', add_ons: {} });
    fake.put('subscriptions/u2', stored);
    const result = await previewCharge(
      db(),
      { mode: 'demo', stripe: () => stub.client(), prices: PRICES },
      'u2',
      { addOn: 'select_access' },
      NOW,
    );
    const sub = subscriptionDocSchema.parse(stored);
    const expected = chargeNow(
      sub,
      { tier: 'reserve', addOns: { full_coverage: false, select_access: true } },
      NOW,
    );
    expect(result).toEqual({
      todayCents: expected.todayCents,
      monthlyCents: 7_800,
      nextBillAt: sub.current_period_end.toISOString(),
      text: expected.text,
      source: 'domain',
    });
    expect(stub.requests).toEqual([]);
  });

  it('refuses what is not charged today, and a membership that is not active', async () => {
    fake.put('subscriptions/u3', subscriptionData({ billing_mode: 'demo' }));
    const deps = { mode: 'demo' as const, stripe: () => stub.client(), prices: PRICES };
    await expect(previewCharge(db(), deps, 'u3', { tier: 'reserve' }, NOW)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: PREVIEW_NOT_CHARGED_NOW,
    });
    await expect(
      previewCharge(db(), deps, 'u3', { addOn: 'full_coverage' }, NOW),
    ).rejects.toMatchObject({ message: PREVIEW_NOT_CHARGED_NOW });
    await expect(previewCharge(db(), deps, 'nobody', { tier: 'crown' }, NOW)).rejects.toMatchObject(
      { message: MEMBERSHIP_NOT_ACTIVE },
    );
  });
});
