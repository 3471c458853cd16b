import { describe, expect, it } from 'vitest';
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
