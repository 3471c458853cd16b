import { describe, expect, it } from 'vitest';
import { MEMBER_DISCOUNT_BPS, memberPurchasePrice } from '../member-pricing';
import { TIER_IDS } from '../tiers';

describe('memberPurchasePrice', () => {
  it('gives the spec demo: retail $2,850 is $1,950 for Reserve and Elite members', () => {
    expect(memberPurchasePrice(285000, 'reserve')).toBe(195000);
    expect(memberPurchasePrice(285000, 'elite')).toBe(195000);
  });

  it('gives Crown members the best discount', () => {
    expect(memberPurchasePrice(285000, 'crown')).toBe(185300);
    expect(MEMBER_DISCOUNT_BPS.crown).toBeGreaterThan(MEMBER_DISCOUNT_BPS.elite);
  });

  it('rounds to whole dollars and never exceeds retail', () => {
    for (const tier of TIER_IDS) {
      for (const retail of [0, 99, 100, 64950, 123456, 1_000_000]) {
        const price = memberPurchasePrice(retail, tier);
        expect(price % 100).toBe(0);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(retail);
      }
    }
  });

  it('refuses a negative or non-finite retail price', () => {
    expect(() => memberPurchasePrice(-1, 'elite')).toThrow(RangeError);
    expect(() => memberPurchasePrice(Number.NaN, 'elite')).toThrow(RangeError);
  });
});
