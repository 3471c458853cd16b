import { describe, expect, it } from 'vitest';
import {
  ELITE_VALUE_CAP_MESSAGE,
  canSee,
  fitsValueCap,
  parseAccessLevel,
  valueCapProblem,
  visibleAccessLevels,
  withinValueCap,
} from '../access';
import { ELITE_VALUE_CAP_CENTS, accessTier } from '../tier-details';
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

describe('the Elite value cap', () => {
  it('is $2,000, the value the Elite tier is sold with', () => {
    expect(ELITE_VALUE_CAP_CENTS).toBe(200_000);
  });

  it('lets any level up to $2,000, and only Crown above it (every other level is open to Elite)', () => {
    for (const access_levels of ACCESS_LEVELS) {
      expect(fitsValueCap({ access_levels, price: 200_000 }), access_levels).toBe(true);
      expect(fitsValueCap({ access_levels, price: 200_001 }), access_levels).toBe(
        access_levels === 'Crown',
      );
    }
  });

  it('says what to do at the field when a product breaks it', () => {
    expect(valueCapProblem({ access_levels: 'Reserve,Elite', price: 349_000 })).toBe(
      'Elite members borrow bags valued up to $2,000. Open this bag to Crown only, or check its price.',
    );
    expect(ELITE_VALUE_CAP_MESSAGE).toContain('up to $2,000');
    expect(valueCapProblem({ access_levels: 'Crown', price: 349_000 })).toBeNull();
  });

  it('lets only a Crown catalogue borrow a bag valued over $2,000', () => {
    expect(withinValueCap('crown', 490_000)).toBe(true);
    expect(withinValueCap('elite', 490_000)).toBe(false);
    expect(withinValueCap('reserve', 490_000)).toBe(false);
    expect(withinValueCap(null, 490_000)).toBe(false);
    expect(withinValueCap('elite', 200_000)).toBe(true);
    // With Select Access an Elite member's catalogue is Crown's.
    expect(withinValueCap(accessTier('elite', true), 490_000)).toBe(true);
    expect(withinValueCap(accessTier('reserve', true), 490_000)).toBe(false);
  });
});
