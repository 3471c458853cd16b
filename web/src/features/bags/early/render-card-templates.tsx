import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router-dom';
import { CatalogGrid, LoadMore } from '@/components/catalog/catalog-grid';
import { ProductCardMarkup } from '@/components/catalog/product-card';
import type { ProductCardView } from '@/components/catalog/product-card-view';
import { paths } from '@/config/paths';
import { slot, type EarlyCardTemplates } from './early-cards';

/** A card's view with a slot in place of every value. */
const slotView = (variants: boolean): ProductCardView => ({
  id: slot('id'),
  brand: slot('brand'),
  title: slot('title'),
  photo: {
    src: slot('src'),
    variants: variants ? { avif: slot('avif'), webp: slot('webp') } : null,
    alt: slot('alt'),
  },
  price: slot('price'),
  rank: slot('rank'),
  rankLabel: slot('rankLabel'),
  accessLabel: null,
  state: {
    // The template's attribute takes the kind's slot, as every other value.
    kind: slot('stateKind') as ProductCardView['state']['kind'],
    label: slot('stateLabel'),
    tone: slot('stateTone'),
    detail: slot('stateDetail'),
  },
});

const ITEM = '<li class="flex">';

/**
 * The grid and its cards as React renders them on `/bags`, with slots for the early
 * script to fill (`early-cards.ts`); run by the build (entry-server.tsx). The first five
 * cards hold each photo priority (high, then auto, then lazy from the fifth).
 */
export async function renderCardTemplates(
  renderElement: (element: ReactElement) => Promise<string>,
): Promise<EarlyCardTemplates> {
  const render = (variants: boolean) =>
    renderElement(
      <StaticRouter location={paths.bags}>
        <CatalogGrid
          items={Array.from({ length: 5 }, () => slotView(variants))}
          itemKey={(_, index) => String(index)}
          renderCard={(view, card) => <ProductCardMarkup view={view} {...card} />}
        />
        <LoadMore onClick={() => {}} />
      </StaticRouter>,
    );
  const split = async (variants: boolean) => {
    // React's server renderer adds a preload of the high-priority photo, for a document's
    // head; the browser's renderer does not, nor does the early script (the photo is in it).
    const html = (await render(variants)).replace(/^<link rel="preload" as="image"[^>]*>/, '');
    const [open, ...items] = html.split(ITEM);
    const last = items.at(-1) ?? '';
    const end = last.indexOf('</li>') + '</li>'.length;
    const tail = last.slice(end);
    if (items.length !== 5 || !open?.startsWith('<ul') || !tail.startsWith('</ul>')) {
      throw new Error('The catalogue grid no longer renders as <ul> of <li class="flex">');
    }
    items[4] = last.slice(0, end);
    const card = (index: number) => ITEM + items[index];
    return {
      open,
      close: '</ul>',
      loadMore: tail.slice('</ul>'.length),
      cards: { high: card(0), auto: card(1), lazy: card(4) },
    };
  };
  // One after the other: React warns of two renders of the same context at once.
  const withVariants = await split(true);
  const single = await split(false);
  return {
    open: withVariants.open,
    close: withVariants.close,
    loadMore: withVariants.loadMore,
    cards: { variants: withVariants.cards, single: single.cards },
  };
}
