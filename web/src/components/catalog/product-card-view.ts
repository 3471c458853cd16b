import {
  ACCESS_LEVEL_LABELS,
  formatCents,
  productName,
  RANK_LABELS,
  type Product,
} from '@unlimited/domain';
import { photoVariants, type PhotoVariants } from '@/lib/photo-variants';
import placeholderPhoto from '@/assets/bag-placeholder.svg';

export type ProductCardData = Pick<
  Product,
  'id' | 'title' | 'brand' | 'photos' | 'price' | 'rank' | 'access_levels'
>;

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
}

/** The card's view of `product`; `photoFailed` once its photo did not load. */
export function productCardView(product: ProductCardData, photoFailed = false): ProductCardView {
  const photo = !photoFailed ? product.photos[0] : undefined;
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
