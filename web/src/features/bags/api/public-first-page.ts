/*
 * The first page of a visitor's catalogue (`/bags`, no filter), shared by the two scripts
 * of the prerendered `/bags`: the early one (`src/bags-entry.ts`, loaded from the head),
 * which asks for it at once and puts its cards in the page before the app has loaded,
 * and the app, which takes the same answer (one request) and, when the cards are already
 * there, hydrates them as they are. The early script is built apart from the app
 * (vite.early.config.ts), so each has its own copy of this module: their shared state is
 * kept on `window`. No React here: the early script loads none.
 */
import { keywordTokens, type Product } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '@/config/catalog';
import {
  fetchPublicCatalog,
  type CatalogCursor,
  type PublicCatalogOptions,
} from '@/lib/public-data/catalog-rest';
import type { CatalogFilters } from './catalog-filters';

/** The REST query for one page of the visitor's catalogue, after `after` (the first without). */
export function publicCatalogOptions(
  { category, search, availableOnly }: CatalogFilters,
  after?: CatalogCursor,
): PublicCatalogOptions {
  const keyword = keywordTokens(search ?? '')[0];
  // One array-contains per query: with a search, the category is checked here instead.
  return {
    ...(keyword ? { keyword } : category ? { category } : {}),
    ...(availableOnly ? { availableOnly } : {}),
    pageSize: CATALOG_PAGE_SIZE,
    ...(after ? { after } : {}),
  };
}

interface FirstPageState {
  /** The first page's answer, asked for and not yet read by the page. */
  asked: Promise<Product[]> | null;
  /** Whether the early script may still change the page (until the app hydrates it). */
  open: boolean;
  /** The products whose cards the early script put on the page. */
  shown: Product[] | null;
}

declare global {
  var __unlimitedFirstPage: FirstPageState | undefined;
}

/** The state both copies share (on `window`; on the build's global when prerendering). */
const state = (): FirstPageState =>
  (globalThis.__unlimitedFirstPage ??= { asked: null, open: true, shown: null });

/**
 * Asks for the first page of the whole catalogue, once: the early script and the app's
 * `/bags` warm (whichever runs first) share the request.
 */
export function askFirstPage(): Promise<Product[]> {
  const first = state();
  if (!first.asked) {
    first.asked = fetchPublicCatalog(publicCatalogOptions({ search: '' }));
    // Read by the page, or by no one if it is left first (its errors are the page's).
    first.asked.catch(() => {});
  }
  return first.asked;
}

/** The first page's answer if it was asked for and the page has not read it yet. */
export const askedFirstPage = (): Promise<Product[]> | null => state().asked;

/** The page has read `answer`: a later visit reads afresh. */
export function forgetFirstPage(answer: Promise<Product[]>): void {
  if (state().asked === answer) state().asked = null;
}

/**
 * When the first page arrives, and the app has not taken the page over by then, `show`
 * puts its cards on the page (it says whether it did).
 */
export function showFirstPageEarly(show: (products: Product[]) => boolean): Promise<void> {
  return askFirstPage().then(
    (products) => {
      if (state().open && show(products)) state().shown = products;
    },
    () => {
      // The page reports it once the app runs.
    },
  );
}

/**
 * The app, just before it hydrates the prerendered page: from then on the early script
 * changes nothing.
 */
export function closeEarlyPage(): void {
  state().open = false;
}

/**
 * The products whose cards were on the page when the app took it over: the page's first
 * render must be those cards, for React to take them over as they are.
 */
export const earlyShownProducts = (): Product[] | null => {
  const { open, shown } = state();
  return open ? null : shown;
};

/** The page has taken the early cards over (and their answer): a later visit reads afresh. */
export function forgetEarlyShown(): void {
  state().shown = null;
  state().asked = null;
}
