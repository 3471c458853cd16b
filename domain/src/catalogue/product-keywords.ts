/**
 * The search keywords and the other query fields derived from a product (kept apart from
 * the zod schemas so the catalogue's search box can tokenise without loading zod).
 */
import { brandToSlug } from './brands';
import { MAX_PRODUCT_KEYWORDS } from './catalog';
import type { ProductDraft } from './product-draft';

/** Shortest token kept as a keyword: single letters match too much to be useful. */
const MIN_KEYWORD_LENGTH = 2;

/**
 * The search tokens of a piece of text: lower-case, accents dropped (`Hermès` →
 * `hermes`), split on anything but letters and digits, single characters dropped,
 * repeats removed. Tokenise a search box's text with this too, so both sides agree.
 */
export function keywordTokens(text: string): string[] {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const tokens = folded.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= MIN_KEYWORD_LENGTH);
  return [...new Set(tokens)];
}

/**
 * The `keywords` stored on a product for `array-contains` search: the tokens of its
 * title, brand, style, categories and tags, in that order of priority, at most
 * {@link MAX_PRODUCT_KEYWORDS}.
 */
export function productKeywords(
  draft: Pick<ProductDraft, 'title' | 'brand' | 'style' | 'categories' | 'tags'>,
): string[] {
  const sources = [draft.title, draft.brand, draft.style ?? '', ...draft.categories, ...draft.tags];
  const keywords = new Set<string>();
  for (const source of sources) for (const token of keywordTokens(source)) keywords.add(token);
  return [...keywords].slice(0, MAX_PRODUCT_KEYWORDS);
}

/** The product fields kept only for queries; recompute them whenever the draft changes. */
export interface DerivedProductFields {
  brand_slug: string;
  keywords: string[];
}

/** The derived query fields of a product: `brand_slug` and `keywords`. */
export function deriveProductFields(
  draft: Pick<ProductDraft, 'title' | 'brand' | 'style' | 'categories' | 'tags'>,
): DerivedProductFields {
  return { brand_slug: brandToSlug(draft.brand), keywords: productKeywords(draft) };
}
