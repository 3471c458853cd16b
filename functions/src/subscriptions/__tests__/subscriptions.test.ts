import type { Auth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { subscriptionData } from '../../__tests__/fixtures';
import { checkSubscription } from '../check-subscription';
import { syncTierClaimFor } from '../sync-tier-claim';

/** Just the two Auth calls the sync makes, over an in-memory claims table. */
function fakeAuth(users: Record<string, Record<string, unknown> | undefined>) {
  const calls: { uid: string; claims: Record<string, unknown> }[] = [];
  const auth = {
    async getUser(uid: string) {
      if (!(uid in users))
        throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return { uid, customClaims: users[uid] };
    },
    async setCustomUserClaims(uid: string, claims: Record<string, unknown>) {
      calls.push({ uid, claims });
      users[uid] = claims;
    },
  };
  return { auth: auth as unknown as Auth, calls };
}

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
});

describe('syncTierClaimFor', () => {
  it('sets the tier claim of an active member, keeps admin, and writes the refresh marker', async () => {
    fake.put('subscriptions/u1', subscriptionData({ plan_name: 'crown' }));
    const { auth, calls } = fakeAuth({ u1: { admin: true } });
    await expect(syncTierClaimFor(fake.asFirestore(), auth, 'u1')).resolves.toBe('updated');
    expect(calls).toEqual([{ uid: 'u1', claims: { admin: true, tier: 'crown' } }]);
    expect(fake.read('metadata/u1')?.refresh_time).toBeInstanceOf(Date);
  });

  it('removes the tier when the subscription is no longer active or is deleted', async () => {
    fake.put('subscriptions/u1', subscriptionData({ status: 'canceled' }));
    const { auth, calls } = fakeAuth({
      u1: { tier: 'elite', admin: true },
      u2: { tier: 'reserve' },
    });
    await syncTierClaimFor(fake.asFirestore(), auth, 'u1');
    await syncTierClaimFor(fake.asFirestore(), auth, 'u2');
    expect(calls).toEqual([
      { uid: 'u1', claims: { admin: true } },
      { uid: 'u2', claims: {} },
    ]);
  });

  it('writes nothing when the claim is already right (a repeated event)', async () => {
    fake.put('subscriptions/u1', subscriptionData());
    const { auth, calls } = fakeAuth({ u1: { tier: 'elite' } });
    await expect(syncTierClaimFor(fake.asFirestore(), auth, 'u1')).resolves.toBe('unchanged');
    expect(calls).toEqual([]);
    expect(fake.read('metadata/u1')).toBeUndefined();
  });

  it('skips a subscription whose user does not exist', async () => {
    fake.put('subscriptions/ghost', subscriptionData());
    const { auth } = fakeAuth({});
    await expect(syncTierClaimFor(fake.asFirestore(), auth, 'ghost')).resolves.toBe('no-user');
  });
});

describe('checkSubscription', () => {
  it('answers from the member’s subscription document', async () => {
    fake.put('subscriptions/u1', subscriptionData());
    await expect(checkSubscription(fake.asFirestore(), 'u1')).resolves.toEqual({
      subscribed: true,
      tier: 'elite',
      addOns: { fullCoverage: true, selectTier: false },
      status: 'active',
      currentPeriodEnd: '2026-11-20T00:00:00.000Z',
    });
    await expect(checkSubscription(fake.asFirestore(), 'nobody')).resolves.toMatchObject({
      subscribed: false,
      tier: null,
    });
  });
});
