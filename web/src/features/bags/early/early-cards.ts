/*
 * The visitor's first page of cards, put into the prerendered `/bags` before the app has
 * loaded (`src/bags-entry.ts`), so the bags and their photos show while the page's code
 * (≈ 150 KB) is still on its way. The markup is React's own: the build renders the grid
 * and its cards with a slot in each value (`render-card-templates.tsx`) and writes them
 * into the page; this fills the slots with the values the app's card renders
 * (`productCardView`), so hydrating takes the cards over as they are. No React here.
 */
import type { Product } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '@/config/catalog';
import {
  cardPriority,
  productCardView,
  type ProductCardView,
} from '@/components/catalog/product-card-view';

/** The id of the page's JSON block with the templates (prerender.mjs writes it). */
export const EARLY_CARD_TEMPLATES_ID = 'early-card-templates';

type Priority = ReturnType<typeof cardPriority>;

/** React's markup of the grid, with `__slot_<name>__` where a card's values go. */
export interface EarlyCardTemplates {
  /** The grid's opening tag. */
  open: string;
  /** Its closing tag. */
  close: string;
  /** What follows a full page: the Load more button. */
  loadMore: string;
  /** One card (its `<li>`), by photo (with AVIF and WebP variants or a single file) and priority. */
  cards: Record<'variants' | 'single', Record<Priority, string>>;
}

/** A slot's text in a template. */
export const slot = (name: string) => `__slot_${name}__`;
const SLOT = /__slot_(\w+)__/g;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The value of each slot of a card's template. */
function slotValues(view: ProductCardView): Record<string, string> {
  return {
    // The id is only in the card's address (`paths.bag`).
    id: encodeURIComponent(view.id),
    brand: view.brand,
    title: view.title,
    src: view.photo.src,
    alt: view.photo.alt,
    avif: view.photo.variants?.avif ?? '',
    webp: view.photo.variants?.webp ?? '',
    price: view.price,
    rank: view.rank,
    rankLabel: view.rankLabel,
    stateKind: view.state.kind,
    stateLabel: view.state.label,
    stateTone: view.state.tone,
    stateDetail: view.state.detail,
  };
}

/**
 * The grid's markup for `products` (the first page, no filter), or null when a card
 * cannot be shown this way (an access badge: never a visitor's) or there is none.
 */
export function earlyCatalogHtml(
  templates: EarlyCardTemplates,
  products: readonly Product[],
): string | null {
  if (products.length === 0) return null;
  const cards: string[] = [];
  for (const [index, product] of products.entries()) {
    const view = productCardView(product);
    if (view.accessLabel !== null) return null;
    const template =
      templates.cards[view.photo.variants ? 'variants' : 'single'][cardPriority(index)];
    const values = slotValues(view);
    let unknown = false;
    cards.push(
      template.replace(SLOT, (_, name: string) => {
        const value = values[name];
        if (value === undefined) unknown = true;
        return escapeHtml(value ?? '');
      }),
    );
    if (unknown) return null;
  }
  // The page's `hasMore`: a full page may have more after it.
  const more = products.length >= CATALOG_PAGE_SIZE ? templates.loadMore : '';
  return templates.open + cards.join('') + templates.close + more;
}

/**
 * Puts the cards of `products` into the prerendered page's results, in place of its
 * loading grid; says whether it did.
 */
export function showEarlyCards(document: Document, products: readonly Product[]): boolean {
  const data = document.getElementById(EARLY_CARD_TEMPLATES_ID)?.textContent;
  const results = document.querySelector('[data-catalog-results]');
  if (!data || !results) return false;
  const html = earlyCatalogHtml(JSON.parse(data) as EarlyCardTemplates, products);
  if (html === null) return false;
  results.innerHTML = html;
  return true;
}
