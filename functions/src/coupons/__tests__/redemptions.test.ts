import { describe, expect, it } from 'vitest';
import { subscriptionWrite, type BillingSubscription } from '@unlimited/domain';
import { codesToRecount } from '../count-redemptions';

describe('codesToRecount', () => {
  it('recounts the codes a subscription gained or lost, and nothing when it kept its code', () => {
    expect(codesToRecount(undefined, { coupon_code: 'SPRING20' })).toEqual(['SPRING20']);
    expect(codesToRecount({ coupon_code: 'A' }, { coupon_code: 'B' })).toEqual(['A', 'B']);
    expect(codesToRecount({ coupon_code: 'A' }, undefined)).toEqual(['A']);
    expect(codesToRecount({ coupon_code: 'A' }, { coupon_code: 'A' })).toEqual([]);
    expect(codesToRecount({ coupon_code: null }, {})).toEqual([]);
  });
});

describe('subscriptionWrite and the promotion code', () => {
  const billing: BillingSubscription = {
    uid: 'u1',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    status: 'active',
    tier: 'elite',
    addOns: { full_coverage: false, select_access: false },
    currentPeriodEnd: new Date('2026-12-20T00:00:00Z'),
    cancelAtPeriodEnd: false,
    startedAt: new Date('2026-11-20T00:00:00Z'),
    eventCreated: new Date('2026-11-20T00:00:00Z'),
    mode: 'demo',
  };

  it('records the code checkout redeemed and keeps it on later events of that subscription', () => {
    const first = subscriptionWrite(null, { ...billing, couponCode: 'SPRING20' });
    if (!first.ok) throw new Error('refused');
    expect(first.write.coupon_code).toBe('SPRING20');
    const existing = { ...first.write } as Parameters<typeof subscriptionWrite>[0];
    const later = subscriptionWrite(existing, {
      ...billing,
      eventCreated: new Date('2026-11-21T00:00:00Z'),
    });
    expect(later.ok && later.write.coupon_code).toBe('SPRING20');
    const other = subscriptionWrite(existing, {
      ...billing,
      subscriptionId: 'sub_2',
      eventCreated: new Date('2026-11-22T00:00:00Z'),
    });
    expect(other.ok && other.write.coupon_code).toBeNull();
  });
});
