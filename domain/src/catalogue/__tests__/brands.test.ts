import { describe, expect, it } from 'vitest';
import { brandFromSlug, brandToSlug, detectBrand, productName, slugToBrand } from '../brands';
import { KNOWN_BRANDS } from '../catalog';

describe('brandToSlug', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(brandToSlug('Louis Vuitton')).toBe('louis-vuitton');
  });

  it('collapses runs of other characters into one hyphen and trims the ends', () => {
    expect(brandToSlug('  Dolce & Gabbana!! ')).toBe('dolce-gabbana');
    expect(brandToSlug('Off---White')).toBe('off-white');
  });

  it('drops accents rather than turning them into hyphens', () => {
    expect(brandToSlug('Hermès')).toBe('hermes');
    expect(brandToSlug('Chloé')).toBe('chloe');
  });

  it('gives every known brand a slug of only a-z, 0-9 and inner hyphens', () => {
    for (const brand of KNOWN_BRANDS)
      expect(brandToSlug(brand)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('slugToBrand', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(slugToBrand('louis-vuitton')).toBe('Louis Vuitton');
    expect(slugToBrand('bottega-veneta')).toBe('Bottega Veneta');
  });

  it('ignores stray hyphens', () => {
    expect(slugToBrand('-dior-')).toBe('Dior');
  });
});

describe('brandFromSlug', () => {
  it('finds the real spelling among the catalogue brands', () => {
    expect(brandFromSlug('hermes', ['Chanel', 'Hermès'])).toBe('Hermès');
    expect(brandFromSlug('saint-laurent', ['Saint  Laurent'])).toBe('Saint  Laurent');
  });

  it('falls back to the known brand names when the catalogue lacks the brand', () => {
    expect(brandFromSlug('hermes', [])).toBe('Hermès');
  });

  it('falls back to capitalising the slug for an unknown brand', () => {
    expect(brandFromSlug('the-row', ['Chanel'])).toBe('The Row');
  });

  it('tolerates a hand-typed slug with capitals', () => {
    expect(brandFromSlug('Louis-Vuitton', ['Louis Vuitton'])).toBe('Louis Vuitton');
  });
});

describe('detectBrand', () => {
  it('finds a known brand whatever its case', () => {
    expect(detectBrand('vintage CHANEL flap bag')).toBe('Chanel');
  });

  it('matches without accents', () => {
    expect(detectBrand('Hermes Birkin 30')).toBe('Hermès');
  });

  it('matches two-word brands across extra spaces or a hyphen', () => {
    expect(detectBrand('louis  vuitton speedy')).toBe('Louis Vuitton');
    expect(detectBrand('Bottega-Veneta Jodie')).toBe('Bottega Veneta');
  });

  it('does not match a brand inside another word', () => {
    expect(detectBrand('Diorama print tote')).toBeNull();
    expect(detectBrand('Pradalicious')).toBeNull();
    expect(detectBrand('Superdior tote')).toBeNull();
  });

  it('picks the brand named first when several appear', () => {
    expect(detectBrand('Gucci bag, compare with Chanel')).toBe('Gucci');
    expect(detectBrand('Chanel bag, compare with Gucci')).toBe('Chanel');
  });

  it('returns null when no known brand appears', () => {
    expect(detectBrand('Unbranded leather tote')).toBeNull();
    expect(detectBrand('')).toBeNull();
  });
});

describe('productName', () => {
  it('says the brand once when the title already starts with it', () => {
    expect(productName('Chanel', 'Chanel Classic Flap Medium')).toBe('Chanel Classic Flap Medium');
    expect(productName('Hermès', 'hermes Birkin 30')).toBe('hermes Birkin 30');
    expect(productName('Louis Vuitton', 'Louis Vuitton Speedy 25')).toBe('Louis Vuitton Speedy 25');
  });

  it('puts the brand in front of a title without it', () => {
    expect(productName('Hermès', 'Birkin 30')).toBe('Hermès Birkin 30');
    // A title that merely begins with the same letters is not the brand.
    expect(productName('Dior', 'Diorama Wallet')).toBe('Dior Diorama Wallet');
  });

  it('copes with an empty brand or title', () => {
    expect(productName('', 'Classic Flap')).toBe('Classic Flap');
    expect(productName('Chanel', '  ')).toBe('Chanel');
  });
});
