import { describe, expect, it } from 'vitest';
import { keywordTokens, productKeywords } from '@unlimited/domain';
import { matchesFilters } from '@/features/bags/api/get-catalog';
import { productFixture } from './fixtures';

describe('catalogue search', () => {
  const bag = productFixture({
    id: 'kelly',
    title: 'Kelly 28',
    brand: 'Hermès',
    description: 'Togo leather in étoupe',
    categories: ['Bags'],
    tags: ['neutral'],
  });

  it('matches every word across title, brand, description, categories and tags, ignoring case and accents', () => {
    expect(matchesFilters(bag, { search: 'HERMES kelly' })).toBe(true);
    expect(matchesFilters(bag, { search: 'etoupe neutral' })).toBe(true);
    expect(matchesFilters(bag, { search: 'bags' })).toBe(true);
    expect(matchesFilters(bag, { search: 'hermes birkin' })).toBe(false);
  });

  it('filters by category', () => {
    expect(matchesFilters(bag, { category: 'Bags' })).toBe(true);
    expect(matchesFilters(bag, { category: 'Jewelry', search: 'kelly' })).toBe(false);
  });
});

describe('what the search box promises', () => {
  // A seed-like product: the brand is in the title, the material in the tags.
  const flap = productFixture({
    id: 'flap',
    title: 'Chanel Classic Flap Medium',
    brand: 'Chanel',
    style: 'Classic Flap',
    tags: ['lambskin', 'quilted', 'gold hardware'],
  });
  const stored = productKeywords(flap);

  it.each([
    ['a brand', 'Chanel'],
    ['a style', 'flap'],
    ['a material', 'Lambskin'],
  ])('finds %s (%s): its first word is a stored keyword and every word matches', (_, search) => {
    expect(stored).toContain(keywordTokens(search)[0]);
    expect(matchesFilters(flap, { search })).toBe(true);
  });
});
