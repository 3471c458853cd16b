import {
  ACCESS_LEVEL_LABELS,
  closetState,
  formatCents,
  productName,
  RANK_LABELS,
  type ClosetStateKind,
  type Product,
} from '@unlimited/domain';
import { photoVariants, type PhotoVariants } from '@/lib/photo-variants';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { monthDay } from '@/lib/dates';

export type ProductCardData = Pick<
  Product,
  | 'id'
  | 'title'
  | 'brand'
  | 'photos'
  | 'price'
  | 'rank'
  | 'access_levels'
  | 'borrow_status'
  | 'return_date'
>;

/**
 * What a member's card knows of a bag that is out, from its summary (`bag_stats`): the
 * queue's estimate of when it is back and how many wait. A visitor's card has none (it
 * reads the loan's return date from the product, and no queue).
 */
export interface CardQueueFacts {
  backEstimate: Date | null;
  queueLength: number;
}

/** The classes of each state's badge (a string, so the early script can fill them in). */
const STATE_TONES: Readonly<Record<ClosetStateKind, string>> = {
  available: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-50',
  out: 'bg-ink text-white dark:bg-white dark:text-ink',
  held: 'bg-ink text-white dark:bg-white dark:text-ink',
  care: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-50',
};

/**
 * What a catalogue card shows of a product, worked out: every text and address
 * `ProductCardMarkup` renders. Pure and free of React, so the visitor's `/bags` can fill
 * the card's markup (rendered by React at build time) before the app has loaded
 * (`features/bags/early`), with the very values the app renders.
 */
export interface ProductCardView {
  id: string;
  brand: string;
  title: string;
  photo: { src: string; variants: PhotoVariants | null; alt: string };
  price: string;
  rank: string;
  rankLabel: string;
  /** The access level's badge, or null for a bag every tier may borrow. */
  accessLabel: string | null;
  /** Where the bag is: its badge (label, tone classes) and detail line ('' for none). */
  state: { kind: ClosetStateKind; label: string; tone: string; detail: string };
}

/**
 * The card's view of `product`; `photoFailed` once its photo did not load. `queue` is a
 * member's summary of a bag that is out: `undefined` for a visitor (the loan's due date, no
 * queue), `null` while it loads (no detail yet, so the date does not change
 * under the reader's eyes).
 */
export function productCardView(
  product: ProductCardData,
  photoFailed = false,
  queue?: CardQueueFacts | null,
): ProductCardView {
  const photo = !photoFailed ? product.photos[0] : undefined;
  const state = closetState(product.borrow_status, {
    backAt: queue?.backEstimate ?? null,
    dueAt: queue === undefined ? product.return_date : null,
    waiting: queue?.queueLength ?? null,
    formatDate: monthDay,
  });
  const src = photo ?? placeholderPhoto;
  return {
    id: product.id,
    brand: product.brand,
    title: product.title,
    photo: {
      src,
      variants: photoVariants(src),
      alt: photo
        ? productName(product.brand, product.title)
        : `${product.title}: photo coming soon`,
    },
    price: formatCents(product.price),
    rank: product.rank,
    rankLabel: RANK_LABELS[product.rank],
    accessLabel:
      product.access_levels === 'Any' ? null : ACCESS_LEVEL_LABELS[product.access_levels],
    state: {
      kind: state.kind,
      label: state.label,
      tone: STATE_TONES[state.kind],
      detail: state.detail ?? '',
    },
  };
}

/**
 * Cards whose photos load at once rather than lazily: the first screen of a phone (two
 * rows of two) or a wide screen (one row of four). The first is the page's largest paint
 * on a phone, so it is fetched ahead of the rest.
 */
const FIRST_SCREEN_CARDS = 4;

/** How the photo of a grid's `index`th card loads. */
export const cardPriority = (index: number): 'lazy' | 'auto' | 'high' =>
  index < FIRST_SCREEN_CARDS ? (index === 0 ? 'high' : 'auto') : 'lazy';
