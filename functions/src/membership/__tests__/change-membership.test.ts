import { beforeEach, describe, expect, it } from 'vitest';
import {
  CANCEL_BAG_OUT,
  CANCEL_SUCCESS,
  RETENTION_ACCEPTED,
  decideCancel,
  decideChangeTier,
  decideRemoveAddOn,
  decideRetentionOffer,
  subscriptionDocSchema,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, orderData, subscriptionData } from '../../__tests__/fixtures';
import { changeMembership } from '../change-membership';

let fake: FakeFirestore;
const db = () => fake.asFirestore();
beforeEach(() => {
  fake = new FakeFirestore();
  fake.put('subscriptions/member-1', subscriptionData());
});

describe('changeMembership', () => {
  it('records a cancellation at period end on the subscription', async () => {
    const result = await changeMembership(db(), 'member-1', 'cancelMembership', decideCancel, NOW);
    expect(result.message).toBe(CANCEL_SUCCESS);
    expect(result.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      cancelRequestedAt: NOW.toISOString(),
    });
    const stored = subscriptionDocSchema.parse(fake.read('subscriptions/member-1'));
    expect(stored).toMatchObject({
      cancel_at_period_end: true,
      cancel_requested_at: NOW,
      status: 'active',
    });
  });

  it('refuses with the domain message while a bag is out, writing nothing', async () => {
    fake.put('orders/o1', orderData('return_pending'));
    await expect(
      changeMembership(db(), 'member-1', 'cancelMembership', decideCancel, NOW),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: CANCEL_BAG_OUT });
    expect(fake.read('subscriptions/member-1')).not.toHaveProperty('cancel_at_period_end');
  });

  it('ignores other members’ orders', async () => {
    fake.put('orders/o1', orderData('delivered', { user_id: 'member-2' }));
    await expect(
      changeMembership(db(), 'member-1', 'cancel', decideCancel, NOW),
    ).resolves.toBeTruthy();
  });

  it('credits the retention offer once', async () => {
    const first = await changeMembership(db(), 'member-1', 'retention', decideRetentionOffer, NOW);
    expect(first).toMatchObject({
      message: RETENTION_ACCEPTED,
      subscription: { retentionCreditCents: 2500 },
    });
    await expect(
      changeMembership(db(), 'member-1', 'retention', decideRetentionOffer, NOW),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('removes an add-on from the next cycle and changes plan', async () => {
    await changeMembership(
      db(),
      'member-1',
      'removeAddOn',
      (f) => decideRemoveAddOn(f, 'full_coverage'),
      NOW,
    );
    const result = await changeMembership(
      db(),
      'member-1',
      'changeTier',
      (f) => decideChangeTier(f, 'crown'),
      NOW,
    );
    expect(result.subscription).toMatchObject({
      tier: 'crown',
      addOns: { fullCoverage: true },
      addOnsEnding: ['full_coverage'],
    });
    expect(fake.read('subscriptions/member-1')).toMatchObject({
      plan_name: 'crown',
      add_ons_ending: ['full_coverage'],
    });
  });

  it('refuses a member without a subscription', async () => {
    await expect(
      changeMembership(db(), 'nobody', 'pause', decideCancel, NOW),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/active membership/),
    });
  });
});
