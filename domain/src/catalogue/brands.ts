/** Brand names, their URL slugs, and spotting a known brand in free text. */
import { KNOWN_BRANDS, type KnownBrand } from './catalog';

/** Lowercases and removes diacritics: `Hermès` → `hermes`. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * URL slug of a brand: lowercase, runs of characters other than `a-z0-9` turned into one
 * hyphen, no leading or trailing hyphen (`Louis Vuitton` → `louis-vuitton`).
 *
 * Diacritics are stripped first, so `Hermès` gives `hermes` rather than the `herm-s` that
 * the spec's rule read literally would give; `/brands/hermes` is the address people type.
 */
export function brandToSlug(brand: string): string {
  return fold(brand)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Best-effort brand name from a slug alone: each hyphen-separated word capitalised and
 * joined with spaces (`louis-vuitton` → `Louis Vuitton`). Accents cannot be recovered;
 * prefer {@link brandFromSlug} when the real names are at hand.
 */
export function slugToBrand(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The real brand name behind a slug: the first of `brands` whose slug matches, then the
 * first of `KNOWN_BRANDS`, else {@link slugToBrand}. So `hermes` gives `Hermès`. The slug is
 * normalised first, so `Louis-Vuitton` from a hand-typed address matches too.
 */
export function brandFromSlug(slug: string, brands: readonly string[]): string {
  const wanted = brandToSlug(slug);
  return (
    brands.find((brand) => brandToSlug(brand) === wanted) ??
    KNOWN_BRANDS.find((brand) => brandToSlug(brand) === wanted) ??
    slugToBrand(wanted)
  );
}

/**
 * A product's name as people say it: the brand, then the title, with the brand said once.
 * Titles often start with the brand already (`Chanel Classic Flap`), so the brand is only
 * put in front when the title does not begin with it (accents and case aside):
 * `productName('Chanel', 'Chanel Classic Flap')` → `Chanel Classic Flap`,
 * `productName('Hermès', 'Birkin 30')` → `Hermès Birkin 30`.
 */
export function productName(brand: string, title: string): string {
  const cleanBrand = brand.trim();
  const cleanTitle = title.trim();
  if (cleanBrand === '') return cleanTitle;
  const foldedBrand = fold(cleanBrand);
  const foldedTitle = fold(cleanTitle);
  const startsWithBrand =
    foldedTitle.startsWith(foldedBrand) &&
    !/[\p{L}\p{N}]/u.test(foldedTitle.charAt(foldedBrand.length));
  if (cleanTitle === '') return cleanBrand;
  return startsWithBrand ? cleanTitle : `${cleanBrand} ${cleanTitle}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const BRAND_PATTERNS: readonly { brand: KnownBrand; pattern: RegExp }[] = KNOWN_BRANDS.map(
  (brand) => ({
    brand,
    // Whole words only (so "Diorama" is not Dior); the space inside a two-word name may
    // also be a hyphen or several spaces.
    pattern: new RegExp(
      `(?<![a-z0-9])${fold(brand).split(' ').map(escapeRegExp).join('[\\s-]+')}(?![a-z0-9])`,
    ),
  }),
);

/**
 * The known brand named in a piece of text, ignoring case and accents (`hermes` finds
 * `Hermès`), matching whole words only. When several appear, the one named first wins.
 * Returns `null` when none appears.
 */
export function detectBrand(text: string): KnownBrand | null {
  const folded = fold(text);
  let best: { brand: KnownBrand; index: number } | null = null;
  for (const { brand, pattern } of BRAND_PATTERNS) {
    const index = folded.search(pattern);
    if (index !== -1 && (best === null || index < best.index)) best = { brand, index };
  }
  return best?.brand ?? null;
}
