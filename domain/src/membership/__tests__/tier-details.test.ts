import { describe, expect, it } from 'vitest';
import {
  ADD_ONS,
  MIN_COMMITMENT_DAYS,
  RENTAL_PERIOD_DAYS,
  RETENTION_OFFER_CENTS,
  TIERS,
  TIER_LIST,
  compareTiers,
  isTierId,
  monthlyTotalCents,
  tierRank,
} from '../tier-details';
import type { TierId } from '../tiers';

const noAddOns = { full_coverage: false, select_access: false };

describe('tier details', () => {
  it('prices Reserve at $49, Elite at $129 and Crown at $249 a month', () => {
    expect(TIERS.reserve.monthlyPriceCents).toBe(4900);
    expect(TIERS.elite.monthlyPriceCents).toBe(12900);
    expect(TIERS.crown.monthlyPriceCents).toBe(24900);
  });

  it('lists the tiers from Reserve up to Crown', () => {
    expect(TIER_LIST.map((tier) => tier.name)).toEqual(['Reserve', 'Elite', 'Crown']);
  });

  it('keys every tier by its own id', () => {
    for (const [key, tier] of Object.entries(TIERS)) expect(tier.id).toBe(key);
  });

  it('lets higher tiers swap more often', () => {
    expect(TIER_LIST.map((tier) => tier.swapEveryDays)).toEqual([30, 21, 14]);
  });

  it('lets only Crown members hold two bags at once', () => {
    expect(TIER_LIST.map((tier) => tier.bagsAtATime)).toEqual([1, 1, 2]);
  });

  it('badges Elite "Most Loved" (Starter and VIP for the others)', () => {
    expect(TIER_LIST.map((tier) => tier.badge)).toEqual(['Starter', 'Most Loved', 'VIP']);
  });

  it('gives each tier one feature list that opens with its own rhythm', () => {
    expect(TIERS.elite.tagline).toBe('Premium access, your way');
    expect(TIERS.reserve.features[0]).toBe('1 bag at a time, swap every 30 days');
    expect(TIERS.elite.features[0]).toBe('1 bag at a time, swap every 21 days');
    expect(TIERS.crown.features[0]).toBe('2 bags at a time, swap every 14 days');
    for (const tier of TIER_LIST) {
      expect(tier.features.length).toBeGreaterThanOrEqual(3);
      expect(new Set(tier.features).size).toBe(tier.features.length);
      for (const feature of tier.features) {
        expect(feature.charAt(0)).toBe(feature.charAt(0).toUpperCase());
      }
    }
  });

  it('names the add-ons and prices them at $19 and $29', () => {
    expect(ADD_ONS.fullCoverage).toEqual({
      id: 'full_coverage',
      name: 'Full Coverage Protection',
      monthlyPriceCents: 1900,
    });
    expect(ADD_ONS.selectAccess).toEqual({
      id: 'select_access',
      name: 'Select Access',
      monthlyPriceCents: 2900,
    });
  });

  it('counts the minimum commitment as three 30-day months and rentals as 30 days', () => {
    expect(MIN_COMMITMENT_DAYS).toBe(90);
    expect(RENTAL_PERIOD_DAYS).toBe(30);
    expect(RETENTION_OFFER_CENTS).toBe(2500);
  });
});

describe('tier order', () => {
  it('ranks reserve below elite below crown', () => {
    expect([tierRank('reserve'), tierRank('elite'), tierRank('crown')]).toEqual([0, 1, 2]);
  });

  it('sorts tiers ascending with compareTiers', () => {
    const tiers: TierId[] = ['crown', 'reserve', 'elite', 'reserve'];
    expect(tiers.sort(compareTiers)).toEqual(['reserve', 'reserve', 'elite', 'crown']);
    expect(compareTiers('elite', 'elite')).toBe(0);
  });

  it('recognises only the three lowercase tier ids', () => {
    expect(['reserve', 'elite', 'crown'].every(isTierId)).toBe(true);
    for (const other of ['Crown', 'gold', '', null, undefined, 2, {}]) {
      expect(isTierId(other)).toBe(false);
    }
  });
});

describe('monthlyTotalCents', () => {
  it('charges just the tier price without add-ons', () => {
    expect(monthlyTotalCents({ tier: 'elite', addOns: noAddOns })).toBe(12900);
  });

  it('adds $19 for Full Coverage and $29 for Select Access', () => {
    expect(
      monthlyTotalCents({ tier: 'reserve', addOns: { full_coverage: true, select_access: false } }),
    ).toBe(6800);
    expect(
      monthlyTotalCents({ tier: 'reserve', addOns: { full_coverage: false, select_access: true } }),
    ).toBe(7800);
    expect(
      monthlyTotalCents({ tier: 'crown', addOns: { full_coverage: true, select_access: true } }),
    ).toBe(24900 + 1900 + 2900);
  });
});
