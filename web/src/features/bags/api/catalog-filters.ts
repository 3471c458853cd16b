/**
 * What both catalogues share (the member's live Firestore one, `get-catalog.ts`, and the
 * visitor's REST one, `get-public-catalog.ts`): the filters, the local check of every
 * search word, and the state a catalogue page renders. No Firebase here.
 */
import { keywordTokens, type Category, type Product } from '@unlimited/domain';

export interface CatalogFilters {
  category?: Category | undefined;
  /** What the member typed in the search box. */
  search?: string | undefined;
  /** "Available now": only the bags free to choose now (the query filters; checked here too). */
  availableOnly?: boolean | undefined;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a product matches the category, "Available now" and every word of the search. */
export function matchesFilters(
  product: Product,
  { category, search, availableOnly }: CatalogFilters,
): boolean {
  if (category && !product.categories.includes(category)) return false;
  if (availableOnly && product.borrow_status !== 'Available') return false;
  const words = keywordTokens(search ?? '');
  if (words.length === 0) return true;
  const haystack = fold(
    [
      product.title,
      product.brand,
      product.description,
      ...product.categories,
      ...product.tags,
      product.style ?? '',
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export type CatalogState =
  | { status: 'loading' | 'error'; products: []; hasMore: false; loadingMore?: false }
  | { status: 'success'; products: Product[]; hasMore: boolean; loadingMore?: boolean };

/** A catalogue source: the filtered catalogue with `pages` pages loaded. */
export type UseCatalog = (filters: CatalogFilters, pages: number) => CatalogState;
