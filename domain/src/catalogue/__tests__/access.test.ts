import { describe, expect, it } from 'vitest';
import {
  canSee,
  fitsValueCap,
  overValueCapRefusal,
  parseAccessLevel,
  tierValueCapCents,
  valueCapFlagOf,
  valueCapMessage,
  valueCapProblem,
  visibleAccessLevels,
  withinValueCap,
} from '../access';
import { TIERS, accessTier, TIER_TABLE } from '../../membership';
import { ACCESS_LEVELS } from '../catalog';

describe('visibleAccessLevels', () => {
  it('shows visitors and members without a tier only products open to Any', () => {
    expect(visibleAccessLevels(null)).toEqual(['Any']);
  });

  it('shows Reserve members every level that names Reserve', () => {
    expect(visibleAccessLevels('reserve')).toEqual([
      'Any',
      'Reserve',
      'Reserve,Elite',
      'Reserve,Crown',
    ]);
  });

  it('shows Elite members everything except Crown-only products', () => {
    expect(visibleAccessLevels('elite')).toEqual([
      'Any',
      'Reserve',
      'Elite',
      'Reserve,Elite',
      'Elite,Crown',
      'Reserve,Crown',
    ]);
  });

  it('shows Crown members all seven levels', () => {
    expect(visibleAccessLevels('crown')).toEqual([...ACCESS_LEVELS]);
  });

  it('never hides from a higher tier what a lower tier sees', () => {
    const reserve = visibleAccessLevels('reserve');
    const elite = visibleAccessLevels('elite');
    const crown = visibleAccessLevels('crown');
    expect(reserve.every((level) => elite.includes(level))).toBe(true);
    expect(elite.every((level) => crown.includes(level))).toBe(true);
  });
});

describe('canSee', () => {
  it('lets a Reserve member see a bag for Reserve and Elite', () => {
    expect(canSee('reserve', 'Reserve,Elite')).toBe(true);
  });

  it('hides an Elite & Crown bag from Reserve members', () => {
    expect(canSee('reserve', 'Elite,Crown')).toBe(false);
  });

  it('hides Crown-only bags from Elite members but not from Crown members', () => {
    expect(canSee('elite', 'Crown')).toBe(false);
    expect(canSee('crown', 'Crown')).toBe(true);
  });

  it('shows visitors Any products but nothing tier-restricted', () => {
    expect(canSee(null, 'Any')).toBe(true);
    expect(canSee(null, 'Reserve')).toBe(false);
  });

  it('refuses unknown or differently spelled levels', () => {
    expect(canSee('crown', 'Platinum')).toBe(false);
    expect(canSee('crown', 'reserve')).toBe(false);
    expect(canSee('crown', 'Elite,Reserve')).toBe(false);
    expect(canSee('crown', '')).toBe(false);
  });
});

describe('parseAccessLevel', () => {
  it('reads the form labels joined with an ampersand', () => {
    expect(parseAccessLevel('Reserve & Elite')).toBe('Reserve,Elite');
    expect(parseAccessLevel('Reserve & Crown')).toBe('Reserve,Crown');
  });

  it('ignores case and spaces', () => {
    expect(parseAccessLevel('reserve,elite')).toBe('Reserve,Elite');
    expect(parseAccessLevel('  CROWN ')).toBe('Crown');
    expect(parseAccessLevel('any')).toBe('Any');
  });

  it('puts the parts in tier order', () => {
    expect(parseAccessLevel(' Elite , Reserve ')).toBe('Reserve,Elite');
    expect(parseAccessLevel('Crown and Elite')).toBe('Elite,Crown');
  });

  it('returns every stored value unchanged', () => {
    for (const level of ACCESS_LEVELS) expect(parseAccessLevel(level)).toBe(level);
  });

  it('rejects values that are not one of the seven levels', () => {
    for (const input of ['', ' , ', 'Gold', 'Reserve,Elite,Crown', 'Any,Reserve', 'Reserves']) {
      expect(parseAccessLevel(input)).toBeNull();
    }
  });
});

