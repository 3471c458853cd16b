import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from '../search-text';

describe('foldForSearch', () => {
  it('folds case, accents and spaces', () => {
    expect(foldForSearch('  Hermès   Kelly 28 ')).toBe('hermes kelly 28');
    expect(foldForSearch('CÉLINE')).toBe('celine');
    expect(foldForSearch('Chloé\tPaddington')).toBe('chloe paddington');
  });
});

describe('matchesSearch', () => {
  it('finds an accented brand typed without its accent, and the other way round', () => {
    expect(matchesSearch(['Kelly 28', 'Hermès'], 'hermes')).toBe(true);
    expect(matchesSearch(['Kelly 28', 'Hermes'], 'Hermès')).toBe(true);
    expect(matchesSearch(['Box Bag', 'Céline'], 'CELINE box')).toBe(false);
    expect(matchesSearch(['Céline Box Bag'], 'celine  box')).toBe(true);
  });

  it('matches everything on an empty search and nothing in missing fields', () => {
    expect(matchesSearch([null, undefined], '   ')).toBe(true);
    expect(matchesSearch([null, undefined], 'a')).toBe(false);
  });
});