describe('accessTier (Select Access)', () => {
  it('raises Reserve to Elite and Elite to Crown; Crown and visitors stay', () => {
    expect(accessTier('reserve', true)).toBe('elite');
    expect(accessTier('elite', true)).toBe('crown');
    expect(accessTier('crown', true)).toBe('crown');
    expect(accessTier('elite', false)).toBe('elite');
    expect(accessTier(null, true)).toBeNull();
  });

  it('lets a Reserve member with Select Access see Elite pieces, never Crown-only ones', () => {
    expect(canSee(accessTier('reserve', true), 'Elite')).toBe(true);
    expect(canSee(accessTier('reserve', true), 'Crown')).toBe(false);
    expect(canSee(accessTier('elite', true), 'Crown')).toBe(true);
    expect(canSee(accessTier('reserve', false), 'Elite')).toBe(false);
  });
});

describe('the value caps', () => {
  // Read from the tier table: only Elite has a cap of its own.
  const cap = TIER_TABLE.elite.valueCapCents ?? Number.NaN;

  it("take Elite's cap from the tier table, $2,000 as the tier is sold; Crown has none", () => {
    expect(cap).toBe(200_000);
    expect(TIER_TABLE.reserve.valueCapCents).toBeNull();
    expect(TIER_TABLE.crown.valueCapCents).toBeNull();
    expect(TIERS.elite.features).toContain('High-tier designer bags valued up to $2,000');
  });

  it('bind a member to the caps of their tier and every tier above (Reserve and visitors: Elite’s)', () => {
    expect(tierValueCapCents(null)).toBe(cap);
    expect(tierValueCapCents('reserve')).toBe(cap);
    expect(tierValueCapCents('elite')).toBe(cap);
    expect(tierValueCapCents('crown')).toBeNull();
  });

  it('let any level up to the cap, and only Crown above it (every other level is open to Elite)', () => {
    for (const access_levels of ACCESS_LEVELS) {
      expect(fitsValueCap({ access_levels, price: cap }), access_levels).toBe(true);
      expect(fitsValueCap({ access_levels, price: cap + 1 }), access_levels).toBe(
        access_levels === 'Crown',
      );
    }
  });

  it('say what to do at the field when a product breaks one, in the words of the table', () => {
    expect(valueCapProblem({ access_levels: 'Reserve,Elite', price: cap + 1 })).toBe(
      'Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or check its price.',
    );
    expect(valueCapProblem({ access_levels: 'Reserve,Elite', price: cap + 1 })).toBe(
      valueCapMessage(TIERS.elite),
    );
    expect(valueCapProblem({ access_levels: 'Crown', price: cap + 1 })).toBeNull();
    expect(valueCapProblem({ access_levels: 'Elite', price: cap })).toBeNull();
  });

  it('flag a product stored over the cap in the admin list, saying why', () => {
    expect(valueCapFlagOf({ access_levels: 'Elite', price: cap + 1 })).toEqual({
      label: 'Over Elite cap',
      reason:
        'Priced over $2,000 but open to Elite, whose members borrow bags valued up to $2,000, so members below Crown cannot see or choose it. Open it to Crown only, or check its price.',
    });
    expect(valueCapFlagOf({ access_levels: 'Elite', price: cap })).toBeNull();
  });

  it('let only a Crown catalogue borrow a bag valued over the cap, and tell the others why', () => {
    expect(withinValueCap('crown', cap * 2)).toBe(true);
    expect(withinValueCap('elite', cap + 1)).toBe(false);
    expect(withinValueCap('reserve', cap + 1)).toBe(false);
    expect(withinValueCap(null, cap + 1)).toBe(false);
    expect(withinValueCap('elite', cap)).toBe(true);
    // With Select Access an Elite member's catalogue is Crown's.
    expect(withinValueCap(accessTier('elite', true), cap * 2)).toBe(true);
    expect(withinValueCap(accessTier('reserve', true), cap * 2)).toBe(false);
    for (const tier of [null, 'reserve', 'elite'] as const) {
      expect(overValueCapRefusal(tier), String(tier)).toBe(
        'This bag is valued over $2,000, so it is for Crown members. Elite members borrow bags valued up to $2,000.',
      );
    }
  });
});
